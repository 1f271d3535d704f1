import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dictionary, format } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { codeBlockKey } from '../../src/lib/reference/code-links';
import { escapeRegExp } from '../../src/lib/regexp';
import { LENS_STORAGE_KEY } from '../../src/lib/version-lens';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The version lens (issues 21 and 32): "My Robyn version" in the docs toolbar. Read against an older release, the
 * page says so once under its title (with that release's notes), reference entries added or changed later and
 * guide sections that use names added later are flagged (every such name, linked to its entry), and those names
 * are marked in the code; the choice is kept across pages and reloads; nothing moves on load; without JavaScript
 * the select is absent and the reference's release badges remain. Expected releases come from content/reference.
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

/** The flag of an entry of the reference: the first of the release badges under its heading. */
const entryFlag = (page: Page, name: string) =>
  page
    .locator(`#${anchor(name)} ~ .api-versions`)
    .first()
    .locator('.lens-flag');
/** The page's one note under its title. */
const lensNote = (page: Page) =>
  page
    .getByRole('note')
    .filter({ has: page.locator('a') })
    .and(page.locator('.lens-note'));

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
    await expect(page.locator('.lens-note')).toBeHidden();
    // The select and its whole label inside the viewport, on the narrowest phones too.
    const label = page.locator('label[for="version-lens"]');
    const whole = async () => {
      const width = page.viewportSize()!.width;
      for (const element of [select, label]) {
        const box = (await element.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
      await expect(label).toHaveText(words(lang).label);
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    };
    await whole();
    if (page.viewportSize()!.width < 640) {
      await page.setViewportSize({ width: 320, height: 640 });
      await whole();
    }
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
    for (const { name, text } of flagged) await expect(entryFlag(page, name), name).toHaveText(text!);
    // Said once, under the title: the release chosen, the one described, and that release's notes (GitHub's
    // page of the tag, as our release page has only the recent ones).
    const note = lensNote(page);
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(MINE);
    await expect(note).toContainText(history.documented);
    await expect(note.getByRole('link')).toHaveAttribute('href', new RegExp(`/releases/tag/v${MINE}$`));
    // It leaves the site, so it opens in a new tab, as every such link does.
    await expect(note.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(note.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
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
    // Each flag is whole inside the column, on phones too.
    const width = page.viewportSize()!.width;
    const first = page.locator('.lens-flag').first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await first.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // The note and the flagged entries' badges (the whole reference page is long for axe on a busy machine).
    if (width >= 1024) await expectNoAxeViolations(page, '.lens-note, .api-versions:has(.lens-flag)');
  });
}

test("an old release's note links to GitHub, and the site's prefetcher leaves that link alone", async ({
  page,
}) => {
  // The prefetcher has run once the logo's link to the landing page is fetched (one pass adds all its links).
  const prefetcherRan = page.waitForRequest((request) => new URL(request.url()).pathname === '/');
  await page.goto(docsHref('en', GUIDE));
  await prefetcherRan;
  await lensSelect(page).selectOption(MINE);
  const link = lensNote(page).getByRole('link');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^https://github\\.com/.*/releases/tag/v${escapeRegExp(MINE)}$`),
  );
  // The note's link was this site's release page when the prefetcher started watching it, and it is in view
  // now: once the browser has reported what is in view, no page of GitHub's path is prefetched from this site.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(prefetched.length).toBeGreaterThan(0);
  expect(prefetched.filter((href) => href?.includes('/releases/tag/'))).toEqual([]);
});

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
  await expect(lensNote(page)).toHaveCount(1);

  // A recent release has its notes on our release page.
  const recent = history.tags.at(-2)!;
  await lensSelect(page).selectOption(recent);
  await expect(lensNote(page).getByRole('link')).toHaveAttribute(
    'href',
    `/releases#v${recent.replaceAll('.', '-')}`,
  );
  await expect(lensNote(page).getByRole('link')).not.toHaveAttribute('target', '_blank');

  // Back to the latest: no flag, nothing stored.
  await lensSelect(page).focus();
  await page.keyboard.press('Home');
  await expect(lensSelect(page)).toHaveValue(history.documented);
  await expect(page.locator('.lens-flag')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), LENS_STORAGE_KEY)).toBeNull();
});

