import { SEARCH_INPUT_MAX_LENGTH } from '../constants';
import { DEFAULT_LANG, LANGUAGES, switchLangInPath, type Lang } from '../i18n';

/**
 * The language search answers in, by the product rule: zh when the current path contains /zh, otherwise en
 * (generalised to every non-default language of LANGUAGES: the first whose /code the path contains).
 */
export function searchLangOfPath(pathname: string): Lang {
  const named = LANGUAGES.find(
    (language) => language.code !== DEFAULT_LANG && pathname.includes(`/${language.code}`),
  );
  return named?.code ?? DEFAULT_LANG;
}

/**
 * A documentation result link is rewritten to the search language's /documentation/{lang}/ (see
 * searchLangOfPath). Absolute links to documentation become site-relative; other links are left alone.
 */
export function rewriteResultUrl(url: string, currentPath: string): string {
  let local = url;
  const absolute = /^https?:\/\/[^/?#]+(.*)$/i.exec(url);
  if (absolute) local = absolute[1] || '/';
  if (!/^\/documentation(?:[/?#]|$)/.test(local)) return url;
  return switchLangInPath(local, searchLangOfPath(currentPath));
}

/** The query is cut to the search input's maximum length (512 characters). */
export function cutQuery(query: string): string {
  return query.length > SEARCH_INPUT_MAX_LENGTH ? query.slice(0, SEARCH_INPUT_MAX_LENGTH) : query;
}
