import type { Locator, Page } from '@playwright/test';
import { docsHref, type Lang } from '../../src/lib/i18n';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { searchButton, dialog as searchDialog } from './search-helpers';

/**
 * Axe over every kind of screen, in each language the screen exists in, at rest and in the states a visitor
 * brings about: keyboard focus, the search dialog with results, the language menu, the header's mobile menu and
 * the docs navigation panel (those components once per language and on a site page). Both themes at 1440 px on
 * every screen; at 375 px (the mobile project) each screen in one theme, alternating down the list, so every kind
 * of screen is still seen in both themes at that width (a docs kind in English in one, in Chinese in the other):
 * the themes change colours, not layout, and the layout is what the narrow width adds. The example app's pages
 * are the same kinds of docs screen as the API reference's, so they are not repeated here.
 */

type Screen = { name: string; path: string; lang: Lang; docs: boolean };

const site = (name: string, path: string): Screen => ({ name, path, lang: 'en', docs: false });
const docs = (name: string, lang: Lang, slug: string): Screen => ({
  name: `${name} (${lang})`,
  path: docsHref(lang, slug),
  lang,
  docs: true,
});

const SCREENS: Screen[] = [
  site('landing', '/'),
  site('release news', '/releases'),
  site('community', '/community'),
  site('unknown path: landing with 404', '/no/such/page'),
  site('unknown path with "release": release news with 404', '/old-release-notes'),
  site('unknown docs path: landing with 404', '/documentation/zh/no/such/page'),
  { name: 'documentation root', path: '/documentation', lang: 'en', docs: true },
  ...(['en', 'zh'] as const).flatMap((lang) => [
    docs('introduction', lang, ''),
    docs('API reference overview', lang, 'api_reference'),
    docs('API reference page', lang, 'api_reference/getting_started'),
  ]),
];

const SEARCH_QUERY: Record<Lang, string> = { en: 'request', zh: '请求' };
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/**
 * Dark is the default; the light theme is stored as the theme switch stores it, before the page's own scripts run
 * (for every later load of this page too: light is always a test's last or only theme).
 */
async function showTheme(page: Page, path: string, theme: 'dark' | 'light') {
  if (theme === 'light') await page.addInitScript(() => localStorage.setItem('robyn-theme', 'light'));
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
  await expect(page.getByTestId('star-count')).toHaveText('7.2k');
}

/**
 * The page's load-time script has run (it names the platform's shortcut in the search pill). The search dialog
 * itself is an island that loads on the first press, which it keeps: no waiting for it.
 */
async function waitForPageScript(page: Page) {
  await expect(page.locator('[data-testid="search-hint"]')).toHaveCount(1);
}

/**
 * The focused element shows a focus indicator (an outline or a ring); with `axe`, it also passes axe while
 * focused (for what looks different only then, such as the skip link).
 */
async function expectVisibleFocus(page: Page, target: Locator, axe = false) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { focusVisible: el.matches(':focus-visible'), indicator: outline || style.boxShadow !== 'none' };
  });
  expect(indicator, await target.evaluate((el) => el.outerHTML.slice(0, 120))).toEqual({
    focusVisible: true,
    indicator: true,
  });
  if (!axe) return;
  await target.evaluate((el) => el.setAttribute('data-axe-target', ''));
  await expectNoAxeViolations(page, '[data-axe-target]');
  await target.evaluate((el) => el.removeAttribute('data-axe-target'));
}

async function checkFocus(page: Page, screen: Screen) {
  // The first Tab from the top of the page: the skip link (in the page's language), which appears only while focused.
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, page.locator('body > a[href="#main"]'), true);
  if (!screen.docs) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.locator(':focus'));
    return;
  }
  // In the article: its first link and the selected tab of a code group, if the page has them. Focus moved
  // by script after a key press shows the keyboard focus style, as Tab would.
  const article = page.getByTestId('docs-article');
  for (const target of [
    article.getByRole('link').first(),
    article.getByRole('tab', { selected: true }).first(),
  ]) {
    if ((await target.count()) === 0) continue;
    await target.focus();
    await expectVisibleFocus(page, target);
  }
}

async function checkSearchDialog(page: Page, lang: Lang) {
  await waitForPageScript(page);
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await dialog.getByPlaceholder('Find something...').fill(SEARCH_QUERY[lang]!);
  await expect(dialog.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Escape closes the results, then clears the query, then closes the dialog.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function checkLanguageMenu(page: Page) {
  await page.getByTestId('language-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(2);
  await expectNoAxeViolations(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function checkHeaderMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Navigation' });
  await expect(dialog.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function checkDocsNavigationPanel(page: Page) {
  await page.getByTestId('mobile-navigation-toggle').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Measured at rest, once the panel has slid in.
  await expect.poll(async () => (await page.getByTestId('mobile-navigation-panel').boundingBox())!.x).toBe(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The themes a screen is checked in: both at 1440 px, one at 375 px (alternating down SCREENS). */
const themesOf = (page: Page, index: number) =>
  isMobile(page) ? ([index % 2 ? 'light' : 'dark'] as const) : (['dark', 'light'] as const);

for (const [index, screen] of SCREENS.entries()) {
  test(`axe, at rest and with focus: ${screen.name}`, async ({ page }) => {
    for (const theme of themesOf(page, index)) {
      await test.step(`${theme} theme`, async () => {
        await showTheme(page, screen.path, theme);
        await expectNoAxeViolations(page);
        await checkFocus(page, screen);
      });
    }
  });
}

/**
 * The search dialog, the language menu and the phone menus are the same components on every screen: they are
 * checked open, in both themes, at each width (the two projects), once per language and once on a site page,
 * not again on every screen above.
 */
const COMPONENT_SCREENS = SCREENS.filter(
  (screen) => screen.path === '/' || screen.name.startsWith('API reference page'),
);

for (const screen of COMPONENT_SCREENS) {
  test(`axe in both themes with search, menus and panels open: ${screen.name}`, async ({ page }) => {
    // Two page loads, each loading the search island and index, then axe over each open component.
    test.slow();
    for (const theme of ['dark', 'light'] as const) {
      await test.step(`${theme} theme`, async () => {
        await showTheme(page, screen.path, theme);
        await checkSearchDialog(page, screen.lang);
        if (screen.docs) await checkLanguageMenu(page);
        if (isMobile(page)) await checkHeaderMenu(page);
        if (screen.docs && !isDesktop(page)) await checkDocsNavigationPanel(page);
      });
    }
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`axe: scrolled header in the ${theme} theme`, async ({ page }) => {
    await showTheme(page, '/community', 'dark');
    if (theme === 'light') await showTheme(page, '/community', theme);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoAxeViolations(page);
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
