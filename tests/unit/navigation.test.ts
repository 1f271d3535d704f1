import { describe, expect, it } from 'vitest';
import { SIDEBAR_ROW_HEIGHT_REM } from '@/lib/constants';
import {
  currentDocSlug,
  currentPageOffsetRem,
  docAlternates,
  editUrl,
  extraLinks,
  findPage,
  neighbours,
  pagePosition,
  SIDEBAR_GROUP_GAP_REM,
  sidebarGroups,
} from '@/lib/docs/pages';
import { docSlugIn, pageOffsetRemIn } from '@/lib/docs/sidebar';
import { ALL_PAGES, docsHref, NAVIGATION } from '@/lib/navigation';
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
];

describe('navigation definition', () => {
  it('holds exactly the documentation pages the site must have, each once', () => {
    const slugs = ALL_PAGES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...SPEC_PAGES].sort());
  });

  it('gives every group and page a title in English and in Chinese', () => {
    for (const group of NAVIGATION) {
      expect(group.title.en.trim()).not.toBe('');
      expect(group.title.zh).toMatch(/[\u3400-\u9fff]/);
      for (const page of group.pages) {
        expect(page.title.en.trim(), page.slug).not.toBe('');
        expect(page.title.zh.trim(), page.slug).not.toBe('');
      }
    }
  });

  it('puts each section page in its group', () => {
    const groupOf = (slug: string) => findPage(slug)?.group.id;
    expect(groupOf('example_app/deployment')).toBe('example_app');
    expect(groupOf('api_reference/robyn_env')).toBe('api_reference');
  });

  it('builds hrefs and reads slugs back', () => {
    expect(docsHref('zh', '')).toBe('/documentation/zh');
    expect(docsHref('en', 'api_reference/cors')).toBe('/documentation/en/api_reference/cors');
    expect(currentDocSlug('/documentation/zh/api_reference/cors')).toBe('api_reference/cors');
    expect(currentDocSlug('/documentation/en/')).toBe('');
    expect(currentDocSlug('/documentation/en/no_such_page')).toBeNull();
    expect(currentDocSlug('/documentation/fr/hosting')).toBeNull();
  });

  it('treats /documentation as the English introduction', () => {
    expect(currentDocSlug('/documentation')).toBe('');
    expect(currentDocSlug('/documentation/en/hosting')).toBe('hosting');
    expect(currentDocSlug('/releases')).toBeNull();
  });

  it('links previous and next pages in reading order, across groups', () => {
    const lastIntro = NAVIGATION[0]!.pages.at(-1)!.slug;
    const firstExample = NAVIGATION[1]!.pages[0]!.slug;
    expect(neighbours('en', lastIntro).next?.href).toBe(docsHref('en', firstExample));
    expect(neighbours('zh', firstExample).prev).toEqual({
      href: docsHref('zh', lastIntro),
      title: findPage(lastIntro)!.title.zh,
    });
    expect(neighbours('en', '').prev).toBeUndefined();
    expect(neighbours('en', ALL_PAGES.at(-1)!.slug).next).toBeUndefined();
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
  it('finds the group and row of a page', () => {
    expect(pagePosition('')).toEqual({ groupIndex: 0, pageIndex: 0 });
    expect(pagePosition('api_reference/cors')).toEqual({
      groupIndex: NAVIGATION.findIndex((g) => g.id === 'api_reference'),
      pageIndex: NAVIGATION.find((g) => g.id === 'api_reference')!.pages.findIndex(
        (p) => p.slug === 'api_reference/cors',
      ),
    });
    expect(pagePosition(null)).toBeNull();
  });

  it('counts a title row per group, the page rows before it, and the gaps', () => {
    const row = SIDEBAR_ROW_HEIGHT_REM;
    expect(currentPageOffsetRem('', row)).toBe(row);
    const second = NAVIGATION[1]!;
    const expected = (1 + NAVIGATION[0]!.pages.length) * row + SIDEBAR_GROUP_GAP_REM + row + 2 * row;
    expect(currentPageOffsetRem(second.pages[2]!.slug, row)).toBe(expected);
    expect(currentPageOffsetRem('nope', row)).toBeNull();
  });

  it('gives the sidebar one language of the navigation, with the same geometry', () => {
    const zh = sidebarGroups('zh');
    expect(zh.map((group) => group.title)).toEqual(NAVIGATION.map((group) => group.title.zh));
    expect(zh.flatMap((group) => group.pages.map((page) => page.title))).toEqual(
      ALL_PAGES.map((page) => page.title.zh),
    );
    expect(JSON.stringify(zh)).not.toContain(NAVIGATION[1]!.title.en);
    for (const page of ALL_PAGES) {
      expect(docSlugIn(zh, docsHref('zh', page.slug))).toBe(page.slug);
      expect(pageOffsetRemIn(zh, page.slug)).toBe(currentPageOffsetRem(page.slug));
    }
    expect(docSlugIn(zh, '/documentation/zh/nope')).toBeNull();
  });
});
