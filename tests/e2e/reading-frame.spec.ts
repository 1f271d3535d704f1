import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { sidebarGroups } from '../../src/lib/docs/source';
import { expect, startReading, test, waitForSectionsLaidOut } from './fixtures';

/**
 * The frame of a docs page (issue 32). On a phone: the toolbar keeps the page's title and fits at 320 px, the
 * drawer opens at the current page, "On this page" sits under the title, the code Copy button is clear of the
 * code, and the fixed GitHub button steps aside while the reader scrolls. On a wide screen: the table of contents
 * follows the reader.
 */

const REFERENCE = 'api_reference/request_object';
const phoneOnly = (width: number | undefined) => test.skip(width !== 375, 'a phone: the mobile project');

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: at 320 px nothing overflows, the toolbar shows the page's title and the lens has its label`, async ({
    page,
  }) => {
    phoneOnly(page.viewportSize()?.width);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(docsHref(lang, REFERENCE));
    const words = dictionary(lang);
    const select = page.getByRole('combobox', { name: words.lens.label, exact: true });
    await expect(select).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(words.lens.label, { exact: true })).toBeVisible();
    const toolbar = page.getByRole('navigation', { name: words.docs.docsToolbar });
    const sizes = await toolbar.evaluate((bar) => {
      const title = bar.querySelector<HTMLElement>('[data-testid="mobile-navigation-toggle"] .truncate')!;
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        bar: bar.scrollWidth - bar.clientWidth,
        right: Math.max(
          ...Array.from(bar.querySelectorAll('button'), (b) => b.getBoundingClientRect().right),
        ),
        titleShown: title.clientWidth,
        titleWhole: title.scrollWidth,
      };
    });
    expect(sizes.page).toBeLessThanOrEqual(0);
    expect(sizes.bar).toBeLessThanOrEqual(0);
    expect(sizes.right).toBeLessThanOrEqual(320);
    // "Request object" / "请求对象" fits whole.
    expect(sizes.titleShown).toBeGreaterThanOrEqual(sizes.titleWhole);
    expect(sizes.titleShown).toBeGreaterThan(20);
  });
}

test('the docs drawer opens scrolled to the current page', async ({ page }) => {
  phoneOnly(page.viewportSize()?.width);
  // The last page of the navigation: far below the panel's first screen.
  const last = sidebarGroups('en').at(-1)!.pages.at(-1)!;
  // A long reference page: its images and late resources are not what this waits for.
  await page.goto(docsHref('en', last.slug), { waitUntil: 'domcontentloaded' });
  await page.getByTestId('mobile-navigation-toggle').tap();
  const panel = page.getByTestId('mobile-navigation-panel');
  const current = panel.locator('[aria-current="page"]');
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test('"On this page" under the title lists the sections and takes the reader to one', async ({ page }) => {
  phoneOnly(page.viewportSize()?.width);
  await page.goto(docsHref('zh', REFERENCE));
  const contents = page.getByTestId('page-contents');
  const summary = contents.locator('summary');
  await expect(summary).toHaveText(dictionary('zh').docs.onThisPage);
  await expect(summary).toBeInViewport();
  await summary.tap();
  const links = contents.getByRole('link');
  // The sections of the page's table of contents (its column is not shown on a phone), in order.
  const sections = await page
    .locator('[data-toc-entry][data-depth="2"]')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('href')));
  expect(sections.length).toBeGreaterThan(3);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(sections);
  await links.nth(2).tap();
  await expect(page).toHaveURL(new RegExp(`${sections[2]}$`));
  await expect(page.locator(sections[2]!)).toBeInViewport();
});

test('the code Copy button covers no code', async ({ page }) => {
  phoneOnly(page.viewportSize()?.width);
  await page.goto(docsHref('en', REFERENCE));
  const blocks = page.getByTestId('code-block');
  await expect(blocks.first()).toBeVisible();
  const covered = await blocks.evaluateAll((all) =>
    all.slice(0, 6).flatMap((block) => {
      block.scrollIntoView();
      const button = block.querySelector('[data-testid="copy-button"]')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(block.querySelector('pre code')!);
      return Array.from(range.getClientRects())
        .filter((r) => r.width > 0 && r.top < button.bottom && r.bottom > button.top)
        .filter((r) => r.left < button.right && r.right > button.left)
        .map((r) => `${Math.round(r.top)}..${Math.round(r.bottom)} under ${Math.round(button.bottom)}`);
    }),
  );
  expect(covered).toEqual([]);
});

test('the GitHub button steps aside while the reader scrolls down, and clears the table of contents', async ({
  page,
}) => {
  await page.goto(docsHref('en', REFERENCE));
  const github = page.getByTestId('github-fab');
  await expect(github).toBeInViewport();
  if (page.viewportSize()!.width >= 1280) {
    const toc = page.locator('[data-toc-scroll]');
    const [fab, list] = [(await github.boundingBox())!, (await toc.boundingBox())!];
    expect(list.y + list.height).toBeLessThan(fab.y);
  }
  await page.evaluate(() => window.scrollBy(0, 1200));
  await expect(github).not.toBeInViewport();
  await page.evaluate(() => window.scrollBy(0, -300));
  await expect(github).toBeInViewport();
});

test('deep in a long reference page, the table of contents has scrolled to the current entry', async ({
  page,
}) => {
  test.skip(page.viewportSize()!.width < 1280, 'the table of contents has its column from xl up');
  await page.goto(docsHref('en', 'reference/robyn'));
  // Its column shown, the disclosure under the title that stands in for it on narrower screens is not.
  await expect(page.getByTestId('page-contents')).toBeHidden();
  const box = page.locator('[data-toc-scroll]');
  // A page whose table of contents is longer than its box.
  expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight + 200)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
  const current = box.locator('[aria-current="location"]');
  await expect(current).toBeInViewport({ ratio: 1 });
  expect(await box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

/** Jumps to an element, then returns where it sat right after the jump and three frames later. */
function jumpTo(page: import('@playwright/test').Page, selector: string) {
  return page.evaluate(async (css) => {
    const element = document.querySelector(css)!;
    element.scrollIntoView({ block: 'center' });
    const landed = element.getBoundingClientRect().top;
    for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
    return { landed, settled: element.getBoundingClientRect().top };
  }, selector);
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: once the reader has started scrolling, a jump to the end lands on real heights and nothing moves`, async ({
    page,
  }) => {
    await page.goto(docsHref(lang, 'api_reference/cors'));
    await startReading(page);
    const { landed, settled } = await jumpTo(page, '[data-testid="page-feedback-no"]');
    expect(settled).toBeCloseTo(landed, 0);
  });
}

test('a #anchor jump keeps its heading at the top while the sections before it are laid out', async ({
  page,
}) => {
  await page.goto(docsHref('en', 'api_reference/cors'));
  const last = await page.locator('.docs-prose > .docs-section h2[id]').last().getAttribute('id');
  await page.goto(`${docsHref('en', 'api_reference/cors')}#${last}`);
  // The browser's jump to the fragment is the page's first scroll.
  await waitForSectionsLaidOut(page);
  const heading = page.locator(`[id="${last}"]`);
  await expect(heading).toBeInViewport();
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 3);
});
