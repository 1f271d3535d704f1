import type { Element, ElementContent, Root, Text } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { docsHref } from '../navigation';
import { DEFAULT_LANG, type Lang } from '../i18n';
import { codeBlockKey, codeLinks } from '../reference/code-links';
import { hasClass, textOf } from './code-transformers';
import { referenceModule, referenceSignature, referenceTarget } from '../reference/pages';

/*
 * Symbol links: every Robyn name of a Python block links to its reference entry, and names the card that opens
 * on hover or keyboard focus (src/scripts/symbol-cards.ts). Which name is which comes from pyright, through
 * content/reference/code-links.json (src/lib/reference/code-links.ts). Three steps of the MDX compile:
 * 1. symbolLinksTransformer (Shiki): wraps each linked name of a token in `<a data-ref="<key>">`;
 * 2. rehypeSymbolLinks (before the code becomes an HTML string): gives each one its href and
 *    aria-describedby in the page's language and notes the keys;
 * 3. rehypeSymbolCards (after the sections): one hidden card per key at the end of the page, role=tooltip,
 *    with the entry's signature and summary.
 * The links hold only the name, so the code's text (what Copy copies and what a reader selects) is unchanged.
 */

/** The class of a name that links to the reference (styled in globals.css, read by symbol-cards.ts). */
export const SYMBOL_CLASS = 'sym';
/** The id of a key's card: the key is already unique and the same on every page and in every language. */
export const cardId = (key: string) => `ref:${key}`;

/**
 * Shiki transformer: the linked names of a Python block become `<a data-ref>` inside their token's span. Lines
 * are matched to the source by their text, since the notation transformers may have dropped a comment (or a
 * line that was only a comment); a name links only where the line still shows it.
 */
export const symbolLinksTransformer: ShikiTransformer = {
  name: 'robyn:symbol-links',
  code(node) {
    if (this.options.lang !== 'python') return;
    const links = codeLinks().blocks[codeBlockKey(this.source)];
    if (!links?.length) return;
    const source = this.source.split('\n');
    const byLine = new Map<number, typeof links>();
    for (const link of links) byLine.set(link[0], [...(byLine.get(link[0]) ?? []), link]);

    let sourceLine = 0;
    for (const line of node.children) {
      if (line.type !== 'element' || !hasClass(line, 'line')) continue;
      const shown = textOf(line);
      while (sourceLine < source.length && !source[sourceLine]!.startsWith(shown.trimEnd())) sourceLine++;
      if (sourceLine >= source.length) return;
      const wanted = (byLine.get(sourceLine) ?? []).filter(
        ([, column, length]) => source[sourceLine]!.slice(column, column + length) === shown.slice(column, column + length),
      );
      sourceLine++;
      if (!wanted.length) continue;

      let column = 0;
      for (const token of line.children) {
        const value = textOf(token);
        const start = column;
        column += value.length;
        if (token.type !== 'element' || token.children.length !== 1 || token.children[0]!.type !== 'text') continue;
        const inside = wanted.filter(([, at, length]) => at >= start && at + length <= column);
        if (!inside.length) continue;
        const parts: ElementContent[] = [];
        let at = 0;
        for (const [, linkColumn, length, key] of inside.sort((a, b) => a[1] - b[1])) {
          const from = linkColumn - start;
          if (from > at) parts.push({ type: 'text', value: value.slice(at, from) });
          parts.push({
            type: 'element',
            tagName: 'a',
            properties: { className: [SYMBOL_CLASS], dataRef: key },
            children: [{ type: 'text', value: value.slice(from, from + length) }],
          });
          at = from + length;
        }
        if (at < value.length) parts.push({ type: 'text', value: value.slice(at) });
        token.children = parts;
      }
    }
  },
};

/** The URL of a name's reference entry (or its module's page). */
const entryHref = (lang: Lang, target: { slug: string; anchor?: string }) =>
  `${docsHref(lang, target.slug)}${target.anchor ? `#${target.anchor}` : ''}`;

interface SymbolData {
  lang?: Lang;
  symbolKeys?: string[];
}

