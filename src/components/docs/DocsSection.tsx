import { Children, type ReactNode } from 'react';
import type { SectionSince } from '@/lib/reference/since';
import { TOP_SECTION_ID } from '@/lib/toc';

/** What a page's sections need to offer their tools (src/components/docs/DocsScreen.astro builds it). */
export interface SectionTools {
  strings: {
    copySection: string;
    copyOriginal: string;
    englishOriginal: string;
    staleSection: string;
    readEnglish: string;
  };
  /**
   * On a translated page: its original (the default language's page) with that language's html lang, and the
   * sections changed in the original since the translation.
   */
  original?: { href: string; htmlLang: string; stale: readonly string[] };
  /** The Robyn release each section needs, by section id, for the version lens (src/lib/reference/since.ts). */
  since?: Readonly<Record<string, SectionSince>>;
}

/**
 * One section of an article (rehype-sections.ts wraps it) with its tools under the heading: "Copy section" and,
 * on a translated page, "Copy English original" and "English original": a link to the English section, which the
 * script (src/scripts/sections.ts) turns into the toggle of a panel showing that section in place. Without
 * JavaScript the link stays a link and the copy buttons are hidden (src/layouts/Shell.astro). A notice says when
 * the English section changed after the translation. The Robyn release the section needs, when any, is on the
 * section element for the version lens (src/scripts/version-lens.ts), which alone shows it.
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
  return (
    <section
      className={className}
      data-section={id}
      data-since={since?.version}
      data-since-names={since?.names.join(' ')}
    >
      <div className="docs-section-body">{body}</div>
    </section>
  );
}
