import { LANGUAGE_CODES } from './i18n';

/** A permanent (308) redirect of the server. */
export interface Redirect {
  source: string;
  destination: string;
}

/**
 * Documentation URLs of the previous site (robyn.tech) that have no page of their own here. Every other old URL
 * maps one to one onto a page. The build writes them into dist/_server.json for the server (server/server.mjs).
 */
export const LEGACY_REDIRECTS: readonly Redirect[] = [
  // The old "Architecture deep dive" reference page: its content lives on the architecture page.
  ...LANGUAGE_CODES.map((lang) => ({
    source: `/documentation/${lang}/api_reference/architecture_deep_dive`,
    destination: `/documentation/${lang}/architecture#overview`,
  })),
  // Chinese pages that the old site published under the English tree (and the same paths under /zh).
  ...LANGUAGE_CODES.flatMap((lang) => [
    {
      source: `/documentation/${lang}/api_reference/zh/getting_started`,
      destination: '/documentation/zh/api_reference/getting_started',
    },
    { source: `/documentation/${lang}/example_app/zh`, destination: '/documentation/zh/example_app' },
  ]),
];
