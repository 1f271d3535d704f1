import { docsRoutes } from './docs/pages';
import { READER_FILE_REWRITES } from './docs/reader-paths';
import { LANGUAGE_CODES } from './i18n';
import { searchIndexUrl } from './search/paths';
import { socialImagePaths } from './social/paths';

/**
 * Every path this site serves, for the proxy: anything else is an unknown path. The lists follow src/app/
 * (a unit test compares them with its routes).
 */

/** Site pages outside the per-language documentation. */
/** /_app is not listed: Next reserves it, so it shows the landing page (the application shell) with a 404. */
export const SITE_ROUTES = ['/', '/releases', '/community', '/documentation'] as const;

/** Paths served by route handlers and metadata files (the search records, the feed, sitemap, robots, icon). */
export const FILE_ROUTES: readonly string[] = [
  '/releases/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
  ...LANGUAGE_CODES.map(searchIndexUrl),
];

export const DOCS_ROUTES: readonly string[] = docsRoutes().map((route) => route.href);

/** The social cards (Open Graph images), prerendered PNGs under /og/ (src/lib/social/paths.ts). */
export const SOCIAL_IMAGE_ROUTES: readonly string[] = socialImagePaths();


/**
 * Files for readers' tools (each page's Markdown twin, llms.txt) served from internal routes: the public URL
 * and the internal path the proxy rewrites it onto.
 */
export const READER_FILE_ROUTES: readonly string[] = [...READER_FILE_REWRITES.keys()];

const KNOWN = new Set<string>([...SITE_ROUTES, ...FILE_ROUTES, ...DOCS_ROUTES, ...SOCIAL_IMAGE_ROUTES, ...READER_FILE_ROUTES]);

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function isKnownPath(pathname: string): boolean {
  return KNOWN.has(normalizePath(pathname));
}

/** The internal route serving a reader file (/documentation/en/cors.md → /markdown/en/cors), or null. */
export function readerFileRewrite(pathname: string): string | null {
  return READER_FILE_REWRITES.get(normalizePath(pathname)) ?? null;
}

/** An unknown path containing 'release' shows the release-news page, any other the landing page. */
export function fallbackScreenFor(pathname: string): 'releases' | 'landing' {
  return pathname.toLowerCase().includes('release') ? 'releases' : 'landing';
}
