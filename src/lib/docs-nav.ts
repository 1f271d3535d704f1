import { siteConfig } from '@/site.config';
import { SUPPORTED_LANGUAGES } from './constants';
import type { Lang } from './i18n';
import { ALL_PAGES, docsHref, NAVIGATION, slugOfPath, type FlatNavPage } from './navigation';

/** The page slug shown at a pathname; /documentation is the English introduction. */
export function currentDocSlug(pathname: string): string | null {
  if (pathname === '/documentation' || pathname === '/documentation/') return '';
  return slugOfPath(pathname);
}

/** Where the current-page marker sits: the group and the row inside it. */
export function pagePosition(slug: string | null): { groupIndex: number; pageIndex: number } | null {
  if (slug === null) return null;
  for (let groupIndex = 0; groupIndex < NAVIGATION.length; groupIndex++) {
    const pageIndex = NAVIGATION[groupIndex]!.pages.findIndex((p) => p.slug === slug);
    if (pageIndex >= 0) return { groupIndex, pageIndex };
  }
  return null;
}

/** Previous and next pages in reading order, with their titles in the given language. */
export function neighbours(
  lang: Lang,
  slug: string,
): { prev?: { href: string; title: string }; next?: { href: string; title: string } } {
  const index = ALL_PAGES.findIndex((p) => p.slug === slug);
  if (index < 0) return {};
  const link = (page: FlatNavPage | undefined) =>
    page && { href: docsHref(lang, page.slug), title: page.title[lang] };
  const prev = link(ALL_PAGES[index - 1]);
  const next = link(ALL_PAGES[index + 1]);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/**
 * "Edit this page": the edit URL of the folder that holds the documentation sources, followed by the page's
 * path inside it ({lang}/{slug}.mdx, the same layout as content/docs/).
 */
export function editUrl(contentFile: string): string {
  const base = siteConfig.repository.editBaseUrl;
  const file = contentFile
    .split('\\')
    .join('/')
    .replace(/^\/+/, '')
    .replace(/^content\/docs\//, '');
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

/** Canonical URL and hreflang alternates of a page (relative; metadataBase makes them absolute). */
export function docAlternates(
  lang: Lang,
  slug: string,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const code of SUPPORTED_LANGUAGES) languages[code] = docsHref(code, slug);
  languages['x-default'] = docsHref('en', slug);
  return { canonical: docsHref(lang, slug), languages };
}

/** The extra links of the small-screen navigation (SPEC §2). */
export function extraLinks(lang: Lang): Array<{ title: string; href: string; external?: boolean }> {
  return [
    { title: 'API', href: docsHref(lang, 'api_reference/getting_started') },
    { title: 'Documentation', href: docsHref(lang, '') },
    { title: 'Support', href: siteConfig.chatInviteUrl, external: true },
  ];
}

/** Space between sidebar groups, in rem (rows themselves are SIDEBAR_ROW_HEIGHT_REM high). */
export const SIDEBAR_GROUP_GAP_REM = 1.5;

/**
 * Where the current-page marker sits in the sidebar, in rem from the top of the list. Every group is a
 * title row followed by its page rows; the current page's section rows follow its link.
 */
export function currentPageOffsetRem(
  slug: string | null,
  rowRem: number,
  gapRem = SIDEBAR_GROUP_GAP_REM,
): number | null {
  const position = pagePosition(slug);
  if (!position) return null;
  let rows = 0;
  for (let index = 0; index < position.groupIndex; index++) rows += 1 + NAVIGATION[index]!.pages.length;
  rows += 1 + position.pageIndex;
  return rows * rowRem + position.groupIndex * gapRem;
}
