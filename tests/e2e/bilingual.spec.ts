import { docsStrings } from '../../src/lib/i18n/dictionary';
import { twinMarkdownSections } from '../../src/lib/docs/markdown';
import { getPage } from '../../src/lib/docs/source';
import { docsHref } from '../../src/lib/i18n';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Bilingual reading on Chinese pages (issue 22): each section's English original in place, the side-by-side switch
 * kept across pages, and "Copy section" / "Copy English original" from the same text as the Markdown twins.
 */

const SLUG = 'api_reference/cors';
const zh = docsStrings('zh');
const english = getPage('en', SLUG);
const sectionIds = english.headings.filter((heading) => heading.depth === 2).map((heading) => heading.id);
const firstId = sectionIds[0]!;
const englishTitle = english.headings.find((heading) => heading.id === firstId)!.title;

test('"英文原文" shows the English section in place, from the keyboard, and hides it again', async ({
  page,
}) => {
  // The English page is fetched when a reader asks for it, not prefetched for every reader of the Chinese one.
  const englishRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === docsHref('en', SLUG)) englishRequests.push(request.url());
  });
  // The prefetcher has run once the logo's link to the landing page is fetched.
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/');
  await page.goto(docsHref('zh', SLUG));
  await prefetched;
  // The prefetcher adds all its links in one pass, before any of their requests goes out.
  await expect(page.locator(`link[rel="prefetch"][href="${docsHref('en', SLUG)}"]`)).toHaveCount(0);
  expect(englishRequests).toEqual([]);
  const section = page.locator(`[data-section="${firstId}"]`);
  const toggle = section.getByRole('button', { name: zh.englishOriginal, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => englishRequests.length).toBeGreaterThan(0);
  const panel = section.getByRole('region', { name: zh.englishOriginal });
  await expect(panel).toHaveAttribute('lang', 'en');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(englishTitle);
  // The page keeps one element per id: the English copy's ids are its own.
  await expect(page.locator(`[id="${firstId}"]`)).toHaveCount(1);
  await expect(panel.locator(`[id="en-${firstId}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page, `[data-section="${firstId}"]`);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('"中英对照" puts every English section beside its Chinese one, and is kept across pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(docsHref('zh', SLUG));
  const toggle = page.getByRole('button', { name: zh.bilingual });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panels = page.getByRole('region', { name: zh.englishOriginal });
  await expect(panels).toHaveCount(sectionIds.length + 1);
  for (const id of sectionIds) {
    const panel = page.locator(`[data-section="${id}"]`).getByRole('region', { name: zh.englishOriginal });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
      english.headings.find((heading) => heading.id === id)!.title,
    );
    // Side by side on a wide screen: the English column starts right of the Chinese heading.
    const heading = await page.locator(`[id="${id}"]`).boundingBox();
    const column = await panel.boundingBox();
    expect(column!.x).toBeGreaterThan(heading!.x + heading!.width / 2);
  }
  // An anchor still lands on the Chinese heading.
  await page.goto(
    `${docsHref('zh', 'api_reference/getting_started')}#${getPage('zh', 'api_reference/getting_started').headings[0]!.id}`,
  );
  await expect(page.getByRole('button', { name: zh.bilingual })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-original-panel][data-state="loaded"]').first()).toBeVisible();
  await page.getByRole('button', { name: zh.bilingual }).click();
  await expect(page.getByRole('region', { name: zh.englishOriginal }).first()).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: zh.bilingual })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('copy a section', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  // A copied section is the twin's section, its Sources list included.
  test('en: "Copy section" copies that section of the Markdown twin', async ({ page }) => {
    await page.goto(docsHref('en', SLUG));
    const id = sectionIds[1]!;
    const button = page.locator(`[data-section="${id}"] [data-copy-section]`);
    await expect(button).toHaveAccessibleName('Copy section');
    await button.click();
    await expect(button).toHaveAccessibleName(docsStrings('en').copied);
    const expected = twinMarkdownSections(english).find((section) => section.id === id)!.markdown;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('zh: "复制本节" copies the Chinese section, "复制英文原文" the English one', async ({ page }) => {
    await page.goto(docsHref('zh', SLUG));
    const id = sectionIds[0]!;
    const section = page.locator(`[data-section="${id}"]`);
    await section.getByRole('button', { name: zh.copySection }).click();
    const chinese = twinMarkdownSections(getPage('zh', SLUG)).find((part) => part.id === id)!.markdown;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(chinese);
    await section.getByRole('button', { name: zh.copyOriginal }).click();
    const original = twinMarkdownSections(english).find((part) => part.id === id)!.markdown;
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(original);
  });
});
