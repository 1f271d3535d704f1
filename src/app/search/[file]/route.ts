import { buildSearchRecords } from '@/lib/search/build';
import { SEARCH_INDEX_FILE } from '@/lib/search/paths';
import { encodeRecords } from '@/lib/search/wire';
import { LANGUAGE_CODES } from '@/lib/i18n';

/**
 * The search records of one language as JSON (/search/en.json, /search/zh.json, in the compact form of
 * lib/search/wire.ts), prerendered at build time from the content and the navigation. The local engine fetches
 * them the first time search is used.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGE_CODES.map((lang) => ({ file: SEARCH_INDEX_FILE(lang) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const lang = LANGUAGE_CODES.find((code) => SEARCH_INDEX_FILE(code) === file);
  if (!lang) return new Response('Not found', { status: 404 });
  return Response.json(encodeRecords(lang, buildSearchRecords(lang)));
}
