import { siteConfig } from '@/site.config';
import { DEFAULT_LANG, docsHref, LANGUAGE_CODES, type Lang } from '../i18n';
import { ALL_PAGES } from '../navigation';

/**
 * URLs of the files made for readers' tools (no file access, so the proxy and client components may import it):
 * each page's Markdown twin at its URL plus `.md`, and the llms.txt files. Route handlers cannot own a path that
 * ends in an extension inside the documentation's catch-all, so they live at internal paths and the proxy
 * rewrites the public URLs onto them; requests for the internal paths themselves are unknown paths.
 */

/** The site's origin without a trailing slash (PUBLIC_SITE_URL, else robyn.tech). */
export function siteUrl(): string {
  return siteConfig.url.replace(/\/+$/, '');
}

/** The `.md` URL of a page: /documentation/en/api_reference/cors.md, /documentation/en.md for the introduction. */
export function markdownHref(lang: Lang, slug: string): string {
  return `${docsHref(lang, slug)}.md`;
}

export const LLMS_FILES = ['llms.txt', 'llms-full.txt'] as const;
export type LlmsFile = (typeof LLMS_FILES)[number];

/** /llms.txt and /llms-full.txt in the default language, /{lang}/llms.txt and /{lang}/llms-full.txt in the others. */
export function llmsTxtHref(lang: Lang, file: LlmsFile = 'llms.txt'): string {
  return lang === DEFAULT_LANG ? `/${file}` : `/${lang}/${file}`;
}

/** Where the route handlers live (src/app/markdown/[lang]/[[...slug]], src/app/llms/[lang]/[file]). */
export const internalMarkdownPath = (lang: Lang, slug: string) =>
  slug ? `/markdown/${lang}/${slug}` : `/markdown/${lang}`;
export const internalLlmsPath = (lang: Lang, file: LlmsFile) => `/llms/${lang}/${file}`;

/** Every public reader-file URL and the internal path that serves it. */
export const READER_FILE_REWRITES: ReadonlyMap<string, string> = new Map([
  ...LANGUAGE_CODES.flatMap((lang) =>
    ALL_PAGES.map((page): [string, string] => [
      markdownHref(lang, page.slug),
      internalMarkdownPath(lang, page.slug),
    ]),
  ),
  ...LANGUAGE_CODES.flatMap((lang) =>
    LLMS_FILES.map((file): [string, string] => [llmsTxtHref(lang, file), internalLlmsPath(lang, file)]),
  ),
]);

/** An assistant's link from its URL template in src/site.config.ts: `{prompt}` becomes the encoded prompt. */
export function assistantUrl(template: string, prompt: string): string {
  return template.replace('{prompt}', encodeURIComponent(prompt));
}
