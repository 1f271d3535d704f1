import fs from 'node:fs';
import path from 'node:path';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { ledgerFiles, pageLedger, quoteSectionsOfSource, sectionSources } from '../../src/lib/ledger/ledger';
import { entryAnchor, referenceSlug } from '../../src/lib/reference/names';
import { siteConfig } from '../../src/site.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Sources for readers (issue 27): a guide section whose claims have evidence ends with a closed "Sources" list of
 * links to Robyn's lines at the release tag, in both languages; each Python reference entry links its source. The
 * page is the first ledger with a claim, its section the first with sources, its links computed from the ledger.
 */

const CONTENT = path.join(process.cwd(), 'content');
const LEDGERS = path.join(CONTENT, 'ledger');
const chosen = ledgerFiles(LEDGERS)
  .map((file) => path.relative(LEDGERS, file).split(path.sep).join('/').slice(0, -'.yaml'.length))
  .map((slug) => {
    const page = fs.readFileSync(path.join(CONTENT, 'docs', 'en', `${slug}.mdx`), 'utf8');
    const sources = sectionSources(pageLedger(slug)!, quoteSectionsOfSource(page), siteConfig.repository.url);
    return { slug, sections: Object.entries(sources) };
  })
  .find((candidate) => candidate.sections.length > 0);
if (!chosen) throw new Error('no ledger with a claim under content/ledger');
const { slug } = chosen;
const [sectionId, links] = chosen.sections[0]!;

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a section's Sources is closed, opens by keyboard and links to the lines at the tag`, async ({
    page,
  }) => {
    await page.goto(docsHref(lang, slug));
    const sources = page.locator(`[data-section="${sectionId}"] details[data-section-sources]`);
    await expect(sources).toHaveCount(1);
    await expect(sources).toHaveJSProperty('open', false);
    const summary = sources.locator('summary');
    await expect(summary).toHaveText(dictionary(lang).docs.sources);
    const list = sources.getByRole('link');
    await expect(list.first()).toBeHidden();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(sources).toHaveJSProperty('open', true);
    await expect(list).toHaveText(links.map((link) => link.label));
    const hrefs = await list.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(links.map((link) => link.href));
    for (const href of hrefs)
      expect(href).toMatch(
        /^https:\/\/github\.com\/sparckles\/Robyn\/blob\/v\d+\.\d+\.\d+\/[^#]+#L\d+(-L\d+)?$/,
      );
    // Each section lists only its own sources, at its end.
    await expect(sources).toHaveCount(1);
    expect(
      await page
        .locator(`[data-section="${sectionId}"] > .docs-section-body`)
        .evaluate((body) => body.lastElementChild?.matches('details[data-section-sources]')),
    ).toBe(true);
    await page.keyboard.press('Space');
    await expect(sources).toHaveJSProperty('open', false);
  });

  test(`${lang}: a reference entry links its source at the tag`, async ({ page }) => {
    const data = JSON.parse(fs.readFileSync(path.join(CONTENT, 'reference', 'robyn.robyn.json'), 'utf8')) as {
      entries: Array<{ name: string; source: string }>;
    };
    const history = JSON.parse(fs.readFileSync(path.join(CONTENT, 'reference', 'history.json'), 'utf8')) as {
      documented: string;
    };
    const entry = data.entries.find((candidate) => candidate.name === 'QueryParams.get')!;
    const [file, line] = entry.source.split(':');
    await page.goto(`${docsHref(lang, referenceSlug('robyn.robyn'))}#${entryAnchor(entry.name)}`);
    const link = page.locator(`.entry-source a[href$="/blob/v${history.documented}/${file}#L${line}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(`${dictionary(lang).reference.source} ${entry.source}`);
    await expect(link).toBeVisible();
  });
}

test('the Sources lists move nothing, and the page passes axe with one open', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(docsHref('en', slug));
  const sources = page.locator(`[data-section="${sectionId}"] details[data-section-sources]`);
  await expect(sources).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

  // Opening one moves only what comes after it.
  const heading = page.locator(`[data-section="${sectionId}"] h2, [data-section="${sectionId}"] p`).first();
  // Its place in the document (the click may scroll the page).
  const place = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = await place();
  await sources.locator('summary').click();
  await expect(sources).toHaveJSProperty('open', true);
  expect(await place()).toBe(before);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('the Sources open and their links are there', async ({ page }) => {
    await page.goto(docsHref('zh', slug));
    const sources = page.locator(`[data-section="${sectionId}"] details[data-section-sources]`);
    await sources.locator('summary').click();
    await expect(sources.getByRole('link')).toHaveText(links.map((link) => link.label));
  });
});
