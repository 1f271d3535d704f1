import type { Heading, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Lang } from '../i18n';
import { docsHref } from '../navigation';
import type { Hierarchy, RecordType, SearchRecord } from './types';

/** What the record builder needs to know about one page; the mdast tree comes from parseDoc. */
export interface PageInput {
  lang: Lang;
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

/** MDX widgets whose text is not prose: code tabs are left out of the index like code blocks. */
const SKIPPED_ELEMENTS = new Set(['CodeGroup']);

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
  return node.children.map((row) => row.children.map((cell) => normalizeText(toString(cell))).filter(Boolean).join(' · '));
}

/**
 * The records of one page, in reading order: the page (lvl1), each h2 (lvl2) and h3 (lvl3), and one content
 * record per paragraph, list item, table row, property or note paragraph, anchored to the nearest heading.
 * Code is not indexed.
 */
export function recordsForPage(page: PageInput): SearchRecord[] {
  const records: SearchRecord[] = [];
  const pageUrl = docsHref(page.lang, page.slug);
  const hierarchy: Hierarchy = { lvl0: page.group, lvl1: page.title, lvl2: null, lvl3: null };
  let anchor: string | undefined;
  const seen = new Set<string>();

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
        if (element.name && SKIPPED_ELEMENTS.has(element.name)) return;
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
      default:
        // code, html, thematic breaks, ESM and expressions carry no prose.
        return;
    }
  };

  push('lvl1', null);
  if (page.description) pushText(page.description);
  for (const node of page.tree.children) visitNode(node);
  return records;
}
