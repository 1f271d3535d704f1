import type { Page } from '@playwright/test';
import { docsStrings } from '../../src/lib/i18n/dictionary';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** Reader tools of documentation pages: code notation, copy text, callouts, last updated, translation status. */

const LANGS = ['en', 'zh'] as const;

async function setTheme(page: Page, theme: 'dark' | 'light') {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('robyn-theme', 'light'));
}

for (const lang of LANGS) {
  const strings = docsStrings(lang);

  test(`${lang}: copying a console block gives its commands without prompts or output`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/documentation/${lang}/api_reference/getting_started`);
    const group = page.locator('[data-code-group]').first();
    await group.getByRole('tab', { name: lang === 'en' ? 'Request' : '请求' }).click();
    const block = group.getByRole('tabpanel').filter({ visible: true }).getByTestId('code-block');
    // The reader sees the session as it happened: prompts and the answer.
    await expect(block.locator('pre')).toContainText('$ curl http://127.0.0.1:8080/books/7');
    await expect(block.locator('pre')).toContainText('{"id":7,"title":"The Left Hand of Darkness"}');
    await block.getByTestId('copy-button').click();
    await expect(block.getByTestId('copy-button')).toHaveText(strings.codeCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'python app.py\ncurl http://127.0.0.1:8080/books/7',
    );
  });

  test(`${lang}: marked lines carry their classes and a sign, and the notation never shows or copies`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/documentation/${lang}/example_app/authentication-middlewares`);
    const block = page
      .getByTestId('code-block')
      .filter({ has: page.locator('.line.warning') })
      .first();
    const warning = block.locator('.line.highlighted.warning');
    const error = block.locator('.line.highlighted.error');
    await expect(warning).toHaveCount(1);
    await expect(warning).toHaveText('@app.before_request("/integrations/email")');
    await expect(error).toHaveCount(1);
    await expect(error).toContainText('return {"created": True}');
    await expect(block).not.toContainText('[!code');
    // Not colour alone: a sign in the gutter, with a spoken alternative in the page's language.
    const sign = (selector: string) =>
      block.locator(selector).evaluate((line) => getComputedStyle(line, '::after').content);
    expect(await sign('.line.warning')).toContain('"!"');
    expect(await sign('.line.error')).toContain('"✕"');
    expect(await sign('.line.warning')).toContain(lang === 'en' ? 'warning:' : '警告：');

    await block.getByTestId('copy-button').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('@app.before_request("/integrations/email")\ndef require_api_key');
    expect(copied).not.toContain('[!code');

    await page.goto(`/documentation/${lang}/api_reference/getting_started`);
    const highlighted = page.locator('.line.highlighted');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toHaveText('app = Robyn(__file__)');
    expect(await highlighted.evaluate((line) => getComputedStyle(line).boxShadow)).toContain('inset');
  });

  test(`${lang}: callouts are notes named by their kind`, async ({ page }) => {
    await page.goto(`/documentation/${lang}/example_app/authentication-middlewares`);
    const warning = page.getByRole('note', { name: strings.callouts.warning, exact: true });
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText('GET');
    await expect(warning.locator('svg')).toBeVisible();
    await expect(page.getByRole('note', { name: strings.callouts.note, exact: true })).toHaveCount(1);

    // The GitHub alert form renders as the same callout.
    await page.goto(`/documentation/${lang}/example_app/deployment`);
    const alert = page.getByRole('note', { name: strings.callouts.warning, exact: true });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Robyn');
    await expect(page.locator('blockquote', { hasText: '[!WARNING]' })).toHaveCount(0);
  });

  test(`${lang}: the page footer says when the page last changed`, async ({ page }) => {
    await page.goto(`/documentation/${lang}/hosting`);
    const updated = page.getByTestId('last-updated');
    await expect(updated).toContainText(strings.lastUpdated);
    const time = updated.locator('time');
    const datetime = await time.getAttribute('datetime');
    const date = new Date(datetime ?? '');
    expect(Number.isNaN(date.getTime()), `datetime="${datetime}"`).toBe(false);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
    expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2024);
    const expected = new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-CN', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(date);
    await expect(time).toHaveText(expected);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'en' ? 'en' : 'zh-CN');
  });
}

test('zh: an up-to-date translation shows no stale-section notice', async ({ page }) => {
  await page.goto('/documentation/zh/example_app/deployment');
  await expect(page.getByTestId('docs-article')).toBeVisible();
  await expect(page.getByTestId('section-stale')).toHaveCount(0);
  await expect(page.getByText(docsStrings('zh').staleSection)).toHaveCount(0);
});

const AXE_PAGES = [
  { lang: 'en', slug: 'example_app/authentication-middlewares' },
  { lang: 'zh', slug: 'example_app/authentication-middlewares' },
  { lang: 'en', slug: 'example_app/templates' },
  { lang: 'zh', slug: 'framework_performance_comparison' },
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const { lang, slug } of AXE_PAGES) {
    test(`axe: callouts and marked code of ${lang}/${slug} in the ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme);
      await page.goto(`/documentation/${lang}/${slug}`);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await expect(page.locator('[data-callout]').first()).toBeAttached();
      // Sections far below render lazily (content-visibility): bring every callout and marked block into view.
      for (const target of await page.locator('[data-callout], pre:has(.line.highlighted)').all()) {
        await target.scrollIntoViewIfNeeded();
      }
      await expectNoAxeViolations(page, 'main', { long: true });
    });
  }
}
