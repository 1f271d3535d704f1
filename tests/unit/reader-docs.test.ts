import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { docsStrings } from '@/lib/i18n/dictionary';
import { DocsSection } from '@/components/docs/DocsSection';
import { MdxContent, mdxBody } from '@/components/mdx/MdxContent';
import { Note } from '@/components/mdx';
import { compileMdx } from '@/lib/content/compile';
import { parseDoc, parseMdx } from '@/lib/content/docs';
import { gitDates, lastUpdated } from '@/lib/docs/last-updated';
import { getPage } from '@/lib/docs/source';
import { sectionHashes, sectionStatus, sourceHash, stampSourceHashes } from '@/lib/docs/translation';
import { AUTHORED_PAGES as ALL_PAGES } from '@/lib/navigation';
import { recordsForPage } from '@/lib/search/records';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-reader-docs-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('callouts', () => {
  it('turns GitHub alerts into Note elements of their kind, and leaves other quotes alone', () => {
    const { tree } = parseDoc(
      '> [!WARNING]\n> Port already in use.\n\n> [!CAUTION]\n> Data is lost.\n\n> [!TIP]  \n> Use `--dev`.\n\n> Just a quote.\n',
    );
    const [warning, caution, tip, quote] = tree.children as unknown as Array<{
      type: string;
      name?: string;
      attributes?: Array<{ name: string; value: string }>;
      children: Array<{ type: string; children?: Array<{ type: string; value?: string }> }>;
    }>;
    expect(warning).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Note',
      attributes: [{ name: 'type', value: 'warning' }],
    });
    expect(warning!.children[0]!.children![0]).toMatchObject({ type: 'text', value: 'Port already in use.' });
    expect(caution!.attributes![0]!.value).toBe('danger');
    expect(tip!.attributes![0]!.value).toBe('tip');
    // The marker's hard line break goes with it.
    expect(tip!.children[0]!.children!.map((child) => child.type)).toEqual(['text', 'inlineCode', 'text']);
    expect(tip!.children[0]!.children![0]!.value).toBe('Use ');
    expect(quote!.type).toBe('blockquote');
  });

  it('indexes the text of both forms for search', () => {
    const { tree } = parseDoc(
      '## Ports [#ports]\n\n> [!WARNING]\n> Port already in use.\n\n<Note type="danger">\nData is lost.\n</Note>\n',
    );
    const contents = recordsForPage({
      lang: 'en',
      slug: 'hosting',
      group: 'Docs',
      title: 'Hosting',
      tree,
    }).map((r) => r.content);
    expect(contents).toContain('Port already in use.');
    expect(contents).toContain('Data is lost.');
  });

  it('renders each kind as a note named by its label, in the page language', async () => {
    const code = await compileMdx(
      parseMdx('> [!WARNING]\n> Port already in use.\n\n<Note>\nPlain.\n</Note>\n'),
    );
    const zh = renderToStaticMarkup(
      MdxContent({ Content: await mdxBody(code), calloutLabels: docsStrings('zh').callouts }),
    );
    expect(zh).toMatch(/<div role="note" aria-label="警告" data-callout="warning"[^>]*>/);
    expect(zh).toMatch(/<div role="note" aria-label="注意" data-callout="note"[^>]*>/);
    const en = renderToStaticMarkup(h(Note, { type: 'danger', children: 'Careful.' }));
    expect(en).toMatch(/role="note" aria-label="Danger" data-callout="danger"/);
    expect(renderToStaticMarkup(h(Note, { type: 'nonsense', children: 'x' }))).toContain(
      'data-callout="note"',
    );
  });
});

describe('last updated', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: '2025-03-04T05:06:07Z',
        GIT_COMMITTER_DATE: '2025-03-04T05:06:07Z',
      },
    });

  it('falls back to the file modification time without git history', () => {
    const folder = path.join(scratch, 'no-git');
    fs.mkdirSync(folder);
    const file = path.join(folder, 'page.mdx');
    fs.writeFileSync(file, 'x');
    const mtime = new Date('2024-02-03T04:05:06Z');
    fs.utimesSync(file, mtime, mtime);
    expect(gitDates(folder)).toBeNull();
    expect(lastUpdated(file, null).toISOString()).toBe(mtime.toISOString());
  });

  it("takes each file's newest commit date, and the modification time of files with uncommitted changes", () => {
    const repo = path.join(scratch, 'repo');
    fs.mkdirSync(path.join(repo, 'docs'), { recursive: true });
    git(repo, 'init', '-q');
    git(repo, 'config', 'user.email', 'test@example.com');
    git(repo, 'config', 'user.name', 'Test');
    const [committed, edited] = ['committed.mdx', 'edited.mdx'].map((name) => path.join(repo, 'docs', name));
    fs.writeFileSync(committed!, 'a');
    fs.writeFileSync(edited!, 'b');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'pages');
    fs.writeFileSync(edited!, 'b, edited');
    const mtime = new Date('2026-05-06T07:08:09Z');
    fs.utimesSync(edited!, mtime, mtime);
    const dates = gitDates(path.join(repo, 'docs'));
    expect(lastUpdated(committed!, dates).toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(lastUpdated(edited!, dates).toISOString()).toBe(mtime.toISOString());
  });

  it('ignores the history of a shallow clone', () => {
    const repo = path.join(scratch, 'repo');
    const clone = path.join(scratch, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone]);
    expect(gitDates(path.join(clone, 'docs'))).toBeNull();
  });
});

