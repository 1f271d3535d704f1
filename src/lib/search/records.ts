import type { Heading, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Lang } from '../i18n';
import { docsHref } from '../navigation';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/** What the record builder needs to know about one page; the mdast tree comes from parseDoc. */
export interface PageInput {
  lang: Lang;
  /** The language of the page's text when it is not `lang` (not yet translated): every record says so. */
  contentLang?: Lang;
  slug: string;
  /** Navigation group title in the page's language (hierarchy lvl0). */
  group: string;
  /** Page title (hierarchy lvl1). */
  title: string;
  description?: string;
  tree: Root;
}

/** Longer paragraphs are cut (at a space) so no record comes near the hosted provider's record-size limit. */
export const MAX_CONTENT_LENGTH = 2000;

/** MDX widgets whose text is code: only the API names of their code blocks are indexed. */
const CODE_ELEMENTS = new Set(['CodeGroup']);

const PYTHON_WORDS = new Set(
  'and as assert async await break class continue def del elif else except false finally for from global if import in is lambda none nonlocal not or pass raise return self true try while with yield print str int float bool dict list tuple set len range'.split(
    ' ',
  ),
);

/**
 * The names a reader may search for in a code block: imported names, called functions and decorators, dotted
 * and snake_case names, CamelCase classes, UPPER_CASE variables and --flags. Plain local variables are left out.
 */
export function codeNames(code: string): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    if (name.length > 1 && !PYTHON_WORDS.has(name.toLowerCase())) names.add(name);
  };
  for (const [, inParens, onLine] of code.matchAll(
    /^[ \t]*from[ \t]+[\w.]+[ \t]+import[ \t]+(?:\(([\w\s,]+)\)|([\w \t,]+))/gm,
  )) {
    for (const name of (inParens ?? onLine)!.split(/[\s,]+/)) add(name);
  }
  for (const [, module] of code.matchAll(/^\s*(?:from|import)\s+([\w.]+)/gm)) add(module!);
  for (const [name] of code.matchAll(/--[a-z][\w-]*/g)) add(name!);
  for (const [name] of code.matchAll(/[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+|[A-Za-z_]\w*/g)) {
    const called = /^\s*\(/.test(code.slice(code.indexOf(name!) + name!.length));
    if (
      /[._]/.test(name!.slice(1)) ||
      /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name!) ||
      /^[A-Z][A-Z0-9_]{2,}$/.test(name!) ||
      called
    )
      add(name!);
  }
  return [...names];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: RootContent[];
}

export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string): string {
  if (text.length <= MAX_CONTENT_LENGTH) return text;
  const head = text.slice(0, MAX_CONTENT_LENGTH);
  const space = head.lastIndexOf(' ');
  return `${space > MAX_CONTENT_LENGTH * 0.8 ? head.slice(0, space) : head}…`;
}

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function headingId(node: Heading): string | undefined {
  const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

function tableRows(node: Table): string[] {
  return node.children.map((row) =>
    row.children
      .map((cell) => normalizeText(toString(cell)))
      .filter(Boolean)
      .join(' · '),
  );
}

/**
 * The records of one page, in reading order: the page (lvl1), each h2 (lvl2) and h3 (lvl3), and one content
 * record per paragraph, list item, table row, property or note paragraph, anchored to the nearest heading.
 * Code is not indexed as text: each heading record carries the API names of its section's code (`code`).
 */
export function recordsForPage(page: PageInput): SearchRecord[] {
  const records: SearchRecord[] = [];
  const pageUrl = docsHref(page.lang, page.slug);
  const hierarchy: Hierarchy = { lvl0: page.group, lvl1: page.title, lvl2: null, lvl3: null };
  let anchor: string | undefined;
  const seen = new Set<string>();
  /** The heading record of the current section, which collects the names of its code. */
  let sectionHead: SearchRecord | undefined;
  const addCode = (code: string) => {
    if (!sectionHead) return;
    const names = new Set(sectionHead.code ? sectionHead.code.split(' ') : []);
    for (const name of codeNames(code)) names.add(name);
    if (names.size) sectionHead.code = [...names].join(' ');
  };

  const push = (type: RecordType, content: string | null) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    if (content !== null) {
      const key = `${url}\n${content}`;
      if (seen.has(key)) return;
      seen.add(key);
    }
    records.push({
      objectID: `${page.lang}:${page.slug || 'index'}:${records.length}`,
      url,
      type,
      hierarchy: { ...hierarchy },
      content,
      lang: page.lang,
      ...(page.contentLang && page.contentLang !== page.lang ? { contentLang: page.contentLang } : {}),
    });
  };

  const pushText = (text: string) => {
    const content = normalizeText(text);
    if (content) push('content', cut(content));
  };

  const visitNode = (node: RootContent): void => {
    switch (node.type) {
      case 'heading': {
        const text = normalizeText(toString(node));
        if (node.depth === 2 || node.depth === 3) {
          if (!text) return;
          anchor = headingId(node) ?? anchor;
          if (node.depth === 2) {
            hierarchy.lvl2 = text;
            hierarchy.lvl3 = null;
          } else {
            hierarchy.lvl3 = text;
          }
          push(node.depth === 2 ? 'lvl2' : 'lvl3', null);
          sectionHead = records[records.length - 1];
        } else if (node.depth > 3) {
          pushText(text);
        }
        return;
      }
      case 'paragraph':
        pushText(toString(node));
        return;
      case 'list':
        for (const item of node.children) {
          // A list item's own paragraphs form one record; nested lists become records of their own.
          const own = item.children.filter((child) => child.type !== 'list' && child.type !== 'code');
          pushText(own.map((child) => toString(child)).join(' '));
          for (const child of item.children) if (child.type === 'list') visitNode(child);
        }
        return;
      case 'table':
        for (const row of tableRows(node)) pushText(row);
        return;
      case 'blockquote':
        for (const child of node.children) visitNode(child);
        return;
      case 'mdxJsxFlowElement': {
        const element = node as unknown as JsxElement;
        if (element.name && CODE_ELEMENTS.has(element.name)) {
          for (const child of element.children) if (child.type === 'code') addCode(child.value);
          return;
        }
        if (element.name === 'Property') {
          const name = attribute(element, 'name') ?? '';
          const type = attribute(element, 'type');
          const description = normalizeText(element.children.map((child) => toString(child)).join(' '));
          pushText(`${name}${type ? ` (${type})` : ''}${description ? `: ${description}` : ''}`);
          return;
        }
        for (const child of element.children) visitNode(child);
        return;
      }
      case 'code':
        addCode(node.value);
        return;
      default:
        // html, thematic breaks, ESM and expressions carry no prose.
        return;
    }
  };

  push('lvl1', null);
  sectionHead = records[0];
  if (page.description) pushText(page.description);
  for (const node of page.tree.children) visitNode(node);
  return records;
}
