import { SearchIcon } from '@/components/ui/icons';

/**
 * The search buttons: a wide pill with the Cmd K (Apple platforms) / Ctrl K hint on large screens, an icon button
 * on small ones, both named `label` (the page language's words). Static markup: `data-search-trigger` makes them
 * open the search dialog island, and src/scripts/site.ts fills in the platform's hint and handles the Cmd/Ctrl+K
 * shortcut.
 */
export function SearchButton({ label }: { label: string }) {
  return (
    <>
      <button
        type="button"
        data-testid="search-pill"
        data-search-trigger=""
        aria-haspopup="dialog"
        className="hidden h-8 w-64 items-center gap-2 rounded-full bg-white pr-3 pl-2 text-sm text-zinc-600 ring-1 ring-zinc-900/10 transition hover:ring-zinc-900/20 focus-visible:outline-2 focus-visible:outline-orange-500 lg:flex xl:w-72 dark:bg-white/5 dark:text-zinc-400 dark:ring-white/10 dark:hover:ring-white/20"
      >
        <SearchIcon className="h-5 w-5 stroke-current" />
        <span>{label}</span>
        <kbd aria-hidden="true" className="ml-auto font-sans text-xs text-zinc-600 dark:text-zinc-400">
          {/* Neutral until the platform is known, at the width of the real hint. */}
          <span data-search-hint className="invisible">
            Ctrl K
          </span>
        </kbd>
      </button>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="search-icon-button"
        data-search-trigger=""
        className="flex h-8 w-8 items-center justify-center rounded-md text-zinc-700 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 lg:hidden dark:text-zinc-300 dark:hover:bg-white/5"
      >
        <SearchIcon className="h-5 w-5 stroke-current" />
      </button>
    </>
  );
}
