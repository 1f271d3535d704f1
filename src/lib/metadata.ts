import type { Metadata } from 'next';
import { siteConfig } from '@/site.config';

export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name}: ${siteConfig.tagline}`, template: `%s · ${siteConfig.name}` },
  description:
    'Robyn is a Python web framework with a Rust runtime: async and sync handlers, multi-process workers, WebSockets and OpenAPI.',
  openGraph: { siteName: siteConfig.name, type: 'website' },
};
