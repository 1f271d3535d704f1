import { parseDoc, readDoc } from '../content/docs';
import type { Lang } from '../i18n';
import { ALL_PAGES } from '../navigation';
import { recordsForPage } from './records';
import type { SearchRecord } from './types';

/** Every search record of one language, from the content and the navigation definition (build time only). */
export function buildSearchRecords(lang: Lang): SearchRecord[] {
  return ALL_PAGES.flatMap((page) => {
    const doc = readDoc(lang, page.slug);
    const { tree } = parseDoc(doc.body);
    return recordsForPage({
      lang,
      slug: page.slug,
      group: page.group.title[lang],
      title: doc.title || page.title[lang],
      description: doc.description,
      tree,
    });
  });
}
