/**
 * The footer's dark-mode switch: static markup, its behaviour in src/scripts/theme-toggle.ts. Dark is the
 * default, so the server renders it checked.
 */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked="true"
      data-theme-toggle=""
      data-js-only=""
      className="group inline-flex items-center gap-2 rounded-full py-1 pr-1 pl-3 text-sm font-medium text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5"
    >
      {label}
      <span
        aria-hidden="true"
        className="relative inline-flex h-5 w-9 flex-none items-center rounded-full bg-zinc-300 transition-colors group-aria-checked:bg-orange-600 dark:bg-zinc-700"
      >
        <span className="ml-0.5 h-4 w-4 rounded-full bg-white shadow-sm transition-transform group-aria-checked:translate-x-4 motion-reduce:transition-none" />
      </span>
    </button>
  );
}
