import fs from 'node:fs/promises';
import path from 'node:path';
import { PAGE_CACHE_CONTROL } from '@/lib/security-headers';

/**
 * Unknown paths are rewritten here by the proxy: one containing 'release' gets the release-news page, any
 * other the landing page. We answer with the prerendered landing or
 * release-news HTML and a 404 status, marked noindex so search engines don't index duplicates.
 * A route handler is used because Next does not server-render not-found.tsx for dynamic routes.
 */
const SCREENS = { landing: 'index.html', releases: 'releases.html' } as const;

const NOINDEX = '<meta name="robots" content="noindex"/>';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ screen: string }> }) {
  const { screen } = await params;
  const file = SCREENS[screen as keyof typeof SCREENS] ?? SCREENS.landing;
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  let html: string;
  try {
    html = await fs.readFile(path.join(process.cwd(), distDir, 'server', 'app', file), 'utf8');
  } catch {
    // In development nothing is prerendered; a plain page still tells the visitor what happened.
    html = `<!DOCTYPE html><html lang="en"><head>${NOINDEX}<title>Not found</title></head><body><main><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>`;
  }
  html = html.replace(/<meta name="robots"[^>]*>/g, '').replace('<head>', `<head>${NOINDEX}`);
  return new Response(html, {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex',
      // Like any page: a CDN keeps the answer a few minutes, so a flood of unknown paths stays at the edge.
      'cache-control': PAGE_CACHE_CONTROL,
    },
  });
}
