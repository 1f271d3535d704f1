import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/MdxContent';
import { feedbackIssueUrl } from '@/lib/docs/feedback';
import { editUrl } from '@/lib/docs/pages';
import { socialMetadata } from '@/lib/metadata';
import { docCard } from '@/lib/social/cards';
import { breadcrumbJsonLd, techArticleJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/ui/JsonLd';
import { llmsTxtHref, markdownHref, siteUrl } from '@/lib/docs/reader-paths';
import type { DocPage } from '@/lib/docs/source';
import { KeepAnchorInView } from './scroll/KeepAnchorInView';
import { PageActions } from './PageActions';
import { DeferredPageFeedback } from './DeferredPageFeedback';
import { feedbackQuestionText, PageFeedbackQuestion } from './PageFeedbackQuestion';
import { PrevNextLinks } from './PrevNextLinks';
import { SectionTracker } from './scroll/SectionTracker';
import { docsStrings } from './strings';
import { TableOfContents } from './TableOfContents';
import { TranslationNotice } from './TranslationNotice';
import { htmlLangOf } from '@/lib/i18n';
import { PencilIcon } from '@/components/ui/docs-icons';

const FOOTER_LINK_CLASS =
  'font-medium text-zinc-700 underline decoration-zinc-900/20 underline-offset-2 transition hover:text-zinc-900 dark:text-zinc-300 dark:decoration-white/20 dark:hover:text-white';

/** Title, description, canonical URL, hreflang alternates and social card of one page. */
export function docMetadata(page: DocPage): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: page.alternates,
    ...socialMetadata(docCard(page), {
      title: page.title,
      description: page.description,
      openGraph: { url: page.alternates.canonical, type: 'article', locale: page.ogLocale },
    }),
  };
}

/** One documentation page: the article from content/docs/{lang}/{slug}.mdx, its table of contents and page links. */
export async function DocsPage({ page }: { page: DocPage }) {
  const code = await page.compiled();
  const strings = docsStrings(page.lang);
  const translation = page.translation();
  const updated = page.lastModified;
  return (
    <div className="flex flex-1 gap-12 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      {/* Target of the table of contents' top entry; its scroll margin always takes the page to the very top. */}
      <span id="top" aria-hidden="true" className="sr-only scroll-mt-[100vh]" />
      <main id="main" className="min-w-0 flex-1" tabIndex={-1}>
        <article
          className="docs-prose prose prose-zinc mx-auto max-w-3xl dark:prose-invert"
          data-testid="docs-article"
        >
          <div className="not-prose mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            {page.slug !== '' ? (
              <p className="text-sm font-semibold text-orange-700 dark:text-orange-400">
                {page.group.title[page.lang]}
              </p>
            ) : (
              <span />
            )}
            <PageActions
              lang={page.lang}
              markdownHref={markdownHref(page.lang, page.slug)}
              strings={{
                pageActions: strings.pageActions,
                copyPage: strings.copyPage,
                copied: strings.copied,
                copyFailed: strings.copyFailed,
                morePageActions: strings.morePageActions,
              }}
            />
          </div>
          <h1>{page.title}</h1>
          {translation?.status === 'stale' && (
            <TranslationNotice
              text={strings.staleTranslation}
              linkText={strings.readEnglish}
              href={translation.sourceHref}
            />
          )}
          <MdxContent code={code} calloutLabels={strings.callouts} />
        </article>
        <footer className="mx-auto mt-12 max-w-3xl border-t border-zinc-900/10 pt-6 dark:border-white/10">
          <DeferredPageFeedback
            label={strings.feedbackQuestion}
            lang={page.lang}
            href={page.href}
            pageUrl={`${siteUrl()}${page.href}`}
            title={page.title}
          >
            <PageFeedbackQuestion
              text={feedbackQuestionText(strings)}
              issueUrl={feedbackIssueUrl(
                strings.feedbackIssueTitle(page.title),
                strings.feedbackIssueBody(`${siteUrl()}${page.href}`),
              )}
            />
          </DeferredPageFeedback>
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
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
            <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400" data-testid="last-updated">
              {strings.lastUpdated}{' '}
              <time dateTime={updated.toISOString()}>
                {new Intl.DateTimeFormat(htmlLangOf(page.lang), {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }).format(updated)}
              </time>
            </p>
          </div>
          <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400" data-testid="llms-links">
            {strings.forAiTools}{' '}
            <a href={llmsTxtHref(page.lang)} className={FOOTER_LINK_CLASS}>
              llms.txt
            </a>
            {' · '}
            <a href={llmsTxtHref(page.lang, 'llms-full.txt')} className={FOOTER_LINK_CLASS}>
              llms-full.txt
            </a>
          </p>
          <PrevNextLinks lang={page.lang} prev={page.prev} next={page.next} />
        </footer>
      </main>
      <div className="hidden w-56 flex-none xl:block">
        <div className="sticky top-[calc(var(--docs-header-height)+2rem)] max-h-[calc(100dvh-var(--docs-header-height)-4rem)] overflow-y-auto transition-[top] duration-300 motion-reduce:transition-none">
          <TableOfContents title={page.title} heading={strings.onThisPage} sections={page.headings} />
        </div>
      </div>
      <JsonLd data={techArticleJsonLd(page)} />
      <JsonLd data={breadcrumbJsonLd(page)} />
      <SectionTracker sections={page.headings} />
      <KeepAnchorInView />
    </div>
  );
}
