import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { REMARK_PLUGINS } from './docs';
import { CODE_TRANSFORMERS } from './code-transformers';
import { getHighlighter, HIGHLIGHT_THEMES } from './highlighter';
import { rehypeCodeHtml } from './rehype-code-html';
import { rehypeInlineCodeBreaks } from './rehype-inline-code-breaks';
import { rehypeSections } from './rehype-sections';
import { rehypeSymbolCards, rehypeSymbolLinks, symbolLinksTransformer } from './symbol-links';
import type { Lang } from '../i18n';

/*
 * The compile half of the MDX preset, kept apart from the parse half (./docs.ts) so that what only reads
 * pages (search records, `npm run search:push`) does not load the compiler and Shiki.
 */

async function rehypePlugins(): Promise<PluggableList> {
  const highlighter = await getHighlighter();
  return [
    [
      rehypeShikiFromHighlighter,
      highlighter,
      {
        themes: HIGHLIGHT_THEMES,
        defaultColor: 'dark',
        defaultLanguage: 'text',
        // Neighbouring tokens of one colour are one span: fewer bytes and elements on code-heavy pages.
        mergeSameStyleTokens: true,
        // No time limit per line (Shiki's default is 500 ms, per theme): on a loaded machine a line could be left
        // untokenized in one theme and not the other, so the same build gave different HTML or failed.
        tokenizeTimeLimit: 0,
        transformers: [...CODE_TRANSFORMERS, symbolLinksTransformer],
      },
    ],
    rehypeSymbolLinks,
    rehypeCodeHtml,
    rehypeInlineCodeBreaks,
    rehypeSections,
    rehypeSymbolCards,
  ];
}

let compiler: Promise<ReturnType<typeof createProcessor>> | undefined;

function getCompiler() {
  compiler ??= rehypePlugins().then((plugins) =>
    createProcessor({
      outputFormat: 'function-body',
      remarkPlugins: REMARK_PLUGINS,
      rehypePlugins: plugins,
    } satisfies CompileOptions),
  );
  return compiler;
}

/**
 * Compiles a parsed page (a copy of it: the tree is left as it is) to the body of a function that
 * `run` from @mdx-js/mdx turns into the page's component. Code blocks are highlighted here, once; `lang` is the
 * language the page is shown in (its symbol links and cards, symbol-links.ts).
 */
export async function compileMdx(parsed: Root, { lang }: { lang?: Lang } = {}): Promise<string> {
  const processor = await getCompiler();
  const file = new VFile({ data: { lang } });
  // The processor is typed from its output (estree); its input is the mdast tree its own parser makes.
  const tree = await processor.run(structuredClone(parsed) as unknown as Program, file);
  return String(processor.stringify(tree, file));
}
