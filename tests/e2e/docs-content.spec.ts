import type { Page } from '@playwright/test';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { codeLabel } from '../../src/lib/code-preference';
import { COPY_CONFIRMATION_MS, TOC_OFFSET_PLAIN_REM, TOC_OFFSET_WITH_TAG_REM } from '../../src/lib/constants';
import { getPage } from '../../src/lib/docs/source';
import { ALL_PAGES, docsHref } from '../../src/lib/navigation';
import { expect, test } from './fixtures';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** The tab labels of every CodeGroup of an English page, read from its source. */
function codeGroupLabels(slug: string): string[][] {
  const groups: string[][] = [];
  visit(getPage('en', slug).tree, (node) => {
    const element = node as { type: string; name?: string; children?: Array<{ type: string }> };
    if (element.type !== 'mdxJsxFlowElement' || element.name !== 'CodeGroup') return;
    const codes = (element.children ?? []).filter((child): child is Code => child.type === 'code');
    groups.push(
      codes.map((code) => codeLabel(code.lang ?? undefined, /title="([^"]*)"/.exec(code.meta ?? '')?.[1])),
    );
  });
  return groups;
}

/**
 * A page where two code groups offer the same label, not as their first tab, so choosing it in one group
 * visibly switches the other. Writers add pages over time; any page that fits will do.
 */
function findTabSyncCase(): { slug: string; label: string } | undefined {
  for (const page of ALL_PAGES) {
    const counts = new Map<string, number>();
    for (const labels of codeGroupLabels(page.slug)) {
      if (new Set(labels).size !== labels.length) continue;
      labels.slice(1).forEach((label) => counts.set(label, (counts.get(label) ?? 0) + 1));
    }
    const label = [...counts].find(([, count]) => count >= 2)?.[0];
    if (label) return { slug: page.slug, label };
  }
  return undefined;
}

/** A page with a heading carrying a tag or label, and one such heading's id. */
function findTaggedHeading(): { slug: string; id: string } | undefined {
  for (const page of ALL_PAGES) {
    const heading = getPage('en', page.slug).headings.find((h) => h.tag || h.label);
    if (heading) return { slug: page.slug, id: heading.id };
  }
  return undefined;
}

const TOC_SLUG = 'hosting';

test.describe('table of contents', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isDesktop(page), 'the table of contents is shown on wide screens');
  });

  test('marks the top, then the sections in view as the page scrolls and resizes', async ({ page }) => {
    await page.goto(docsHref('en', TOC_SLUG));
    const toc = page.getByTestId('table-of-contents');
    const sectionIds = await page
      .getByTestId('docs-article')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((n) => n.id));
    await expect(toc.locator('a[href^="#"]:not([href="#top"])')).toHaveCount(sectionIds.length);
    // At the top of the page the first heading is below the viewport top: the top marker is on.
    const top = page.getByTestId('toc-top-marker');
    await expect(top).toHaveAttribute('data-visible', 'true');
    await expect(top).toHaveAttribute('aria-current', 'location');

    const target = sectionIds[Math.floor(sectionIds.length / 2)]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect(top).not.toHaveAttribute('data-visible');
    const entry = toc.locator(`a[href="#${target}"]`);
    await expect(entry).toHaveAttribute('data-visible', 'true');
    await expect(entry).toHaveAttribute('aria-current', 'location');

    // Grow the window until the next hidden section's heading is inside it; the list follows the resize.
    const hidden = sectionIds.slice(sectionIds.indexOf(target) + 1);
    const visibleNow = await toc
      .locator('a[data-visible]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const next = hidden.find((id) => !visibleNow.includes(`#${id}`));
    test.skip(!next, 'every later section is already in view');
    const distance = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top,
      next!,
    );
    await expect(toc.locator(`a[href="#${next}"]`)).not.toHaveAttribute('data-visible');
    await page.setViewportSize({ width: 1440, height: Math.ceil(distance) + 200 });
    await expect(toc.locator(`a[href="#${next}"]`)).toHaveAttribute('data-visible', 'true');
  });

  test('clicking an entry jumps to the section and marks it', async ({ page }) => {
    await page.goto(docsHref('en', TOC_SLUG));
    const toc = page.getByTestId('table-of-contents');
    const entry = toc.locator('a[href^="#"]:not([href="#top"])').nth(2);
    const href = (await entry.getAttribute('href'))!;
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(entry).toHaveAttribute('aria-current', 'location');
    // The top entry takes the reader back to the top of the page.
    await page.getByTestId('toc-top-marker').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('toc-top-marker')).toHaveAttribute('data-visible', 'true');
  });
});

