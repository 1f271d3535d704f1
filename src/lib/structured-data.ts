import type { DocPage } from './docs/source';
import { docsHref, htmlLangOf, SITE_HTML_LANG } from './i18n';
import { SITE_DESCRIPTION } from './metadata';
import { socialImagePath } from './social/paths';
import { siteConfig } from '@/site.config';

/**
 * schema.org descriptions of the pages as JSON-LD (written into `<script type="application/ld+json">` by
 * src/components/docs/DocsScreen.astro and src/pages/index.astro through serializeJsonLd): a TechArticle and a
 * BreadcrumbList (navigation group → page) for each documentation page, a WebSite for the landing page.
 * Everything comes from the documentation source and the site config, so a page's JSON is the same on every
 * render of a build (inline scripts can then be hashed for the Content Security Policy).
 */

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

function absolute(path: string): string {
  return new URL(path, siteConfig.url).href;
}

export function techArticleJsonLd(page: DocPage): JsonLdObject {
  const url = absolute(page.alternates.canonical);
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: page.title,
    description: page.description,
    dateModified: page.lastModified.toISOString(),
    inLanguage: htmlLangOf(page.lang),
    url,
    mainEntityOfPage: url,
    image: absolute(socialImagePath(page.href)),
    isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: absolute('/') },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: absolute('/') },
  };
}

/**
 * The page's place in the navigation: its group (linked to the group's first page, the group having no page of
 * its own), then the page. The introduction is the first page of its group, so both items name its URL.
 */
export function breadcrumbJsonLd(page: DocPage): JsonLdObject {
  const groupHref = docsHref(page.lang, page.group.pages[0] ?? page.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: page.group.title, item: absolute(groupHref) },
      { '@type': 'ListItem', position: 2, name: page.title, item: absolute(page.href) },
    ],
  };
}

export function webSiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: absolute('/'),
    description: SITE_DESCRIPTION,
    inLanguage: SITE_HTML_LANG,
    image: absolute(socialImagePath('/')),
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` become \u escapes, so no text in the data
 * can close the script element or open a comment; JSON parsers read the escapes back as the same characters.
 * U+2028 and U+2029 are escaped too, for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
