import { normalizeRoutes, type Route } from '@vercel/routing-utils';
import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../server/rules.mjs';
import { siteTable, vercelConfig, type VercelConfig } from '../../src/integrations/host-configs';
import { CACHE, expectedPolicy, FIRST_ASSET, PATH_TABLE } from '../host-rules-table';
import { expect, test } from './fixtures';

/**
 * Vercel's routes for this build (the Build Output API configuration the build writes with VERCEL_OUTPUT=1 or on
 * Vercel), validated by Vercel's own library and then resolved for every path of the shared table. Vercel ships
 * no local router, so `resolve` below follows the Build Output API's documented order by hand: routes in order,
 * headers of matching `continue` routes gathered, a route with a status or destination ending the walk, the
 * `filesystem` handle serving a static file (an `overrides` entry gives a page its clean path).
 */

const distDir = process.env.DIST_DIR || 'dist';
const table = siteTable(distDir);
const config = vercelConfig(table);
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '_server.json'), 'utf8'));

type Resolved = { status: number; headers: Record<string, string>; file?: string };

function resolve({ routes, overrides }: VercelConfig, method: string, target: string): Resolved {
  const byPath = new Map<string, string>();
  for (const { file } of table.files)
    byPath.set(overrides[file] ? `/${overrides[file]!.path}` : `/${file}`, file);
  for (const screen of ['landing', 'releases']) byPath.set(`/_404/${screen}.html`, `_404/${screen}.html`);
  const pathname = target.split('?')[0]!;
  const headers: Record<string, string> = {};
  for (const route of routes as Route[]) {
    if ('handle' in route) {
      const file = byPath.get(pathname);
      if (route.handle === 'filesystem' && file) return { status: 200, headers, file };
      continue;
    }
    if (route.methods && !route.methods.includes(method)) continue;
    const match = new RegExp(route.src).exec(pathname);
    if (!match) continue;
    const fill = (value: string) => value.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '');
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = fill(value);
    if (route.dest) return { status: route.status ?? 200, headers, file: byPath.get(fill(route.dest)) };
    if (route.status) return { status: route.status, headers };
    if (!route.continue) break;
  }
  return { status: 404, headers };
}

test("Vercel's own library accepts the routes", () => {
  const { error } = normalizeRoutes(config.routes);
  expect(error).toBeNull();
  expect(JSON.stringify(config).length).toBeLessThan(1024 * 1024);
});

for (const { name, method = 'GET', path: target, expect: common, vercel } of PATH_TABLE) {
  const expected = vercel ?? common;
  test(`${name}: ${method} ${target} resolves to ${expected.status}`, () => {
    let url = target;
    if (target === FIRST_ASSET) {
      const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      url = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
    }
    const { status, headers, file } = resolve(config, method, url);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(status, url).toBe(expected.status);
    for (const [header, value] of Object.entries(SECURITY_HEADERS))
      expect(lower[header.toLowerCase()], `${url} ${header}`).toBe(value);
    if (expected.policy)
      expect(lower['content-security-policy'], url).toBe(expectedPolicy(manifest, expected.policy, url));
    if (expected.cache) expect(lower['cache-control'], url).toBe(CACHE[expected.cache]);
    if (expected.location) expect(lower.location, url).toBe(expected.location);
    if (expected.noindex) expect(lower['x-robots-tag'], url).toBe('noindex');
    if (expected.status === 200 || expected.status === 404)
      expect(file, `${url} is served from a file`).toBeTruthy();
    if (expected.policy === 'landing' && expected.status === 404) expect(file).toBe('_404/landing.html');
    if (expected.policy === 'releases') expect(file).toBe('_404/releases.html');
  });
}
