'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { preloadSearch } from '@/components/search/preload';
import { useSearchStore } from '@/components/search/store';
import { SEARCH_SHORTCUT_KEY } from '@/lib/constants';

type Modifier = 'Cmd' | 'Ctrl';

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

const noSubscription = () => () => {};

/** The platform's modifier key, known only in the browser: the server renders a neutral hint. */
function useModifierKey(): Modifier | null {
  return useSyncExternalStore<Modifier | null>(
    noSubscription,
    () => (isApplePlatform() ? 'Cmd' : 'Ctrl'),
    () => null,
  );
}

function hasSize(element: HTMLElement | null): boolean {
  if (!element) return false;
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0;
}

const openSearch = () => useSearchStore.getState().open();

/**
 * The search button: a wide pill with the Cmd+K (Apple platforms) / Ctrl+K hint on large screens, an icon
 * button on small ones.
 * Cmd/Ctrl+K opens the search too, unless the button is hidden (zero size).
 */
export function SearchButton() {
  const modifier = useModifierKey();
  const pillRef = useRef<HTMLButtonElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== SEARCH_SHORTCUT_KEY || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey || event.defaultPrevented) return;
      if (!hasSize(pillRef.current) && !hasSize(iconRef.current)) return;
      event.preventDefault();
      openSearch();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const shortcut = modifier === 'Cmd' ? 'Meta+K' : 'Control+K';
  return (
    <>
      <button
        ref={pillRef}
        type="button"
        data-testid="search-pill"
        aria-keyshortcuts={modifier ? shortcut : undefined}
        onClick={openSearch}
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
        className="hidden h-8 w-64 items-center gap-2 rounded-full bg-white pr-3 pl-2 text-sm text-zinc-600 ring-1 ring-zinc-900/10 transition hover:ring-zinc-900/20 focus-visible:outline-2 focus-visible:outline-orange-500 lg:flex xl:w-72 dark:bg-white/5 dark:text-zinc-400 dark:ring-white/10 dark:hover:ring-white/20"
      >
        <SearchIcon className="h-5 w-5 stroke-current" />
        <span>Search docs</span>
        <kbd aria-hidden="true" className="ml-auto font-sans text-xs text-zinc-600 dark:text-zinc-400">
          {modifier ? (
            <span data-testid="search-hint">{modifier} K</span>
          ) : (
            // Neutral until the platform is known after mount, at the width of the real hint.
            <span className="invisible">Ctrl K</span>
          )}
        </kbd>
      </button>
      <button
        ref={iconRef}
        type="button"
        aria-label="Search docs"
        data-testid="search-icon-button"
        onClick={openSearch}
        onPointerEnter={preloadSearch}
        onFocus={preloadSearch}
        className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 lg:hidden dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <SearchIcon className="h-5 w-5 stroke-current" />
      </button>
    </>
  );
}
