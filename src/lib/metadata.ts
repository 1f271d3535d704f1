import type { Metadata } from 'next';
import { siteConfig } from '@/site.config';
import type { SocialCard } from './social/cards';
import { SOCIAL_IMAGE_SIZE } from './social/paths';

/** The landing page's title and the site's description. */
export const SITE_TITLE = `${siteConfig.name}: ${siteConfig.tagline}`;
export const SITE_DESCRIPTION =
  'Robyn is a Python web framework with a Rust runtime: async and sync handlers, multi-process workers, WebSockets and OpenAPI.';

export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: SITE_TITLE, template: `%s · ${siteConfig.name}` },
  description: SITE_DESCRIPTION,
  openGraph: { siteName: siteConfig.name, type: 'website' },
};

/**
 * A page's social card as Open Graph and Twitter metadata (og:image with its size, type and alt text,
 * twitter:card summary_large_image). A page's `openGraph` replaces the layout's, so the site name and type
 * are repeated here; `openGraph` adds the page's own fields (title, url, type, locale).
 */
export function socialMetadata(
  card: SocialCard,
  page: { title?: string; description?: string; openGraph?: Metadata['openGraph'] } = {},
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: card.image, ...SOCIAL_IMAGE_SIZE, alt: card.alt };
  return {
    openGraph: {
      siteName: siteConfig.name,
      type: 'website',
      ...(page.title && { title: page.title }),
      ...(page.description && { description: page.description }),
      ...page.openGraph,
      images: [{ ...image, type: 'image/png' }],
    },
    twitter: {
      card: 'summary_large_image',
      site: siteConfig.social.handle,
      ...(page.title && { title: page.title }),
      ...(page.description && { description: page.description }),
      images: [image],
    },
  };
}
