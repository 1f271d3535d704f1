'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { docSlugIn, type SidebarGroup } from '@/lib/docs/sidebar';
import type { Lang } from '@/lib/i18n';
import { useMobileNavigationStore } from './mobile-navigation-store';
import { NavigationIcon } from '@/components/ui/docs-icons';

/** The panel (Headless UI Dialog) loads on first use, so pages do not ship it up front. */
const loadDialog = () => import('./MobileNavigationDialog');
const MobileNavigationDialog = lazy(loadDialog);

/** The toggle of the small-screen navigation; it also closes the panel on route and hash changes. */
export function MobileNavigation({
  lang,
  groups,
  currentSections,
  openLabel,
}: {
  lang: Lang;
  groups: SidebarGroup[];
  currentSections: ReactNode;
  /** "Open navigation" in the page's language (passed in, so the page's script holds no text tables). */
  openLabel: string;
}) {
  const { isOpen, toggle, close } = useMobileNavigationStore();
  const [wanted, setWanted] = useState(false);
  const pathname = usePathname();
  const slug = docSlugIn(groups, pathname);
  const page = groups.flatMap((group) => group.pages).find((p) => p.slug === slug);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      close();
    }
  }, [pathname, close]);

  // Headless UI restores focus to what was focused before it loaded; the panel loads on demand, so the
  // toggle is put back in focus here when closing left it nowhere (or on the closing panel).
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    let frame = 0;
    let tries = 0;
    const restore = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('[role="dialog"]');
      const toggle = toggleRef.current;
      if (!lost || !toggle) return;
      toggle.focus({ preventScroll: true });
      // The page stays inert until the panel has finished closing.
      if (document.activeElement !== toggle && tries++ < 90) frame = window.requestAnimationFrame(restore);
    };
    frame = window.requestAnimationFrame(restore);
    return () => window.cancelAnimationFrame(frame);
  }, [isOpen]);

  useEffect(() => {
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, [close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        data-testid="mobile-navigation-toggle"
        className="-ml-2 flex h-8 max-w-full min-w-0 items-center gap-2 rounded-md px-2 text-sm text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:bg-white/5"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
      >
        <NavigationIcon className="h-5 w-5 flex-none stroke-current" />
        <span className="sr-only">{openLabel}: </span>
        {page && <span className="truncate">{page.title}</span>}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavigationDialog lang={lang} groups={groups} currentSections={currentSections} />
        </Suspense>
      )}
    </>
  );
}
