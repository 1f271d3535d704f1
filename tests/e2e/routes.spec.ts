import { expect, test } from './fixtures';

test('documentation pages carry the language of their content', async ({ page }) => {
  await page.goto('/documentation/zh/api_reference/cors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/documentation/en/api_reference/cors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('unknown paths answer 404 with the landing or release-news page, marked noindex', async ({ page }) => {
  const landing = await page.goto('/no/such/page');
  expect(landing?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const releases = await page.goto('/old-release-notes');
  expect(releases?.status()).toBe(404);
  await expect(page).toHaveURL(/old-release-notes$/);
});

const SCREENS = [
  { path: '/', heading: 'Python web APIs on a Rust runtime', title: /^Robyn/ },
  { path: '/releases', heading: 'What’s new in Robyn', title: /^Releases · Robyn$/ },
  { path: '/community', heading: 'Build Robyn with us', title: /^Community · Robyn$/ },
];

for (const screen of SCREENS) {
  test(`${screen.path} answers 200 with its screen, indexable, in English`, async ({ page }) => {
    const response = await page.goto(screen.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    await expect(page).toHaveTitle(screen.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('main#main')).toHaveCount(1);
  });
}

test('/documentation shows the English introduction; /documentation/en and /documentation/zh per language', async ({
  page,
}) => {
  expect((await page.goto('/documentation'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main#main')).toHaveCount(1);
  expect((await page.goto('/documentation/en'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.goto('/documentation/zh'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('an unknown path containing "release" shows the release-news page with 404 and noindex', async ({
  page,
}) => {
  for (const path of ['/old-release-notes', '/blog/RELEASES/2024', '/prerelease']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new in Robyn');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('any other unknown path shows the landing page with 404 and noindex', async ({ page }) => {
  for (const path of [
    '/no/such/page',
    '/_app',
    '/documentation/fr',
    '/documentation/en/not-a-page',
    '/communityx',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python web APIs on a Rust runtime');
  }
});

test('the fallback pages lead on: from a 404 landing page to another page', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Releases' }).click();
  await expect(page).toHaveURL(/\/releases$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new in Robyn');
});

test('sitemap.xml lists the site pages and every documentation page in both languages', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of [
    '/',
    '/releases',
    '/community',
    '/documentation/en',
    '/documentation/zh',
    '/documentation/en/api_reference/cors',
    '/documentation/zh/hosting',
  ]) {
    expect(locs).toContain(path);
  }
  expect(locs.filter((p) => p.startsWith('/documentation/en')).length).toBe(
    locs.filter((p) => p.startsWith('/documentation/zh')).length,
  );
  expect(xml).toContain('hreflang="zh-CN"');
  // Every listed page exists.
  for (const path of locs.filter((_, i) => i % 9 === 0)) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

test('robots.txt allows crawling and points at the sitemap', async ({ page }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('security headers on pages, fallbacks and files', async ({ page }) => {
  for (const path of ['/', '/releases', '/documentation/en', '/no/such/page', '/releases/feed.xml']) {
    const response = await page.request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain('https://api.github.com');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('old documentation URLs without a page of their own redirect permanently to their new place', async ({
  page,
}) => {
  const redirects = [
    ['/documentation/en/api_reference/architecture_deep_dive', '/documentation/en/architecture#overview'],
    ['/documentation/zh/api_reference/architecture_deep_dive', '/documentation/zh/architecture#overview'],
    ['/documentation/en/api_reference/zh/getting_started', '/documentation/zh/api_reference/getting_started'],
    ['/documentation/en/example_app/zh', '/documentation/zh/example_app'],
    ['/documentation/zh/api_reference/zh/getting_started', '/documentation/zh/api_reference/getting_started'],
    ['/documentation/zh/example_app/zh', '/documentation/zh/example_app'],
  ] as const;
  for (const [from, to] of redirects) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    // Next writes a relative Location; resolving it also accepts an absolute one.
    const location = new URL(response.headers()['location'] ?? '', 'http://site');
    expect(`${location.pathname}${location.hash}`, from).toBe(to);
    const target = await page.request.get(to.split('#')[0]!);
    expect(target.status(), to).toBe(200);
  }
});
