import type { Lang } from '../i18n';

/** The parts of a language's index the browser loads (wire.ts splitRecords); the whole is `${lang}.json`. */
export type SearchIndexPart = 'head' | 'text';

/**
 * The file names of a language's search index, served by src/pages/search/[file].ts: the whole payload
 * (`en.json`, for readers other than the dialog) and its two parts (`en.head.json`, `en.text.json`).
 */
export const SEARCH_INDEX_FILE = (lang: Lang, part?: SearchIndexPart) =>
  part ? `${lang}.${part}.json` : `${lang}.json`;
/**
 * The URL the search fetches: the records' format (wire.ts `v`) is in the query, so that after a deploy a CDN never
 * answers a new script with its cached file of an older format (the server ignores the query).
 */
export const searchIndexUrl = (lang: Lang, part?: SearchIndexPart) =>
  `/search/${SEARCH_INDEX_FILE(lang, part)}?v=2`;
