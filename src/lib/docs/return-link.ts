import { DOCS_ROOT, docsHref, parseDocsPath, type Lang } from '../i18n';
import { findPage } from './pages';
import { getPage } from './source';

/*
 * The landing page's way back to the documentation (src/lib/previous-path.ts records where the visitor was).
 * Kept apart from the recording, which every page runs: this part needs every page title in every language.
 */

export interface DocsReturnLink {
  href: string;
  title: string;
  lang: Lang;
}

/** When the previous page was a documentation page, where to go back to and what it is called. */
export function docsReturnLink(previous: string | null): DocsReturnLink | null {
  const docs = previous ? parseDocsPath(previous) : null;
  const page = docs && findPage(docs.slug);
  if (!docs || !page) return null;
  const href = docs.langInPath ? docsHref(docs.lang, docs.slug) : DOCS_ROOT;
  return { href, title: getPage(docs.lang, page.slug).navTitle, lang: docs.lang };
}
