import { langOfPath } from './i18n';
import { docsHref, findPage, slugOfPath } from './navigation';

/**
 * The landing page receives the previous pathname (SPEC §2). The layout records every pathname the
 * visitor sees in this tab (sessionStorage, so full page loads between the two root layouts count too).
 */
export const PATH_HISTORY_STORAGE_KEY = 'robyn-path-history';

export interface PathHistory {
  current: string;
  previous: string | null;
}

/** The history after the visitor arrives at `pathname`. A reload of the same path keeps the old previous. */
export function recordPath(history: PathHistory | null, pathname: string): PathHistory {
  if (!history) return { current: pathname, previous: null };
  if (history.current === pathname) return history;
  return { current: pathname, previous: history.current };
}

/** A path on this site: starts with one slash (never //host). */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

export function parsePathHistory(raw: string | null): PathHistory | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PathHistory>;
    if (!isSitePath(value.current)) return null;
    const previous = isSitePath(value.previous) ? value.previous : null;
    return { current: value.current, previous };
  } catch {
    return null;
  }
}

export interface DocsReturnLink {
  href: string;
  title: string;
  lang: 'en' | 'zh';
}

/** When the previous page was a documentation page, where to go back to and what it is called. */
export function docsReturnLink(previous: string | null): DocsReturnLink | null {
  if (!previous) return null;
  const pathname = previous.split(/[?#]/)[0] ?? '';
  if (pathname === '/documentation' || pathname === '/documentation/') {
    const intro = findPage('');
    return intro ? { href: '/documentation', title: intro.title.en, lang: 'en' } : null;
  }
  const lang = langOfPath(pathname);
  const slug = slugOfPath(pathname);
  if (!lang || slug === null) return null;
  const page = findPage(slug);
  if (!page) return null;
  return { href: docsHref(lang, slug), title: page.title[lang], lang };
}
