import type { MetadataRoute } from 'next';
import { alternatesByHtmlLang, docsRoutes } from '@/lib/docs/pages';
import { siteConfig } from '@/site.config';

/** Every indexable page. /documentation is left out: it is the same page as /documentation/{default language}. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteConfig.url.replace(/\/+$/, '');
  const site = ['/', '/releases', '/community'].map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: path === '/releases' ? ('weekly' as const) : ('monthly' as const),
    priority: path === '/' ? 1 : 0.7,
  }));
  const docs = docsRoutes().map(({ slug, href }) => ({
    url: `${base}${href}`,
    changeFrequency: 'weekly' as const,
    priority: 0.8,
    alternates: {
      languages: Object.fromEntries(
        Object.entries(alternatesByHtmlLang(slug)).map(([htmlLang, path]) => [htmlLang, `${base}${path}`]),
      ),
    },
  }));
  return [...site, ...docs];
}
