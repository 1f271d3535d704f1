import fs from 'node:fs';
import path from 'node:path';
import { dictionary } from '../../src/lib/i18n/dictionary';
import { docsHref } from '../../src/lib/i18n';
import { markdownHref } from '../../src/lib/docs/reader-paths';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The Python reference (issue 21): one page per module of Robyn's API in both languages, an anchor per entry with
 * its signature, description, parameters and the release that added it, in the sidebar and as a Markdown twin.
 * Expected values come from the data the pages are written from (content/reference).
 */

const DIR = path.join(process.cwd(), 'content', 'reference');
const data = JSON.parse(fs.readFileSync(path.join(DIR, 'robyn.robyn.json'), 'utf8')) as {
  title: { en: string; zh: string };
  entries: Array<{ name: string; summary: { en: string; zh: string }; params?: Array<{ name: string }> }>;
};
const signatures = JSON.parse(fs.readFileSync(path.join(DIR, 'signatures.json'), 'utf8')) as Record<
  string,
  string[]
>;
const history = JSON.parse(fs.readFileSync(path.join(DIR, 'history.json'), 'utf8')) as {
  entries: Record<string, { added: string }>;
};
const SLUG = 'reference/robyn-robyn';
const entry = data.entries.find((item) => item.name === 'QueryParams.get')!;
const added = history.entries['robyn.robyn.QueryParams.get']!.added;
const plain = (text: string) => text.replace(/`/g, '');

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: a reference entry has its anchor, signature, parameters and release`, async ({ page }) => {
    await page.goto(`${docsHref(lang, SLUG)}#queryparams-get`);
    await expect(page.locator('h1')).toHaveText(data.title[lang]);
    const heading = page.locator('h3#queryparams-get');
    await expect(heading).toHaveText('QueryParams.get');
    await expect(heading).toBeInViewport();
    const section = page.locator('[data-section="queryparams"]');
    for (const signature of signatures['robyn.robyn.QueryParams.get']!)
      await expect(section.locator('pre', { hasText: signature })).toHaveCount(1);
    await expect(section.getByText(plain(entry.summary[lang]), { exact: true })).toBeVisible();
    for (const param of entry.params ?? [])
      await expect(section.locator('code', { hasText: param.name }).first()).toBeVisible();
    await expect(
      section.getByText(lang === 'en' ? `Added in ${added}.` : `${added} 版本新增。`).first(),
    ).toBeVisible();
    // In the documentation navigation, under its group.
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      const nav = page.getByRole('navigation', { name: dictionary(lang).docs.docsNavigation, exact: true });
      const list = nav.getByRole('list', { name: dictionary(lang).groups.reference, exact: true });
      await expect(list.locator('a[aria-current="page"]')).toHaveText(data.title[lang]);
      await expectNoAxeViolations(page, '[data-testid="docs-article"]');
    }
  });
}

test('a reference page has a Markdown twin with every entry', async ({ request }) => {
  const answer = await request.get(markdownHref('en', SLUG));
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text.startsWith(`# ${data.title.en}\n`)).toBe(true);
  for (const item of data.entries) expect(text).toContain(`\`${item.name}\``);
  expect(text).toContain(entry.summary.en);
});
