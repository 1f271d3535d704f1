import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGE_CODES, type Lang } from '@/lib/i18n';
import { buildSearchRecords } from '@/lib/search/build';
import { SEARCH_INDEX_FILE } from '@/lib/search/paths';
import { encodeRecords } from '@/lib/search/wire';

/** /search/{lang}.json: the search records of one language, for the local engine. */
export const getStaticPaths = (() =>
  LANGUAGE_CODES.map((lang) => ({
    params: { file: SEARCH_INDEX_FILE(lang) },
    props: { lang },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang }> = ({ props }) =>
  Response.json(encodeRecords(props.lang, buildSearchRecords(props.lang, { reference: false })));
