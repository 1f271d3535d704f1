import type { Dictionary } from '@/lib/i18n/dictionary';
import { REFERENCE_PREFIX } from './reference/names';

// The search records build their URLs from here; the rule itself lives with the languages.
export { docsHref } from './i18n';
// Slugs of the Python reference pages (written from data, content/reference) start with it.
export { REFERENCE_PREFIX };

export interface NavGroup {
  /** The group's key; its title in each language is in the dictionaries (content/i18n/<code>.json, `groups`). */
  id: keyof Dictionary['groups'];
  /** Paths below /documentation/{lang}, in reading order; '' is the introduction. */
  pages: string[];
}

/**
 * The one navigation definition: every documentation page and its group, in reading order. Titles are the
 * pages' own (front matter `title`, or `navTitle` where the sidebar uses a shorter one) and the groups' come from
 * the dictionaries. The `reference` group's pages are written from content/reference (src/lib/reference/pages.ts:
 * reference/<module with - for .>). Sidebar, prev/next links, search hierarchy, sitemap, static params and the parity checks
 * read it (through src/lib/docs/pages.ts and src/lib/docs/source.ts).
 */
export const NAVIGATION: NavGroup[] = [
  {
    id: 'introduction',
    pages: ['', 'architecture', 'framework_performance_comparison'],
  },
  {
    id: 'example_app',
    pages: [
      'example_app',
      'example_app/modeling_routes',
      'example_app/authentication',
      'example_app/authentication-middlewares',
      'example_app/real_time_notifications',
      'example_app/monitoring_and_logging',
      'example_app/deployment',
      'example_app/openapi',
      'example_app/templates',
      'example_app/subrouters',
      'example_app/subrouters_and_views',
    ],
  },
  {
    id: 'api_reference',
    pages: [
      'api_reference',
      'api_reference/getting_started',
      'api_reference/cheatsheet',
      'api_reference/request_object',
      'api_reference/response-objects',
      'api_reference/advanced_routing',
      'api_reference/pydantic',
      'api_reference/robyn_env',
      'api_reference/timeout_configuration',
      'api_reference/middlewares',
      'api_reference/authentication',
      'api_reference/sessions',
      'api_reference/const_requests',
      'api_reference/cors',
      'api_reference/templating',
      'api_reference/redirection',
      'api_reference/static-files',
      'api_reference/file-uploads',
      'api_reference/form_data',
      'api_reference/websockets',
      'api_reference/server_sent_events',
      'api_reference/views',
      'api_reference/exceptions',
      'api_reference/scaling',
      'api_reference/advanced_features',
      'api_reference/mcps',
      'api_reference/multiprocess_execution',
      'api_reference/using_rust_directly',
      'api_reference/graphql-support',
      'api_reference/openapi',
      'api_reference/dependency_injection',
      'api_reference/testing',
      'api_reference/ai',
      'api_reference/agents',
      'api_reference/future-roadmap',
    ],
  },
  {
    id: 'resources',
    pages: ['hosting', 'plugins', 'community-resources', 'ai-assistants'],
  },
  {
    id: 'reference',
    pages: [
      'reference/robyn',
      'reference/robyn-robyn',
      'reference/robyn-responses',
      'reference/robyn-exceptions',
      'reference/robyn-authentication',
      'reference/robyn-session',
      'reference/robyn-dependency_injection',
      'reference/robyn-testing',
      'reference/robyn-templating',
      'reference/robyn-ws',
      'reference/robyn-openapi',
      'reference/robyn-types',
      'reference/robyn-status_codes',
      'reference/robyn-events',
      'reference/robyn-env_populator',
      'reference/robyn-argument_parser',
      'reference/robyn-jsonify',
      'reference/robyn-pydantic_support',
      'reference/robyn-ai',
      'reference/robyn-mcp',
    ],
  },
];

export interface FlatNavPage {
  slug: string;
  group: NavGroup;
}

/** Every page in reading order, with its group. */
export const ALL_PAGES: FlatNavPage[] = NAVIGATION.flatMap((group) =>
  group.pages.map((slug) => ({ slug, group })),
);

/** The pages written as MDX files in content/docs/{lang}/ (every page but the Python reference). */
export const AUTHORED_PAGES: FlatNavPage[] = ALL_PAGES.filter(
  (page) => !page.slug.startsWith(REFERENCE_PREFIX),
);
