import { languages } from '@content/languages.json';

/**
 * The languages of the documentation, as data (content/languages.json), and the one rule for documentation URLs
 * (/documentation/{lang}/{slug}). Everything that depends on a language (html lang, Open Graph locale, hreflang,
 * static params, the sitemap, the search index files) derives from LANGUAGES: adding a language is a row in that
 * file, its dictionary (content/i18n/{code}.json) and a folder content/docs/{code}/. The build reads the content
 * folder named by ROBYN_CONTENT_DIR (content/ by default: astro.config.mjs), so a fixture can bring its own.
 */
export interface Language {
  /** The URL segment and content folder. */
  code: string;
  /** How the language menu names it (in the language itself). */
  name: string;
  /** The <html lang> of its pages and the hreflang of its sitemap alternates. */
  htmlLang: string;
  /** Open Graph locale of its pages. */
  ogLocale: string;
}

export const LANGUAGES: readonly Language[] = languages;

/** A language code of LANGUAGES. */
export type Lang = string;

export const LANGUAGE_CODES: readonly Lang[] = LANGUAGES.map((language) => language.code);

/**
 * The language of /documentation (the introduction outside the per-language pages), x-default, and the language a
 * page not yet translated is shown in: the first of LANGUAGES.
 */
export const DEFAULT_LANG: Lang = LANGUAGES[0]!.code;

/** The <html lang> of pages that are not per language (landing, releases, community, /documentation). */
export const SITE_HTML_LANG = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOf(lang: Lang): Language {
  return LANGUAGES.find((language) => language.code === lang) ?? LANGUAGES[0]!;
}

export function htmlLangOf(lang: Lang): string {
  return languageOf(lang).htmlLang;
}

export const DOCS_ROOT = '/documentation';

/** The URL of a documentation page; the empty slug is the introduction. */
export function docsHref(lang: Lang, slug: string): string {
  return slug ? `${DOCS_ROOT}/${lang}/${slug}` : `${DOCS_ROOT}/${lang}`;
}

export interface DocsPath {
  lang: Lang;
  /** The path below /documentation/{lang} without slashes around it ('' for the introduction). Not checked against the navigation. */
  slug: string;
  /**
   * False for /documentation itself: the introduction in the default language, served by the site's own root
   * layout rather than the per-language one.
   */
  langInPath: boolean;
}

/**
 * Reads a documentation URL (a query and #hash are ignored, a trailing slash is allowed):
 * /documentation/{lang}/{slug} and /documentation/{lang} give that language; /documentation gives the
 * introduction in DEFAULT_LANG. Anything else (another site page, an unknown language segment) gives null.
 */
export function parseDocsPath(path: string): DocsPath | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname !== DOCS_ROOT && !pathname.startsWith(`${DOCS_ROOT}/`)) return null;
  const segments = pathname.slice(DOCS_ROOT.length).split('/').filter(Boolean);
  if (segments.length === 0) return { lang: DEFAULT_LANG, slug: '', langInPath: false };
  const [lang, ...slug] = segments;
  if (!isLang(lang)) return null;
  return { lang, slug: slug.join('/'), langInPath: true };
}

/** The language of a /documentation/{lang}/… path, or null for any other path (/documentation included). */
export function langOfPath(path: string): Lang | null {
  const docs = parseDocsPath(path);
  return docs?.langInPath ? docs.lang : null;
}

/**
 * Rewrites the language segment of a documentation URL (path, query and #hash kept).
 * /documentation (the default-language introduction) becomes /documentation/{lang}; a documentation path
 * without a language segment gets one.
 */
export function switchLangInPath(url: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  const docs = parseDocsPath(pathname);
  if (docs) {
    const trailingSlash = docs.langInPath && pathname.endsWith('/') ? '/' : '';
    return `${docsHref(lang, docs.slug)}${trailingSlash}${rest}`;
  }
  const tail = pathname.startsWith(`${DOCS_ROOT}/`) ? pathname.slice(DOCS_ROOT.length) : '';
  return `${DOCS_ROOT}/${lang}${tail}${rest}`;
}
