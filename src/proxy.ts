import { NextResponse, type NextRequest } from 'next/server';
import { CONTENT_EVENTS_PATH } from '@/lib/docs/dev-reload';
import { fallbackScreenFor, isKnownPath } from '@/lib/routes';

/**
 * An unknown path shows the release-news page when it contains 'release' and the landing page otherwise, with
 * a 404 status and the address kept, served by the not-found-screen route.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
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
