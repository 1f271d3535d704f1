import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { docsStrings } from '@/lib/i18n/dictionary';
import { DEFAULT_LANG, type Lang } from '../i18n';

/**
 * Rehype plugin, after Shiki: hands each highlighted block's `<code>` content over as one HTML string, the
 * `dataCodeHtml` property of its `<pre>` (the prop CODE_HTML_PROP of code-html.ts), instead of hundreds of
 * token elements. The page looks the same, but React then hydrates one element per block rather than one
 * per token: on a long reference page that is about half of all the elements it would otherwise walk.
 * It also gives the block its Copy button's label and confirmation in the page's language (compile.ts's `lang`).
 */
export function rehypeCodeHtml() {
  return (tree: Root, file: VFile) => {
    const strings = docsStrings((file.data.lang as Lang | undefined) ?? DEFAULT_LANG);
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      node.properties.dataCodeHtml = toHtml(code.children);
      node.properties.dataCopyLabel = strings.copyCode;
      node.properties.dataCopiedLabel = strings.codeCopied;
      node.children = [];
    });
  };
}
