import { NextResponse, type NextRequest } from 'next/server';
import { CONTENT_EVENTS_PATH } from '@/lib/docs/dev-reload';
import { fallbackScreenFor, isKnownPath, readerFileRewrite } from '@/lib/routes';

/**
 * A page's Markdown twin (its URL plus `.md`) and the llms.txt files are served by internal routes (see
 * src/lib/docs/reader-paths.ts). An unknown path shows the release-news page when it contains 'release' and the landing page otherwise, with
 * a 404 status and the address kept, served by the not-found-screen route.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const readerFile = readerFileRewrite(pathname);
  if (readerFile) {
    const url = request.nextUrl.clone();
    url.pathname = readerFile;
    return NextResponse.rewrite(url);
  }
  if (isKnownPath(pathname)) return NextResponse.next();
  if (process.env.NODE_ENV === 'development' && pathname === CONTENT_EVENTS_PATH) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/not-found-screen/${fallbackScreenFor(pathname)}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything except Next's own assets; public files are let through by isKnownPath.
  matcher: ['/((?!_next/).*)'],
};
