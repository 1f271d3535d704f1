import type { Page } from '@playwright/test';
import { HEADER_HIDE_SCROLL_OFFSET_PX } from '../../src/lib/constants';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { escapeRegExp } from '../../src/lib/regexp';
import { expect, test } from './fixtures';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test('the logo links home with the label Home', async ({ page }) => {
  await page.goto('/community');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Home', exact: true });
  await expect(logo).toHaveAttribute('href', '/');
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rust runtime');
});

test('desktop navigation: Documentation, Releases, Community and Discord in a new tab', async ({ page }) => {
  test.skip(isMobile(page), 'the desktop bar is hidden on small screens');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Documentation', 'Releases', 'Community', /^Discord/]);
  const discord = nav.getByRole('link', { name: /Discord/ });
  await expect(discord).toHaveAttribute('href', 'https://discord.gg/rkERZ5eNU8');
  await expect(discord).toHaveAttribute('target', '_blank');
  await expect(discord).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'Releases' }).click();
  await expect(page).toHaveURL(/\/releases$/);
});

for (const [path, current] of [
  ['/', null],
  ['/releases', 'Releases'],
  ['/community', 'Community'],
  ['/documentation', 'Documentation'],
  ['/documentation/zh/api_reference/cors', 'Documentation'],
  // Unknown paths show the release-news page or the landing page; the header says which.
  ['/old-release-notes', 'Releases'],
  ['/no/such/page', null],
] as const) {
  test(`the current section is highlighted on ${path}`, async ({ page }) => {
    await page.goto(path);
    let links;
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      links = page.getByRole('dialog', { name: 'Navigation' }).getByRole('link');
    } else {
      // The bar's name is in the page's language (Main, 主导航); it is the banner's only navigation.
      links = page.getByRole('banner').getByRole('navigation').getByRole('link');
    }
    await expect(links.first()).toBeVisible();
    const marked = links.and(page.locator('[aria-current="page"]'));
    if (current) {
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(current);
      // Visibly different from the other links, not only in the markup.
      const colour = (name: string) =>
        links.filter({ hasText: new RegExp(`^${name}$`) }).evaluate((el) => getComputedStyle(el).color);
      expect(await colour(current)).not.toBe(
        await colour(current === 'Community' ? 'Releases' : 'Community'),
      );
    } else {
      await expect(marked).toHaveCount(0);
    }
  });
}

test('mobile menu: Navigation panel with its links, focus trapped, closed by the Close menu button and Escape', async ({
  page,
}) => {
  test.skip(!isMobile(page), 'the Menu button exists on small screens only');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Navigation' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Navigation' }).or(dialog.getByText('Navigation', { exact: true })),
  ).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveText(['Documentation', 'Releases', 'Community', /^GitHub/]);
  const github = dialog.getByRole('link', { name: /GitHub/ });
  await expect(github).toHaveAttribute('href', 'https://github.com/sparckles/Robyn');
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');

  // Tabbing cycles inside the panel.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await dialog.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(dialog).toBeHidden();
});

test(`the header hides past ${HEADER_HIDE_SCROLL_OFFSET_PX} px while scrolling down and shifts back in when scrolling up`, async ({
  page,
}) => {
  await page.goto('/releases');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  await expect(header).toHaveAttribute('data-hidden', 'false'); // hydrated

  await scrollTo(page, HEADER_HIDE_SCROLL_OFFSET_PX);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport();

  await scrollTo(page, HEADER_HIDE_SCROLL_OFFSET_PX + 1);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect(header).not.toBeInViewport();
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-offset')),
    )
    .toBe('0px');

  await scrollTo(page, 600);
  await expect(header).not.toBeInViewport();

  await scrollTo(page, 400);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport({ ratio: 1 });
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await scrollTo(page, 0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toBeInViewport({ ratio: 1 });
});

test('the hidden header comes back when a keyboard user tabs into it', async ({ page }) => {
  await page.goto('/releases');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-hidden', 'false'); // hydrated
  await scrollTo(page, 200);
  await expect(header).not.toBeInViewport();
  await header.getByRole('link', { name: 'Home', exact: true }).focus();
  await expect(header).toBeInViewport({ ratio: 1 });
});

test('the header height is published as --header-height and follows resizes', async ({ page }) => {
  await page.goto('/community');
  const header = page.getByRole('banner');
  const published = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-height'));
  const height = async () => `${await header.evaluate((el) => (el as HTMLElement).offsetHeight)}px`;
  await expect.poll(published).toBe(await height());
  await header.evaluate((el) => ((el as HTMLElement).style.height = '80px'));
  await expect.poll(published).toBe('80px');
  await page.setViewportSize({ width: 900, height: 700 });
  await expect.poll(published).toBe(await height());
});

