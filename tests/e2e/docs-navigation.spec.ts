import type { Locator, Page } from '@playwright/test';
import {
  MENU_TYPEAHEAD_RESET_MS,
  MOBILE_NAV_FADE_MS,
  MOBILE_NAV_SLIDE_MS,
  SIDEBAR_ROW_HEIGHT_REM,
} from '../../src/lib/constants';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { getPage } from '../../src/lib/docs/source';
import { editUrl, extraLinks } from '../../src/lib/docs/pages';
import type { Lang } from '../../src/lib/i18n';
import { ALL_PAGES, docsHref, NAVIGATION } from '../../src/lib/navigation';
import { expect, test } from './fixtures';

const NAV_LABEL: Record<Lang, string> = { en: 'Documentation', zh: '文档' };
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** The documentation navigation a visitor sees: the sidebar on large screens, the slide-in panel on small ones. */
async function openNavigation(page: Page, lang: Lang): Promise<Locator> {
  if (isDesktop(page)) {
    await expect(page.getByTestId('mobile-navigation-toggle')).toBeHidden();
    return page.getByRole('navigation', { name: NAV_LABEL[lang], exact: true });
  }
  await page.getByTestId('mobile-navigation-toggle').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog.getByRole('navigation', { name: NAV_LABEL[lang], exact: true });
}

/** The h2 headings of the article, read from the page (writers may change them at any time). */
async function articleSections(page: Page): Promise<Array<{ id: string; text: string }>> {
  return page
    .getByTestId('docs-article')
    .locator('h2[id]')
    .evaluateAll((nodes) => nodes.map((n) => ({ id: n.id, text: (n.textContent ?? '').trim() })));
}

/** A page in the middle of a group, with at least two h2 sections. */
const DEEP_SLUG = 'hosting';

