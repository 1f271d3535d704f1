'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { createElement, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { SIDEBAR_ROW_HEIGHT_REM } from '@/lib/constants';
import { docSlugIn, pageOffsetRemIn, SIDEBAR_GROUP_GAP_REM, type SidebarGroup } from '@/lib/docs/sidebar';
import { docsHref, type Lang } from '@/lib/i18n';
import { sectionHighlightRows } from '@/lib/toc';
import {
  animatedMarkersLoaded,
  animatedMarkersReady,
  preloadAnimatedMarkers,
  useAnimatedMarkers,
} from './motion-loader';
import { useSectionStore } from './scroll/section-store';
import { StaticMarkers } from './StaticMarkers';

const rem = (value: number) => `${value}rem`;
const ROW = SIDEBAR_ROW_HEIGHT_REM;

/** The current page's row and, in a lighter band, the rows of the sections in view below it. */
function Markers({ offsetRem }: { offsetRem: number }) {
  const visibleH2Ids = useSectionStore((state) => state.visibleH2Ids);
  const sectionIds = useSectionStore((state) => state.h2Ids);
  const Animated = useAnimatedMarkers((state) => state.Markers);
  const band = sectionHighlightRows(sectionIds, visibleH2Ids) ?? { first: 0, count: 1 };
  const props = {
    highlight: { top: rem(offsetRem + band.first * ROW), height: rem(band.count * ROW) },
    marker: { top: rem(offsetRem + 0.25), height: rem(ROW - 0.5) },
  };
  // The component arrives with motion; until then the plain markers stand in its place.
  return createElement(Animated ?? StaticMarkers, props);
}

/** A plain click waits (once, briefly) for motion, so the very first move animates too. */
function useAnimatedNavigation() {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (
      animatedMarkersLoaded() ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void animatedMarkersReady().then(() => router.push(href));
  };
}

/** The grouped documentation links, the moving current-page marker and the current page's sections. */
export function Navigation({
  lang,
  groups,
  currentSections,
  instance,
  label,
  className,
}: {
  lang: Lang;
  /** The navigation in the page's language. */
  groups: SidebarGroup[];
  /** The current page's sections, listed under its link (SidebarSectionList, rendered by the page's slot). */
  currentSections: ReactNode;
  /** Distinguishes the sidebar from the mobile panel (element ids). */
  instance: string;
  label: string;
  className?: string;
}) {
  const pathname = usePathname();
  const currentSlug = docSlugIn(groups, pathname);
  const offsetRem = pageOffsetRemIn(groups, currentSlug, ROW);
  const navigate = useAnimatedNavigation();
  return (
    <nav
      aria-label={label}
      className={clsx('relative', className)}
      style={{ '--docs-row': rem(ROW), '--docs-group-gap': rem(SIDEBAR_GROUP_GAP_REM) } as CSSProperties}
      onPointerEnter={() => void preloadAnimatedMarkers()}
      onFocus={() => void preloadAnimatedMarkers()}
      onTouchStart={() => void preloadAnimatedMarkers()}
    >
      {offsetRem !== null && <Markers offsetRem={offsetRem} />}
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
                    const href = docsHref(lang, page.slug);
                    return (
                      <li key={page.slug}>
                        <Link
                          href={href}
                          aria-current={isCurrent ? 'page' : undefined}
                          onClick={(event) => navigate(event, href)}
                          className={clsx(
                            'flex h-(--docs-row) items-center pr-3 pl-4 text-sm transition-colors',
                            isCurrent
                              ? 'font-medium text-zinc-900 dark:text-white'
                              : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white',
                          )}
                        >
                          <span className="truncate">{page.title}</span>
                        </Link>
                        {isCurrent && currentSections}
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
