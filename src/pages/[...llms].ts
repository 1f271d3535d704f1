import type { APIRoute, GetStaticPaths } from 'astro';
import { llmsFullTxt, llmsTxt } from '@/lib/docs/markdown';
import { LLMS_FILES, llmsTxtHref, type LlmsFile } from '@/lib/docs/reader-paths';
import { getPages } from '@/lib/docs/source';
import { LANGUAGE_CODES, type Lang } from '@/lib/i18n';

/** llms.txt and llms-full.txt per language: /llms.txt, /llms-full.txt, /zh/llms.txt, /zh/llms-full.txt. */
export const getStaticPaths = (() =>
  LANGUAGE_CODES.flatMap((lang) =>
    LLMS_FILES.map((file) => ({ params: { llms: llmsTxtHref(lang, file).slice(1) }, props: { lang, file } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang; file: LlmsFile }> = ({ props }) => {
  const pages = getPages(props.lang);
  const body = props.file === 'llms.txt' ? llmsTxt(props.lang, pages) : llmsFullTxt(pages);
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
