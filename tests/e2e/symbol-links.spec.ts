import fs from 'node:fs';
import path from 'node:path';
import { docsRoutes } from '../../src/lib/docs/pages';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { escapeRegExp } from '../../src/lib/regexp';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Symbol links (issue 21): every Robyn name of a Python example links to its reference entry, and hovering or focusing
 * it opens a card (role tooltip) with the signature and the summary. Expected texts come from the reference data.
 */

const DIR = path.join(process.cwd(), 'content', 'reference');
const robynRobyn = JSON.parse(fs.readFileSync(path.join(DIR, 'robyn.robyn.json'), 'utf8')) as {
  entries: Array<{ name: string; summary: { en: string; zh: string } }>;
};
const summary = robynRobyn.entries.find((entry) => entry.name === 'QueryParams.get')!.summary;
const plain = (text: string) => text.replace(/`/g, '');
const PAGE = 'api_reference/request_object';

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a name reached through attributes links to its entry and opens its card on hover`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'hover needs a pointer; the keyboard test covers phones');
    await page.goto(docsHref(lang, PAGE));
    // request.query_params.get(...): `get` is QueryParams.get, which only types say.
    const link = page
      .locator(`pre a.sym[href="${docsHref(lang, 'reference/robyn-robyn')}#queryparams-get"]`)
      .first();
    await link.scrollIntoViewIfNeeded();
    const card = page.locator(`[role="tooltip"][id="${await link.getAttribute('aria-describedby')}"]`);
    await expect(card).toBeHidden();
    const article = page.getByTestId('docs-article');
    const before = await article.boundingBox();

    await link.hover();
    await expect(card).toBeVisible();
    await expect(card).toContainText('QueryParams.get(');
    await expect(card).toContainText(plain(summary[lang]));
    // Opening it moves nothing, and it does not cover its name.
    expect(await article.boundingBox()).toEqual(before);
    const [name, box] = [await link.boundingBox(), await card.boundingBox()];
    expect(box!.y >= name!.y + name!.height - 1 || box!.y + box!.height <= name!.y + 1).toBe(true);
    // The pointer can move onto the card; Escape closes it.
    const x = name!.x + name!.width / 2;
    await page.mouse.move(x, box!.y + Math.min(6, box!.height / 2), { steps: 3 });
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2, { steps: 3 });
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expectNoAxeViolations(page, '[data-testid="docs-article"]');

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${docsHref(lang, 'reference/robyn-robyn')}#queryparams-get$`));
    await expect(page.locator('h3#queryparams-get')).toBeInViewport();
  });
}

test('a code block is one tab stop: arrow keys move between its names, each opens its card, Tab leaves', async ({
  page,
}) => {
  await page.goto(docsHref('en', PAGE));
  const pres = page.locator('pre');
  const block = pres.nth(
    await pres.evaluateAll((all) => all.findIndex((pre) => pre.querySelectorAll('a.sym').length >= 3)),
  );
  const links = block.locator('a.sym');
  const card = async (index: number) =>
    page.locator(`[id="${await links.nth(index).getAttribute('aria-describedby')}"]`);
  // At rest a name is not underlined; focused it is.
  expect(await links.nth(1).evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  await links.first().focus();
  const first = await card(0);
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('role', 'tooltip');
  expect(await links.first().evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(links.nth(1)).toBeFocused();
  await expect(await card(1)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(links.first()).toBeFocused();
  await expect(first).toBeVisible();
  // Within the window on a phone as on a desktop.
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Tab leaves the block (its other names are not stops), Shift+Tab comes back to the name the reader was on.
  await page.keyboard.press('End');
  const last = links.last();
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await block.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  // Enter follows the name.
  const href = (await last.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
});

test('a skip link takes the keyboard past the article to the sidebar', async ({ page, isMobile }) => {
  test.skip(isMobile, 'phones have no sidebar: the docs menu is in the bar above the article');
  await page.goto(docsHref('zh', PAGE));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: dictionary('zh').docs.skipToNavigation });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(
      () =>
        document.activeElement?.closest('#docs-sidebar') !== null &&
        document.activeElement?.id !== 'docs-sidebar',
    ),
  ).toBe(true);
});

test('on touch a first tap on a name opens its card, a second follows the name', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'touch is the phone project');
  await page.goto(docsHref('en', PAGE));
  const link = page.locator('pre a.sym').first();
  const href = (await link.getAttribute('href'))!;
  const card = page.locator(`[id="${await link.getAttribute('aria-describedby')}"]`);
  await link.tap();
  await expect(card).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(docsHref('en', PAGE));
  // The card links to the entry; a second tap on the name follows it.
  await expect(card.getByRole('link')).toHaveAttribute('href', href);
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
});

test('the reference pages that names in view link to are not prefetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/reference/')) requested.push(path);
  });
  // The prefetcher has run once the logo's link to the landing page is fetched (one pass adds all its links).
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/');
  await page.goto(docsHref('en', 'api_reference/getting_started'));
  await expect(page.locator('pre a.sym').first()).toBeInViewport();
  await prefetched;
  await expect(page.locator('link[rel="prefetch"][href*="/reference/"]')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('Copy copies the plain code of a block with symbol links', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the same button at every width');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(docsHref('en', PAGE));
  const block = page
    .getByTestId('code-block')
    .filter({ has: page.locator('a.sym') })
    .first();
  const shown = await block.locator('pre').evaluate((pre) => pre.textContent);
  await block.getByTestId('copy-button').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(shown).toContain('request.query_params.get(');
});

test.describe('every page', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width');
  test.setTimeout(180_000);

  test('every symbol link names a card of its page, and every Python block with Robyn imports has links', async ({
    request,
  }) => {
    const problems: string[] = [];
    let links = 0;
    for (const { href } of docsRoutes()) {
      const html = await (await request.get(href)).text();
      const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]));
      for (const [tag] of html.matchAll(/<a class="sym"[^>]*>/g)) {
        links += 1;
        const card = /aria-describedby="([^"]*)"/.exec(tag)?.[1];
        if (!card || !ids.has(card)) problems.push(`${href}: ${tag} has no card`);
      }
      // A Python block that imports from robyn shows at least its imported names as links.
      for (const [block] of html.matchAll(/<pre[^>]*data-language="python"[\s\S]*?<\/pre>/g))
        if (
          /^\s*from robyn[\w.]* import/m.test(block.replace(/<[^>]*>/g, '')) &&
          !block.includes('class="sym"')
        )
          problems.push(`${href}: a Python block that imports robyn has no symbol link`);
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThan(1000);
  });
});

test.describe('without JavaScript', () => {
  // Reduced motion, as the other tests without JavaScript: with no script to handle it, a cross-document view
  // transition the browser skips is reported as a page error.
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('the names are plain links to their entries and the cards stay hidden', async ({ page }) => {
    await page.goto(docsHref('zh', PAGE));
    const link = page
      .locator(`pre a.sym[href="${docsHref('zh', 'reference/robyn-robyn')}#queryparams-get"]`)
      .first();
    await expect(link).toBeVisible();
    await link.hover();
    await expect(page.locator('[role="tooltip"]').first()).toBeHidden();
    await link.click();
    await expect(page).toHaveURL(/\/reference\/robyn-robyn#queryparams-get$/);
  });
});
