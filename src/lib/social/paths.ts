import { docsRoutes } from '../docs/pages';

/**
 * Where the social card (Open Graph / Twitter image) of a page is served: /og{path}.png, /og/index.png for the
 * landing page. The cards are prerendered PNGs (src/pages/og/[...path].png.ts). No file access, so
 * any module may import it.
 */
export const SOCIAL_IMAGE_PREFIX = '/og';

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site pages (outside the documentation) that have a card of their own. */
export const SITE_CARD_PAGES = ['/', '/releases', '/community'] as const;
export type SiteCardPage = (typeof SITE_CARD_PAGES)[number];

export function socialImagePath(pagePath: string): string {
  return `${SOCIAL_IMAGE_PREFIX}${pagePath === '/' ? '/index' : pagePath}.png`;
}

/** Every card URL: the site pages and every documentation page in every language. */
export function socialImagePaths(): string[] {
  return [...SITE_CARD_PAGES, ...docsRoutes().map((route) => route.href)].map(socialImagePath);
}
