import { createProcessor, type CompileOptions } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { DocHeading } from '../toc';
import { remarkHeadingIds } from './heading-ids';
import { getHighlighter, HIGHLIGHT_THEMES } from './highlighter';
import { rehypeCodeHtml } from './rehype-code-html';
import { rehypeSections } from './rehype-sections';

/**
 * The MDX preset of documentation pages. Every parse (headings, search records) and every compile (the
 * rendered article) goes through these plugins.
 */
export const REMARK_PLUGINS: PluggableList = [remarkGfm, remarkHeadingIds];

/** `title="app.py"` in a fence's meta becomes the code block's tab title. */
function titleFromMeta(meta: string | undefined): string | undefined {
  const match = /title="([^"]*)"/.exec(meta ?? '');
  return match?.[1];
}

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
        transformers: [
          {
            pre(
              this: { options: { lang: string; meta?: { __raw?: string } } },
              node: { properties: Record<string, unknown> },
            ) {
              node.properties['data-language'] = this.options.lang;
              const title = titleFromMeta(this.options.meta?.__raw);
              if (title) node.properties['data-title'] = title;
            },
          },
        ],
      },
    ],
    rehypeCodeHtml,
    rehypeSections,
  ];
}

/** MDX syntax as the compiler reads it; the remark plugins of the preset run on the result. */
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
const transformer = unified().use(remarkParse).use(remarkMdx).use(REMARK_PLUGINS).freeze();

/** Reads MDX into its syntax tree, before any plugin has run. */
export function parseMdx(body: string): Root {
  return parser.parse(body) as Root;
}

/**
 * Runs the preset's remark plugins on a copy of a parsed tree: the mdast with heading ids applied (what the
 * search records are made from) and the page's h2/h3 headings.
 */
export function describeMdx(parsed: Root): { tree: Root; headings: DocHeading[] } {
  const file = new VFile();
  const tree = transformer.runSync(structuredClone(parsed), file) as Root;
  return { tree, headings: (file.data.headings as DocHeading[] | undefined) ?? [] };
}

/** Parses MDX into mdast with heading ids applied, and its headings. */
export function parseDoc(body: string): { tree: Root; headings: DocHeading[] } {
  return describeMdx(parseMdx(body));
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
 * `run` from @mdx-js/mdx turns into the page's component. Code blocks are highlighted here, once.
 */
export async function compileMdx(parsed: Root): Promise<string> {
  const processor = await getCompiler();
  const file = new VFile();
  // The processor is typed from its output (estree); its input is the mdast tree its own parser makes.
  const tree = await processor.run(structuredClone(parsed) as unknown as Program, file);
  return String(processor.stringify(tree, file));
}
