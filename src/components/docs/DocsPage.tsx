import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/MdxContent';
import { editUrl } from '@/lib/docs/pages';
import type { DocPage } from '@/lib/docs/source';
import { KeepAnchorInView } from './scroll/KeepAnchorInView';
import { PrevNextLinks } from './PrevNextLinks';
import { SectionTracker } from './scroll/SectionTracker';
import { docsStrings } from './strings';
import { TableOfContents } from './TableOfContents';
import { PencilIcon } from '@/components/ui/docs-icons';

/** Title, description, canonical URL and hreflang alternates of one page. */
export function docMetadata(page: DocPage): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: page.alternates,
    openGraph: {
      title: page.title,
      description: page.description,
      url: page.alternates.canonical,
      type: 'article',
      locale: page.ogLocale,
    },
  };
}

/** One documentation page: the article from content/docs/{lang}/{slug}.mdx, its table of contents and page links. */
export async function DocsPage({ page }: { page: DocPage }) {
  const code = await page.compiled();
  const strings = docsStrings(page.lang);
  return (
    <div className="flex flex-1 gap-12 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      {/* Target of the table of contents' top entry; its scroll margin always takes the page to the very top. */}
      <span id="top" aria-hidden="true" className="sr-only scroll-mt-[100vh]" />
      <main id="main" className="min-w-0 flex-1" tabIndex={-1}>
        <article
          className="docs-prose prose prose-zinc mx-auto max-w-3xl dark:prose-invert"
          data-testid="docs-article"
        >
          {page.slug !== '' && (
            <p className="not-prose mb-2 text-sm font-semibold text-orange-700 dark:text-orange-400">
              {page.group.title[page.lang]}
            </p>
          )}
          <h1>{page.title}</h1>
          <MdxContent code={code} />
        </article>
        <footer className="mx-auto mt-12 max-w-3xl border-t border-zinc-900/10 pt-6 dark:border-white/10">
          <a
            href={editUrl(page.file)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-zinc-600 transition hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
          >
            <PencilIcon className="h-4 w-4 stroke-current" />
            {strings.editPage}
            <span className="sr-only"> {strings.opensInNewTab}</span>
          </a>
          <PrevNextLinks lang={page.lang} prev={page.prev} next={page.next} />
        </footer>
      </main>
      <div className="hidden w-56 flex-none xl:block">
        <div className="sticky top-[calc(var(--docs-header-height)+2rem)] max-h-[calc(100dvh-var(--docs-header-height)-4rem)] overflow-y-auto transition-[top] duration-300 motion-reduce:transition-none">
          <TableOfContents title={page.title} heading={strings.onThisPage} sections={page.headings} />
        </div>
      </div>
      <SectionTracker sections={page.headings} />
      <KeepAnchorInView />
    </div>
  );
}