test('a guide section that uses names added after the chosen release lists each, linked, and marks them in its code', async ({
  page,
}, testInfo) => {
  const mine = '0.20.0';
  // What the section of HTTP methods uses, read here from the data: the Robyn names pyright found in its Python
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
  // Every name newer than the reader's release, not only those of the newest release.
  const newer = [...new Set(added.filter(([, v]) => after(v!, mine)).map(([key]) => key))];
  const versions = new Set(newer.map((key) => history.entries[key]!.added!));
  expect(versions.size, 'names of more than one later release').toBeGreaterThan(1);
  await remember(page, mine);
  await page.goto(docsHref('zh', GUIDE));
  const section = page.locator('[data-section="http-methods"]');
  await expect(section).toHaveAttribute('data-since', since);
  const flag = section.locator('.lens-flag');
  await expect(flag).toContainText(format(words('zh').section, { mine }));
  for (const version of versions) await expect(flag).toContainText(version);
  // Each name, once, a link to its entry in the reference (where its releases are).
  for (const key of newer) {
    const name = key.split('.').pop()!;
    await expect(flag.getByRole('link', { name: new RegExp(`(^|\\.)${name}$`) })).toHaveAttribute(
      'href',
      /^\/documentation\/zh\/reference\/[\w-]+#/,
    );
    // And in the code, marked wherever it links.
    const inCode = section.locator(`pre a[aria-describedby="ref:${key}"]`);
    await expect(section.locator(`pre a[aria-describedby="ref:${key}"][data-newer]`)).toHaveCount(
      await inCode.count(),
    );
  }
  // Nothing older than the reader's release is marked in the code.
  const marked = await section
    .locator('pre a[data-newer]')
    .evaluateAll((all) => all.map((a) => a.getAttribute('aria-describedby')!.slice('ref:'.length)));
  expect(marked.length).toBeGreaterThan(0);
  for (const key of marked) expect(newer, key).toContain(key);
  // Every section needing a later release is flagged, and no other.
  const sections = await page.locator('section[data-section]').evaluateAll((all) =>
    all.map((element) => ({
      since: element.getAttribute('data-since'),
      flags: element.querySelectorAll(':scope > .docs-section-body > .lens-flag').length,
    })),
  );
  for (const { since, flags } of sections.filter((entry) => entry.since !== null))
    expect(flags, `a section needing ${since}`).toBe(after(since!, mine) ? 1 : 0);
  for (const { flags } of sections.filter((entry) => entry.since === null)) expect(flags).toBe(0);
  // The note, the flags and the marked code have no axe violation, in both themes (colours do not depend on the
  // width: the desktop project checks them).
  if (testInfo.project.name === 'desktop') {
    const scope = '.lens-note, [data-section="http-methods"]';
    await expectNoAxeViolations(page, scope);
    await page.evaluate(() => document.documentElement.classList.toggle('dark'));
    await expectNoAxeViolations(page, scope);
  }
});

test('nothing on the page moves when the lens applies on load, nor but by the reader’s own input', async ({
  page,
}) => {
  // Every layout shift of the load, with whether the reader's input had just come (CLS leaves those out).
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; input: boolean }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        shifts.push({ value: entry.value, input: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () =>
    page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; input: boolean }> }).shifts);
  // Two frames after a change: any shift it caused has been reported.
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await remember(page, MINE);
  await page.goto(docsHref('en', GUIDE));
  await expect(page.locator('.lens-note')).toBeVisible();
  await frames();
  expect(await shifts()).toEqual([]);
  // The reader changes the release by keyboard: the note and flags change, and any move is theirs.
  await lensSelect(page).focus();
  await page.keyboard.press('Home');
  await expect(page.locator('.lens-note')).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.lens-note')).toBeVisible();
  await frames();
  expect((await shifts()).filter((shift) => !shift.input)).toEqual([]);
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
