import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dictionary, format } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { codeBlockKey } from '../../src/lib/reference/code-links';
import { LENS_STORAGE_KEY } from '../../src/lib/version-lens';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The version lens (issue 21): "My Robyn version" in the docs toolbar. Read against an older release, reference
 * entries added or changed later and guide sections that use names added later are flagged; the choice is kept
 * across pages and reloads; nothing on the article moves when the flags appear; without JavaScript the select is
 * absent and the reference's release badges remain. Expected releases come from content/reference.
 */

const DIR = path.join(process.cwd(), 'content', 'reference');
const history = JSON.parse(fs.readFileSync(path.join(DIR, 'history.json'), 'utf8')) as {
  documented: string;
  tags: string[];
  entries: Record<
    string,
    { added: string | null; changes?: Array<{ version: string; paramsAdded: string[] }> }
  >;
};
const robyn = JSON.parse(fs.readFileSync(path.join(DIR, 'robyn.json'), 'utf8')) as {
  entries: Array<{ name: string; behaviour?: Array<{ version: string }> }>;
};
const REFERENCE = 'reference/robyn';
const GUIDE = 'api_reference/getting_started';
const MINE = '0.50.0';
const words = (lang: 'en' | 'zh') => dictionary(lang).lens;
/** The entry's anchor as the reference writes it: robyn.BaseRobyn.add_route is #baserobyn-add-route. */
const anchor = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const after = (version: string, mine: string) => {
  const [a, b] = [version.split('.').map(Number), mine.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

/** What each entry of the robyn module should say against `mine`, from history.json and the entries' behaviour. */
function expectedFlags(lang: 'en' | 'zh', mine: string) {
  const w = words(lang);
  return robyn.entries.map(({ name, behaviour }) => {
    const past = history.entries[`robyn.${name}`];
    const added = past?.added ?? undefined;
    // Parameter changes (history.json) and behaviour changes stated in the entry's data, oldest first.
    const changed = [...(past?.changes ?? []), ...(behaviour ?? [])]
      .map((change) => change.version)
      .filter((v) => after(v, mine))
      .sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0));
    const text =
      added && after(added, mine)
        ? format(w.new, { version: added, mine })
        : changed.length
          ? format(w.changed, { mine, versions: changed.join(w.listSeparator) })
          : null;
    return { name, text };
  });
}

/** In the docs toolbar; on phones, in the row under the page's title. */
const lensSelect = (page: Page, lang: 'en' | 'zh' = 'en') =>
  page.getByRole('combobox', { name: words(lang).label, exact: true });

const remember = (page: Page, version: string) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LENS_STORAGE_KEY, version]);

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the toolbar has the lens, set to the latest release, which flags nothing`, async ({
    page,
  }) => {
    await page.goto(docsHref(lang, REFERENCE));
    const select = lensSelect(page, lang);
    await expect(select).toBeVisible();
    await expect(select).toHaveValue(history.documented);
    const options = select.locator('option');
    await expect(options).toHaveCount(new Set(history.tags).size);
    await expect(options.first()).toHaveText(format(words(lang).latest, { version: history.documented }));
    await expect(options.last()).toHaveText(history.tags[0]!);
    await expect(page.locator('.lens-flag')).toHaveCount(0);
    // Inside the viewport on phones too.
    const box = (await select.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test(`${lang}: read against an older release, the reference flags what came after it`, async ({ page }) => {
    await remember(page, MINE);
    await page.goto(docsHref(lang, REFERENCE));
    await expect(lensSelect(page, lang)).toHaveValue(MINE);
    const expected = expectedFlags(lang, MINE);
    const flagged = expected.filter((entry) => entry.text);
    expect(
      flagged.length,
      'the module has entries added and changed after the chosen release',
    ).toBeGreaterThan(5);
    await expect(page.locator('.lens-flag')).toHaveCount(flagged.length);
    for (const { name, text } of expected) {
      const heading = page.locator(`#${anchor(name)}`);
      if (text) await expect(heading.locator('.lens-flag'), name).toHaveText(text);
      else await expect(heading.locator('.lens-flag'), name).toHaveCount(0);
    }
    // An entry changed since: the flag names the release, and the badge saying what changed is marked.
    const cors = history.entries['robyn.ALLOW_CORS']!;
    const change = cors.changes![0]!;
    expect(after(change.version, MINE) && !after(cors.added!, MINE)).toBe(true);
    const badges = page.locator('#allow-cors ~ .api-versions').first();
    const changedText =
      lang === 'en'
        ? `Changed in ${change.version}: added parameter ${change.paramsAdded[0]}.`
        : `${change.version} 版本变更：新增参数 ${change.paramsAdded[0]}。`;
    await expect(badges.locator('[data-newer]')).toHaveText(changedText);
    await expect(badges.locator('[data-newer]')).toBeVisible();
    await expect(badges.locator(`[data-version="${cors.added}"]`)).not.toHaveAttribute('data-newer');
    // Each flag sits on one line inside the column, on phones too.
    const width = page.viewportSize()!.width;
    const first = page.locator('.lens-flag').first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (width >= 1024) await expectNoAxeViolations(page, '[data-testid="docs-article"]');
  });
}

