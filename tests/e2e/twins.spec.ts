import { llmsTxtHref, markdownHref, siteUrl } from '../../src/lib/docs/reader-paths';
import { getPage } from '../../src/lib/docs/source';
import { LANGUAGE_CODES } from '../../src/lib/i18n';
import { ALL_PAGES } from '../../src/lib/navigation';
import { expect, test } from './fixtures';

/** The reader tools' files: each page's Markdown twin, the introduction's, and llms.txt in both languages. */

const SLUG = 'api_reference/cors';

/** What the built server answers, with the site's own URLs pointed at it. */
function local(url: string, baseURL: string): string {
  return url.startsWith(siteUrl()) ? `${baseURL}${url.slice(siteUrl().length)}` : url;
}

test.describe('Markdown twins and llms.txt', () => {
  for (const lang of LANGUAGE_CODES) {
    test(`${lang}: a page and the introduction as Markdown`, async ({ request }) => {
      for (const slug of [SLUG, '']) {
        const source = getPage(lang, slug);
        const response = await request.get(markdownHref(lang, slug));
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        const text = await response.text();
        expect(text.startsWith(`# ${source.title}\n\n> ${source.description}\n`)).toBe(true);
        expect(text).not.toMatch(/^\s*<\/?(CodeGroup|Note|Properties|Property)\b/m);
        expect(text).toMatch(/^```python title="app\.py"$/m);
        if (slug === SLUG) {
          expect(text).toContain('- `origins` (`list[str] | str`): ');
          expect(text).toContain('> [!NOTE]\n');
          expect(text).toContain(`](${siteUrl()}/documentation/${lang}/api_reference/const_requests)`);
        }
      }
    });

    test(`${lang}: llms.txt links every page, and every link resolves`, async ({ request, baseURL }) => {
      const response = await request.get(llmsTxtHref(lang));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await response.text();
      expect(text).toMatch(/^# .+\n\n> .+/);
      const links = [...text.matchAll(/\]\((\S+)\)/g)].map((match) => match[1]!);
      expect(links.filter((link) => link.endsWith('.md'))).toHaveLength(ALL_PAGES.length);
      for (const link of links) {
        const answer = await request.get(local(link, baseURL!));
        expect(answer.status(), link).toBe(200);
        expect(await answer.text(), link).toMatch(/^# /);
      }
      const full = await request.get(llmsTxtHref(lang, 'llms-full.txt'));
      expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const fullText = await full.text();
      // Every page, in navigation order.
      // Every page, in navigation order (two groups have pages of the same title, so search on from the last).
      const positions: number[] = [];
      for (const page of ALL_PAGES) {
        const heading = `# ${getPage(lang, page.slug).title}\n\n> `;
        positions.push(fullText.indexOf(heading, (positions.at(-1) ?? -1) + 1));
      }
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });
  }

  test('unknown .md paths and the internal routes answer the unknown-path screen with a 404', async ({
    request,
  }) => {
    for (const path of [
      '/documentation/en/no_such_page.md',
      '/documentation/fr/hosting.md',
      '/documentation.md',
      '/markdown/en/api_reference/cors',
      '/llms/en/llms.txt',
      '/en/llms.txt',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
  });
});
