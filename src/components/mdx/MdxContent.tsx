import { evaluate } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import { remarkHeadingIds } from '@/lib/content/heading-ids';
import { rehypeCodeHtml } from '@/lib/content/rehype-code-html';
import { rehypeSections } from '@/lib/content/rehype-sections';
import { getHighlighter, HIGHLIGHT_THEMES } from '@/lib/content/highlighter';
import { mdxComponents } from './index';

/** `title="app.py"` in a fence's meta becomes the code block's tab title. */
function titleFromMeta(meta: string | undefined): string | undefined {
  const match = /title="([^"]*)"/.exec(meta ?? '');
  return match?.[1];
}

/** Compiles and renders one MDX document on the server (at build time for prerendered pages). */
export async function MdxContent({ source }: { source: string }) {
  const highlighter = await getHighlighter();
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkGfm, remarkHeadingIds],
    rehypePlugins: [
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
    ],
  });
  return <Content components={mdxComponents} />;
}
