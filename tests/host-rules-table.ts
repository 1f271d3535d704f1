import { ASSET_CACHE_CONTROL, NO_STORE, PAGE_CACHE_CONTROL } from '../server/rules.mjs';

/**
 * What every server and host must answer, path by path: the Node server and Cloudflare's runtime through real
 * requests (tests/e2e/host-rules.spec.ts), Vercel's routes through the generated configuration
 * (tests/e2e/vercel-routes.spec.ts). `policy` names the Content-Security-Policy the answer carries: a page's own
 * (`page`), the files' (`files`), or a 404 screen's (`landing`, `releases`); `cache` the Cache-Control.
 * Where a host differs by design, `vercel` holds what it answers instead (and the README says why).
 */
export type Expected = {
  status: number;
  policy?: 'page' | 'files' | 'landing' | 'releases';
  cache?: 'short' | 'immutable' | 'no-store';
  location?: string;
  type?: RegExp;
  noindex?: boolean;
};

export type PathCase = { name: string; method?: string; path: string; expect: Expected; vercel?: Expected };

export const FIRST_ASSET = '<first /_astro/ script of the landing page>';

export const PATH_TABLE: PathCase[] = [
  {
    name: 'the landing page',
    path: '/',
    expect: { status: 200, policy: 'page', cache: 'short', type: /text\/html/ },
  },
  {
    name: 'a docs page',
    path: '/documentation/zh/api_reference/cors',
    expect: { status: 200, policy: 'page', cache: 'short', type: /text\/html/ },
  },
  {
    name: 'a docs page with a trailing slash',
    path: '/documentation/en/api_reference/cors/',
    expect: { status: 200, policy: 'page', cache: 'short' },
    vercel: { status: 308, location: '/documentation/en/api_reference/cors' },
  },
  {
    name: 'a Markdown twin',
    path: '/documentation/en/api_reference/cors.md',
    expect: { status: 200, policy: 'files', cache: 'short', type: /text\/markdown/ },
  },
  {
    name: 'the search records',
    path: '/search/en.json',
    expect: { status: 200, policy: 'files', cache: 'short', type: /application\/json/ },
  },
  {
    name: 'the release feed',
    path: '/releases/feed.xml',
    expect: { status: 200, policy: 'files', cache: 'short', type: /application\/rss\+xml/ },
  },
  { name: 'a hashed asset', path: FIRST_ASSET, expect: { status: 200, policy: 'files', cache: 'immutable' } },
  {
    name: 'an old URL',
    path: '/documentation/en/api_reference/architecture_deep_dive',
    expect: {
      status: 308,
      location: '/documentation/en/architecture#overview',
      policy: 'files',
      cache: 'short',
    },
  },
  {
    name: 'an old URL under zh',
    path: '/documentation/zh/example_app/zh',
    expect: { status: 308, location: '/documentation/zh/example_app', policy: 'files' },
  },
  {
    name: 'a page asked for with .html',
    path: '/documentation/en/api_reference/cors.html',
    expect: { status: 404, policy: 'landing', noindex: true },
  },
  {
    name: 'an unknown path with "release"',
    path: '/old-Release-notes',
    expect: { status: 404, policy: 'releases', noindex: true, cache: 'short' },
  },
  {
    name: 'an unknown path',
    path: '/no/such/page',
    expect: { status: 404, policy: 'landing', noindex: true },
  },
  {
    name: 'the server manifest',
    path: '/_server.json',
    expect: { status: 404, policy: 'landing', noindex: true },
  },
  { name: 'a 404 screen by its path', path: '/_404/landing', expect: { status: 404, policy: 'landing' } },
  { name: "Netlify's headers file", path: '/_headers', expect: { status: 404, policy: 'landing' } },
  { name: "Cloudflare's worker", path: '/_worker.js/index.js', expect: { status: 404, policy: 'landing' } },
  { name: 'a dotfile', path: '/.env', expect: { status: 404, policy: 'landing' } },
  {
    name: 'encoded traversal',
    path: '/_astro/..%2f..%2fpackage.json',
    expect: { status: 404, policy: 'landing' },
  },
  {
    name: 'POST to a page',
    method: 'POST',
    path: '/documentation/en',
    expect: { status: 405, policy: 'files', cache: 'no-store' },
  },
  {
    name: 'DELETE on a file',
    method: 'DELETE',
    path: '/search/en.json',
    expect: { status: 405, policy: 'files' },
  },
];

export const CACHE = {
  short: PAGE_CACHE_CONTROL,
  immutable: ASSET_CACHE_CONTROL,
  'no-store': NO_STORE,
} as const;

/** The policy an expectation names, from the build's manifest. */
export function expectedPolicy(
  manifest: { policies: { pages: Record<string, string>; files: string } },
  policy: NonNullable<Expected['policy']>,
  path: string,
): string {
  const { pages, files } = manifest.policies;
  if (policy === 'files') return files;
  if (policy === 'landing') return pages['/']!;
  if (policy === 'releases') return pages['/releases']!;
  const key = decodeURI(path).replace(/\/+$/, '') || '/';
  return pages[key] ?? files;
}
