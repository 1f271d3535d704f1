import { cutLabelTitle, TOP_SECTION_ID, type DocHeading } from '@/lib/toc';

function Entry({
  id,
  heading,
  indent,
  children,
  testId,
}: {
  id: string;
  heading?: DocHeading;
  indent?: boolean;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <li>
      <a
        href={id === TOP_SECTION_ID ? '#top' : `#${id}`}
        data-toc-entry={id}
        data-depth={heading?.depth}
        data-offset-rem={heading?.offsetRem}
        data-testid={testId}
        title={typeof children === 'string' ? cutLabelTitle(children, 'toc') : undefined}
        className={`toc-link ${indent ? 'pl-7' : 'pl-4'}`}
      >
        {children}
      </a>
    </li>
  );
}

/**
 * "On this page": every h2 and h3; the page title marks the top. src/scripts/section-spy.ts marks the sections
 * in view (data-visible="true") and the first of them as current. The title's `#top` names no element: HTML
 * itself takes that fragment to the top of the document, whatever the layout of the sections below is doing.
 */
export function TableOfContents({
  title,
  heading,
  sections,
}: {
  title: string;
  heading: string;
  sections: readonly DocHeading[];
}) {
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" data-testid="table-of-contents">
      <h2 id="toc-heading" className="text-xs font-semibold text-zinc-900 dark:text-white">
        {heading}
      </h2>
      <ul role="list" className="mt-3 border-l border-zinc-900/10 dark:border-white/10">
        <Entry id={TOP_SECTION_ID} testId="toc-top-marker">
          {title}
        </Entry>
        {sections.map((section) => (
          <Entry key={section.id} id={section.id} heading={section} indent={section.depth === 3}>
            {section.title}
          </Entry>
        ))}
      </ul>
    </nav>
  );
}
