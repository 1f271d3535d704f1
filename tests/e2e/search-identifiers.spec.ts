import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { dialog, input, results, searchButton } from './search-helpers';

/**
 * Identifier search in the real dialog (local index): a name of Robyn's Python API, typed exactly or with one
 * typo, finds its entry in the Python reference, and Enter opens the entry's anchor.
 */

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  // The page's script has run (it names the platform's shortcut); the dialog's island loads on the press.
  await expect(page.locator('[data-testid="search-hint"]')).toHaveCount(1);
  await searchButton(page).click();
  await expect(input(page)).toBeFocused({ timeout: 10_000 });
}

/** Asks one query (the results of the one before are gone first) and waits for its first result. */
async function ask(page: Page, query: string, firstHref: string) {
  await input(page).fill('');
  await expect(results(page)).toHaveCount(0);
  await input(page).fill(query);
  // The first query waits for the index to download and build; on a busy test machine that takes a while.
  await expect(results(page).first()).toHaveAttribute('href', firstHref, { timeout: 15_000 });
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`${lang}: identifier search`, () => {
    const entry = `/documentation/${lang}/reference/robyn-robyn#queryparams-get`;

    test('an exact name and a name with a typo find the entry first, and Enter opens its anchor', async ({
      page,
    }) => {
      await openSearch(page, `/documentation/${lang}/api_reference/cors`);
      await ask(page, 'QueryParams.get', entry);
      const first = results(page).first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(first.locator('mark')).toHaveText(['QueryParams.get']);
      // The breadcrumb: the reference group / the module's page / the class.
      await expect(first).toContainText(/ \/ QueryParams/);
      await expectNoAxeViolations(page, '[role="dialog"]');

      await ask(page, 'QueryParams.gte', entry);
      await ask(page, 'querparams.get', entry);
      await input(page).press('Enter');
      await expect(page).toHaveURL((url) => url.pathname + url.hash === entry);
      await expect(dialog(page)).toBeHidden();
      const heading = page.locator('[id="queryparams-get"]');
      await expect(heading).toContainText('QueryParams.get');
      await expect(heading).toBeInViewport();
    });

    test('a name a guide section is titled after shows that section, then the entry', async ({ page }) => {
      await openSearch(page, `/documentation/${lang}`);
      // One letter missing from configure_sessions; its guide section is headed `configure_sessions`.
      await ask(
        page,
        'configure_sesions',
        `/documentation/${lang}/api_reference/sessions#configure-sessions`,
      );
      await expect(results(page).nth(1)).toHaveAttribute(
        'href',
        `/documentation/${lang}/reference/robyn#baserobyn-configure-sessions`,
      );
      await input(page).press('ArrowDown');
      await input(page).press('Enter');
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === `/documentation/${lang}/reference/robyn` &&
          url.hash === '#baserobyn-configure-sessions',
      );
      await expect(page.locator('[id="baserobyn-configure-sessions"]')).toBeInViewport();
    });

    test('an ambiguous name forces no entry', async ({ page }) => {
      await openSearch(page, `/documentation/${lang}`);
      await input(page).fill('get');
      await expect(results(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(results(page).first()).not.toHaveAttribute('href', /\/reference\//);
    });
  });
}
