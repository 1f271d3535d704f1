import { getPages } from '../docs/source';
import type { Lang } from '../i18n';
import { recordsForPage } from './records';
import type { SearchRecord } from './types';

/** Every search record of one language, from the documentation source (build time only). */
export function buildSearchRecords(lang: Lang): SearchRecord[] {
  return getPages(lang).flatMap((page) =>
    recordsForPage({
      lang,
      slug: page.slug,
      group: page.group.title,
      title: page.title || page.navTitle,
      description: page.description,
      tree: page.tree,
    }),
  );
}