test('chosen with the keyboard alone, the lens is kept across reloads and pages, and the latest clears it', async ({
  page,
}) => {
  await page.goto(docsHref('en', REFERENCE));
  const select = lensSelect(page);
  await expect(select).toBeVisible();
  // Tab from the top of the page to the select, then type the release (the select's own type-ahead).
  for (let i = 0; i < 40 && !(await select.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await page.keyboard.type(MINE);
  await expect(select).toHaveValue(MINE);
  const flagged = expectedFlags('en', MINE).filter((entry) => entry.text).length;
  await expect(page.locator('.lens-flag')).toHaveCount(flagged);
  expect(await page.evaluate((key) => localStorage.getItem(key), LENS_STORAGE_KEY)).toBe(MINE);

  await page.reload();
  await expect(lensSelect(page)).toHaveValue(MINE);
  await expect(page.locator('.lens-flag')).toHaveCount(flagged);

  // Another page reads against the same release.
  await page.goto(docsHref('en', GUIDE));
  await expect(lensSelect(page)).toHaveValue(MINE);

  // Back to the latest: no flag, nothing stored.
  await lensSelect(page).focus();
  await page.keyboard.press('Home');
  await expect(lensSelect(page)).toHaveValue(history.documented);
  await expect(page.locator('.lens-flag')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), LENS_STORAGE_KEY)).toBeNull();
});

test('a guide section that uses a name added after the chosen release is flagged, with that name', async ({
  page,
}) => {
  const mine = '0.20.0';
  // What the section of HTTP methods needs, read here from the data: the Robyn names pyright found in its Python
  // blocks (content/reference/code-links.json) and the release that added each (history.json).
  const source = fs.readFileSync(path.join(process.cwd(), 'content', 'docs', 'zh', `${GUIDE}.mdx`), 'utf8');
  const text = source.slice(source.indexOf('[#http-methods]'));
  const body = text.slice(0, text.search(/\n## /) + 1 || undefined);
  const links = JSON.parse(fs.readFileSync(path.join(DIR, 'code-links.json'), 'utf8')) as {
    blocks: Record<string, Array<[number, number, number, string]>>;
  };
  const keys = [...body.matchAll(/```python[^\n]*\n([\s\S]*?)\n```/g)].flatMap(
    ([, code]) => links.blocks[codeBlockKey(code!)]?.map((link) => link[3]) ?? [],
  );
  const added = keys.map((key) => [key, history.entries[key]?.added] as const).filter(([, v]) => v);
  const since = added.map(([, v]) => v!).reduce((a, b) => (after(b, a) ? b : a));
  const names = [
    ...new Set(added.filter(([, v]) => v === since).map(([key]) => key.split('.').slice(-2).join('.'))),
  ];
  expect(after(since, mine)).toBe(true);
  await remember(page, mine);
  await page.goto(docsHref('zh', GUIDE));
  const section = page.locator('[data-section="http-methods"]');
  await expect(section).toHaveAttribute('data-since', since);
  const flag = section.locator('.lens-flag');
  await expect(flag).toContainText(since);
  for (const name of names) await expect(flag).toContainText(name.split('.').pop()!);
  // Every section needing a later release is flagged, and no other.
  const sections = await page.locator('section[data-section]').evaluateAll((all) =>
    all.map((element) => ({
      since: element.getAttribute('data-since'),
      // The opening's flag sits above the article's first row, the others' above their heading.
      flags: (element.matches('.docs-opening')
        ? element.closest('article')!.firstElementChild!
        : element
      ).querySelectorAll('.lens-flag').length,
    })),
  );
  for (const { since, flags } of sections.filter((entry) => entry.since !== null))
    expect(flags, `a section needing ${since}`).toBe(after(since!, mine) ? 1 : 0);
  for (const { flags } of sections.filter((entry) => entry.since === null)) expect(flags).toBe(0);
});

test('nothing on the page moves when the lens applies, on load or when it changes', async ({ page }) => {
  // Every layout shift of the load. (On wide screens the sidebar comes after the article in the document; the
  // frame's grid keeps its column, so the article does not move when it arrives.)
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await remember(page, MINE);
  await page.goto(docsHref('en', REFERENCE));
  await expect(page.locator('.lens-flag').first()).toBeAttached();
  // Two frames after the flags: any shift they caused has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

  const boxes = () =>
    page
      .getByTestId('docs-article')
      .locator(':is(h1, h2, h3, p, pre)')
      .evaluateAll((all) =>
        all.slice(0, 200).map((element) => JSON.stringify(element.getBoundingClientRect())),
      );
  const before = await boxes();
  await lensSelect(page).selectOption('0.30.0');
  await expect(page.locator('.lens-flag').first()).toBeAttached();
  expect(await boxes()).toEqual(before);
  await lensSelect(page).selectOption(history.documented);
  await expect(page.locator('.lens-flag')).toHaveCount(0);
  expect(await boxes()).toEqual(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('there is no select and no flag; the reference shows its release badges', async ({ page }) => {
    await page.goto(docsHref('en', REFERENCE));
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('[data-version-lens]:visible')).toHaveCount(0);
    const cors = history.entries['robyn.ALLOW_CORS']!;
    const change = cors.changes![0]!;
    const badges = page.locator('#allow-cors ~ .api-versions').first();
    await expect(badges.getByText(`Added in ${cors.added}.`, { exact: true })).toBeVisible();
    await expect(
      badges.getByText(`Changed in ${change.version}: added parameter ${change.paramsAdded[0]}.`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.locator('.lens-flag')).toHaveCount(0);
    await page.goto(docsHref('en', GUIDE));
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('.lens-flag')).toHaveCount(0);
  });
});
