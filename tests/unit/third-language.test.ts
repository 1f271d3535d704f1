import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeRecords, type RecordsPayload } from '@/lib/search/wire';
import { ALL_PAGES, AUTHORED_PAGES } from '@/lib/navigation';

/*
 * Languages are data (issue 22): a third language is a row in languages.json, a dictionary and content files. This
 * builds the site from a copy of content/ plus tests/fixtures/third-language (French: a dictionary and two pages)
 * with the project's code as it is, and reads what came out: routes, the language links, the pages not yet
 * translated (shown in English with a notice), the search records and the sitemap.
 */

const ROOT = process.cwd();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-third-language-'));
const content = path.join(scratch, 'content');
const dist = path.join(scratch, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const TRANSLATED = ['', 'hosting'];

beforeAll(() => {
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  fs.cpSync(path.join(ROOT, 'tests', 'fixtures', 'third-language'), content, { recursive: true });
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ROBYN_CONTENT_DIR: content, DIST_DIR: dist },
    stdio: 'pipe',
    timeout: 600_000,
  });
}, 660_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('a third language from data alone', () => {
  it('gets every documentation route, translated pages in its language and the others in English', () => {
    for (const { slug } of ALL_PAGES) {
      const html = read(`documentation/fr${slug ? `/${slug}` : ''}.html`);
      expect(html, slug).toContain('<html lang="fr"');
      if (TRANSLATED.includes(slug)) {
        expect(html, slug).not.toContain('data-testid="untranslated-notice"');
      } else {
        expect(html, slug).toContain('Cette page n’est pas encore traduite. Elle est affichée en anglais.');
        expect(html, slug).toMatch(/data-testid="docs-article"[^>]*lang="en"/);
        expect(html, slug).toContain(
          `<link rel="canonical" href="https://robyn.tech/documentation/en${slug ? `/${slug}` : ''}">`,
        );
      }
    }
    const hosting = read('documentation/fr/hosting.html');
    expect(hosting).toContain('<h1>Hébergement</h1>');
    expect(hosting).toContain('Derrière un proxy inverse');
    // The interface speaks the page's language: the navigation group titles come from its dictionary.
    expect(hosting).toContain('Référence de l’API');
  });

  it('lists the language beside the others, and names it only where a page is written in it', () => {
    const english = read('documentation/en/hosting.html');
    expect(english).toContain('href="/documentation/fr/hosting"');
    expect(english).toContain('Français');
    expect(english).toContain(
      '<link rel="alternate" hreflang="fr" href="https://robyn.tech/documentation/fr/hosting">',
    );
    expect(read('documentation/en/api_reference/cors.html')).not.toContain(
      '<link rel="alternate" hreflang="fr"',
    );
  });

  it('builds its search records, saying which pages are in English', () => {
    const records = decodeRecords(JSON.parse(read('search/fr.json')) as RecordsPayload);
    const pages = records.filter((record) => record.type === 'lvl1');
    // The local index holds the written pages (the Python reference is in the hosted one only).
    expect(pages).toHaveLength(AUTHORED_PAGES.length);
    const hosting = pages.find((record) => record.url === '/documentation/fr/hosting')!;
    expect(hosting.hierarchy.lvl1).toBe('Hébergement');
    expect(hosting.contentLang).toBeUndefined();
    const cors = pages.find((record) => record.url === '/documentation/fr/api_reference/cors')!;
    expect(cors.contentLang).toBe('en');
    expect(cors.hierarchy.lvl0).toBe('Référence de l’API');
  });

  it('puts in the sitemap only the pages written in the language, with their alternates', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://robyn.tech/documentation/fr/hosting</loc>');
    expect(sitemap).not.toContain('<loc>https://robyn.tech/documentation/fr/api_reference/cors</loc>');
    const hostingEntry = sitemap
      .split('<url>')
      .find((entry) => entry.includes('/documentation/en/hosting</loc>'))!;
    expect(hostingEntry).toContain('hreflang="fr" href="https://robyn.tech/documentation/fr/hosting"');
    expect(read('llms.txt').length).toBeGreaterThan(0);
    expect(read('fr/llms.txt')).toContain('# Documentation de Robyn (Français)');
  });
});