describe('translation status', () => {
  it('hashes each English section and tells current, stale and unrecorded sections apart', () => {
    const english = sectionHashes([
      { id: '_top', markdown: '# Hosting\n' },
      { id: 'railway', markdown: '## Railway\n\nDeploy on Railway.\n' },
      { id: 'nginx', markdown: '## nginx\n\nBehind nginx.\n' },
    ]);
    expect(Object.values(english).every((hash) => /^[0-9a-f]{8}$/.test(hash))).toBe(true);
    expect(english.railway).toBe(sourceHash('## Railway\n\nDeploy on Railway.\n'));
    const recorded = { _top: english._top, railway: sourceHash('## Railway\n\nDeploy on Render.\n') };
    expect(sectionStatus(recorded, english)).toEqual({
      _top: 'current',
      railway: 'stale',
      nginx: 'unrecorded',
    });
    expect(sectionStatus('82e6168f', english)).toEqual({
      _top: 'unrecorded',
      railway: 'unrecorded',
      nginx: 'unrecorded',
    });
  });

  it('stamps the section hashes into the front matter, replacing a page-level hash and an older map', () => {
    const page = '---\ntitle: 托管\ndescription: 部署\nsourceHash: "0123abcd"\n---\n\n正文\n';
    const once = stampSourceHashes(page, { _top: '0123abcd', railway: '12345678' });
    expect(matter(once).data).toEqual({
      title: '托管',
      description: '部署',
      sourceHashes: { _top: '0123abcd', railway: '12345678' },
    });
    expect(matter(once).content).toBe(matter(page).content);
    const twice = stampSourceHashes(once, { _top: '00000001' });
    expect(matter(twice).data).toEqual({
      title: '托管',
      description: '部署',
      sourceHashes: { _top: '00000001' },
    });
  });

  it.each(ALL_PAGES.map((page) => ({ slug: page.slug })))(
    'zh/$slug records the English version of every section it translates',
    ({ slug }) => {
      const sections = getPage('zh', slug).translation()!.sections;
      const unrecorded = Object.keys(sections).filter((id) => sections[id] === 'unrecorded');
      expect(unrecorded, `run npm run i18n:stamp -- zh/${slug || 'index'} once the page is checked`).toEqual(
        [],
      );
    },
  );

  it('tells, through the documentation source, which sections changed in English since the translation', async () => {
    const root = path.join(scratch, 'site');
    fs.cpSync(path.join(process.cwd(), 'content', 'i18n'), path.join(root, 'content', 'i18n'), {
      recursive: true,
    });
    const page = (lang: string, front: string, body: string) => {
      const file = path.join(root, 'content', 'docs', lang, 'hosting.mdx');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `---\ntitle: Hosting\ndescription: Where to run it.${front}\n---\n${body}`);
    };
    const railway = '\n## Railway [#railway]\n\nDeploy on Railway.\n';
    const nginx = '\n## nginx [#nginx]\n\nBehind nginx.\n';
    page('en', '', `\nRun it anywhere.\n${railway}${nginx}`);
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    vi.resetModules();
    try {
      const source = await import('@/lib/docs/source');
      const stamped = sectionHashes(source.getPage('en', 'hosting').sections());
      page(
        'zh',
        `\nsourceHashes: ${JSON.stringify(stamped)}`,
        '\n到处运行。\n\n## Railway [#railway]\n\n部署到 Railway。\n\n## nginx [#nginx]\n\n放在 nginx 后面。\n',
      );
      expect(source.getPage('zh', 'hosting').translation()).toEqual({
        sourceHref: '/documentation/en/hosting',
        sections: { _top: 'current', railway: 'current', nginx: 'current' },
      });
      page('en', '', `\nRun it anywhere.\n${railway.replace('Railway.', 'Railway or Render.')}${nginx}`);
      expect(source.getPage('zh', 'hosting').translation()?.sections).toEqual({
        _top: 'current',
        railway: 'stale',
        nginx: 'current',
      });
      expect(source.getPage('en', 'hosting').translation()).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('gives a stale section of a translation a notice linking its English original, and every section its tools', () => {
    const strings = docsStrings('zh');
    const section = (stale: string[]) =>
      renderToStaticMarkup(
        h(
          DocsSection,
          {
            'data-section': 'railway',
            className: 'docs-section',
            tools: {
              strings,
              original: { href: '/documentation/en/hosting', htmlLang: 'en', stale },
            },
          },
          h('h2', { id: 'railway' }, 'Railway'),
          h('p', null, '部署到 Railway。'),
        ),
      );
    const html = section(['railway']);
    expect(html).toMatch(/^<section class="docs-section" data-section="railway">/);
    expect(html).toMatch(
      /<p role="note"[^>]*>本节翻译之后，英文原文已有更新。 <a href="\/documentation\/en\/hosting#railway" hrefLang="en" data-no-prefetch="true">阅读英文原文<\/a>/,
    );
    // The tools sit under the heading; the panel follows the section's text.
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('复制本节'));
    // Without a script the English original is a link to the English section; the script makes it a toggle.
    expect(html).toMatch(
      /<a class="section-tool" href="\/documentation\/en\/hosting#railway" hrefLang="en" data-original-toggle="true" data-no-prefetch="true">英文原文<\/a>/,
    );
    expect(section([])).not.toContain('role="note"');
    const english = renderToStaticMarkup(
      h(
        DocsSection,
        { 'data-section': 'railway', tools: { strings: docsStrings('en') } },
        h('h2', null, 'Railway'),
      ),
    );
    expect(english).toContain('Copy section');
    expect(english).not.toContain('English original');
    expect(english).not.toContain('data-original-toggle');
  });
});
