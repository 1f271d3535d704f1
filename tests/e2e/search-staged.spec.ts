import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialog, input, results } from './search-helpers';

/**
 * The local index in two parts (src/lib/search/wire.ts): the head (headings, code names, the reference's names)
 * loads when a reader reaches for search, never with the page; the dialog's first answers come from it; the text
 * follows, and the answer on screen fills in without moving what is shown. Then typos in one part of a name and
 * a name with Chinese words around it.
 */

const searchButton = (page: Page) => page.locator('[data-search-trigger]').locator('visible=true').first();

/** The index files the page requests, by name (`en.head.json`). */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/search\/([^/?]+\.json)/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

// The first query waits for the dialog's code and the index: slow on a busy test machine.
test.describe.configure({ timeout: 90_000 });

async function loaded(page: Page, path: string) {
  await page.goto(path);
  // The page's script has run: it names the platform's shortcut and listens for a reach for search.
  await expect(page.locator('[data-testid="search-hint"]')).toHaveCount(1);
}

test('the index is never fetched on page load; reaching for search fetches its head only', async ({
  page,
  isMobile,
}) => {
  const requested = indexRequests(page);
  await loaded(page, '/documentation/en/api_reference/cors');
  await page.waitForLoadState('networkidle');
  await page.mouse.move(5, 300);
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // A reach for the button (the pointer over it; a touch on phones) starts the head, not the text.
  const head = page.waitForRequest(/\/search\/en\.head\.json/);
  if (isMobile) await searchButton(page).dispatchEvent('touchstart');
  else await searchButton(page).hover();
  await head;
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual(['en.head.json']);
});

test('Ctrl+K fetches the head of the page language', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a keyboard shortcut');
  const requested = indexRequests(page);
  await loaded(page, '/documentation/zh/api_reference/cors');
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused({ timeout: 45_000 });
  expect(requested[0]).toBe('zh.head.json');
});

test('first answers come from the head while the text loads, and nothing shown moves when it arrives', async ({
  page,
}) => {
  let releaseText!: () => void;
  const textHeld = new Promise<void>((resolve) => (releaseText = resolve));
  await page.route(/\/search\/en\.text\.json/, async (route) => {
    await textHeld;
    await route.continue();
  });
  await loaded(page, '/documentation/en');
  await searchButton(page).click();
  await expect(input(page)).toBeFocused({ timeout: 45_000 });
  await input(page).fill('middleware');
  await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
  // Answered from the headings: no snippet of paragraph text yet, and the text is still on its way.
  const shown = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(shown.length).toBeGreaterThan(0);
  await expect(dialog(page).getByTestId('search-snippet')).toHaveCount(0);

  const text = page.waitForResponse(/\/search\/en\.text\.json/);
  releaseText();
  await text;
  // The text is in: snippets appear under the same results, in the same order.
  await expect(dialog(page).getByTestId('search-snippet').first()).toBeVisible({ timeout: 15_000 });
  const after = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(after.slice(0, shown.length)).toEqual(shown);
});

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a typo in one part of a name, and a name with Chinese words around it`, async ({ page }) => {
    await loaded(page, `/documentation/${lang}`);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused({ timeout: 45_000 });

    // The typo rules are the whole index's: the first query is answered from the head, so ask one and wait for
    // its text first.
    await input(page).fill('timeout');
    await expect(dialog(page).getByTestId('search-snippet').first()).toBeVisible({ timeout: 15_000 });
    await input(page).fill('keep_alive_timout');
    await expect(results(page).first()).toHaveAttribute(
      'href',
      new RegExp(`^/documentation/${lang}/api_reference/timeout_configuration`),
      { timeout: 15_000 },
    );

    await input(page).fill('configure_sessions');
    const sessions = `/documentation/${lang}/api_reference/sessions#configure-sessions`;
    await expect(results(page).first()).toHaveAttribute('href', sessions, { timeout: 15_000 });
    await input(page).fill('');
    await expect(results(page)).toHaveCount(0);
    await input(page).fill('configure_sesions 怎么用');
    await expect(results(page).first()).toHaveAttribute('href', sessions);
    await expect(results(page).nth(1)).toHaveAttribute(
      'href',
      `/documentation/${lang}/reference/robyn#baserobyn-configure-sessions`,
    );
  });
}
