import { SEARCH_INPUT_MAX_LENGTH } from '../constants';
import { switchLangInPath, type Lang } from '../i18n';

/** SPEC §5: the search language is zh when the current path contains /zh, otherwise en. */
export function searchLangOfPath(pathname: string): Lang {
  return pathname.includes('/zh') ? 'zh' : 'en';
}

/**
 * SPEC §5: a documentation result link is rewritten to /documentation/zh/ or /documentation/en/ after the
 * current path. Absolute links to documentation become site-relative; other links are left alone.
 */
export function rewriteResultUrl(url: string, currentPath: string): string {
  let local = url;
  const absolute = /^https?:\/\/[^/?#]+(.*)$/i.exec(url);
  if (absolute) local = absolute[1] || '/';
  if (!/^\/documentation(?:[/?#]|$)/.test(local)) return url;
  return switchLangInPath(local, searchLangOfPath(currentPath));
}

/** SPEC §5: the query is cut to the input's maximum length. */
export function cutQuery(query: string): string {
  return query.length > SEARCH_INPUT_MAX_LENGTH ? query.slice(0, SEARCH_INPUT_MAX_LENGTH) : query;
}