test.describe('documentation navigation', () => {
  test('lists every group and page with Chinese titles on a Chinese page', async ({ page }) => {
    await page.goto('/documentation/zh/api_reference/cors');
    const nav = await openNavigation(page, 'zh');
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(
      NAVIGATION.map((group) => dictionary('zh').groups[group.id]),
    );
    for (const group of NAVIGATION) {
      const list = nav.getByRole('list', { name: dictionary('zh').groups[group.id], exact: true });
      await expect(list.locator('a:not([href^="#"])')).toHaveText(
        group.pages.map((slug) => getPage('zh', slug).navTitle),
      );
    }
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveText(getPage('zh', 'api_reference/cors').navTitle);
    await expect(current).toHaveAttribute('href', '/documentation/zh/api_reference/cors');
  });

  test('rows use the 2 rem unit and the current page lists its sections', async ({ page }) => {
    await page.goto(docsHref('en', DEEP_SLUG));
    const sections = await articleSections(page);
    expect(sections.length).toBeGreaterThan(1);
    const nav = await openNavigation(page, 'en');
    const sectionLinks = nav.getByTestId('current-page-sections').getByRole('link');
    await expect(sectionLinks).toHaveText(sections.map((s) => s.text));
    expect(await sectionLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
      sections.map((s) => `#${s.id}`),
    );
    // Only the current page shows its sections.
    await expect(nav.getByTestId('current-page-sections')).toHaveCount(1);
    const rowPx = SIDEBAR_ROW_HEIGHT_REM * 16;
    for (const link of [
      nav.locator('a[aria-current="page"]'),
      sectionLinks.first(),
      nav.getByRole('link').first(),
    ]) {
      expect((await link.boundingBox())!.height).toBeCloseTo(rowPx, 0);
    }
    // The marker sits on the current link's row.
    const marker = (await nav.getByTestId('active-page-marker').boundingBox())!;
    const currentRow = (await nav.locator('a[aria-current="page"]').boundingBox())!;
    expect(marker.y).toBeGreaterThanOrEqual(currentRow.y - 1);
    expect(marker.y + marker.height).toBeLessThanOrEqual(currentRow.y + currentRow.height + 1);
  });

  test('moving to another page lists the sections of that page under its link, in both navigations', async ({
    page,
  }) => {
    const to = 'api_reference/cors';
    await page.goto(docsHref('zh', DEEP_SLUG));
    let nav = await openNavigation(page, 'zh');
    await nav.getByRole('link', { name: getPage('zh', to).navTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${docsHref('zh', to)}$`));
    const expected = getPage('zh', to).headings.filter((heading) => heading.depth === 2);
    nav = await openNavigation(page, 'zh');
    const current = nav.getByTestId('current-page-sections');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('link')).toHaveText(expected.map((heading) => heading.title));
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', docsHref('zh', to));
  });

  test('the current-page marker moves to the new link, as one element the page transition animates', async ({
    page,
  }) => {
    test.skip(!isDesktop(page), 'the sidebar (and its moving marker) is a large-screen feature');
    const from = ALL_PAGES.find((p) => p.group.id === 'api_reference')!;
    const to = ALL_PAGES.find((p) => p.group.id === 'resources')!;
    await page.goto(docsHref('en', from.slug));
    const nav = await openNavigation(page, 'en');
    const marker = nav.getByTestId('active-page-marker');
    const offsetInNav = () =>
      marker.evaluate(
        (element) =>
          element.getBoundingClientRect().top - element.closest('nav')!.getBoundingClientRect().top,
      );
    const start = await offsetInNav();
    // The marker is named for the cross-document view transition, on both pages: the browser moves it from the
    // old link to the new one instead of cross-fading two markers.
    const transitionName = () => marker.evaluate((element) => getComputedStyle(element).viewTransitionName);
    expect(await transitionName()).toBe('sidebar-marker');
    await nav.getByRole('link', { name: getPage('en', to.slug).navTitle, exact: true }).click();
    await expect(page).toHaveURL(docsHref('en', to.slug));
    const target = nav.locator('a[aria-current="page"]');
    await expect(target).toHaveText(getPage('en', to.slug).navTitle);
    await expect
      .poll(async () => {
        const box = (await marker.boundingBox())!;
        const row = (await target.boundingBox())!;
        return Math.abs(box.y + box.height / 2 - (row.y + row.height / 2));
      })
      .toBeLessThan(2);
    expect(await offsetInNav()).toBeGreaterThan(start + 100);
    expect(await transitionName()).toBe('sidebar-marker');
    // The page opts into cross-document view transitions.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) =>
            rule.cssText.replace(/\s/g, '').includes('@view-transition{navigation:auto'),
          ),
        ),
      ),
    ).toBe(true);
  });

  test('the section band follows the sections in view', async ({ page }) => {
    test.skip(!isDesktop(page), 'the band is drawn in the large-screen sidebar');
    await page.goto(docsHref('en', DEEP_SLUG));
    const sections = await articleSections(page);
    const nav = await openNavigation(page, 'en');
    const band = nav.getByTestId('visible-section-highlight');
    const current = nav.locator('a[aria-current="page"]');
    // At the top of the page the band starts on the page's own row.
    await expect
      .poll(async () => (await band.boundingBox())!.y - (await current.boundingBox())!.y)
      .toBeLessThan(1);
    const last = sections[sections.length - 1]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), last.id);
    const lastLink = nav.getByTestId('current-page-sections').locator(`a[href="#${last.id}"]`);
    await expect
      .poll(async () => {
        const b = (await band.boundingBox())!;
        const l = (await lastLink.boundingBox())!;
        return (
          b.y <= l.y + 1 && b.y + b.height >= l.y + l.height - 1 && b.y > (await current.boundingBox())!.y + 1
        );
      })
      .toBe(true);
  });

  test('the sidebar opens at the current page and keeps its scroll on the next page', async ({ page }) => {
    test.skip(
      !isDesktop(page),
      'the sidebar shows on large screens (the small-screen panel: reading-frame.spec)',
    );
    // The navigation's last page: its link is far below the sidebar's first screen.
    const last = ALL_PAGES[ALL_PAGES.length - 1]!.slug;
    await page.goto(docsHref('en', last));
    const sidebar = page.locator('[data-sidebar-scroll]');
    await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    // The reader scrolls the sidebar up to a page in the middle of the navigation and follows it.
    const next = ALL_PAGES[Math.floor(ALL_PAGES.length / 2)]!.slug;
    const link = sidebar.locator(`a[href="${docsHref('en', next)}"]`);
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const kept = await sidebar.evaluate((element) => element.scrollTop);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${docsHref('en', next)}$`));
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', docsHref('en', next));
    await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
    expect(await sidebar.evaluate((element) => element.scrollTop)).toBe(kept);
  });
});

