import { describe, expect, it } from 'vitest';
import { docsRoutes } from '@/lib/docs/pages';
import { LEGACY_REDIRECTS } from '@/lib/redirects';

/**
 * Every documentation URL robyn.tech serves, in both languages, opens a documentation page here: a page of its
 * own, or a permanent redirect to a page (and section) that covers its topic. The paths are the files of
 * sparckles/Robyn docs_src/src/pages/documentation/{en,zh}/ at v0.88.0 (index files give their folder's URL);
 * links to them live in READMEs, blog posts and search engines.
 */
const ROBYN_TECH_PATHS = [
  '',
  'architecture',
  'community-resources',
  'framework_performance_comparison',
  'hosting',
  'plugins',
  'example_app',
  'example_app/authentication',
  'example_app/authentication-middlewares',
  'example_app/deployment',
  'example_app/modeling_routes',
  'example_app/monitoring_and_logging',
  'example_app/openapi',
  'example_app/real_time_notifications',
  'example_app/subrouters',
  'example_app/subrouters_and_views',
  'example_app/templates',
  'example_app/zh',
  'api_reference',
  'api_reference/advanced_features',
  'api_reference/advanced_routing',
  'api_reference/agents',
  'api_reference/ai',
  'api_reference/architecture_deep_dive',
  'api_reference/authentication',
  'api_reference/cheatsheet',
  'api_reference/const_requests',
  'api_reference/cors',
  'api_reference/dependency_injection',
  'api_reference/exceptions',
  'api_reference/file-uploads',
  'api_reference/form_data',
  'api_reference/future-roadmap',
  'api_reference/getting_started',
  'api_reference/graphql-support',
  'api_reference/mcps',
  'api_reference/middlewares',
  'api_reference/multiprocess_execution',
  'api_reference/openapi',
  'api_reference/pydantic',
  'api_reference/redirection',
  'api_reference/request_object',
  'api_reference/response-objects',
  'api_reference/robyn_env',
  'api_reference/scaling',
  'api_reference/server_sent_events',
  'api_reference/sessions',
  'api_reference/static-files',
  'api_reference/templating',
  'api_reference/testing',
  'api_reference/timeout_configuration',
  'api_reference/using_rust_directly',
  'api_reference/views',
  'api_reference/websockets',
  'api_reference/zh/getting_started',
];

describe("robyn.tech's documentation URLs", () => {
  it('each opens a page here, directly or through a permanent redirect to a page, in both languages', () => {
    const pages = new Set(docsRoutes().map((route) => route.href));
    const redirects = new Map(LEGACY_REDIRECTS.map((r) => [r.source, r]));
    const unanswered: string[] = [];
    for (const lang of ['en', 'zh']) {
      for (const path of ROBYN_TECH_PATHS) {
        const url = path ? `/documentation/${lang}/${path}` : `/documentation/${lang}`;
        if (pages.has(url)) continue;
        const redirect = redirects.get(url);
        if (redirect && pages.has(redirect.destination.split('#')[0]!)) continue;
        unanswered.push(url);
      }
    }
    expect(unanswered).toEqual([]);
  });

  it('has topics of their own, not redirects, for the pages robyn.tech has and we lacked', () => {
    const pages = new Set(docsRoutes().map((route) => route.href));
    for (const slug of [
      'response-objects',
      'static-files',
      'testing',
      'sessions',
      'server_sent_events',
      'pydantic',
      'timeout_configuration',
      'mcps',
      'advanced_routing',
      'cheatsheet',
      'ai',
      'agents',
      'views',
    ]) {
      for (const lang of ['en', 'zh'])
        expect(pages.has(`/documentation/${lang}/api_reference/${slug}`), `${lang}/${slug}`).toBe(true);
    }
  });
});
