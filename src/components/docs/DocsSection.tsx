import { Children, type ReactNode } from 'react';
import { OPENING_SECTION_ID } from '@/lib/content/rehype-sections';

/** What a page's sections need to offer their tools (src/components/docs/DocsScreen.astro builds it). */
export interface SectionTools {
  strings: {
    copySection: string;
    copyOriginal: string;
    englishOriginal: string;
    staleSection: string;
    readEnglish: string;
  };
  /** On a translated page: its English page and the sections changed in English since the translation. */
  original?: { href: string; stale: readonly string[] };
}

/**
 * One section of an article (rehype-sections.ts wraps it) with its tools under the heading: "Copy section" and,
 * on a translated page, "Copy English original", the "English original" toggle with the panel it fills
 * (src/scripts/sections.ts), a plain link to the English section without JavaScript (the buttons are hidden then:
 * src/layouts/Shell.astro), and a notice when the English section changed after the translation.
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
  const opening = id === OPENING_SECTION_ID;
  const headingId = opening ? undefined : id;
  const originalHref = original && (opening ? original.href : `${original.href}#${id}`);
  const panelId = `original-${id}`;
  const stale = original?.stale.includes(id) ?? false;
  const row = (
    <div className="section-tools not-prose">
      {stale && (
        <p role="note" className="section-stale" data-testid="section-stale">
          {strings.staleSection}{' '}
          <a href={originalHref} hrefLang="en">
            {strings.readEnglish}
          </a>
        </p>
      )}
      <div className="section-tool-row">
        <button type="button" className="section-tool" data-copy-section aria-describedby={headingId}>
          {strings.copySection}
        </button>
        {original && (
          <>
            <button type="button" className="section-tool" data-copy-original aria-describedby={headingId}>
              {strings.copyOriginal}
            </button>
            <button
              type="button"
              className="section-tool"
              data-original-toggle
              aria-expanded="false"
              aria-controls={panelId}
              aria-describedby={headingId}
            >
              {strings.englishOriginal}
            </button>
            <noscript>
              <a className="section-tool" href={originalHref} hrefLang="en">
                {strings.englishOriginal}
              </a>
            </noscript>
          </>
        )}
      </div>
    </div>
  );
  const items = Children.toArray(children);
  // Under the heading; in the opening, at its top.
  const body = opening ? [row, ...items] : [items[0], row, ...items.slice(1)];
  return (
    <section className={className} data-section={id}>
      <div className="docs-section-body">{body}</div>
      {original && (
        <div
          id={panelId}
          className="docs-original"
          role="region"
          aria-label={strings.englishOriginal}
          lang="en"
          hidden
          data-original-panel
        />
      )}
    </section>
  );
}
