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
