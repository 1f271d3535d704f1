import { siteConfig } from '@/site.config';
import { SIDEBAR_ROW_HEIGHT_REM } from '../constants';
import { DEFAULT_LANG, docsHref, LANGUAGE_CODES, LANGUAGES, type Lang } from '../i18n';
import { ALL_PAGES, NAVIGATION, type FlatNavPage } from '../navigation';
import {
  docSlugIn,
  pageOffsetRemIn,
  pagePositionIn,
  SIDEBAR_GROUP_GAP_REM,
  type SidebarGroup,
} from './sidebar';

export { SIDEBAR_GROUP_GAP_REM, type SidebarGroup };

/**
 * The documentation pages as the navigation lists them, and everything derived from that list alone: URLs,
 * alternates, static params, routes, prev/next, the sidebar's geometry. No file is read here, so client
 * components and the proxy may import it; src/lib/docs/source.ts adds the content.
 */

export function findPage(slug: string): FlatNavPage | undefined {
  return ALL_PAGES.find((page) => page.slug === slug);
}

/** The page slug shown at a pathname (see docSlugIn), over the whole navigation. */
export function currentDocSlug(pathname: string): string | null {
  return docSlugIn(NAVIGATION, pathname);
}

/** Every documentation URL with its language and slug (the routes, sitemap, social cards). */
export function docsRoutes(): Array<{ lang: Lang; slug: string; href: string }> {
  return LANGUAGE_CODES.flatMap((lang) =>
    ALL_PAGES.map((page) => ({ lang, slug: page.slug, href: docsHref(lang, page.slug) })),
  );
}

/** Where the current-page marker sits: the group and the row inside it. */
export function pagePosition(slug: string | null): { groupIndex: number; pageIndex: number } | null {
  return pagePositionIn(NAVIGATION, slug);
}

export interface PageLink {
  href: string;
  title: string;
}

/** Previous and next pages in reading order, with their titles in the given language. */
export function neighbours(lang: Lang, slug: string): { prev?: PageLink; next?: PageLink } {
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

/**
 * Canonical URL and hreflang alternates of a page (relative; metadataBase makes them absolute), keyed by
 * language code, plus x-default in the default language.
 */
export function docAlternates(
  lang: Lang,
  slug: string,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) languages[code] = docsHref(code, slug);
  languages['x-default'] = docsHref(DEFAULT_LANG, slug);
  return { canonical: docsHref(lang, slug), languages };
}

/** The same page in every language, keyed by <html lang> (the sitemap's alternates). */
export function alternatesByHtmlLang(slug: string): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language.htmlLang, docsHref(language.code, slug)]));
}

/** The extra links of the small-screen navigation: API, Documentation and Support (the chat invite). */
export function extraLinks(lang: Lang): Array<{ title: string; href: string; external?: boolean }> {
  return [
    { title: 'API', href: docsHref(lang, 'api_reference/getting_started') },
    { title: 'Documentation', href: docsHref(lang, '') },
    { title: 'Support', href: siteConfig.chatInviteUrl, external: true },
  ];
}

/** The current-page marker's place in the sidebar (see pageOffsetRemIn), over the whole navigation. */
export function currentPageOffsetRem(
  slug: string | null,
  rowRem: number = SIDEBAR_ROW_HEIGHT_REM,
  gapRem = SIDEBAR_GROUP_GAP_REM,
): number | null {
  return pageOffsetRemIn(NAVIGATION, slug, rowRem, gapRem);
}

/** The sidebar's groups in one language: what the docs layout passes to its client components. */
export function sidebarGroups(lang: Lang): SidebarGroup[] {
  return NAVIGATION.map((group) => ({
    id: group.id,
    title: group.title[lang],
    pages: group.pages.map((page) => ({ slug: page.slug, title: page.title[lang] })),
  }));
}
