import { docsStaticParams, findPage } from '@/lib/docs/pages';
import { pageMarkdown } from '@/lib/docs/markdown';
import { siteUrl } from '@/lib/docs/reader-paths';
import { getPage } from '@/lib/docs/source';
import { isLang } from '@/lib/i18n';

/**
 * The Markdown twin of a documentation page, prerendered for every page of every language. Visitors reach it at
 * the page's URL plus `.md` (/documentation/en/api_reference/cors.md): the proxy rewrites that onto this route
 * (src/lib/docs/reader-paths.ts); /markdown/… itself is an unknown path.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return docsStaticParams();
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ lang: string; slug?: string[] }> },
) {
  const { lang, slug = [] } = await params;
  const path = slug.join('/');
  if (!isLang(lang) || !findPage(path)) return new Response('Not found', { status: 404 });
  const page = getPage(lang, path);
  return new Response(pageMarkdown(page), {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      // The HTML page is the one search engines should index.
      link: `<${siteUrl()}${page.href}>; rel="canonical"`,
    },
  });
}
