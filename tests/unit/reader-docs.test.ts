import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { docsStrings } from '@/i18n';
import { TranslationNotice } from '@/components/docs/TranslationNotice';
import { MdxContent, mdxBody } from '@/components/mdx/MdxContent';
import { Note } from '@/components/mdx';
import { compileMdx } from '@/lib/content/compile';
import { parseDoc, parseMdx } from '@/lib/content/docs';
import { gitDates, lastUpdated } from '@/lib/docs/last-updated';
import { CONTENT_DIR } from '@/lib/docs/source';
import { sourceHash, stampSourceHash, translationStatus } from '@/lib/docs/translation';
import { ALL_PAGES } from '@/lib/navigation';
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
  it('hashes the English body and tells current, stale and unrecorded translations apart', () => {
    const body = '\nSome English text.\n';
    expect(sourceHash(body)).toMatch(/^[0-9a-f]{8}$/);
    expect(translationStatus(sourceHash(body), body)).toBe('current');
    expect(translationStatus(sourceHash(body), `${body}More.\n`)).toBe('stale');
    expect(translationStatus(undefined, body)).toBe('unrecorded');
  });

  it('stamps a hash into the front matter, replacing an older one', () => {
    const page = '---\ntitle: 托管\ndescription: 部署\n---\n\n正文\n';
    const once = stampSourceHash(page, '0123abcd');
    expect(matter(once).data).toEqual({ title: '托管', description: '部署', sourceHash: '0123abcd' });
    expect(matter(once).content).toBe(matter(page).content);
    expect(matter(stampSourceHash(once, '00000001')).data.sourceHash).toBe('00000001');
  });

  it.each(ALL_PAGES.map((page) => ({ slug: page.slug || 'index' })))(
    'zh/$slug records the English version it translates',
    ({ slug }) => {
      const { data } = matter(fs.readFileSync(path.join(CONTENT_DIR, 'zh', `${slug}.mdx`), 'utf8'));
      expect(data.sourceHash, `run npm run i18n:stamp -- zh/${slug} once the page is checked`).toMatch(
        /^[0-9a-f]{8}$/,
      );
    },
  );

  it('tells, through the documentation source, a translated page whose English original changed since', async () => {
    const root = path.join(scratch, 'site');
    const page = (lang: string, front: string, body: string) => {
      const file = path.join(root, 'content', 'docs', lang, 'hosting.mdx');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `---\ntitle: Hosting\ndescription: Where to run it.${front}\n---\n${body}`);
    };
    const stamped = sourceHash('\nDeploy on Railway.\n');
    page('en', '', '\nDeploy on Railway, or behind nginx.\n');
    page('zh', `\nsourceHash: "${stamped}"`, '\n部署到 Railway。\n');
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    vi.resetModules();
    try {
      const source = await import('@/lib/docs/source');
      expect(source.getPage('zh', 'hosting').translation()).toEqual({
        status: 'stale',
        sourceHref: '/documentation/en/hosting',
      });
      expect(source.getPage('en', 'hosting').translation()).toBeNull();
      page('en', '', '\nDeploy on Railway.\n');
      expect(source.getPage('zh', 'hosting').translation()?.status).toBe('current');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows a polite notice in the page language with a link to the English page', () => {
    const strings = docsStrings('zh');
    const html = renderToStaticMarkup(
      h(TranslationNotice, {
        text: strings.staleTranslation,
        linkText: strings.readEnglish,
        href: '/documentation/en/hosting',
      }),
    );
    expect(html).toMatch(/^<div role="note" aria-label="本页译文[^"]*"/);
    expect(html).toContain('href="/documentation/en/hosting"');
    expect(html).toContain('阅读英文原文');
  });
});
