import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ROW_HEIGHT_REM } from '@/lib/constants';
import { dictionary } from '@/lib/i18n/dictionary';
import { docAlternates, editUrl, extraLinks, findPage } from '@/lib/docs/pages';
import { pageOffsetRemIn, SIDEBAR_GROUP_GAP_REM } from '@/lib/docs/sidebar';
import { getPage, neighbours, sidebarGroups } from '@/lib/docs/source';
import { LANGUAGE_CODES } from '@/lib/i18n';
import { ALL_PAGES, AUTHORED_PAGES, docsHref, NAVIGATION } from '@/lib/navigation';
import { referenceModuleOf } from '@/lib/reference/pages';
import { siteConfig } from '@/site.config';

const SPEC_PAGES = [
  '',
  'example_app',
  'api_reference',
  ...[
    'modeling_routes',
    'authentication',
    'authentication-middlewares',
    'real_time_notifications',
    'monitoring_and_logging',
    'deployment',
    'openapi',
    'templates',
    'subrouters',
    'subrouters_and_views',
  ].map((p) => `example_app/${p}`),
  ...[
    'getting_started',
    'cheatsheet',
    'request_object',
    'response-objects',
    'robyn_env',
    'middlewares',
    'authentication',
    'sessions',
    'const_requests',
    'cors',
    'templating',
    'redirection',
    'static-files',
    'file-uploads',
    'form_data',
    'websockets',
    'views',
    'exceptions',
    'scaling',
    'advanced_features',
    'multiprocess_execution',
    'using_rust_directly',
    'graphql-support',
    'openapi',
    'dependency_injection',
    'testing',
    'ai',
    'agents',
    'future-roadmap',
    'server_sent_events',
    'pydantic',
    'timeout_configuration',
    'mcps',
    'advanced_routing',
  ].map((p) => `api_reference/${p}`),
  'community-resources',
  'architecture',
  'framework_performance_comparison',
  'hosting',
  'plugins',
  // Issue 30: connecting an AI assistant to the docs' MCP server.
  'ai-assistants',
];

describe('navigation definition', () => {
  it('holds exactly the documentation pages the site must have, each once, and a reference page per module', () => {
    const slugs = ALL_PAGES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(AUTHORED_PAGES.map((p) => p.slug).sort()).toEqual([...SPEC_PAGES].sort());
    const modules = fs
      .readdirSync(path.join(process.cwd(), 'content', 'reference'))
      .filter((file) => /^robyn(\.\w+)?\.json$/.test(file))
      .map((file) => file.replace(/\.json$/, ''));
    const reference = ALL_PAGES.filter((p) => !AUTHORED_PAGES.includes(p));
    expect(reference.every((p) => p.group.id === 'reference')).toBe(true);
    expect(reference.map((p) => referenceModuleOf(p.slug)).sort()).toEqual(modules.sort());
  });

  it(
    'gives every group a title in each dictionary and every page a navigation title in each language',
    { timeout: 60_000 },
    () => {
      for (const group of NAVIGATION) {
        expect(dictionary('en').groups[group.id].trim()).not.toBe('');
        expect(dictionary('zh').groups[group.id]).toMatch(/[\u3400-\u9fff]/);
      }
      for (const lang of LANGUAGE_CODES)
        for (const { slug } of ALL_PAGES) expect(getPage(lang, slug).navTitle.trim(), slug).not.toBe('');
    },
  );

  it('takes a navigation title from front matter: navTitle where a page has one, else its title', () => {
    expect(getPage('en', 'api_reference').title).toBe('API reference');
    expect(getPage('en', 'api_reference').navTitle).toBe('API overview');
    expect(getPage('zh', 'api_reference/cors').navTitle).toBe(getPage('zh', 'api_reference/cors').title);
  });

  it('puts each section page in its group', () => {
    const groupOf = (slug: string) => findPage(slug)?.group.id;
    expect(groupOf('example_app/deployment')).toBe('example_app');
    expect(groupOf('api_reference/robyn_env')).toBe('api_reference');
  });

  it('builds hrefs', () => {
    expect(docsHref('zh', '')).toBe('/documentation/zh');
    expect(docsHref('en', 'api_reference/cors')).toBe('/documentation/en/api_reference/cors');
  });

  it('links previous and next pages in reading order, across groups', () => {
    const lastIntro = NAVIGATION[0]!.pages.at(-1)!;
    const firstExample = NAVIGATION[1]!.pages[0]!;
    expect(neighbours({ lang: 'en', slug: lastIntro }).next?.href).toBe(docsHref('en', firstExample));
    expect(neighbours({ lang: 'zh', slug: firstExample }).prev).toEqual({
      href: docsHref('zh', lastIntro),
      title: getPage('zh', lastIntro).navTitle,
    });
    expect(neighbours({ lang: 'en', slug: '' }).prev).toBeUndefined();
    expect(neighbours({ lang: 'en', slug: ALL_PAGES.at(-1)!.slug }).next).toBeUndefined();
  });

  it('points "Edit this page" at the page source in the documentation folder', () => {
    expect(editUrl('content/docs/zh/hosting.mdx')).toBe(
      `${siteConfig.repository.editBaseUrl.replace(/\/$/, '')}/zh/hosting.mdx`,
    );
    expect(editUrl('content\\docs\\en\\index.mdx')).toMatch(/documentation\/en\/index\.mdx$/);
  });

  it('gives canonical and hreflang alternates for en, zh and x-default', () => {
    expect(docAlternates('zh', 'hosting')).toEqual({
      canonical: '/documentation/zh/hosting',
      languages: {
        en: '/documentation/en/hosting',
        zh: '/documentation/zh/hosting',
        'x-default': '/documentation/en/hosting',
      },
    });
  });

  it('offers the extra small-screen links API, Documentation and Support', () => {
    const links = extraLinks('zh');
    expect(links.map((l) => l.title)).toEqual(['API', 'Documentation', 'Support']);
    expect(links[0]!.href).toBe('/documentation/zh/api_reference/getting_started');
    expect(links[1]!.href).toBe('/documentation/zh');
    expect(links[2]!.external).toBe(true);
  });
});

describe('sidebar marker position', () => {
  it('counts a title row per group, the page rows before it, and the gaps', () => {
    const row = SIDEBAR_ROW_HEIGHT_REM;
    const groups = sidebarGroups('en');
    expect(pageOffsetRemIn(groups, '', row)).toBe(row);
    const second = NAVIGATION[1]!;
    const expected = (1 + NAVIGATION[0]!.pages.length) * row + SIDEBAR_GROUP_GAP_REM + row + 2 * row;
    expect(pageOffsetRemIn(groups, second.pages[2]!, row)).toBe(expected);
    expect(pageOffsetRemIn(groups, 'nope', row)).toBeNull();
    expect(pageOffsetRemIn(groups, null, row)).toBeNull();
  });

  it('gives the sidebar one language of the navigation, with the same geometry in every language', () => {
    const zh = sidebarGroups('zh');
    expect(zh.map((group) => group.title)).toEqual(
      NAVIGATION.map((group) => dictionary('zh').groups[group.id]),
    );
    expect(zh.flatMap((group) => group.pages.map((page) => page.title))).toEqual(
      ALL_PAGES.map((page) => getPage('zh', page.slug).navTitle),
    );
    expect(JSON.stringify(zh)).not.toContain(dictionary('en').groups[NAVIGATION[1]!.id]);
    const en = sidebarGroups('en');
    for (const page of ALL_PAGES) expect(pageOffsetRemIn(zh, page.slug)).toBe(pageOffsetRemIn(en, page.slug));
  });
});
