import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The search dialog speaks the page's language where the spec quotes no text (issue 32): its accessible name, its
 * field's label and its close button, in Chinese on a Chinese page. The quoted texts ('Find something...', 'Search
 * by') stay as quoted. The words do not depend on the width: the desktop project checks them.
 */
test('on a Chinese page the search dialog, its field and its close button have Chinese names', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'words, not layout: the desktop project checks them');
  const zh = dictionary('zh').docs;
  expect(zh.searchTitle).not.toBe(dictionary('en').docs.searchTitle);
  await page.goto(docsHref('zh', 'api_reference/cors'));
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: zh.searchTitle, exact: true });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const field = dialog.getByRole('combobox', { name: zh.searchTitle, exact: true });
  await expect(field).toHaveAttribute('placeholder', 'Find something...');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: zh.searchClose, exact: true }).click();
  await expect(dialog).toBeHidden();
});
