import type { SearchRecord } from '../../src/lib/search/types';
import { encodeRecords, splitRecords } from '../../src/lib/search/wire';
import { expect, test } from './fixtures';
import {
  dialog,
  expectAccessibleDialog,
  input,
  LANGUAGES,
  listbox,
  openSearch,
  results,
  search,
  trackIndexRequests,
  waitForPageScript,
} from './search-helpers';

/**
 * What the search dialog finds (ranking, highlighting, both languages, result links in the page's language,
 * records shown as text) and how the keyboard drives it (arrows, Enter and its modifiers, Escape, Tab, the
 * shortcut's typed-ahead keys, input methods), and when it closes on navigation: the same at every width, so run
 * at 1440 px only (playwright.config.ts, SAME_AT_EVERY_WIDTH). The width- and pointer-dependent parts: search.spec.ts.
 */

test.describe('search results and keys', () => {
  test('finds English pages with highlighted titles, slash breadcrumbs and the provider credit', async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, 'middleware');
    const count = await results(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    const first = results(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first.locator('mark').first()).toHaveText(/^middleware/i);
    await expect(first).toHaveAttribute('href', /^\/documentation\/en\//);
    // Results show the hierarchy above them with levels separated by slashes.
    await expect(results(page).filter({ hasText: 'API reference / Middlewares' }).first()).toBeVisible();
    await expect(dialog(page).getByText('Search by')).toContainText('Search by MiniSearch');
    await expectAccessibleDialog(page);
  });

  test('finds Chinese pages for a Chinese query on a zh page, including words inside sentences', async ({
    page,
  }) => {
    const requests = trackIndexRequests(page);
    await page.goto('/documentation/zh/api_reference/cors');
    await search(page, '中间件');
    expect(requests[0]).toBe('/search/zh.head.json');
    expect(requests.every((path) => path.startsWith('/search/zh.'))).toBe(true);
    for (const result of await results(page).all()) {
      await expect(result).toHaveAttribute('href', /^\/documentation\/zh\//);
    }
    await expect(results(page).first().locator('mark').first()).toHaveText(/中间件/);
    // 请求 ("request") appears only inside sentences; it is still found.
    await input(page).fill('请求');
    await expect(results(page).first().locator('mark').first()).toHaveText(/请求/);
    await expect(results(page).filter({ hasText: 'API 参考 / ' }).first()).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('answers a question in plain words: small words are optional, and the snippet shows what matched', async ({
    page,
  }) => {
    await page.goto('/documentation/en');
    // Not every word occurs in one section ("how", "do", "I"); the page about serving a folder still comes up.
    await search(page, 'how do I serve a directory of static files');
    const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(
      hrefs.some((href) =>
        /\/documentation\/en\/api_reference\/(static-files|file-uploads)(#|$)/.test(href ?? ''),
      ),
    ).toBe(true);
    const snippet = results(page).first().getByTestId('search-snippet');
    await expect(snippet).toBeVisible();
    await expect(snippet.locator('mark').first()).toBeVisible();
    // An API name from a code block, typed as one word or as two.
    await input(page).fill('serve_directory');
    await expect(results(page).first()).toHaveAttribute(
      'href',
      /\/api_reference\/(static-files|file-uploads|advanced_features)/,
    );
  });

  test('answers a spaceless Chinese phrase whose words straddle no indexed pair, and a colloquial synonym', async ({
    page,
  }) => {
    await page.goto('/documentation/zh');
    // 中间件执行顺序 contains 件执, which occurs nowhere; the words 中间件, 执行 and 顺序 do.
    await search(page, '中间件执行顺序');
    const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.some((href) => (href ?? '').startsWith('/documentation/zh/api_reference/middlewares'))).toBe(
      true,
    );
    // 鉴权 is what developers say; the pages say 身份验证.
    await input(page).fill('接口鉴权');
    await expect(results(page).first()).toHaveAttribute(
      'href',
      /^\/documentation\/zh\/(api_reference|example_app)\/authentication/,
    );
  });

  test('rewrites result links to the language of the current path', async ({ page }) => {
    // Serve the Chinese page's search with records whose links still say /en/: they must point to /zh/.
    await page.route(/\/search\/zh\.(head|text)\.json(\?|$)/, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('/zh.', '/en.') });
      await route.fulfill({ response });
    });
    await page.goto('/documentation/zh/hosting');
    await search(page, 'middleware');
    for (const result of await results(page).all()) {
      await expect(result).toHaveAttribute('href', /^\/documentation\/zh\//);
    }
  });

  test('Tab closes the result panel and keeps the dialog', async ({ page }) => {
    await page.goto('/');
    await search(page, 'scaling');
    await input(page).press('Tab');
    await expect(listbox(page)).toBeHidden();
    await expect(dialog(page)).toBeVisible();
  });

  test('cuts the query to 512 characters', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await input(page).focus();
    await page.keyboard.insertText('a'.repeat(600));
    await expect(input(page)).toHaveValue('a'.repeat(512));
    await expect(input(page)).toHaveAttribute('maxlength', '512');
  });

  test('keeps the keystrokes typed right after Ctrl+K while the dialog loads', async ({ page }) => {
    await page.goto('/documentation/en');
    await waitForPageScript(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('cors', { delay: 0 });
    await expect(input(page)).toHaveValue('cors');
    await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
  });

  test('does not search while a Chinese input method is composing', async ({ page }) => {
    await page.goto('/documentation/zh');
    // First make sure the engine is ready, so a search during composition would show at once.
    await search(page, '中间件');
    await input(page).fill('');
    await expect(listbox(page)).toBeHidden();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'zhong', selectionStart: 5, selectionEnd: 5 });
    await cdp.send('Input.imeSetComposition', { text: '中间', selectionStart: 2, selectionEnd: 2 });
    await expect(input(page)).toHaveValue('中间');
    // A search would answer within a frame or two: give it a few.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 50),
        ),
    );
    await expect(listbox(page)).toBeHidden();
    await expect(dialog(page).getByText(/Nothing found/)).toBeHidden();
    await cdp.send('Input.insertText', { text: '中间件' });
    await expect(input(page)).toHaveValue('中间件');
    await expect(results(page).first()).toBeVisible();
  });

  test('shows a spinner once the search has stalled for 300 ms', async ({ page }) => {
    await page.clock.install();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search\/en\.head\.json(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/documentation/en');
    await openSearch(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await input(page).fill('cors');
    const spinner = dialog(page).getByRole('status', { name: 'Searching' });
    await page.clock.runFor(290);
    await expect(spinner).toBeHidden();
    await page.clock.runFor(20);
    await expect(spinner).toBeVisible();
    release();
    await page.clock.resume();
    await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(spinner).toBeHidden();
  });

  test('renders HTML found in a record as text', async ({ page }) => {
    const hierarchy = {
      lvl0: 'Resources <b>bold</b>',
      lvl1: 'Hosting <img src=x onerror="window.__injected=1">',
      lvl2: null,
      lvl3: null,
    };
    // A page's heading record, then a paragraph of it (the index ships every paragraph under its heading).
    const records: SearchRecord[] = [
      {
        objectID: 'en:x:0',
        url: '/documentation/en/hosting',
        type: 'lvl1',
        hierarchy,
        content: null,
        lang: 'en',
      },
      {
        objectID: 'en:x:1',
        url: '/documentation/en/hosting',
        type: 'content',
        hierarchy,
        content:
          'Deploy <script>window.__injected=2</script> <img src=x onerror="window.__injected=3"> xssprobe now',
        lang: 'en',
      },
    ];
    const parts = splitRecords(encodeRecords('en', records));
    await page.route(/\/search\/en\.(head|text)\.json(\?|$)/, (route) =>
      route.fulfill({ json: route.request().url().includes('.head.') ? parts.head : parts.text }),
    );
    await page.goto('/');
    await search(page, 'xssprobe');
    const result = results(page).first();
    await expect(result).toContainText('<script>window.__injected=2</script>');
    await expect(result).toContainText('<img src=x onerror="window.__injected=3">');
    // The heading above the paragraph is the title, the levels above it the breadcrumb, the paragraph the snippet.
    await expect(result).toContainText('Hosting <img src=x onerror="window.__injected=1">');
    await expect(result).toContainText('Resources <b>bold</b>');
    await expect(result.getByTestId('search-snippet')).toContainText(
      'Deploy <script>window.__injected=2</script>',
    );
    await expect(result.locator('mark')).toHaveText(['xssprobe']);
    await expect(result.locator('img, script, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  });

  for (const { lang, many, one, routing, absent } of LANGUAGES) {
    test(`${lang}: moves the active result with the arrows and opens it with Enter`, async ({ page }) => {
      await page.goto(`/documentation/${lang}`);
      await search(page, many);
      await expect(results(page).nth(1)).toBeVisible();
      await input(page).press('ArrowDown');
      await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(results(page).first()).toHaveAttribute('aria-selected', 'false');
      await input(page).press('ArrowUp');
      await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
      await input(page).press('ArrowDown');
      const href = (await results(page).nth(1).getAttribute('href'))!;
      expect(href.startsWith(`/documentation/${lang}/`)).toBe(true);
      await input(page).press('Enter');
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
      await expect(dialog(page)).toBeHidden();
    });

    test(`${lang}: Ctrl+Enter opens a new tab, Shift+Enter a new window, Alt+Enter does nothing`, async ({
      page,
      context,
    }) => {
      await page.goto(`/documentation/${lang}`);
      await search(page, one);
      const href = (await results(page).first().getAttribute('href'))!;
      const startUrl = page.url();

      const [tab] = await Promise.all([context.waitForEvent('page'), input(page).press('Control+Enter')]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await tab.close();
      await expect(input(page)).toHaveValue(one);

      const [win] = await Promise.all([context.waitForEvent('page'), input(page).press('Shift+Enter')]);
      await win.waitForLoadState();
      expect(new URL(win.url()).pathname + new URL(win.url()).hash).toBe(href);
      await win.close();

      await input(page).press('Alt+Enter');
      // Anything Alt+Enter started (a navigation, a submit, a new page) would have begun by now.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 100),
          ),
      );
      await expect(results(page).first()).toBeVisible();
      await expect(input(page)).toBeFocused();
      expect(page.url()).toBe(startUrl);
      expect(context.pages()).toHaveLength(1);
    });

    test(`${lang}: Escape closes the panel, then clears the query, then closes the dialog; reopening starts empty`, async ({
      page,
    }) => {
      await page.goto(`/documentation/${lang}`);
      await search(page, routing);
      await input(page).press('Escape');
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveValue(routing);
      await input(page).press('Escape');
      await expect(input(page)).toHaveValue('');
      await expect(dialog(page)).toBeVisible();
      await input(page).press('Escape');
      await expect(dialog(page)).toBeHidden();
      await openSearch(page);
      await expect(input(page)).toHaveValue('');
      await expect(listbox(page)).toBeHidden();
    });

    // Three tests, not one: each closing path starts from a fresh page, so a slow machine never runs one test
    // through five page loads and five dialog openings.
    test(`${lang}: closes on a route change and on Back, and forgets the query`, async ({ page }) => {
      // Three page loads, each hydrating the dialog's island on the first press: triple the budget.
      test.slow();
      await page.goto(`/documentation/${lang}/hosting`);
      // A client-side navigation to another page, then the browser's Back button while the dialog is open.
      await search(page, one);
      const href = (await results(page).first().getAttribute('href'))!;
      await input(page).press('Enter');
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
      await expect(dialog(page)).toBeHidden();
      await openSearch(page);
      await expect(input(page)).toHaveValue('');
      await input(page).fill(routing);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/documentation/${lang}/hosting$`));
      await expect(dialog(page)).toBeHidden();
      await openSearch(page);
      await expect(input(page)).toHaveValue('');
    });

    test(`${lang}: closes on a hash change and forgets the query`, async ({ page }) => {
      await page.goto(`/documentation/${lang}/hosting`);
      await openSearch(page);
      await input(page).fill(routing);
      await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => {
        window.location.hash = 'exposing-ports';
      });
      await expect(dialog(page)).toBeHidden();
      await openSearch(page);
      await expect(input(page)).toHaveValue('');
    });

    test(`${lang}: shows results only for a non-empty query, and the empty-result message`, async ({
      page,
    }) => {
      await page.goto(`/documentation/${lang}`);
      await openSearch(page);
      await expect(listbox(page)).toBeHidden();
      await input(page).fill(absent);
      // Found in no heading: the answer waits for the index's text, downloaded and built on a busy machine.
      await expect(dialog(page).getByText(`Nothing found for ‘${absent}’. Please try again.`)).toBeVisible({
        timeout: 15_000,
      });
      await expect(listbox(page)).toBeHidden();
      await input(page).fill('');
      await expect(dialog(page).getByText(/Nothing found/)).toBeHidden();
      await expect(listbox(page)).toBeHidden();
    });
  }
});
