import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findPage } from '@/lib/docs/pages';
import { getPage } from '@/lib/docs/source';
import { LANGUAGE_CODES, type Lang } from '@/lib/i18n';
import { AUTHORED_PAGES as ALL_PAGES } from '@/lib/navigation';
import { HIGHLIGHT_LANGS } from '@/lib/content/highlighter';
import { visit } from 'unist-util-visit';
import type { Code, Link } from 'mdast';

const LANGS = LANGUAGE_CODES;
const pageName = (lang: Lang, slug: string) => `${lang}/${slug || 'index'}`;

function analyse(lang: Lang, slug: string) {
  const doc = getPage(lang, slug);
  const { tree, headings } = doc;
  const codes: Code[] = [];
  const links: string[] = [];
  const allHeadings: { depth: number; hasId: boolean }[] = [];
  visit(tree, (node) => {
    if (node.type === 'code') codes.push(node as Code);
    if (node.type === 'link') links.push((node as Link).url);
    if (node.type === 'heading') {
      const data = (node as { data?: { hProperties?: { id?: string } } }).data;
      allHeadings.push({ depth: (node as { depth: number }).depth, hasId: !!data?.hProperties?.id });
    }
  });
  return { doc, headings, codes, links, allHeadings };
}

const pages = LANGS.flatMap((lang) => ALL_PAGES.map((page) => ({ lang, slug: page.slug })));
const analysed = new Map(pages.map(({ lang, slug }) => [pageName(lang, slug), analyse(lang, slug)]));
const get = (lang: Lang, slug: string) => analysed.get(pageName(lang, slug))!;

describe('documentation content', () => {
  it.each(pages)(
    '$lang/$slug has a title and a description long enough for search results',
    ({ lang, slug }) => {
      const { doc } = get(lang, slug);
      expect(doc.title.trim().length).toBeGreaterThan(0);
      expect(doc.description.length, `${pageName(lang, slug)} description`).toBeGreaterThanOrEqual(
        lang === 'en' ? 50 : 20,
      );
      expect(doc.description.length, `${pageName(lang, slug)} description`).toBeLessThanOrEqual(160);
    },
  );

  it.each(pages)('$lang/$slug gives every h2 and h3 an explicit, unique id', ({ lang, slug }) => {
    const { headings, allHeadings } = get(lang, slug);
    const missing = allHeadings.filter((h) => (h.depth === 2 || h.depth === 3) && !h.hasId);
    expect(missing, `${pageName(lang, slug)}: headings without [#id]`).toEqual([]);
    const ids = headings.map((h) => h.id);
    expect(new Set(ids).size, `${pageName(lang, slug)}: duplicate heading ids`).toBe(ids.length);
  });

  it.each(ALL_PAGES.map((p) => ({ slug: p.slug })))(
    'zh/$slug keeps the structure of en/$slug',
    ({ slug }) => {
      const en = get('en', slug);
      const zh = get('zh', slug);
      expect(
        zh.headings.map((h) => h.id),
        `heading ids of ${slug || 'index'}`,
      ).toEqual(en.headings.map((h) => h.id));
      expect(zh.codes.length, `code blocks of ${slug || 'index'}`).toBe(en.codes.length);
    },
  );

  it.each(ALL_PAGES.map((p) => ({ slug: p.slug })))('zh/$slug is written in Chinese', ({ slug }) => {
    const { doc } = get('zh', slug);
    const prose = doc.body
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\[#[^\]]*\]/g, '');
    const cjk = (prose.match(/[\u3400-\u9fff]/g) ?? []).length;
    const latinWords = (prose.match(/[A-Za-z]+/g) ?? []).length;
    expect(cjk, `zh/${slug || 'index'} CJK characters vs Latin words`).toBeGreaterThan(latinWords);
  });

  it.each(pages)('$lang/$slug links only to pages and anchors that exist', ({ lang, slug }) => {
    const { links } = get(lang, slug);
    for (const url of links) {
      if (/^(https?:|mailto:)/.test(url)) continue;
      const [path = '', hash] = url.split('#');
      if (!path) {
        expect(
          get(lang, slug).headings.map((h) => h.id),
          `${pageName(lang, slug)} → ${url}`,
        ).toContain(hash);
        continue;
      }
      const match = /^\/documentation\/(en|zh)(?:\/(.+))?$/.exec(path);
      expect(match, `${pageName(lang, slug)} → ${url} is not a documentation path`).not.toBeNull();
      expect(match![1], `${pageName(lang, slug)} → ${url} points at the other language`).toBe(lang);
      const target = findPage(match![2] ?? '');
      expect(target, `${pageName(lang, slug)} → ${url} has no page`).toBeDefined();
      if (hash) {
        expect(
          get(lang, target!.slug).headings.map((h) => h.id),
          `${pageName(lang, slug)} → ${url}`,
        ).toContain(hash);
      }
    }
  });

  it.each(pages)('$lang/$slug uses only code languages the highlighter loads', ({ lang, slug }) => {
    const unknown = get(lang, slug)
      .codes.map((c) => c.lang ?? 'text')
      .filter((l) => !(HIGHLIGHT_LANGS as readonly string[]).includes(l));
    expect(unknown, `${pageName(lang, slug)}: add these to HIGHLIGHT_LANGS or use another`).toEqual([]);
  });

  // `python partial` blocks included: tests/unit/python-examples.test.ts type-checks every other python block
  // with pyright and skips these deliberate fragments, so parsing is their only check.
  it('every python example parses', () => {
    const blocks = [...analysed.entries()].flatMap(([name, a]) =>
      a.codes
        .filter((c) => c.lang === 'python')
        .map((c, i) => ({ name: `${name} #${i + 1}`, code: c.value })),
    );
    const script = [
      'import ast, json, sys',
      'bad = []',
      'for block in json.load(sys.stdin):',
      '    try:',
      '        ast.parse(block["code"])',
      '    except SyntaxError as error:',
      '        bad.append(f"{block[\'name\']}: line {error.lineno}: {error.msg}")',
      'print(json.dumps(bad))',
    ].join('\n');
    const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(blocks), encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});
