import type { APIRoute, GetStaticPaths } from 'astro';
import { pageMarkdown } from '@/lib/docs/markdown';
import { docsRoutes } from '@/lib/docs/pages';
import { markdownHref, siteUrl } from '@/lib/docs/reader-paths';
import { getPage } from '@/lib/docs/source';
import type { Lang } from '@/lib/i18n';

/** Each documentation page's Markdown twin, at its URL plus `.md` (/documentation/en/api_reference/cors.md). */
export const getStaticPaths = (() =>
  docsRoutes().map(({ lang, slug }) => ({
    params: { twin: markdownHref(lang, slug).replace(/^\/documentation\//, '') },
    props: { lang, slug },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ lang: Lang; slug: string }> = ({ props }) => {
  const page = getPage(props.lang, props.slug);
  return new Response(pageMarkdown(page), {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      // The HTML page is the one search engines should index.
      Link: `<${siteUrl()}${page.href}>; rel="canonical"`,
    },
  });
};
