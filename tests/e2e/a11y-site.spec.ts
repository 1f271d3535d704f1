import { expect, expectNoAxeViolations, test } from './fixtures';

const PAGES = ['/', '/releases', '/community', '/no/such/page', '/old-release-notes'];

for (const theme of ['dark', 'light'] as const) {
  for (const path of PAGES) {
    test(`axe: ${path} in the ${theme} theme`, async ({ page }) => {
      if (theme === 'light') await page.addInitScript(() => localStorage.setItem('robyn-theme', 'light'));
      await page.goto(path);
      await expect(page.getByTestId('star-count')).toHaveText('7.2k');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await expectNoAxeViolations(page);
    });
  }

  test(`axe: open mobile menu and scrolled header in the ${theme} theme`, async ({ page }) => {
    if (theme === 'light') await page.addInitScript(() => localStorage.setItem('robyn-theme', 'light'));
    await page.goto('/community');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoAxeViolations(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('everything in the header and footer is reachable with the keyboard', async ({ page }) => {
  await page.goto('/community');
  const reached = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('header, footer')) return null;
      return (
        el.getAttribute('aria-label') || el.getAttribute('data-testid') || el.textContent?.trim() || null
      );
    });
    if (name) reached.add(name);
  }
  const expected = ['Home', 'star-badge', 'Dark mode', 'Robyn on GitHub (opens in a new tab)'];
  for (const name of expected) expect([...reached], name).toContainEqual(expect.stringContaining(name));
});
