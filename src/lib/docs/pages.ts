import { siteConfig } from '@/site.config';
import { DEFAULT_LANG, docsHref, LANGUAGE_CODES, LANGUAGES, type Lang } from '../i18n';
import { ALL_PAGES, type FlatNavPage } from '../navigation';

/**
 * The documentation pages as the navigation lists them, and everything derived from that list alone: URLs,
 * alternates, routes. No file is read here; src/lib/docs/source.ts adds the content and the titles (the
 * sidebar, prev/next).
 */

export function findPage(slug: string): FlatNavPage | undefined {
  return ALL_PAGES.find((page) => page.slug === slug);
}

/** Every documentation URL with its language and slug (the routes, sitemap, social cards). */
export function docsRoutes(): Array<{ lang: Lang; slug: string; href: string }> {
  return LANGUAGE_CODES.flatMap((lang) =>
    ALL_PAGES.map((page) => ({ lang, slug: page.slug, href: docsHref(lang, page.slug) })),
  );
}

/**
 * "Edit this page": the edit URL of the folder that holds the documentation sources, followed by the page's
 * path inside it ({lang}/{slug}.mdx, the same layout as content/docs/).
 */
export function editUrl(contentFile: string): string {
  const base = siteConfig.repository.editBaseUrl;
  const file = contentFile
    .split('\\')
    .join('/')
    .replace(/^\/+/, '')
    .replace(/^content\/docs\//, '');
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

/**
 * Canonical URL and hreflang alternates of a page (relative; metadataBase makes them absolute), keyed by
 * language code, plus x-default in the default language: only the languages the page is written in.
 */
export function docAlternates(
  lang: Lang,
  slug: string,
  written: readonly Lang[] = LANGUAGE_CODES,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) if (written.includes(code)) languages[code] = docsHref(code, slug);
  languages['x-default'] = docsHref(DEFAULT_LANG, slug);
  // A page not yet translated shows the default language's text: that page is the canonical one.
  return { canonical: docsHref(written.includes(lang) ? lang : DEFAULT_LANG, slug), languages };
}

/** The page in every language it is written in, keyed by <html lang> (the sitemap's alternates). */
export function alternatesByHtmlLang(
  slug: string,
  written: readonly Lang[] = LANGUAGE_CODES,
): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.filter((language) => written.includes(language.code)).map((language) => [
      language.htmlLang,
      docsHref(language.code, slug),
    ]),
  );
}

/** The extra links of the small-screen navigation: API, Documentation and Support (the chat invite). */
export function extraLinks(lang: Lang): Array<{ title: string; href: string; external?: boolean }> {
  return [
    { title: 'API', href: docsHref(lang, 'api_reference/getting_started') },
    { title: 'Documentation', href: docsHref(lang, '') },
    { title: 'Support', href: siteConfig.chatInviteUrl, external: true },
  ];
}
