import {
  dialog,
  input,
  LANGUAGES,
  openSearch,
  results,
  search,
  searchButton,
  trackIndexRequests,
  waitForPageScript,
} from './search-helpers';
import { expect, test } from './fixtures';

/**
 * The search dialog where the width or the pointer matters: what loads when, opening a result by click or tap,
 * closing on an outside click or tap, the shortcut while the search button is hidden. What search finds and how
 * the keyboard drives it is the same at every width: search-results.spec.ts.
 */

test.describe('search dialog', () => {
  test('loads nothing for search on page load, and the engine and index on hover or focus of the search button', async ({
    page,
  }) => {
    const requests = trackIndexRequests(page);
    // MiniSearch's code carries this message; no script of the page load may contain it.
    const scriptsWithEngine: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('duplicate ID')) scriptsWithEngine.push(response.url());
    });
    await page.goto('/documentation/en/api_reference/cors');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(scriptsWithEngine).toEqual([]);
    await searchButton(page).focus();
    // The index's first part (its head); the text follows the first answers.
    await expect.poll(() => requests).toEqual(['/search/en.head.json']);
    await expect.poll(() => scriptsWithEngine.length).toBe(1);
  });

  for (const { lang, one, routing } of LANGUAGES) {
    test(`${lang}: opens a result on click and closes`, async ({ page }) => {
      await page.goto(lang === 'en' ? '/' : '/documentation/zh/plugins');
      await search(page, one);
      const href = (await results(page).first().getAttribute('href'))!;
      expect(href.startsWith(`/documentation/${lang}/`)).toBe(true);
      await results(page).first().click();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
      await expect(dialog(page)).toBeHidden();
    });

    test(`${lang}: closes on an outside click and forgets the query`, async ({ page, hasTouch }) => {
      await page.goto(`/documentation/${lang}/hosting`);
      await openSearch(page);
      await input(page).fill(routing);
      await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
      const viewport = page.viewportSize()!;
      if (hasTouch) await page.touchscreen.tap(viewport.width / 2, viewport.height - 5);
      else await page.mouse.click(viewport.width / 2, viewport.height - 5);
      await expect(dialog(page)).toBeHidden();
      await openSearch(page);
      await expect(input(page)).toHaveValue('');
    });
  }

  test('Ctrl+K opens the dialog, and is ignored while the search button is hidden', async ({ page }) => {
    await page.goto('/documentation/en');
    await waitForPageScript(page);
    await page.keyboard.press('Control+K');
    await expect(input(page)).toBeFocused({ timeout: 10_000 });
    await input(page).press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.addStyleTag({ content: '[data-testid^="search-"] { display: none !important; }' });
    await page.keyboard.press('Control+K');
    // Give a would-be dialog two frames to appear.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByPlaceholder('Find something...')).toHaveCount(0);
  });
});
