import type { CSSProperties, ReactNode } from 'react';
import { sidebarGroups } from '@/lib/docs/pages';
import type { Lang } from '@/lib/i18n';
import { ContentReload } from './ContentReload';
import { LanguageMenu } from './LanguageMenu';
import { MobileNavigation } from './MobileNavigation';
import { Navigation } from './Navigation';
import { docsStrings } from './strings';

/**
 * How much of the site header is on screen: --header-offset (0 while the header hides on scroll), else its
 * height --header-height, else 3.5rem. Sticky parts of the docs sit right below it.
 */
const HEADER_HEIGHT = 'var(--header-offset, var(--header-height, 3.5rem))';

/**
 * The documentation frame: sidebar on large screens; on small screens a bar with the navigation toggle.
 * The language menu sits in the bar at every size. Rendered by a layout so the sidebar (and its moving
 * marker) stays mounted while visitors move between pages.
 */
export function DocsLayout({
  lang,
  currentSections,
  children,
}: {
  lang: Lang;
  /** The shown page's sections (the layout's @sections slot), listed under its link. */
  currentSections: ReactNode;
  children: ReactNode;
}) {
  const strings = docsStrings(lang);
  const groups = sidebarGroups(lang);
  // In development the page also reloads itself when a content file changes; production output is untouched.
  const content =
    process.env.NODE_ENV === 'development' ? (
      <>
        {children}
        <ContentReload />
      </>
    ) : (
      children
    );
  return (
    <div
      className="mx-auto flex w-full max-w-[90rem] flex-1 lg:px-4"
      style={{ '--docs-header-height': HEADER_HEIGHT } as CSSProperties}
    >
      <div className="sticky top-(--docs-header-height) hidden h-[calc(100dvh-var(--docs-header-height))] transition-[top,height] duration-300 motion-reduce:transition-none w-72 flex-none overflow-y-auto overscroll-contain border-r border-zinc-900/10 py-8 pr-6 pl-2 lg:block dark:border-white/10">
        <Navigation
          lang={lang}
          groups={groups}
          currentSections={currentSections}
          instance="sidebar"
          label={strings.docsNavigation}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <nav
          aria-label={strings.docsToolbar}
          className="sticky top-(--docs-header-height) z-30 flex h-10 transition-[top] duration-300 motion-reduce:transition-none items-center justify-between gap-4 border-b border-zinc-900/10 bg-white/95 px-4 backdrop-blur-sm sm:px-6 lg:static lg:z-auto lg:h-14 lg:justify-end lg:border-0 lg:bg-transparent lg:px-8 lg:backdrop-blur-none dark:border-white/10 dark:bg-zinc-950/95 lg:dark:bg-transparent"
        >
          <div className="min-w-0 lg:hidden">
            <MobileNavigation
              lang={lang}
              groups={groups}
              currentSections={currentSections}
              openLabel={strings.openNavigation}
            />
          </div>
          <LanguageMenu lang={lang} label={strings.language} />
        </nav>
        {content}
      </div>
    </div>
  );
}
