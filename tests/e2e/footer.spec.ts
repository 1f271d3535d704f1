import { dictionary, format } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { expect, test } from './fixtures';

test('footer links: Home, Documentation, Releases, Community and Discord in a new tab', async ({ page }) => {
  await page.goto('/releases');
  const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText(['Home', 'Documentation', 'Releases', 'Community', /^Discord/]);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual(['/', '/documentation', '/releases', '/community', 'https://discord.gg/rkERZ5eNU8']);
  const discord = nav.getByRole('link', { name: /Discord/ });
  await expect(discord).toHaveAttribute('target', '_blank');
  await expect(discord).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(links.first()).toHaveAttribute('href', '/');
  await nav.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('the copyright line shows the current year', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Robyn`);
});

test('the copyright year follows the visitor’s clock, not the build date', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
  await page.goto('/community');
  await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Robyn');
});

test('a fixed button at the bottom right links to the repository in a new tab', async ({ page }) => {
  await page.goto('/releases');
  const button = page.getByRole('link', { name: 'Robyn on GitHub (opens in a new tab)' });
  await expect(button).toHaveAttribute('href', 'https://github.com/sparckles/Robyn');
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(button).toHaveCSS('position', 'fixed');
  const viewport = page.viewportSize()!;
  const at = async () => (await button.boundingBox())!;
  const before = await at();
  expect(viewport.width - (before.x + before.width)).toBeLessThanOrEqual(32);
  expect(viewport.height - (before.y + before.height)).toBeLessThanOrEqual(32);
  // While the reader scrolls down it steps aside (reading-frame.spec.ts); once they scroll back up it is in the
  // same place on the screen, well down the page: fixed to the viewport, not to the page.
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(at).toEqual(before);
});

test('on a Chinese page the footer’s words are Chinese; its site links keep the spec’s names', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the same footer at every width');
  const zh = dictionary('zh').docs;
  await page.goto(docsHref('zh', 'api_reference/getting_started'));
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: zh.footerNavigation });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Documentation',
    'Releases',
    'Community',
    /^Discord/,
  ]);
  await expect(footer).toContainText(zh.license);
  await expect(footer.getByRole('switch', { name: zh.darkMode })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${format(zh.onGitHub, { name: 'Robyn' })} ${zh.opensInNewTab}` }),
  ).toHaveAttribute('href', 'https://github.com/sparckles/Robyn');
  await expect(footer).not.toContainText(dictionary('en').docs.license);
});
