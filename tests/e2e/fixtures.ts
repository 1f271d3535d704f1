import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** A fixed answer for the star-count call, so no test reaches the real code host. */
export const FAKE_STARGAZERS = 7234;

type Fixtures = {
  /** Console errors and page errors seen during the test; the fixture fails the test if any remain. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A 404 document is an answer a test asked for; Chromium still logs it as a failed resource.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        const expected404 =
          message.text().startsWith('Failed to load resource') &&
          notFoundDocuments.has(message.location().url);
        if (expected404) return;
        // A failed resource's message does not say which: its location does.
        const where = message.text().startsWith('Failed to load resource')
          ? ` ${message.location().url}`
          : '';
        if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text() + where);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    // Chromium logs a refused script as a console error; this also catches any violation it does not log.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} ${event.blockedURI} (Content Security Policy)`,
        ),
      ),
    );
    // Nothing leaves the machine: the code host's API is answered here, anything else external is refused.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (url.startsWith('https://api.github.com/repos/')) {
        return route.fulfill({ json: { stargazers_count: FAKE_STARGAZERS } });
      }
      return route.abort();
    });
    await use(page);
  },
});

export { expect };

/** Axe over the page, or only over what `include` selects (an open dialog or menu, a focused element). */
export async function expectNoAxeViolations(page: Page, include?: string, { long = !include } = {}) {
  // axe walks every node; a long docs page on a busy two-core machine needs more than the default budget.
  test.info().setTimeout(test.info().timeout + (long ? 30_000 : 10_000));
  // Sections far down a docs page are skipped by the browser (content-visibility: auto) until a reader scrolls near
  // them, and their styles (after a theme change, say) settle only then: axe would read a colour mid-transition.
  // Measure them as a reader scrolling there sees them: laid out, and at rest (below).
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.docs-section'))
      section.style.contentVisibility = 'visible';
  });
  // Colours are measured at rest: a panel fading in or a theme change still transitioning would blend them.
  // Headless UI marks a panel in transition (data-closed/enter/leave/transition) a frame before its CSS transition
  // starts, so both the marks and the running animations must be gone.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-closed], [data-enter], [data-leave], [data-transition]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running' && !animation.pending),
  );
  // Only violations are wanted: axe then keeps one node per passing rule instead of every node, which makes a
  // run on a long page markedly cheaper (the violations it reports are the same).
  // Legacy mode runs axe once in the page. The default mode runs it per frame, then opens a second page to merge
  // the frames' results, which costs 4-5 times as much on a docs page (9.5 s against 1.8 s on
  // api_reference/getting_started) for what only pages with iframes need: our pages have none, and the CSP's
  // `default-src 'self'` would refuse an outside one. The violations and passes found are the same.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  // A scoped run that matched nothing would pass without looking at anything.
  if (include) expect(results.passes.length, `axe found nothing to check in ${include}`).toBeGreaterThan(0);
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
          .join(' | ')
          .slice(0, 600)}`,
    ),
  ).toEqual([]);
}

/**
 * Waits until the browser has laid out every section of a docs article (none is skipped as off screen any more:
 * src/scripts/settle-sections.ts lays them out once the reader has scrolled). Before that, a jump far down the
 * page lands on estimated heights, and what is under the pointer can move between a press and its release.
 */
export async function waitForSectionsLaidOut(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('.docs-prose > .docs-section h2')
        .evaluateAll((nodes) =>
          nodes.every((node) =>
            node.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
          ),
        ),
    )
    .toBe(true);
}

/** The reader starts reading a docs article: scrolls a little, and the page lays out the rest of its sections. */
export async function startReading(page: Page) {
  await page.evaluate(() => window.scrollBy(0, 120));
  await waitForSectionsLaidOut(page);
}
