import { expect, test } from './fixtures';

test('headline, social account, release page and feed links', async ({ page }) => {
  await page.goto('/releases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new in Robyn');
  const social = page.getByRole('link', { name: /Follow @Robyn_oss/ });
  await expect(social).toHaveAttribute('href', 'https://twitter.com/Robyn_oss');
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  const releasesPage = page.getByRole('link', { name: /All releases on GitHub/ });
  await expect(releasesPage).toHaveAttribute('href', 'https://github.com/sparckles/Robyn/releases');
  await expect(releasesPage).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/releases/feed.xml');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/releases\/feed\.xml$/,
  );
});

test('decorative gradient and striped background stay out of the accessibility tree', async ({ page }) => {
  await page.goto('/releases');
  const hero = page.getByRole('region', { name: 'What’s new in Robyn' });
  const stripes = hero.locator('svg[aria-hidden="true"] pattern');
  await expect(stripes).toHaveCount(1);
  const gradient = await hero
    .locator('div[aria-hidden="true"]')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(gradient).toContain('radial-gradient');
});

test('recent releases with version, date and highlights, newest first', async ({ page }) => {
  await page.goto('/releases');
  const releases = page.locator('article[id^="v0-"]');
  expect(await releases.count()).toBeGreaterThanOrEqual(10);
  const newest = releases.first();
  await expect(newest.getByRole('heading')).toHaveText('v0.88.0');
  await expect(newest.locator('time')).toHaveAttribute('datetime', '2026-06-25');
  await expect(newest.locator('time')).toHaveText('June 25, 2026');
  await expect(newest).toContainText('configure_sessions()');
  await expect(newest.getByRole('link', { name: /v0\.88\.0 on GitHub/ })).toHaveAttribute(
    'href',
    'https://github.com/sparckles/Robyn/releases/tag/v0.88.0',
  );
  const dates = await releases
    .locator('time')
    .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('a release can be linked to directly', async ({ page }) => {
  await page.goto('/releases#v0-82-0');
  await expect(page.locator('#v0-82-0')).toBeInViewport();
});

test('the RSS feed lists the same releases as the page', async ({ page }) => {
  const response = await page.request.get('/releases/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  await page.goto('/releases');
  const versions = await page.locator('article[id^="v0-"] h3').allTextContents();
  const titles = [...xml.matchAll(/<title>Robyn (v[\d.]+)<\/title>/g)].map((m) => m[1]);
  expect(titles).toEqual(versions);
});
