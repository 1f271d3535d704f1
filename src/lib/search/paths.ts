import type { Lang } from '../i18n';

/** The file name and URL of a language's search records, served by src/app/search/[file]/route.ts. */
export const SEARCH_INDEX_FILE = (lang: Lang) => `${lang}.json`;
export const searchIndexUrl = (lang: Lang) => `/search/${SEARCH_INDEX_FILE(lang)}`;
