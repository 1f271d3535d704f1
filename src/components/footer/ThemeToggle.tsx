'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME,
  otherTheme,
  parseTheme,
  THEME_STORAGE_KEY,
  themeOfClassList,
  type Theme,
} from '@/lib/theme';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => themeOfClassList(document.documentElement.classList);

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/**
 * The footer's dark-mode switch. Dark is the default; a choice is stored and applied before first paint
 * by ThemeScript, and other open tabs follow it.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === THEME_STORAGE_KEY) applyTheme(parseTheme(event.newValue));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => {
        const next = otherTheme(currentTheme());
        applyTheme(next);
        try {
          window.localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Without storage the choice lasts for this page only.
        }
      }}
      className="group inline-flex items-center gap-2 rounded-full py-1 pr-1 pl-3 text-sm font-medium text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5"
    >
      Dark mode
      <span
        aria-hidden="true"
        className="relative inline-flex h-5 w-9 flex-none items-center rounded-full bg-zinc-300 transition-colors group-aria-checked:bg-orange-600 dark:bg-zinc-700"
      >
        <span className="ml-0.5 h-4 w-4 rounded-full bg-white shadow-sm transition-transform group-aria-checked:translate-x-4 motion-reduce:transition-none" />
      </span>
    </button>
  );
}
