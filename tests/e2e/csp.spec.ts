import crypto from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * The strict Content-Security-Policy: each page's header allows exactly the inline scripts its HTML holds (by the
 * hash of their text) and script files from the site itself, which carry their integrity hash; nothing else
 * inline, no eval.
 * The hashes here are computed from the HTML as served, independently of scripts/csp-hashes.mjs.
 */

const PAGES = [
  '/',
  '/releases',
  '/community',
  '/documentation',
  '/documentation/en',
  '/documentation/en/api_reference/getting_started',
  '/documentation/zh/api_reference/middlewares',
];
/** Unknown paths: the landing page or the release-news page with a 404 status. */
const NOT_FOUND = ['/no/such/page', '/old-release-notes'];

const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** What the browser will check: the text of each inline script and the integrity of each script file. */
function scriptsOf(html: string) {
  const inline: string[] = [];
  const files: { src: string; integrity?: string }[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== 'module' && !/javascript/i.test(type)) continue;
    const src = /\ssrc="([^"]*)"/i.exec(attributes)?.[1];
    if (src === undefined) inline.push(body);
    else if (!/\snomodule/i.test(attributes)) {
      files.push({ src, integrity: /\sintegrity="([^"]*)"/i.exec(attributes)?.[1] });
    }
  }
  return { inline, files };
}

for (const path of [...PAGES, ...NOT_FOUND]) {
  test(`${path}: the served policy allows exactly the page's own scripts`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(NOT_FOUND.includes(path) ? 404 : 200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const sources = scriptSources(policy);
    expect(sources).toContain("'self'");
    expect(sources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");

    const { inline, files } = scriptsOf(await response.text());
    expect(inline.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
    const expected = new Set([...inline.map((body) => `'${sha256(body)}'`)]);
    for (const file of files) {
      expect(file.src, 'script files come from the site itself').toMatch(/^\/_astro\//);
      expect(file.integrity, file.src).toMatch(/^sha256-/);
      // The integrity is the hash of the file as served.
      const body = await (await request.get(file.src)).body();
      expect(`sha256-${crypto.createHash('sha256').update(body).digest('base64')}`, file.src).toBe(
        file.integrity,
      );
    }
    const hashes = sources.filter((source) => source.startsWith("'sha256-"));
    expect(new Set(hashes)).toEqual(expected);
  });
}

test('files that are no page run no script', async ({ request }) => {
  for (const path of ['/search/en.json', '/releases/feed.xml', '/sitemap.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(scriptSources(response.headers()['content-security-policy'] ?? ''), path).toEqual(["'none'"]);
  }
});

test('an injected inline script is refused and reported', async ({ page, consoleErrors }) => {
  // As if an attacker got markup into the page: the served HTML gains a script the build never hashed.
  await page.route('**/releases', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true</script></body>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations ??= [];
      (window as unknown as { violations: string[] }).violations.push(event.effectiveDirective);
    });
  });
  await page.goto('/releases');
  await expect(page.getByTestId('star-count')).toHaveText('7.2k');
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
    'script-src-elem',
  ]);
  // The one refusal this test caused; the fixture fails the test on any other console error.
  expect(consoleErrors.splice(0).filter((text) => !/Content Security Policy/.test(text))).toEqual([]);
});
