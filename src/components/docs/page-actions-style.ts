/** The look of the page actions' buttons, shared by the light first version and the Headless UI menu. */
export const PAGE_ACTION_CLASS =
  'flex h-8 items-center gap-1.5 text-sm text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 focus-visible:outline-2 focus-visible:outline-orange-500 data-open:bg-zinc-900/5 dark:text-zinc-300 dark:ring-white/10 dark:hover:bg-white/5 dark:data-open:bg-white/5';
export const MENU_BUTTON_CLASS = `${PAGE_ACTION_CLASS} -ml-px rounded-r-full px-2`;
