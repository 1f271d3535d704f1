import { Children, type ReactNode } from 'react';
import type { SourceLink } from '@/lib/ledger/ledger';
import type { SectionSince } from '@/lib/reference/since';
import { TOP_SECTION_ID } from '@/lib/toc';
import { formatSinceNames } from '@/lib/version-lens';

/** What a page's sections need to offer their tools (src/components/docs/DocsScreen.astro builds it). */
export interface SectionTools {
  strings: {
    copySection: string;
    copyOriginal: string;
    englishOriginal: string;
    staleSection: string;
    readEnglish: string;
    sources: string;
  };
  /**
   * On a translated page: its original (the default language's page) with that language's html lang, and the
   * sections changed in the original since the translation.
   */
  original?: { href: string; htmlLang: string; stale: readonly string[] };
  /** The Robyn release each section needs, by section id, for the version lens (src/lib/reference/since.ts). */
  since?: Readonly<Record<string, SectionSince>>;
  /** Each section's evidence in Robyn's source, by section id (page.sources(), from the English page's ledger). */
  sources?: Readonly<Record<string, readonly SourceLink[]>>;
}

/**
 * "Sources" at the end of a section: a closed native <details> listing the evidence of the claims the section
 * makes, each a link to the lines at the release tag. No script: the browser opens and closes it (keyboard too),
 * and closed it takes the height of its summary line from the first paint.
 */
function SectionSources({ label, links }: { label: string; links: readonly SourceLink[] }) {
  return (
    <details className="section-sources not-prose" data-section-sources>
      <summary>{label}</summary>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * One section of an article (rehype-sections.ts wraps it) with its tools under the heading: "Copy section" and,
 * on a translated page, "Copy English original" and "English original": a link to the English section, which the
 * script (src/scripts/sections.ts) turns into the toggle of a panel showing that section in place. Without
 * JavaScript the link stays a link and the copy buttons are hidden (src/layouts/Shell.astro). A notice says when
 * the English section changed after the translation. The Robyn release the section needs, when any, is on the
 * section element for the version lens (src/scripts/version-lens.ts), which alone shows it. At its end, the
 * section's "Sources" (the evidence of its claims), when it has any.
 */
export function DocsSection({
  tools,
  className,
  children,
  'data-section': id,
}: {
  tools: SectionTools;
  className?: string;
  children?: ReactNode;
  'data-section'?: string;
}) {
  if (!id) return <section className={className}>{children}</section>;
  const { strings, original } = tools;
  const since = tools.since?.[id];
  const links = tools.sources?.[id];
  const opening = id === TOP_SECTION_ID;
  const originalHref = original && (opening ? original.href : `${original.href}#${id}`);
  const stale = original?.stale.includes(id) ?? false;
  const row = (
    <div key="section-tools" className="section-tools not-prose">
      {stale && (
        <p role="note" className="section-stale" data-testid="section-stale">
          {strings.staleSection}{' '}
          <a href={originalHref} hrefLang={original?.htmlLang} data-no-prefetch>
            {strings.readEnglish}
          </a>
        </p>
      )}
      <div className="section-tool-row">
        <button type="button" className="section-tool" data-copy-section>
          {strings.copySection}
        </button>
        {original && (
          <>
            <button type="button" className="section-tool" data-copy-original>
              {strings.copyOriginal}
            </button>
            {/*
              A link to the English section; the script makes it the toggle of the panel it adds. Not prefetched:
              a reader who opens it gets the English page fetched then, the others pay nothing for it.
            */}
            <a
              className="section-tool"
              href={originalHref}
              hrefLang={original?.htmlLang}
              data-original-toggle
              data-no-prefetch
            >
              {strings.englishOriginal}
            </a>
          </>
        )}
      </div>
    </div>
  );
  const items = Children.toArray(children);
  // Under the heading; in the opening, at its top.
  const body = opening ? [row, ...items] : [items[0], row, ...items.slice(1)];
  if (links?.length)
    body.push(<SectionSources key="section-sources" label={strings.sources} links={links} />);
  return (
    <section
      className={className}
      data-section={id}
      data-since={since?.version}
      data-since-names={since && formatSinceNames(since.names)}
    >
      <div className="docs-section-body">{body}</div>
    </section>
  );
}
