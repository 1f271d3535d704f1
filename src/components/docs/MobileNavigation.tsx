'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Lang } from '@/lib/i18n';
import { useMobileNavigationStore } from './mobile-navigation-store';
import type { SectionLinks } from './Navigation';
import { docsStrings } from './strings';

/** The panel (Headless UI Dialog) loads on first use, so pages do not ship it up front. */
const loadDialog = () => import('./MobileNavigationDialog');
const MobileNavigationDialog = lazy(loadDialog);

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="h-5 w-5 stroke-current" strokeWidth="1.5" strokeLinecap="round">
      {open ? <path d="m5.5 5.5 9 9m0-9-9 9" /> : <path d="M3.5 6h13M3.5 10h13M3.5 14h13" />}
    </svg>
  );
}

/** The toggle of the small-screen navigation; it also closes the panel on route and hash changes. */
export function MobileNavigation({ lang, sections }: { lang: Lang; sections: SectionLinks }) {
  const { isOpen, toggle, close } = useMobileNavigationStore();
  const [wanted, setWanted] = useState(false);
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  const strings = docsStrings(lang);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      close();
    }
  }, [pathname, close]);

  useEffect(() => {
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, [close]);

  return (
    <>
      <button
        type="button"
        aria-label={isOpen ? strings.closeNavigation : strings.openNavigation}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        data-testid="mobile-navigation-toggle"
        className="-ml-1 flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:hover:bg-white/5"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
      >
        <MenuIcon open={isOpen} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavigationDialog lang={lang} sections={sections} />
        </Suspense>
      )}
    </>
  );
}
