import type { Lang } from '../i18n';

/** The file name and URL of a language's search records, served by src/pages/search/[file].ts. */
export const SEARCH_INDEX_FILE = (lang: Lang) => `${lang}.json`;
/**
 * The URL the search fetches: the records' format (wire.ts `v`) is in the query, so that after a deploy a CDN never
 * answers a new script with its cached file of an older format (the server ignores the query).
 */
export const searchIndexUrl = (lang: Lang) => `/search/${SEARCH_INDEX_FILE(lang)}?v=2`;
