import fs from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { CONTENT_EVENTS_PATH } from '@/lib/docs/dev-reload';
import { fallbackScreenFor, isKnownPath, normalizePath, readerFileRewrite } from '@/lib/routes';
import {
  contentSecurityPolicy,
  CSP_MANIFEST_FILE,
  CSP_REPORT_GROUP,
  PAGE_CACHE_CONTROL,
  parseSearchHosts,
  type CspManifest,
} from '@/lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';
/** Read-only site: anything but GET and HEAD is refused before it reaches a route. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD']);
/** The page whose HTML each 404 screen serves (src/app/not-found-screen). */
const SCREEN_PAGE = { landing: '/', releases: '/releases' } as const;

let manifest: CspManifest | null | undefined;

/**
 * The hashes scripts/csp-hashes.mjs wrote after the build, read once. The proxy runs in the Node.js runtime of
 * `next start` (and of the standalone server), whose working directory holds the build folder.
 */
function cspManifest(): CspManifest | null {
  if (manifest !== undefined) return manifest;
  // One known file, read at run time: the comment stops the build from tracing the whole project for it.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', CSP_MANIFEST_FILE);
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as CspManifest;
  } catch {
    manifest = null;
    if (!isDev) {
      console.error(
        `${file} is missing: pages are served with a CSP that allows inline scripts. Build with \`npm run build\`.`,
      );
    }
  }
  return manifest;
}

function withHeaders(response: NextResponse, page: string | null): NextResponse {
  const hashes = cspManifest();
  const reportUri = process.env.CSP_REPORT_URI;
  const policy = contentSecurityPolicy({
    // A path that is no page (the search records, the feed, sitemap, icon) runs no script.
    scriptHashes: hashes === null ? null : ((page !== null && hashes.pages[page]) || []),
    dev: isDev,
    reportUri,
    searchHosts: parseSearchHosts(process.env.NEXT_PUBLIC_ALGOLIA_HOSTS),
  });
  response.headers.set('Content-Security-Policy', policy);
  if (reportUri && policy.includes('report-to')) {
    response.headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${reportUri}"`);
  }
  if (!isDev) response.headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  return response;
}

/**
 * A page's Markdown twin (its URL plus `.md`) and the llms.txt files are served by internal routes (see
 * src/lib/docs/reader-paths.ts). Known paths pass with their page's CSP. An unknown path shows the release-news page when it contains
 * 'release' and the landing page otherwise, with a 404 status and the address kept, served by the
 * not-found-screen route.
 */
export function proxy(request: NextRequest) {
  if (!ALLOWED_METHODS.has(request.method)) {
    return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
  }
  const { pathname } = request.nextUrl;
  const readerFile = readerFileRewrite(pathname);
  if (readerFile) {
    const url = request.nextUrl.clone();
    url.pathname = readerFile;
    return withHeaders(NextResponse.rewrite(url), null);
  }
  if (isKnownPath(pathname)) return withHeaders(NextResponse.next(), normalizePath(pathname));
  if (isDev && pathname === CONTENT_EVENTS_PATH) return NextResponse.next();
  const screen = fallbackScreenFor(pathname);
  const url = request.nextUrl.clone();
  url.pathname = `/not-found-screen/${screen}`;
  url.search = '';
  return withHeaders(NextResponse.rewrite(url), SCREEN_PAGE[screen]);
}

export const config = {
  // Everything except Next's own assets; public files are let through by isKnownPath.
  matcher: ['/((?!_next/).*)'],
};
