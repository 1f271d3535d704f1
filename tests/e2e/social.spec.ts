import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function meta(page: Page, attribute: 'property' | 'name', key: string): Promise<string | null> {
  return page.locator(`head meta[${attribute}="${key}"]`).first().getAttribute('content');
}

/** Fetches the page's og:image from this server (its URL is absolute, on the production host). */
async function expectCardImage(page: Page, request: APIRequestContext): Promise<string> {
  const image = await meta(page, 'property', 'og:image');
  expect(image).toBeTruthy();
  const { pathname } = new URL(image!);
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  expect(await meta(page, 'property', 'og:image:width')).toBe('1200');
  expect(await meta(page, 'property', 'og:image:height')).toBe('630');
  expect(await meta(page, 'property', 'og:image:type')).toBe('image/png');
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(new URL((await meta(page, 'name', 'twitter:image'))!).pathname).toBe(pathname);
  const alt = await meta(page, 'property', 'og:image:alt');
  expect(alt).toBeTruthy();
  expect(await meta(page, 'name', 'twitter:image:alt')).toBe(alt);
  return alt!;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const DOCS = [
  {
    path: '/documentation/en/example_app/authentication-middlewares',
    lang: 'en',
    site: 'Robyn documentation',
  },
  { path: '/documentation/zh/example_app/authentication-middlewares', lang: 'zh-CN', site: 'Robyn 文档' },
];

for (const { path, lang, site } of DOCS) {
  test(`${path}: social card, Twitter card and structured data`, async ({ page, request }) => {
    await page.goto(path);
    const article = page.getByTestId('docs-article');
    const title = (await article.locator('h1').textContent())!.trim();
    const group = (await article.locator('p').first().textContent())!.trim();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    const alt = await expectCardImage(page, request);
    // The alt text says what the card shows: the site, the page title and its navigation group.
    expect(alt).toContain(site);
    expect(alt).toContain(title);
    expect(alt).toContain(group);

    const data = await jsonLd(page);
    expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'TechArticle']);
    const techArticle = data.find((item) => item['@type'] === 'TechArticle')!;
    expect(techArticle['@context']).toBe('https://schema.org');
    expect(techArticle.headline).toBe(title);
    expect(techArticle.inLanguage).toBe(lang);
    expect(new URL(techArticle.url as string).pathname).toBe(path);
    expect(techArticle.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(Number.isNaN(Date.parse(techArticle.dateModified as string))).toBe(false);
    expect(new URL(techArticle.image as string).pathname).toBe(
      new URL((await meta(page, 'property', 'og:image'))!).pathname,
    );
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((item) => [item.position, item.name])).toEqual([
      [1, group],
      [2, title],
    ]);
    expect(new URL(items[1]!.item).pathname).toBe(path);
    // The group's item is its first page, which the sidebar links to.
    const groupPath = new URL(items[0]!.item).pathname;
    expect(await page.locator(`a[href="${groupPath}"]`).count()).toBeGreaterThan(0);
  });
}

test('/: social card and WebSite structured data', async ({ page, request }) => {
  await page.goto('/');
  const alt = await expectCardImage(page, request);
  expect(alt).toContain('Robyn');
  const data = await jsonLd(page);
  expect(data.map((item) => item['@type'])).toEqual(['WebSite']);
  expect(data[0]!.name).toBe('Robyn');
  expect(new URL(data[0]!.url as string).pathname).toBe('/');
});

for (const path of ['/releases', '/community']) {
  test(`${path}: social card`, async ({ page, request }) => {
    await page.goto(path);
    const alt = await expectCardImage(page, request);
    expect(alt).toContain((await page.locator('h1').textContent())!.trim());
  });
}

test('a card path of no page is an unknown path', async ({ request }) => {
  const response = await request.get('/og/documentation/fr/no-such-page.png');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
});
