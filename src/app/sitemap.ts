import type { MetadataRoute } from 'next';
import { DOCS_ROUTES } from '@/lib/routes';
import { siteConfig } from '@/site.config';

/** Every indexable page. /documentation is left out: it is the same page as /documentation/en. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteConfig.url.replace(/\/+$/, '');
  const site = ['/', '/releases', '/community'].map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: path === '/releases' ? ('weekly' as const) : ('monthly' as const),
    priority: path === '/' ? 1 : 0.7,
  }));
  const docs = DOCS_ROUTES.map((path) => {
    const other = path.startsWith('/documentation/zh')
      ? path.replace('/documentation/zh', '/documentation/en')
      : path.replace('/documentation/en', '/documentation/zh');
    const en = path.startsWith('/documentation/en') ? path : other;
    const zh = path.startsWith('/documentation/zh') ? path : other;
    return {
      url: `${base}${path}`,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      alternates: { languages: { en: `${base}${en}`, 'zh-CN': `${base}${zh}` } },
    };
  });
  return [...site, ...docs];
}
