import { SUPPORTED_LANGUAGES } from './constants';

export type Lang = (typeof SUPPORTED_LANGUAGES)[number];

export const LANGUAGES: ReadonlyArray<{ code: Lang; name: string; htmlLang: string }> = [
  { code: 'en', name: 'English', htmlLang: 'en' },
  { code: 'zh', name: '中文', htmlLang: 'zh-CN' },
];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function htmlLangOf(lang: Lang): string {
  return LANGUAGES.find((l) => l.code === lang)?.htmlLang ?? 'en';
}

/** The language of a documentation path, or null when the path is not a language-prefixed docs path. */
export function langOfPath(pathname: string): Lang | null {
  const match = /^\/documentation\/([^/?#]+)/.exec(pathname);
  return match && isLang(match[1]) ? match[1] : null;
}

/**
 * Rewrites the language segment of a documentation URL (path, query and #hash kept).
 * /documentation (the English introduction) becomes /documentation/{lang}.
 */
export function switchLangInPath(url: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const path = match?.[1] ?? url;
  const rest = match?.[2] ?? '';
  if (path === '/documentation' || path === '/documentation/') return `/documentation/${lang}${rest}`;
  const docs = /^\/documentation\/([^/]+)(\/.*)?$/.exec(path);
  if (!docs) return `/documentation/${lang}${rest}`;
  const tail = docs[2] ?? '';
  if (isLang(docs[1])) return `/documentation/${lang}${tail}${rest}`;
  return `/documentation/${lang}/${docs[1]}${tail}${rest}`;
}
