import { ALL_PAGES } from './navigation';
import { SUPPORTED_LANGUAGES } from './constants';

/** Site pages outside the documentation (SPEC §2). */
/** /_app is not listed: Next reserves it, so it shows the landing page (the application shell) with a 404. */
export const SITE_ROUTES = ['/', '/releases', '/community', '/documentation'] as const;

/** Paths served by route handlers and metadata files. */
export const FILE_ROUTES = ['/releases/feed.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest'] as const;

export const DOCS_ROUTES: string[] = SUPPORTED_LANGUAGES.flatMap((lang) =>
  ALL_PAGES.map((page) => (page.slug ? `/documentation/${lang}/${page.slug}` : `/documentation/${lang}`)),
);

/** Static files from public/ and generated metadata images. */
export const PUBLIC_FILE_PREFIXES = ['/search/', '/images/', '/fonts/', '/favicon.ico', '/icon', '/apple-icon'] as const;

const KNOWN = new Set<string>([...SITE_ROUTES, ...FILE_ROUTES, ...DOCS_ROUTES]);

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function isKnownPath(pathname: string): boolean {
  return KNOWN.has(normalizePath(pathname)) || PUBLIC_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** SPEC §2: an unknown path containing 'release' shows the release-news page, any other the landing page. */
export function fallbackScreenFor(pathname: string): 'releases' | 'landing' {
  return pathname.toLowerCase().includes('release') ? 'releases' : 'landing';
}
