import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGE_CODES, type Lang } from '@/lib/i18n';
import { localSearchIndex } from '@/lib/search/build';
import { SEARCH_INDEX_FILE } from '@/lib/search/paths';

/** /search/{lang}.json: the search records of one language and the Python reference's names, for the local engine. */
export const getStaticPaths = (() =>
  LANGUAGE_CODES.map((lang) => ({
    params: { file: SEARCH_INDEX_FILE(lang) },
    props: { lang },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang }> = ({ props }) => Response.json(localSearchIndex(props.lang));
