import type { Root, RootContent } from 'mdast';
import { getPages } from '../docs/source';
import type { Lang } from '../i18n';
import { recordsForPage } from './records';
import type { SearchRecord } from './types';

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

/**
 * Every search record of one language, from the documentation source (build time only). The local index leaves
 * the Python reference out (`reference: false`): with it the Chinese index would pass its 150 KB gzip budget;
 * the hosted index has no such limit and takes every page.
 */
export function buildSearchRecords(
  lang: Lang,
  { reference = true }: { reference?: boolean } = {},
): SearchRecord[] {
  return getPages(lang)
    .filter((page) => reference || !page.generated)
    .flatMap((page) =>
      recordsForPage({
        lang,
        ...(page.untranslated ? { contentLang: page.contentLang } : {}),
        slug: page.slug,
        group: page.group.title,
        title: page.title || page.navTitle,
        description: page.description,
        tree: page.generated ? referenceSearchTree(page.tree) : page.tree,
      }),
    );
}
