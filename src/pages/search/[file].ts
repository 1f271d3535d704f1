import type { APIRoute, GetStaticPaths } from 'astro';
import { LANGUAGE_CODES, type Lang } from '@/lib/i18n';
import { localSearchIndex } from '@/lib/search/build';
import { SEARCH_INDEX_FILE, type SearchIndexPart } from '@/lib/search/paths';
import { splitRecords } from '@/lib/search/wire';

/**
 * /search/{lang}.json: the search records of one language and the Python reference's names, for the local engine;
 * /search/{lang}.head.json and /search/{lang}.text.json: the same in the two parts the dialog loads (wire.ts).
 */
export const getStaticPaths = (() =>
  LANGUAGE_CODES.flatMap((lang) =>
    ([undefined, 'head', 'text'] as const).map((part) => ({
      params: { file: SEARCH_INDEX_FILE(lang, part) },
      props: { lang, part },
    })),
  )) satisfies GetStaticPaths;

const payloads = new Map<Lang, ReturnType<typeof localSearchIndex>>();

export const GET: APIRoute<{ lang: Lang; part: SearchIndexPart | undefined }> = ({ props }) => {
  let payload = payloads.get(props.lang);
  if (!payload) payloads.set(props.lang, (payload = localSearchIndex(props.lang)));
  return Response.json(props.part ? splitRecords(payload)[props.part] : payload);
};
