import type { Root, RootContent } from 'mdast';
import { getPages, type DocPage } from '../docs/source';
import type { Lang } from '../i18n';
import { recordsForPage } from './records';
import type { SearchRecord } from './types';
import { encodeRecords, type RecordsPayload } from './wire';

/**
 * What the search indexes of a Python reference page: its opening and, for each entry, the heading (the name) and
 * the one-sentence summary under it. Signatures, parameters and the rest stay on the page.
 */
function referenceSearchTree(tree: Root): Root {
  const children: RootContent[] = [];
  let wantSummary = true;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      children.push(node);
      wantSummary = true;
    } else if (wantSummary && node.type === 'paragraph') {
      children.push(node);
      wantSummary = false;
    }
  }
  return { ...tree, children };
}

/** The records of one page; a Python reference page gives its headings and summaries only. */
function pageRecords(lang: Lang, page: DocPage): SearchRecord[] {
  return recordsForPage({
    lang,
    ...(page.untranslated ? { contentLang: page.contentLang } : {}),
    slug: page.slug,
    group: page.group.title,
    title: page.title || page.navTitle,
    description: page.description,
    tree: page.generated ? referenceSearchTree(page.tree) : page.tree,
  });
}

/**
 * Every search record of one language, from the documentation source (build time only). The hosted index has no
 * size limit and takes every page; the local index (localSearchIndex) takes the Python reference as names only.
 */
export function buildSearchRecords(
  lang: Lang,
  { reference = true }: { reference?: boolean } = {},
): SearchRecord[] {
  return getPages(lang)
    .filter((page) => reference || !page.generated)
    .flatMap((page) => pageRecords(lang, page));
}

/**
 * What /search/{lang}.json holds: the guides' records, and the Python reference as the names of its pages and
 * entries (their heading records), which the engine matches as identifiers (identifiers.ts). With the
 * reference's summaries as text, the Chinese index would pass its 150 KB gzip budget.
 */
export function localSearchIndex(lang: Lang): RecordsPayload {
  const pages = getPages(lang);
  return encodeRecords(
    lang,
    pages.filter((page) => !page.generated).flatMap((page) => pageRecords(lang, page)),
    pages
      .filter((page) => page.generated)
      .flatMap((page) => pageRecords(lang, page))
      .filter((record) => record.type !== 'content'),
  );
}
