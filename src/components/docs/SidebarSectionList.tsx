import { cutLabelTitle, type DocHeading } from '@/lib/toc';

/**
 * The current page's h2 sections, listed under its link in the sidebar (and the mobile panel). Rendered by the
 * docs layout's `@sections` slot for the page being shown, so a page carries its own sections only, not every
 * page's.
 */
export function SidebarSectionList({
  sections,
}: {
  sections: ReadonlyArray<Pick<DocHeading, 'id' | 'title'>>;
}) {
  if (sections.length === 0) return null;
  return (
    <ul role="list" data-testid="current-page-sections">
      {sections.map((section) => (
        <li key={section.id}>
          {/* A plain anchor: same-page jumps set the hash natively (and fire hashchange). */}
          <a href={`#${section.id}`} className="docs-nav-link pl-7">
            <span className="truncate" title={cutLabelTitle(section.title, 'sidebar')}>
              {section.title}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
