import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoutes } from '@/lib/docs/pages';
import { LANGUAGE_CODES } from '@/lib/i18n';
import {
  DOCS_ROUTES,
  fallbackScreenFor,
  FILE_ROUTES,
  isKnownPath,
  readerFileRewrite,
  SITE_ROUTES,
  SOCIAL_IMAGE_ROUTES,
} from '@/lib/routes';
import { searchIndexUrl } from '@/lib/search/paths';

const APP = path.join(process.cwd(), 'src', 'app');
/** Metadata files Next serves under another name. */
const METADATA: Record<string, string> = {
  'sitemap.ts': 'sitemap.xml',
  'robots.ts': 'robots.txt',
  'icon.svg': 'icon.svg',
};

/**
 * Every route src/app defines: pages, route handlers and metadata files, route groups left out. A parallel
 * route slot (@name) renders part of its layout's page at the same URLs, so it adds no route of its own.
 */
function appRoutes(dir = APP, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && entry.name.startsWith('@')) return [];
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      return appRoutes(path.join(dir, entry.name), prefix + segment);
    }
    if (/^(page|route)\.tsx?$/.test(entry.name)) return [prefix || '/'];
    const file = METADATA[entry.name];
    return file && prefix === '' ? [`/${file}`] : [];
  });
}

describe('known paths', () => {
  it('list every route of src/app, and nothing else', () => {
    const routes = appRoutes();
    const staticRoutes = routes.filter((route) => !route.includes('['));
    expect([...staticRoutes].sort()).toEqual(
      [...SITE_ROUTES, ...FILE_ROUTES.filter((route) => !route.startsWith('/search/'))].sort(),
    );
    // The dynamic ones: the documentation pages, the search records, the social cards and the proxy's own
    // 404 screens.
    expect(routes.filter((route) => route.includes('[')).sort()).toEqual([
      '/documentation/[lang]/[[...slug]]',
      '/llms/[lang]/[file]',
      '/markdown/[lang]/[[...slug]]',
      '/not-found-screen/[screen]',
      '/og/[...path]',
      '/search/[file]',
    ]);
    expect(FILE_ROUTES).toEqual(expect.arrayContaining(LANGUAGE_CODES.map(searchIndexUrl)));
    expect(DOCS_ROUTES).toEqual(docsRoutes().map((route) => route.href));
    // One card per site page and per documentation page in each language.
    expect(SOCIAL_IMAGE_ROUTES).toEqual(
      expect.arrayContaining(['/og/index.png', '/og/releases.png', '/og/community.png']),
    );
    expect(SOCIAL_IMAGE_ROUTES).toHaveLength(3 + DOCS_ROUTES.length);
    for (const route of DOCS_ROUTES) expect(SOCIAL_IMAGE_ROUTES).toContain(`/og${route}.png`);
  });

  it('accept a trailing slash and reject anything else', () => {
    expect(isKnownPath('/documentation/zh/hosting/')).toBe(true);
    expect(isKnownPath('/search/en.json')).toBe(true);
    expect(isKnownPath('/og/documentation/zh/example_app/authentication.png')).toBe(true);
    expect(isKnownPath('/og/documentation/fr.png')).toBe(false);
    expect(isKnownPath('/documentation/fr/hosting')).toBe(false);
    expect(isKnownPath('/favicon.ico')).toBe(false);
    expect(isKnownPath('/not-found-screen/landing')).toBe(false);
    // The Markdown twins and llms.txt are known at their public URLs only.
    expect(isKnownPath('/documentation/en/api_reference/cors.md')).toBe(true);
    expect(isKnownPath('/documentation/zh.md')).toBe(true);
    expect(isKnownPath('/zh/llms-full.txt')).toBe(true);
    expect(isKnownPath('/documentation/en/no_such_page.md')).toBe(false);
    expect(isKnownPath('/documentation.md')).toBe(false);
    expect(isKnownPath('/markdown/en/api_reference/cors')).toBe(false);
    expect(isKnownPath('/llms/en/llms.txt')).toBe(false);
  });

  it('rewrite reader files onto their internal routes', () => {
    expect(readerFileRewrite('/documentation/en/api_reference/cors.md')).toBe(
      '/markdown/en/api_reference/cors',
    );
    expect(readerFileRewrite('/documentation/en.md')).toBe('/markdown/en');
    expect(readerFileRewrite('/llms.txt')).toBe('/llms/en/llms.txt');
    expect(readerFileRewrite('/zh/llms.txt')).toBe('/llms/zh/llms.txt');
    expect(readerFileRewrite('/en/llms.txt')).toBeNull();
    expect(readerFileRewrite('/documentation/en/api_reference/cors')).toBeNull();
  });

  it('send unknown paths containing "release" to the release-news page', () => {
    expect(fallbackScreenFor('/old-RELEASE-notes')).toBe('releases');
    expect(fallbackScreenFor('/no/such/page')).toBe('landing');
  });
});