/** Rehype, before rehype-code-html: each `<a data-ref>` gets its entry's URL and its card's id. */
export function rehypeSymbolLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data as SymbolData;
    const lang = data.lang ?? DEFAULT_LANG;
    const keys = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      const key = node.tagName === 'a' ? node.properties.dataRef : undefined;
      if (typeof key !== 'string') return;
      const target = referenceTarget(key);
      delete node.properties.dataRef;
      if (!target) return;
      node.properties.href = entryHref(lang, target);
      // Thousands of generated links whose texts are identifiers (`app`, `get`, `start`): search engines are asked
      // not to weigh them as the page's own links (the reference is linked from the sidebar and "Used in").
      node.properties.rel = ['nofollow'];
      node.properties.ariaDescribedBy = [cardId(key)];
      keys.add(key);
    });
    data.symbolKeys = [...keys];
  };
}

/** Inline code of a description (`x`) as <code>, the rest as text. */
function described(value: string): ElementContent[] {
  return value
    .split(/(`[^`]*`)/)
    .filter(Boolean)
    .map((part): ElementContent =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: part.slice(1, -1) }] }
        : ({ type: 'text', value: part } satisfies Text),
    );
}

/** The first sentence of a description (the summaries are meant to be one sentence). */
function firstSentence(value: string): string {
  const match = /^[\s\S]*?(?:\.(?=\s|$)|[。！？])/.exec(value.replace(/`[^`]*`/g, (code) => code.replace(/[.。]/g, '\u0000')));
  const end = match ? match[0].length : value.length;
  return value.slice(0, end);
}

/** What a card shows as the name's signature: the entry's qualified name in place of the bare one. */
export function cardSignature(key: string, name: string): string | undefined {
  const signature = referenceSignature(key);
  if (!signature) return undefined;
  const bare = name.split('.').pop()!;
  return shortened(
    signature
      .replace(/^(async )?def /, '$1')
      .replace(new RegExp(`^((?:async |class )?)${bare}\\b`), `$1${name}`),
  );
}

/** How long a card's signature may be before its later parameters give way to `…` (the entry has them all). */
const CARD_SIGNATURE_CHARS = 120;

/** A long signature with its first parameters, then `…`: a card is read at a glance. */
function shortened(signature: string): string {
  const open = signature.indexOf('(');
  if (signature.length <= CARD_SIGNATURE_CHARS || open < 0) return signature;
  // The parameter list's closing parenthesis, and the top-level commas inside it.
  let depth = 0;
  let close = -1;
  const commas: number[] = [];
  for (let i = open; i < signature.length && close < 0; i++) {
    const char = signature[i]!;
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      depth--;
      if (depth === 0) close = i;
    } else if (char === ',' && depth === 1) commas.push(i);
  }
  if (close < 0) return signature;
  const tail = signature.slice(close);
  const kept = commas.filter((comma) => comma + tail.length + 3 <= CARD_SIGNATURE_CHARS);
  const cut = kept.at(-1) ?? commas[0];
  return cut === undefined ? signature : `${signature.slice(0, cut)}, …${tail}`;
}

/** Rehype, last: the cards of the names the page links, hidden, at the end of the page. */
export function rehypeSymbolCards() {
  return (tree: Root, file: VFile) => {
    const data = file.data as SymbolData;
    const lang = data.lang ?? DEFAULT_LANG;
    const cards: Element[] = [];
    for (const key of data.symbolKeys ?? []) {
      const target = referenceTarget(key);
      if (!target) continue;
      const name = target.entry?.name ?? key;
      const module = target.entry ? undefined : referenceModule(key);
      // A module's card names its page (its intro is a paragraph, too long for a card).
      const summary = target.entry
        ? firstSentence(target.entry.summary[lang] ?? target.entry.summary[DEFAULT_LANG]!)
        : (module!.title[lang] ?? module!.title[DEFAULT_LANG]!);
      const signature = target.entry ? cardSignature(key, name) : undefined;
      cards.push({
        type: 'element',
        tagName: 'div',
        properties: { id: cardId(key), role: 'tooltip', className: ['sym-card'], hidden: true },
        children: [
          {
            // A link to the entry: a touch reader's way there (a first tap on a name opens its card).
            type: 'element',
            tagName: 'a',
            properties: { href: entryHref(lang, target) },
            children: [
              {
                type: 'element',
                tagName: 'code',
                properties: { className: ['sym-sig'] },
                children: [{ type: 'text', value: signature ?? name }],
              },
            ],
          },
          { type: 'element', tagName: 'span', properties: {}, children: described(summary) },
        ],
      });
    }
    if (cards.length)
      tree.children.push({ type: 'element', tagName: 'div', properties: { className: ['sym-cards', 'not-prose'] }, children: cards });
  };
}
