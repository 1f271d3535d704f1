'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { markOpen } from './marks';
import { setPendingQuery } from './pending';
import { useSearchStore } from './store';

/** Shown for the moment the dialog's code takes to load on first use; what is typed here is handed over. */
function LoadingShell() {
  return (
    <div className="fixed inset-0 z-50 bg-zinc-400/25 px-4 py-4 backdrop-blur-xs sm:px-6 sm:py-20 md:py-32 lg:px-8 lg:py-[15vh] dark:bg-black/40">
      <div className="mx-auto overflow-hidden rounded-lg bg-zinc-50 shadow-xl ring-1 ring-zinc-900/7.5 sm:max-w-xl dark:bg-zinc-900 dark:ring-zinc-800">
        <input
          type="search"
          aria-label="Search the documentation"
          placeholder="Find something..."
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          autoFocus
          onChange={(event) => setPendingQuery(event.currentTarget.value)}
          className="h-12 w-full bg-transparent pr-4 pl-10 text-sm text-zinc-900 outline-none placeholder:text-zinc-500 dark:text-white"
        />
      </div>
    </div>
  );
}

type Modal = ComponentType<{ onClose: () => void }>;

/** Loaded once, on first use. Not next/dynamic: React holds a Suspense reveal back for up to 300 ms. */
let loadedModal: Modal | null = null;
function loadModal(): Promise<Modal> {
  return import('./SearchModal').then((module) => (loadedModal = module.SearchModal));
}

/**
 * Mounted once by RootShell. The dialog and everything search needs load on first use; the dialog closes on
 * a route or hash change (and on Back/Forward), and unmounting it clears its query.
 */
export function SearchDialog() {
  const isOpen = useSearchStore((state) => state.isOpen);
  const close = useSearchStore((state) => state.close);
  const pathname = usePathname();
  const [SearchModal, setSearchModal] = useState<Modal | null>(() => loadedModal);

  useEffect(() => {
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!isOpen || SearchModal) return;
    let active = true;
    loadModal()
      .then((modal) => active && setSearchModal(() => modal))
      .catch((error) => console.warn('The search dialog could not be loaded.', error));
    return () => {
      active = false;
    };
  }, [isOpen, SearchModal]);

  useEffect(() => {
    if (!isOpen) return;
    markOpen();
    setPendingQuery('');
    // Back and Forward change the route even when the router does not handle the entry (a native hash entry).
    window.addEventListener('hashchange', close);
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener('hashchange', close);
      window.removeEventListener('popstate', close);
    };
  }, [isOpen, close]);

  if (!isOpen) return null;
  return SearchModal ? <SearchModal onClose={close} /> : <LoadingShell />;
}
