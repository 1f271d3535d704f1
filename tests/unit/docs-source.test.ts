import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The source reads content/docs under the working directory; point it at a scratch copy of one page.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-docs-source-'));
const file = path.join(root, 'content', 'docs', 'en', 'hosting.mdx');

function write(title: string, body: string, mtime: Date) {
  fs.writeFileSync(
    file,
    `---\ntitle: ${title}\ndescription: A page used by the documentation source test.\n---\n\n${body}\n`,
  );
  fs.utimesSync(file, mtime, mtime);
}

let source: typeof import('@/lib/docs/source');

beforeAll(async () => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The dictionaries come with the content (group titles).
  fs.cpSync(path.join(process.cwd(), 'content', 'i18n'), path.join(root, 'content', 'i18n'), {
    recursive: true,
  });
  write('Hosting', '## Railway [#railway]\n\nDeploy on Railway.', new Date('2026-01-01T00:00:00Z'));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  vi.resetModules();
  source = await import('@/lib/docs/source');
});

afterAll(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('documentation source', () => {
  it('describes a page once: front matter, URLs, headings, tree and compiled content', async () => {
    const page = source.getPage('en', 'hosting');
    expect(page).toMatchObject({
      lang: 'en',
      slug: 'hosting',
      file: path.join('content', 'docs', 'en', 'hosting.mdx'),
      href: '/documentation/en/hosting',
      title: 'Hosting',
      ogLocale: 'en_US',
      alternates: { canonical: '/documentation/en/hosting' },
    });
    expect(page.headings).toEqual([{ id: 'railway', title: 'Railway', depth: 2, offsetRem: 6 }]);
    expect(page.lastModified.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(source.getPage('en', 'hosting')).toBe(page);
    const code = await page.compiled();
    expect(code).toContain('railway');
    expect(await page.compiled()).toBe(code);
  });

  it('follows an edit of the content file (npm run dev shows it on the next request)', () => {
    const before = source.getPage('en', 'hosting');
    write(
      'Hosting, edited',
      '## Exposing ports [#exposing-ports]\n\nBind to 0.0.0.0.',
      new Date('2026-01-02T00:00:00Z'),
    );
    const after = source.getPage('en', 'hosting');
    expect(after).not.toBe(before);
    expect(after.title).toBe('Hosting, edited');
    expect(after.headings.map((heading) => heading.id)).toEqual(['exposing-ports']);
  });

  it('serves a page not yet translated in English at its own URL, canonical to the English page', () => {
    const page = source.getPage('zh', 'hosting');
    expect(page).toMatchObject({
      lang: 'zh',
      contentLang: 'en',
      untranslated: true,
      href: '/documentation/zh/hosting',
    });
    expect(page.title).toBe(source.getPage('en', 'hosting').title);
    expect(page.translation()).toBeNull();
    expect(page.alternates).toEqual({
      canonical: '/documentation/en/hosting',
      languages: { en: '/documentation/en/hosting', 'x-default': '/documentation/en/hosting' },
    });
    expect(source.translatedLanguages('hosting')).toEqual(['en']);
  });

  it('names the file when a page is missing in the default language', () => {
    expect(() => source.getPage('en', 'plugins')).toThrow(/content\/docs\/en\/plugins\.mdx/);
  });
});
