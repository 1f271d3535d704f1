/**
 * The class of a pill-shaped button or button-like link: one shape, three sizes and the site's tones.
 * Use it for calls to action and page-level actions; small icon buttons in the header and menus keep their own.
 */

/** The keyboard focus ring: a 2 px orange outline, set off from the button unless it sits flush in a row. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500';
const FOCUS_RING_FLUSH = 'focus-visible:outline-2 focus-visible:outline-orange-500';
const FOCUS_RING_ON_DARK =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400';

const SHAPE = 'inline-flex items-center gap-2 rounded-full transition';

const SIZES = {
  /** 2 rem high, like the header's controls. */
  sm: 'h-8 px-3 text-sm font-medium',
  md: 'px-4 py-2 text-sm font-semibold',
  lg: 'px-5 py-2.5 text-sm font-semibold',
} as const;

const TONES = {
  /** The one main action of a section. */
  primary: `bg-orange-700 text-white shadow-sm hover:bg-orange-800 dark:bg-orange-500 dark:text-zinc-950 dark:hover:bg-orange-400 ${FOCUS_RING}`,
  /** A strong neutral action. */
  solid: `bg-zinc-900 text-white ring-1 ring-zinc-900 hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:ring-white dark:hover:bg-zinc-200 ${FOCUS_RING}`,
  /** A secondary action: a ring, no fill. */
  outline: `text-zinc-900 ring-1 ring-zinc-900/15 hover:bg-zinc-900/5 dark:text-white dark:ring-white/20 dark:hover:bg-white/5 ${FOCUS_RING}`,
  /** A light filled pill, for a hint above a headline. */
  soft: `bg-zinc-900/5 text-zinc-800 ring-1 ring-zinc-900/10 hover:bg-zinc-900/10 dark:bg-white/5 dark:text-zinc-200 dark:ring-white/10 dark:hover:bg-white/10 ${FOCUS_RING_FLUSH}`,
  /** On a dark band, in both themes. */
  primaryOnDark: `bg-orange-500 text-zinc-950 hover:bg-orange-400 ${FOCUS_RING_ON_DARK}`,
  outlineOnDark: `text-white ring-1 ring-white/25 hover:bg-white/10 ${FOCUS_RING_ON_DARK}`,
} as const;

export type ButtonTone = keyof typeof TONES;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(tone: ButtonTone, size: ButtonSize = 'lg'): string {
  return `${SHAPE} ${SIZES[size]} ${TONES[tone]}`;
}