test('on the home route the header floats over the hero with a spacer below it; elsewhere it is sticky', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const spacer = page.locator('[data-header-spacer]');
  await expect(spacer).toHaveCount(1);
  await expect(header).toHaveCSS('position', 'fixed');
  const headerBox = (await header.boundingBox())!;
  const spacerBox = (await spacer.boundingBox())!;
  expect(spacerBox.height).toBe(headerBox.height);
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  await page.goto('/releases');
  await expect(page.locator('[data-header-spacer]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
});

test('on Chinese pages the header speaks Chinese, except the labels the spec quotes', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'one language check; the English side is in the tests above',
  );
  const zh = dictionary('zh').docs;
  await page.goto('/documentation/zh/hosting');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const nav = banner.getByRole('navigation', { name: zh.mainNavigation });
  await expect(nav.getByRole('link')).toHaveText(['Documentation', 'Releases', 'Community', /^Discord/]);
  await expect(nav.getByRole('link', { name: /Discord/ })).toHaveAccessibleName(
    `Discord ${zh.opensInNewTab}`,
  );
  await expect(page.getByTestId('search-pill')).toContainText(zh.searchDocs);
  await expect(page.getByTestId('search-pill')).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(zh.searchDocs)}`),
  );
  await expect(page.getByTestId('star-badge')).toHaveAccessibleName(
    new RegExp(`^${escapeRegExp(zh.githubStars)} \\S+ ${escapeRegExp(zh.opensInNewTab)}$`),
  );
  // Narrow: the icon button and the Menu island (its words come as a prop) take over.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: zh.searchDocs, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation' });
  await expect(panel.getByRole('link', { name: /^GitHub/ })).toHaveAccessibleName(
    `GitHub ${zh.opensInNewTab}`,
  );
});

test.describe('search button', () => {
  test('a wide pill with the Ctrl K hint on large screens, an icon button on small ones', async ({
    page,
  }) => {
    await page.goto('/');
    const pill = page.getByTestId('search-pill');
    const icon = page
      .getByRole('button', { name: 'Search docs' })
      .and(page.getByTestId('search-icon-button'));
    if (isMobile(page)) {
      await expect(pill).toBeHidden();
      await expect(icon).toBeVisible();
    } else {
      await expect(pill).toBeVisible();
      await expect(pill).toContainText('Search docs');
      await expect(page.getByTestId('search-hint')).toHaveText('Ctrl K');
      await expect(pill).toHaveAttribute('aria-keyshortcuts', 'Control+K');
      await expect(icon).toBeHidden();
      expect((await pill.boundingBox())!.width).toBeGreaterThan(200);
    }
  });

  test('shows Cmd K on Apple platforms', async ({ page }) => {
    test.skip(isMobile(page), 'the hint is on the large-screen pill');
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    await page.goto('/releases');
    await expect(page.getByTestId('search-hint')).toHaveText('Cmd K');
    await expect(page.getByTestId('search-pill')).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
  });

  test('focusing it starts loading search ahead of the first query', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/search\/[^/]+\.json/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/releases');
    await expect(page.getByTestId('star-count')).toHaveText('7.2k'); // hydrated
    // Plain load fetches no part of the index.
    expect(indexRequests).toEqual([]);
    const button = isMobile(page) ? page.getByTestId('search-icon-button') : page.getByTestId('search-pill');
    // Focus starts the part of the index the first answers need (its head), not the text.
    const preload = page.waitForRequest((request) => /\/search\/en\.head\.json/.test(request.url()));
    await button.focus();
    await preload;
    expect(indexRequests).toEqual(['/search/en.head.json']);
    await expect(page.getByPlaceholder('Find something...')).toHaveCount(0);
  });

  test('clicking it opens the search dialog', async ({ page }) => {
    await page.goto('/community');
    const button = isMobile(page) ? page.getByTestId('search-icon-button') : page.getByTestId('search-pill');
    await button.click();
    await expect(page.getByPlaceholder('Find something...')).toBeVisible();
  });

  test('Ctrl+K opens the search dialog, unless the search button has zero size', async ({ page }) => {
    await page.goto('/releases');
    const shortcut = () =>
      page.evaluate(() => {
        const event = new KeyboardEvent('keydown', {
          key: 'k',
          ctrlKey: true,
          bubbles: true,
          cancelable: true,
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    await page.addStyleTag({ content: '[data-testid^="search-"] { display: none !important; }' });
    expect(await shortcut()).toBe(false);
    await expect(page.getByPlaceholder('Find something...')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Control+KeyK');
    await expect(page.getByPlaceholder('Find something...')).toBeVisible();
  });
});
