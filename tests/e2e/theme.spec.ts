import type { Page } from '@playwright/test';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { expect, test } from './fixtures';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('dark by default; the switch turns on the light theme, which persists across pages and reloads', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await isDark(page)).toBe(true);
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(await isDark(page)).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
  expect(await isDark(page)).toBe(false);

  // Across the two root layouts (a full page load) too.
  await page.goto('/documentation/zh/architecture');
  expect(await isDark(page)).toBe(false);

  // The switch speaks the page's language.
  await page.getByRole('switch', { name: dictionary('zh').docs.darkMode }).click();
  expect(await isDark(page)).toBe(true);
  await page.goto('/community');
  expect(await isDark(page)).toBe(true);
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
});

test('a stored light theme applies before the page paints (no flash of dark)', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('robyn-theme', 'light');
    // Note the theme at the moment <body> is parsed, before any bundle or hydration can run.
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody: string }).themeAtBody =
          document.documentElement.classList.contains('dark') ? 'dark' : 'light';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/releases');
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe('light');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
});

test('the theme applies even if the JavaScript bundles never load', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem('robyn-theme', 'light'));
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/community');
  expect(await isDark(page)).toBe(false);
  // The aborted bundles are this test's doing.
  const unexpected = consoleErrors.filter((text) => !text.startsWith('Failed to load resource'));
  consoleErrors.length = 0;
  consoleErrors.push(...unexpected);
});

test('other open tabs follow a theme change', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  // Like the fixture's page, the second tab never reaches outside services.
  await other.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().url().startsWith('https://api.github.com/')
      ? route.fulfill({ json: { stargazers_count: 1 } })
      : route.abort(),
  );
  await other.goto('/releases');
  expect(await isDark(other)).toBe(true);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect.poll(() => isDark(other)).toBe(false);
  await expect(other.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'false');
  await other.close();
});
