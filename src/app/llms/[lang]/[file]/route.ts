import { LLMS_FILES } from '@/lib/docs/reader-paths';
import { llmsFullTxt, llmsTxt } from '@/lib/docs/markdown';
import { getPages } from '@/lib/docs/source';
import { isLang, LANGUAGE_CODES } from '@/lib/i18n';

/**
 * llms.txt and llms-full.txt of each language, prerendered. Public at /llms.txt and /{lang}/llms.txt (see
 * src/lib/docs/reader-paths.ts: the proxy rewrites those onto this route).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGE_CODES.flatMap((lang) => LLMS_FILES.map((file) => ({ lang, file })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; file: string }> },
) {
  const { lang, file } = await params;
  if (!isLang(lang) || !(LLMS_FILES as readonly string[]).includes(file)) {
    return new Response('Not found', { status: 404 });
  }
  const pages = getPages(lang);
  const body = file === 'llms.txt' ? llmsTxt(lang, pages) : llmsFullTxt(pages);
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
