import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeRoutes } from '@vercel/routing-utils';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HEADERS_LIMITS,
  headerRules,
  headersFile,
  REDIRECTS_LIMITS,
  redirectsFile,
  siteTable,
  vercelConfig,
  writeHostConfigs,
} from '@/integrations/host-configs';
import { decide, SECURITY_HEADERS } from '../../server/rules.mjs';

/**
 * The host configurations the build writes (src/integrations/host-configs.ts), from a small fake build: Netlify's
 * and Cloudflare's files within Cloudflare's documented limits with no two rules setting one header on a path,
 * the worker's data module in step with the build, Vercel's routes accepted by Vercel's own library. The hosts'
 * behaviour is tested on the real build: tests/e2e/host-rules.spec.ts (Node, Cloudflare's runtime) and
 * tests/e2e/vercel-routes.spec.ts.
 */

const RULES_FILE = path.resolve('server/rules.mjs');
const DOCS = "default-src 'self'; script-src 'self' 'sha256-DOCS'";
const LANDING = "default-src 'self'; script-src 'self' 'sha256-LANDING'";
const FILES = "default-src 'self'; script-src 'none'";
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function fakeDist(pages: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-hosts-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'index.html': '<html></html>',
    'releases.html': '<html></html>',
    'releases/feed.xml': '<?xml version="1.0"?><rss></rss>',
    'documentation.html': '<html></html>',
    'documentation/en.html': '<html></html>',
    'documentation/en.md': '# en',
    'documentation/en/api_reference/cors.html': '<html></html>',
    'documentation/en/api_reference/cors.md': '# CORS',
    'search/en.json': '{}',
    '_astro/app.abc123.js': 'export {}',
    '_404/landing.html': '<html></html>',
    '_404/releases.html': '<html></html>',
    '.env': 'SECRET=1',
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  const policies = {
    pages: {
      '/': LANDING,
      '/releases': LANDING,
      '/documentation': DOCS,
      '/documentation/en': DOCS,
      '/documentation/en/api_reference/cors': DOCS,
      ...pages,
    },
    files: FILES,
  };
  const redirects = [
    { source: '/documentation/en/old', destination: '/documentation/en/api_reference/cors#top' },
  ];
  fs.writeFileSync(path.join(dir, '_server.json'), JSON.stringify({ policies, redirects }));
  return dir;
}

/** Whether a `_headers` pattern (an exact path, or a prefix ending in `/*`) matches a path. */
const matches = (pattern: string, target: string) =>
  pattern.endsWith('/*') ? target.startsWith(pattern.slice(0, -1)) : pattern === target;

describe('_headers and _redirects', () => {
  it('give every public file each header once, from one rule, and its own policy', () => {
    const table = siteTable(fakeDist());
    const rules = headerRules(table);
    for (const file of table.files) {
      const applying = rules.filter((rule) => matches(rule.pattern, file.key));
      const names = applying.flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, file.key).toBe(new Set(names).size);
      const headers = Object.assign({}, ...applying.map((rule) => rule.headers));
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(headers[name], file.key).toBe(value);
      const expected = file.page ? table.manifest.policies.pages[file.key] : FILES;
      // The one rule _headers cannot keep: files in a folder of pages get the pages' policy (README, Deploy).
      const twinBesidePages = !file.page && file.key.startsWith('/documentation/');
      expect(headers['Content-Security-Policy'], file.key).toBe(twinBesidePages ? DOCS : expected);
      expect(headers['Cache-Control'], file.key).toMatch(
        file.key.startsWith('/_astro/') ? /immutable/ : /s-maxage=300/,
      );
    }
    expect(table.files.map((file) => file.key)).not.toContain('/.env');
  });

  it('stay within Cloudflare’s documented limits', () => {
    const table = siteTable(fakeDist());
    const rules = headerRules(table);
    const headers = headersFile(rules);
    expect(rules.length).toBeLessThanOrEqual(HEADERS_LIMITS.rules);
    for (const line of headers.split('\n'))
      expect(line.length).toBeLessThanOrEqual(HEADERS_LIMITS.lineLength);
    const redirects = redirectsFile(table)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(redirects.filter((line) => !line.includes('*')).length).toBeLessThanOrEqual(
      REDIRECTS_LIMITS.static,
    );
    expect(redirects.filter((line) => line.includes('*')).length).toBeLessThanOrEqual(
      REDIRECTS_LIMITS.dynamic,
    );
    expect(redirects).toContain('/documentation/en/old /documentation/en/api_reference/cors#top 308');
    expect(redirects.at(-1)).toBe('/* /_404/landing.html 404');
  });

  it('refuse a folder whose pages need different policies, rather than give one of them the wrong one', () => {
    const table = siteTable(fakeDist({ '/documentation/en/api_reference/cors': LANDING }));
    expect(() => headerRules(table)).toThrow(/different|policies/);
  });
});

describe('the Cloudflare worker', () => {
  it('carries a copy of the rules and the build’s table, and answers as the Node server would', async () => {
    const dist = fakeDist();
    const table = writeHostConfigs(dist, { rulesFile: RULES_FILE });
    const workerDir = path.join(dist, '_worker.js');
    expect(fs.readFileSync(path.join(workerDir, 'rules.mjs'), 'utf8')).toBe(
      fs.readFileSync(RULES_FILE, 'utf8'),
    );
    const site = await import(path.join(workerDir, 'site.mjs'));
    expect(site.FILES.map(([key]: [string]) => key)).toEqual(table.files.map((file) => file.key));
    expect(site.POLICIES).toEqual(table.manifest.policies);
    // The worker module itself runs against a stand-in asset binding.
    const worker = (await import(path.join(workerDir, 'index.js'))).default;
    const assets = {
      fetch: async (request: Request) => new Response(`asset ${new URL(request.url).pathname}`),
    };
    const answer = async (target: string, method = 'GET') =>
      worker.fetch(new Request(`https://robyn.example${target}`, { method }), { ASSETS: assets });
    const page = await answer('/documentation/en/api_reference/cors');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS);
    expect(await page.text()).toBe('asset /documentation/en/api_reference/cors');
    const missing = await answer('/old-release');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('asset /_404/releases');
    expect((await answer('/documentation/en/old')).headers.get('location')).toBe(
      '/documentation/en/api_reference/cors#top',
    );
    expect((await answer('/', 'POST')).status).toBe(405);
    expect((await answer('/.env')).status).toBe(404);
  });
});

describe('Vercel', () => {
  it('routes that Vercel’s own library accepts, with the redirects and every page’s policy', () => {
    const config = vercelConfig(siteTable(fakeDist()));
    expect(normalizeRoutes(config.routes).error).toBeNull();
    const text = JSON.stringify(config.routes);
    expect(text).toContain('/documentation/en/api_reference/cors#top');
    expect(text).toContain(LANDING);
    expect(config.overrides['documentation/en/api_reference/cors.html']).toEqual({
      path: 'documentation/en/api_reference/cors',
    });
  });
});

it('the rules decide the same answer whatever calls them', () => {
  const site = {
    files: new Map([['/', { page: true, path: '/' }]]),
    redirects: new Map(),
    filePolicy: FILES,
    pagePolicy: () => LANDING,
    screens: { landing: { policy: LANDING }, releases: { policy: LANDING } },
  };
  expect(decide(site, 'GET', '/').kind).toBe('file');
  expect(decide(site, 'GET', '/x%00').kind).toBe('screen');
  expect(decide(site, 'PUT', '/').status).toBe(405);
});
