import { getPage } from '../../src/lib/docs/source';
import type { Lang } from '../../src/lib/i18n';
import { docsHref, NAVIGATION } from '../../src/lib/navigation';
import { escapeRegExp } from '../../src/lib/regexp';
import { expect, test } from './fixtures';

// A sample: the first and last page of every group, in both languages. The build renders all of them.
const sample = NAVIGATION.flatMap((group) => [group.pages[0]!, group.pages[group.pages.length - 1]!]);
const cases = (['en', 'zh'] as Lang[]).flatMap((lang) => sample.map((slug) => ({ lang, slug })));

for (const { lang, slug } of cases) {
  test(`${lang}/${slug || 'index'} renders its title, description and sections`, async ({ page }) => {
    const doc = getPage(lang, slug);
    const { headings } = doc;
    const response = await page.goto(docsHref(lang, slug));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(doc.title);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(doc.title)));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description);
    for (const heading of headings) {
      await expect(page.locator(`[id="${heading.id}"]`)).toBeAttached();
    }
  });
}
