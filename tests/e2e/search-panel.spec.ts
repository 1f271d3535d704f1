import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { dialog, openSearch } from './search-helpers';

/**
 * The search dialog's own frame (issue 32): a close control a reader can see and reach inside the panel at every
 * width, a hint or two before anything is typed, keyboard hints in the footer where there is a keyboard, and an
 * active result that stands out in both themes. Ranking and loading are search.spec.ts's.
 */

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the close control is whole inside the panel, and before typing the dialog gives hints`, async ({
    page,
  }) => {
    const docs = dictionary(lang).docs;
    await page.goto(docsHref(lang, 'api_reference/request_object'));
    await openSearch(page);
    const hints = dialog(page).getByTestId('search-empty-hints');
    await expect(hints.getByRole('listitem')).toHaveText([docs.searchHintText, docs.searchHintNames]);
    const close = dialog(page).getByRole('button', { name: docs.searchClose });
    const phone = page.viewportSize()!.width < 640;
    // Its spoken name is the same at every width; what it shows is a word on phones, the key elsewhere.
    await expect(close.getByText(phone ? docs.searchCancel : 'Esc', { exact: true })).toBeVisible();
    await expect(close.getByText(phone ? 'Esc' : docs.searchCancel, { exact: true })).toBeHidden();
    const [button, field] = await Promise.all([
      close.boundingBox(),
      dialog(page).locator('form').boundingBox(),
    ]);
    expect(button!.width).toBeGreaterThan(24);
    expect(button!.x).toBeGreaterThanOrEqual(field!.x);
    expect(button!.x + button!.width).toBeLessThanOrEqual(field!.x + field!.width);
    const keys = dialog(page).getByTestId('search-key-hints');
    if (phone) await expect(keys).toBeHidden();
    else await expect(keys).toContainText(docs.searchKeysOpen);
    await expectNoAxeViolations(page, '[role="dialog"]');
    if (phone) await close.tap();
    else await close.click();
    await expect(dialog(page)).toBeHidden();
  });
}

test('the active result stands out from the others in both themes', async ({ page }) => {
  await page.goto(docsHref('en', 'api_reference/request_object'));
  await openSearch(page);
  await dialog(page).getByPlaceholder('Find something...').fill('request');
  const options = dialog(page).getByRole('option');
  await expect(options.nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const [active, other] = await Promise.all(
      [options.first(), options.nth(1)].map((option) =>
        option.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, edge: style.borderLeftColor };
        }),
      ),
    );
    expect(active!.background, `dark: ${dark}`).not.toBe(other!.background);
    expect(active!.edge, `dark: ${dark}`).not.toBe(other!.edge);
  }
  await expectNoAxeViolations(page, '[role="dialog"]');
});
