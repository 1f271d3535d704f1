import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '../../server/rules.mjs';
import { CACHE, expectedPolicy, FIRST_ASSET, PATH_TABLE } from '../host-rules-table';
import { expect, test } from './fixtures';

/**
 * The serving rules path by path (tests/host-rules-table.ts), against whatever serves the build: the Node server
 * (playwright.config.ts) or Cloudflare's runtime with the worker the build writes (playwright.cloudflare.config.ts).
 */

const manifest = JSON.parse(
  fs.readFileSync(path.join(process.env.DIST_DIR || 'dist', '_server.json'), 'utf8'),
);

for (const { name, method = 'GET', path: target, expect: expected } of PATH_TABLE) {
  test(`${name}: ${method} ${target} answers ${expected.status}`, async ({ request }) => {
    let url = target;
    if (target === FIRST_ASSET) {
      const html = await (await request.get('/')).text();
      url = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
    }
    const response = await request.fetch(url, { method, maxRedirects: 0 });
    const headers = response.headers();
    expect(response.status(), url).toBe(expected.status);
    for (const [header, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[header.toLowerCase()], `${url} ${header}`).toBe(value);
    if (expected.policy)
      expect(headers['content-security-policy'], url).toBe(expectedPolicy(manifest, expected.policy, url));
    if (expected.cache) expect(headers['cache-control'], url).toBe(CACHE[expected.cache]);
    if (expected.location) expect(headers.location, url).toBe(expected.location);
    if (expected.type) expect(headers['content-type'], url).toMatch(expected.type);
    if (expected.noindex) expect(headers['x-robots-tag'], url).toBe('noindex');
    if (expected.status === 405) expect(headers.allow, url).toBe('GET, HEAD');
    if (expected.status === 404)
      expect(await response.text(), url).toContain('<meta name="robots" content="noindex">');
  });
}

test('a page answers 304 to its own ETag, and HEAD sends the headers without a body', async ({ request }) => {
  const page = '/documentation/en/api_reference/getting_started';
  const first = await request.get(page);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(page, { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  const head = await request.head(page);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-security-policy']).toBe(manifest.policies.pages[page]);
  expect(await head.body()).toHaveLength(0);
});
