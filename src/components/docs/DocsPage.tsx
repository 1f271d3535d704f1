import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/MdxContent';
import { parseDoc, readDoc } from '@/lib/content/docs';
import { docAlternates, editUrl } from '@/lib/docs-nav';
import type { Lang } from '@/lib/i18n';
import { findPage } from '@/lib/navigation';
import { tocFromHeadings } from '@/lib/toc';
import { KeepAnchorInView } from './KeepAnchorInView';
import { PrevNextLinks } from './PrevNextLinks';
import type { SectionLinks } from './Navigation';
import { SectionTracker } from './SectionTracker';
import { docsStrings } from './strings';
import { TableOfContents } from './TableOfContents';
import { ALL_PAGES } from '@/lib/navigation';

/** Title, description, canonical URL and hreflang alternates of one page. */
export function docMetadata(lang: Lang, slug: string): Metadata {
  const doc = readDoc(lang, slug);
  const alternates = docAlternates(lang, slug);
  return {
    title: doc.title,
    description: doc.description,
    alternates,
    openGraph: {
      title: doc.title,
      description: doc.description,
      url: alternates.canonical,
      type: 'article',
      locale: lang === 'zh' ? 'zh_CN' : 'en_US',
    },
  };
}

/** The h2 sections of every page in one language, for the links under the current page in the sidebar. */
export function sectionLinks(lang: Lang): SectionLinks {
  return Object.fromEntries(
    ALL_PAGES.map((page) => [
      page.slug,
      parseDoc(readDoc(lang, page.slug).body)
        .headings.filter((heading) => heading.depth === 2)
        .map((heading) => ({ id: heading.id, title: heading.text })),
    ]),
  );
}

function PencilIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      aria-hidden="true"
      className="h-4 w-4 stroke-current"
      strokeWidth="1.5"
    >
      <path
        d="M12.75 4.75 15.25 7.25M4.75 15.25l.75-3.25 8.25-8.25a1.77 1.77 0 0 1 2.5 2.5L8 14.5l-3.25.75Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One documentation page: the article from content/docs/{lang}/{slug}.mdx, its table of contents and page links. */
export async function DocsPage({ lang, slug }: { lang: Lang; slug: string }) {
  const doc = readDoc(lang, slug);
  const page = findPage(slug);
  const sections = tocFromHeadings(parseDoc(doc.body).headings);
  const strings = docsStrings(lang);
  return (
    <div className="flex flex-1 gap-12 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      {/* Target of the table of contents' top entry; its scroll margin always takes the page to the very top. */}
      <span id="top" aria-hidden="true" className="sr-only scroll-mt-[100vh]" />
      <main id="main" className="min-w-0 flex-1" tabIndex={-1}>
        <article
          className="docs-prose prose prose-zinc mx-auto max-w-3xl dark:prose-invert"
          data-testid="docs-article"
        >
          {page && page.slug !== '' && (
            <p className="not-prose mb-2 text-sm font-semibold text-orange-600 dark:text-orange-400">
              {page.group.title[lang]}
            </p>
          )}
          <h1>{doc.title}</h1>
          <MdxContent source={doc.body} />
        </article>
        <footer className="mx-auto mt-12 max-w-3xl border-t border-zinc-900/10 pt-6 dark:border-white/10">
          <a
            href={editUrl(doc.file)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-zinc-600 transition hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
          >
            <PencilIcon />
            {strings.editPage}
            <span className="sr-only"> {strings.opensInNewTab}</span>
          </a>
          <PrevNextLinks lang={lang} slug={slug} />
        </footer>
      </main>
      <div className="hidden w-56 flex-none xl:block">
        <div className="sticky top-[calc(var(--docs-header-height)+2rem)] max-h-[calc(100dvh-var(--docs-header-height)-4rem)] overflow-y-auto transition-[top] duration-300 motion-reduce:transition-none">
          <TableOfContents title={doc.title} heading={strings.onThisPage} sections={sections} />
        </div>
      </div>
      <SectionTracker sections={sections} />
      <KeepAnchorInView />
    </div>
  );
}
