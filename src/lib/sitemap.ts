import { alternatesByHtmlLang, docsRoutes } from './docs/pages';
import { isTranslated, translatedLanguages } from './docs/source';
import { siteConfig } from '@/site.config';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** sitemap.xml: the site pages and every documentation page with the languages it is written in. */
export function sitemapXml(): string {
  const base = siteConfig.url.replace(/\/+$/, '');
  const site = ['/', '/releases', '/community'].map(
    (path) =>
      `<url><loc>${escapeXml(`${base}${path === '/' ? '' : path}`)}</loc><changefreq>${
        path === '/releases' ? 'weekly' : 'monthly'
      }</changefreq><priority>${path === '/' ? '1' : '0.7'}</priority></url>`,
  );
  // Only the pages written in their URL's language: one not yet translated has the default language's as canonical.
  const docs = docsRoutes()
    .filter(({ lang, slug }) => isTranslated(lang, slug))
    .map(({ slug, href }) => {
      const alternates = Object.entries(alternatesByHtmlLang(slug, translatedLanguages(slug)))
        .map(
          ([htmlLang, path]) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(htmlLang)}" href="${escapeXml(`${base}${path}`)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(`${base}${href}`)}</loc>${alternates}<changefreq>weekly</changefreq><priority>0.8</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...site, ...docs].join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-Agent: *\nAllow: /\n\nSitemap: ${siteConfig.url.replace(/\/+$/, '')}/sitemap.xml\n`;
}
