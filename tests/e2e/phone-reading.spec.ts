import { docsRoutes } from '../../src/lib/docs/pages';
import { expect, test } from './fixtures';

/**
 * Every documentation page, in both languages, read on a 375 px phone: no text of the article reaches past
 * the screen's edge. Code blocks and tables scroll sideways on their own, so what is inside them is left out;
 * everything else (prose, inline code, links, headings, notes) must wrap.
 */

type Offender = { tag: string; text: string; right: number };

test('at 375 px no text of any docs page reaches past the edge of the screen', async ({ page }) => {
  test.skip(page.viewportSize()?.width !== 375, 'the phone width is the mobile project');
  const routes = docsRoutes();
  test.setTimeout(routes.length * 4_000);
  const width = page.viewportSize()!.width;
  const offenders: string[] = [];
  for (const { href } of routes) {
    await page.goto(href);
    const found = await page
      .getByTestId('docs-article')
      .evaluate(async (article, viewport): Promise<Offender[]> => {
        await document.fonts.ready;
        // Sections far below are skipped by the browser (content-visibility: auto) until scrolled to; lay them
        // all out as a reader scrolling through would see them.
        for (const section of article.querySelectorAll<HTMLElement>('.docs-section')) {
          section.style.contentVisibility = 'visible';
        }
        const result: Offender[] = [];
        for (const element of article.querySelectorAll('*')) {
          if (element.parentElement?.closest('pre') || element.closest('table')) continue;
          const { right, width: boxWidth } = element.getBoundingClientRect();
          if (boxWidth > 0 && right > viewport + 1) {
            const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
            result.push({ tag: element.tagName.toLowerCase(), text, right: Math.round(right) });
          }
        }
        return result;
      }, width);
    for (const { tag, text, right } of found) offenders.push(`${href}: <${tag}> ends at ${right}px: ${text}`);
  }
  expect(offenders).toEqual([]);
});

test('at 375 px a long call in inline code wraps after its punctuation and copies as written', async ({
  page,
}) => {
  test.skip(page.viewportSize()?.width !== 375, 'the phone width is the mobile project');
  const call = 'logging.getLogger(__name__).error("Request failed", exc_info=error)';
  await page.goto('/documentation/en/api_reference/exceptions');
  const code = page.getByTestId('docs-article').locator('code', { hasText: call });
  await code.scrollIntoViewIfNeeded();
  const shown = await code.evaluate((element) => {
    const selection = getSelection()!;
    selection.selectAllChildren(element);
    const copied = selection.toString();
    selection.removeAllRanges();
    // The pieces between break opportunities, gathered into the lines they are shown on.
    const lines: Array<{ top: number; text: string }> = [];
    const range = document.createRange();
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      range.selectNodeContents(node);
      const top = Math.round(range.getBoundingClientRect().top);
      const last = lines.at(-1);
      if (last && last.top === top) last.text += node.textContent;
      else lines.push({ top, text: node.textContent ?? '' });
    }
    return { copied, text: element.textContent, lines: lines.map((line) => line.text) };
  });
  expect(shown.copied).toBe(call);
  expect(shown.text).toBe(call);
  expect(shown.lines.length).toBeGreaterThan(1);
  // Lines end at a break after punctuation, not inside a name.
  for (const line of shown.lines.slice(0, -1)) expect(line).toMatch(/[._(,/ ]$/);
});
