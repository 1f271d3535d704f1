import { siteConfig } from '@/site.config';
import type { SocialCard } from './social/cards';
import { SOCIAL_IMAGE_SIZE } from './social/paths';

/** The landing page's title and the site's description. */
export const SITE_TITLE = `${siteConfig.name}: ${siteConfig.tagline}`;
export const SITE_DESCRIPTION =
  'Robyn is a Python web framework with a Rust runtime: async and sync handlers, multi-process workers, WebSockets and OpenAPI.';

/** What a page puts in its <head>, rendered by src/components/shell/Head.astro. */
export interface PageHead {
  /** The page's own title; the site name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** Path of the canonical URL. */
  canonical: string;
  /** hreflang → path, for pages that exist in several languages. */
  languages?: Record<string, string>;
  ogType: 'website' | 'article';
  ogLocale?: string;
  card: SocialCard;
  /** Unknown paths show a page with this set. */
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}

export function documentTitle(head: PageHead): string {
  return head.fullTitle ? head.title : `${head.title} · ${siteConfig.name}`;
}

/** The <meta> tags of a page's social card (Open Graph and Twitter), as name/property → content pairs. */
export function socialMeta(head: PageHead): Array<{ property?: string; name?: string; content: string }> {
  const image = absoluteUrl(head.card.image);
  return [
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:type', content: head.ogType },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: absoluteUrl(head.canonical) },
    ...(head.ogLocale ? [{ property: 'og:locale', content: head.ogLocale }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:alt', content: head.card.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: siteConfig.social.handle },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: head.card.alt },
  ];
}
