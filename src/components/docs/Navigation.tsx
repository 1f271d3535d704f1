import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { SIDEBAR_ROW_HEIGHT_REM } from '@/lib/constants';
import { pageOffsetRemIn, SIDEBAR_GROUP_GAP_REM, type SidebarGroup } from '@/lib/docs/sidebar';
import { docsHref, type Lang } from '@/lib/i18n';
import { SidebarSectionList } from './SidebarSectionList';
import { StaticMarkers } from './StaticMarkers';
import { cutLabelTitle, type DocHeading } from '@/lib/toc';

const rem = (value: number) => `${value}rem`;
const ROW = SIDEBAR_ROW_HEIGHT_REM;

/**
 * The grouped documentation links, the current-page marker and the current page's sections. Static markup: the
 * marker moves between pages with the cross-document view transition (it has a view-transition-name), and
 * src/scripts/section-spy.ts stretches the band under the current link over the sections in view.
 */
export function Navigation({
  lang,
  groups,
  currentSlug,
  currentSections,
  instance,
  label,
  className,
}: {
  lang: Lang;
  /** The navigation in the page's language. */
  groups: SidebarGroup[];
  /** The page shown, or null on pages outside the navigation. */
  currentSlug: string | null;
  /** The current page's h2 sections, listed under its link. */
  currentSections: ReadonlyArray<Pick<DocHeading, 'id' | 'title'>>;
  /** Distinguishes the sidebar from the mobile panel (element ids). */
  instance: 'sidebar' | 'mobile';
  label: string;
  className?: string;
}) {
  const offsetRem = pageOffsetRemIn(groups, currentSlug, ROW);
  return (
    <nav
      aria-label={label}
      className={clsx('relative', className)}
      data-sidebar={instance === 'sidebar' ? '' : undefined}
      style={{ '--docs-row': rem(ROW), '--docs-group-gap': rem(SIDEBAR_GROUP_GAP_REM) } as CSSProperties}
    >
      {offsetRem !== null && (
        <StaticMarkers
          pageOffsetRem={offsetRem}
          transitionName={instance === 'sidebar' ? 'sidebar-marker' : undefined}
          highlight={{ top: rem(offsetRem), height: rem(ROW) }}
          marker={{ top: rem(offsetRem + 0.25), height: rem(ROW - 0.5) }}
        />
      )}
      <ul role="list">
        {groups.map((group) => {
          const headingId = `${instance}-nav-${group.id}`;
          return (
            <li key={group.id} className="relative mt-(--docs-group-gap) first:mt-0">
              <h2
                id={headingId}
                className="flex h-(--docs-row) items-center text-xs font-semibold text-zinc-900 dark:text-white"
              >
                {group.title}
              </h2>
              <div className="relative pl-2">
                <div
                  className="absolute inset-y-0 left-2 w-px bg-zinc-900/10 dark:bg-white/10"
                  aria-hidden="true"
                />
                <ul role="list" aria-labelledby={headingId}>
                  {group.pages.map((page) => {
                    const isCurrent = page.slug === currentSlug;
                    return (
                      <li key={page.slug}>
                        <a
                          href={docsHref(lang, page.slug)}
                          aria-current={isCurrent ? 'page' : undefined}
                          className="docs-nav-link pl-4"
                        >
                          <span
                            className="truncate"
                            lang={page.lang}
                            title={cutLabelTitle(page.title, 'sidebar')}
                          >
                            {page.title}
                          </span>
                        </a>
                        {isCurrent && <SidebarSectionList sections={currentSections} />}
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