test.describe('small-screen navigation panel', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(isDesktop(page), 'the panel and its toggle exist on small screens');
  });

  test('opens with the extra links, traps focus, closes and restores focus', async ({ page }) => {
    await page.goto(docsHref('en', DEEP_SLUG));
    const toggle = page.getByTestId('mobile-navigation-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Documentation navigation' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const link of extraLinks('en')) {
      await expect(dialog.getByRole('link', { name: link.title, exact: false }).first()).toHaveAttribute(
        'href',
        link.href,
      );
    }
    // 300 ms fade for the backdrop, 500 ms slide for the panel.
    const durations = await page.evaluate(() => ({
      fade: getComputedStyle(
        document.querySelector('[data-testid="mobile-navigation-panel"]')!.previousElementSibling!,
      ).transitionDuration,
      slide: getComputedStyle(document.querySelector('[data-testid="mobile-navigation-panel"]')!)
        .transitionDuration,
    }));
    expect(durations).toEqual({
      fade: `${MOBILE_NAV_FADE_MS / 1000}s`,
      slide: `${MOBILE_NAV_SLIDE_MS / 1000}s`,
    });
    // Focus stays inside the panel.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close navigation' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes when the route changes', async ({ page }) => {
    await page.goto(docsHref('en', DEEP_SLUG));
    await page.getByTestId('mobile-navigation-toggle').click();
    const dialog = page.getByRole('dialog');
    const target = ALL_PAGES.find((p) => p.group.id === 'example_app')!;
    await dialog.getByRole('link', { name: getPage('en', target.slug).navTitle, exact: true }).click();
    await expect(page).toHaveURL(docsHref('en', target.slug));
    await expect(dialog).toBeHidden();
    await expect(page.locator('h1')).not.toHaveText(getPage('en', DEEP_SLUG).title);
  });

  test('closes when the hash changes', async ({ page }) => {
    await page.goto(docsHref('en', DEEP_SLUG));
    const sections = await articleSections(page);
    const toggle = page.getByTestId('mobile-navigation-toggle');
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByTestId('current-page-sections')
      .getByRole('link', { name: sections[1]!.text, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${sections[1]!.id}$`));
    await expect(dialog).toBeHidden();
    // Any hash change closes it, not only clicks inside the panel.
    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.evaluate((id) => {
      window.location.hash = id;
    }, sections[0]!.id);
    await expect(dialog).toBeHidden();
  });
});

test.describe('language menu', () => {
  test('switching language keeps the page and the #anchor', async ({ page }) => {
    // A section in the middle of the page, read from the page's source.
    const sections = getPage('en', DEEP_SLUG).headings.filter((h) => h.depth === 2);
    const anchor = sections[1]!.id;
    await page.goto(`${docsHref('en', DEEP_SLUG)}#${anchor}`);
    const button = page.getByTestId('language-menu-button');
    await expect(button).toHaveText(/English/);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['English', '中文']);
    await menu.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(`${docsHref('zh', DEEP_SLUG)}#${anchor}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toHaveText(getPage('zh', DEEP_SLUG).title);
    await expect(page.getByTestId('language-menu-button')).toHaveText(/中文/);
    // The anchor still lands on its section, below the sticky bars.
    const top = () =>
      page.locator(`[id="${anchor}"]`).evaluate((h) => Math.round(h.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(200);
    expect(await top()).toBeGreaterThan(40);
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/documentation/zh/api_reference/cors');
    const button = page.getByTestId('language-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Headless UI keeps focus on the menu and marks the active item.
    await expect(menu).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: '中文' })).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/documentation/en/api_reference/cors');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('typeahead picks an item and starts over after 350 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/documentation/zh/hosting');
    await page.getByTestId('language-menu-button').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const english = menu.getByRole('menuitem', { name: 'English' });
    const chinese = menu.getByRole('menuitem', { name: '中文' });
    await expect(english).toHaveAttribute('data-focus', '');
    await page.keyboard.press('ArrowDown');
    await expect(chinese).toHaveAttribute('data-focus', '');
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    // "x" then "e" read as "xe": nothing matches, the active item stays.
    await page.keyboard.press('x');
    await page.keyboard.press('e');
    await expect(chinese).toHaveAttribute('data-focus', '');
    await page.clock.runFor(MENU_TYPEAHEAD_RESET_MS);
    // After the reset "e" alone matches English.
    await page.keyboard.press('e');
    await expect(english).toHaveAttribute('data-focus', '');
  });

  test('on /documentation goes to the chosen language', async ({ page }) => {
    await page.goto('/documentation');
    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL('/documentation/zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('page frame', () => {
  test('previous/next links and "Edit this page"', async ({ page }) => {
    const index = ALL_PAGES.findIndex((p) => p.slug === DEEP_SLUG);
    const prev = ALL_PAGES[index - 1]!;
    const next = ALL_PAGES[index + 1]!;
    await page.goto(docsHref('zh', DEEP_SLUG));
    const pager = page.getByRole('navigation', { name: '更多页面' });
    await expect(
      pager.getByRole('link', { name: new RegExp(getPage('zh', prev.slug).navTitle) }),
    ).toHaveAttribute('href', docsHref('zh', prev.slug));
    const nextLink = pager.getByRole('link', { name: new RegExp(getPage('zh', next.slug).navTitle) });
    await expect(nextLink).toHaveAttribute('href', docsHref('zh', next.slug));
    const edit = page.getByRole('link', { name: /编辑此页/ });
    await expect(edit).toHaveAttribute('href', editUrl(`content/docs/zh/${DEEP_SLUG}.mdx`));
    await expect(edit).toHaveAttribute('target', '_blank');
    await nextLink.click();
    await expect(page).toHaveURL(docsHref('zh', next.slug));
    await expect(page.locator('h1')).toBeVisible();
  });

  test('the first page has no previous link and English says "Edit this page"', async ({ page }) => {
    await page.goto('/documentation/en');
    const pager = page.getByRole('navigation', { name: 'More pages' });
    await expect(pager.getByRole('link')).toHaveCount(1);
    await expect(pager.getByRole('link')).toHaveAttribute('rel', 'next');
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      editUrl('content/docs/en/index.mdx'),
    );
  });

  test('metadata: title, description, canonical and hreflang alternates', async ({ page }) => {
    await page.goto(docsHref('zh', DEEP_SLUG));
    await expect(page).toHaveTitle(/Robyn/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${docsHref('zh', DEEP_SLUG)}$`),
    );
    for (const [hreflang, lang] of [
      ['en', 'en'],
      ['zh', 'zh'],
      ['x-default', 'en'],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${docsHref(lang, DEEP_SLUG)}$`),
      );
    }
    await page.goto('/documentation');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/documentation\/en$/);
  });
});
