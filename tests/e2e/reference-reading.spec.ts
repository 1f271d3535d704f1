import { docsHref } from '../../src/lib/i18n';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Reading a reference page (issue 32): a long name cut in the sidebar or the table of contents ends in an ellipsis
 * and has its whole text as a tooltip; a long signature shows one parameter per line, clear of the Copy button;
 * the release badges ("Changed in …: added parameters …") never break inside a code name. One page load per width.
 */

const PAGE = 'reference/robyn';
/** An entry with a long signature and a badge naming several parameters. */
const ENTRY = 'baserobyn-add-route';

test('long names, signatures and release badges read whole', async ({ page }) => {
  await page.goto(docsHref('en', PAGE));
  const width = page.viewportSize()!.width;

  // The signature: its name and "(" on the first line, then one parameter a line, each clear of the Copy button.
  const block = page.locator(`#${ENTRY} ~ .code-frame`).first();
  const lines = block.locator('.line');
  const texts = await lines.allTextContents();
  expect(texts[0]).toMatch(/^def add_route\($/);
  expect(texts.length).toBeGreaterThan(5);
  for (const param of texts.slice(1, -1)) expect(param).toMatch(/^ {4}\S.*,$/);
  expect(texts.at(-1)).toMatch(/^\)/);
  await block.scrollIntoViewIfNeeded();
  const copy = (await block.getByTestId('copy-button').boundingBox())!;
  const overlaps = await lines.evaluateAll(
    (all, button) =>
      all.filter((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        return Array.from(range.getClientRects()).some(
          (r) =>
            r.width > 0 &&
            r.left < button.x + button.width &&
            r.right > button.x &&
            r.top < button.y + button.height &&
            r.bottom > button.y,
        );
      }).length,
    copy,
  );
  expect(overlaps, 'code lines under the Copy button').toBe(0);

  // The badges under the heading: every code name on one line.
  const codes = page.locator(`#${ENTRY} ~ .api-versions`).first().locator('.api-version code');
  expect(await codes.count()).toBeGreaterThan(3);
  const broken = await codes.evaluateAll((all) =>
    all.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
  );
  expect(broken).toEqual([]);

  // The table of contents (a column from 1280 px): a name that does not fit ends in an ellipsis, whole in its title.
  test.skip(width < 1280, 'the table of contents has its column on wide screens');
  const toc = page.getByTestId('table-of-contents');
  const entries = await toc.locator('a').evaluateAll((all) =>
    all.map((a) => ({
      text: a.textContent!,
      title: a.getAttribute('title'),
      cut: a.scrollWidth > a.clientWidth,
      ellipsis: getComputedStyle(a).textOverflow,
    })),
  );
  const cut = entries.filter((entry) => entry.cut);
  expect(cut.length, 'long names in the table of contents').toBeGreaterThan(0);
  for (const entry of cut) {
    expect(entry.ellipsis, entry.text).toBe('ellipsis');
    expect(entry.title, entry.text).toBe(entry.text);
  }
  for (const entry of entries.filter((e) => e.title)) expect(entry.title).toBe(entry.text);
  // The sidebar's cut links too.
  const sidebar = await page
    .locator('#docs-sidebar .truncate')
    .evaluateAll((all) =>
      all
        .filter((span) => span.scrollWidth > span.clientWidth)
        .map((span) => ({ text: span.textContent, title: span.getAttribute('title') })),
    );
  for (const entry of sidebar) expect(entry.title, entry.text!).toBe(entry.text);
  await expectNoAxeViolations(page, `[data-testid="table-of-contents"], #${ENTRY} ~ .api-versions`);
});