test.describe('headings', () => {
  test('link to their own anchor, without nested links, and land clear of the sticky bars', async ({
    page,
  }) => {
    await page.goto(docsHref('en', TOC_SLUG));
    const article = page.getByTestId('docs-article');
    const headings = article.locator('h2[id], h3[id]');
    const count = await headings.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const id = (await headings.nth(i).getAttribute('id'))!;
      await expect(headings.nth(i).locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(article.locator('a a')).toHaveCount(0);

    const heading = headings.nth(Math.min(3, count - 1));
    const id = (await heading.getAttribute('id'))!;
    await expect(heading).toHaveCSS('scroll-margin-top', `${TOC_OFFSET_PLAIN_REM * 16}px`);
    await heading.locator(`a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    // Everything sticky at the top (header, and the docs bar on small screens) ends above the heading.
    const stickyBottom = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('header, nav')]
          .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.top <= 0 + 1 && r.height > 0 && r.height < 200)
          .map((r) => r.bottom),
      ),
    );
    await expect
      .poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(Math.floor(stickyBottom));
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeLessThanOrEqual(
      TOC_OFFSET_PLAIN_REM * 16 + 2,
    );
  });

  test('a link straight to a section far down a long page lands on it and marks it', async ({ page }) => {
    // Sections far down a page are not rendered until they come near the viewport (content-visibility):
    // the browser must still land on the right heading and keep it there once its neighbours render.
    const slug = 'api_reference/getting_started';
    const headings = getPage('en', slug).headings.filter((h) => h.depth === 2);
    const target = headings[headings.length - 3]!;
    await page.goto(`${docsHref('en', slug)}#${target.id}`);
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
    const offset = TOC_OFFSET_PLAIN_REM * 16;
    const landing = () =>
      page.evaluate((id) => {
        const top = Math.round(document.getElementById(id)!.getBoundingClientRect().top);
        const atBottom =
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return { top, atBottom };
      }, target.id);
    // Exactly its scroll margin below the top, unless the page ends first; measured twice, two frames apart.
    for (let i = 0; i < 2; i++) {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { top, atBottom } = await landing();
      if (atBottom) expect(top).toBeGreaterThanOrEqual(offset - 2);
      else expect(Math.abs(top - offset)).toBeLessThanOrEqual(2);
    }
    if (isDesktop(page)) {
      await expect(page.getByTestId('table-of-contents').locator(`a[href="#${target.id}"]`)).toHaveAttribute(
        'data-visible',
        'true',
      );
    }
  });

  test('without scroll anchoring (Safari has none) a deep link still ends on its heading', async ({
    page,
  }) => {
    // Without scroll anchoring, sections above the target that render after the jump push it down the page,
    // unless the docs page puts it back.
    const slug = 'api_reference/getting_started';
    const headings = getPage('en', slug).headings.filter((h) => h.depth === 2);
    const target = headings[Math.floor(headings.length / 2)]!;
    const url = docsHref('en', slug);
    await page.route(`**${url}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        '<head><style>html,body{overflow-anchor:none}</style>',
      );
      await route.fulfill({ response, body: html });
    });
    // A phone-sized window, where the sections around the target render well after the jump.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${url}#${target.id}`);
    const offset = TOC_OFFSET_PLAIN_REM * 16;
    const distance = () =>
      page.evaluate(
        ({ id, offset }) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - offset),
        { id: target.id, offset },
      );
    await expect.poll(distance).toBeLessThanOrEqual(2);
    // Still there once the sections around it have rendered.
    await page.waitForTimeout(500);
    expect(await distance()).toBeLessThanOrEqual(2);
  });

  test('with a tag or label show it above and keep 8 rem clear', async ({ page }) => {
    const tagged = findTaggedHeading();
    test.skip(!tagged, 'no page uses a tagged heading yet');
    const { slug, id } = tagged!;
    const { tag, label } = getPage('en', slug).headings.find((h) => h.id === id)!;
    await page.goto(docsHref('en', slug));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toHaveCSS('scroll-margin-top', `${TOC_OFFSET_WITH_TAG_REM * 16}px`);
    const eyebrow = page.locator(`[id="${id}"]`).locator('xpath=preceding-sibling::*[1]');
    await expect(eyebrow).toHaveAttribute('data-testid', 'heading-eyebrow');
    for (const text of [tag, label].filter(Boolean)) await expect(eyebrow).toContainText(text!);
    await expect(heading.locator(`a[href="#${id}"]`)).toHaveCount(1);
  });
});

test.describe('code blocks', () => {
  test('tabs of every group follow the most recent choice, after reload and across browser tabs', async ({
    page,
    context,
  }) => {
    const sync = findTabSyncCase();
    test.skip(!sync, 'no page has two code groups sharing a label yet');
    const { slug, label } = sync!;
    await page.goto(docsHref('en', slug));
    const groups = page
      .locator('[data-code-group]')
      .filter({ has: page.getByRole('tab', { name: label, exact: true }) });
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    const tab = (index: number, name: string) => groups.nth(index).getByRole('tab', { name, exact: true });
    await expect(tab(0, label)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(1, label)).toHaveAttribute('aria-selected', 'false');

    await tab(0, label).click();
    await expect(tab(0, label)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(1, label)).toHaveAttribute('aria-selected', 'true');
    // The chosen tab's panel is the one shown.
    const panelId = (await tab(1, label).getAttribute('aria-controls'))!;
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    await page.reload();
    await expect(tab(0, label)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(1, label)).toHaveAttribute('aria-selected', 'true');

    // Another browser tab chooses the first label again; this one follows.
    const first = (await groups.first().getByRole('tab').first().textContent())!;
    const other = await context.newPage();
    await other.goto(docsHref('en', slug));
    await other.locator('[data-code-group]').first().getByRole('tab', { name: first, exact: true }).click();
    await expect(tab(0, first)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(0, label)).toHaveAttribute('aria-selected', 'false');
    await other.close();
  });

  test('tabs work from the keyboard', async ({ page }) => {
    const sync = findTabSyncCase();
    test.skip(!sync, 'no page has code groups with tabs yet');
    await page.goto(docsHref('en', sync!.slug));
    const tabs = page.locator('[data-code-group]').first().getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test("Copy puts the code on the clipboard and says 'Copied!' for a second", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    await page.goto('/documentation/en');
    const block = page.getByTestId('code-block').filter({ visible: true }).first();
    const button = block.getByTestId('copy-button');
    await expect(button).toHaveText('Copy');
    const code = await block.locator('pre').evaluate((pre) => pre.textContent);
    expect(code?.trim()).not.toBe('');
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await button.click();
    await expect(button).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(COPY_CONFIRMATION_MS - 50);
    await expect(button).toHaveText('Copied!');
    await page.clock.runFor(100);
    await expect(button).toHaveText('Copy');
  });

  test('on a Chinese page the Copy button says 复制, then 已复制 for a second (issue 32)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    await page.goto('/documentation/zh');
    const block = page.getByTestId('code-block').filter({ visible: true }).first();
    const button = block.getByTestId('copy-button');
    await expect(button).toHaveText('复制');
    await page.clock.pauseAt(new Date(Date.now() + 1000));
    await button.press('Enter');
    await expect(button).toHaveText('已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await block.locator('pre').evaluate((pre) => pre.textContent),
    );
    await page.clock.runFor(COPY_CONFIRMATION_MS - 50);
    await expect(button).toHaveText('已复制');
    await page.clock.runFor(100);
    await expect(button).toHaveText('复制');
  });

  test('fences keep their language and title on <pre>', async ({ page }) => {
    await page.goto('/documentation/en');
    const pre = page.locator('.code-frame pre').first();
    await expect(pre).toHaveAttribute('data-language', /\w+/);
    await expect(pre).toHaveAttribute('data-title', /\S/);
  });
});
