import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { COPY_TEXT_PROP } from './code-html';
import { tokenClasses } from './code-colors';
import { copyText } from './copy-text';

/** `title="app.py"` in a fence's meta becomes the code block's tab title. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  const match = /title="([^"]*)"/.exec(meta ?? '');
  return match?.[1];
}

/** `showLineNumbers` in a fence's meta numbers its lines (CSS counters, see globals.css). */
export function lineNumbersFromMeta(meta: string | undefined): boolean {
  return /(^|\s)showLineNumbers(\s|$)/.test(meta ?? '');
}

/** The text of a hast node and its descendants. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Shiki's own nodes keep their classes in `class` (a string or a list) until hast's `className` takes over. */
export function hasClass(node: Element, name: string): boolean {
  const value = node.properties.class ?? node.properties.className;
  const classes = Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/);
  return classes.includes(name);
}

/**
 * Language, title, line numbers and the text to copy, on the <pre>. Runs after the notation transformers, so
 * the lines it reads have lost their `[!code ...]` comments; removed diff lines are not copied. The copy text
 * is written only when it differs from what the block shows (the Copy button falls back to that).
 */
const blockProperties: ShikiTransformer = {
  name: 'robyn:block-properties',
  pre(node) {
    const lang = this.options.lang;
    const meta = (this.options.meta as { __raw?: string } | undefined)?.__raw;
    node.properties['data-language'] = lang;
    const title = titleFromMeta(meta);
    if (title) node.properties['data-title'] = title;
    if (lineNumbersFromMeta(meta)) this.addClassToHast(node, 'line-numbers');

    const code = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    if (!code) return;
    const lines = code.children.filter(
      (child): child is Element => child.type === 'element' && hasClass(child, 'line'),
    );
    const shown = lines.map((line) => textOf(line));
    const copied = copyText(
      lang,
      lines.filter((line) => !hasClass(line, 'remove')).map((line) => textOf(line)),
    );
    if (copied !== shown.join('\n').replace(/\n+$/, '')) node.properties[COPY_TEXT_PROP] = copied;
  },
};

/**
 * Shiki transformers of documentation code blocks: `[!code highlight]`, `[!code ++]`/`[!code --]`,
 * `[!code focus]`, `[!code error]`/`[!code warning]` in a line's comment (`//` or `#`) mark that line, then
 * the block's own properties, then each token's colours become a class (code-colors.ts). Class names are Shiki's defaults, styled in globals.css.
 */
export const CODE_TRANSFORMERS: ShikiTransformer[] = [
  transformerNotationDiff({ matchAlgorithm: 'v3' }),
  transformerNotationHighlight({ matchAlgorithm: 'v3' }),
  transformerNotationFocus({ matchAlgorithm: 'v3' }),
  transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
  blockProperties,
  tokenClasses,
];
