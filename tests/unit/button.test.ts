import { describe, expect, it } from 'vitest';
import { buttonClass } from '@/components/ui/button';

const classes = (value: string) => value.split(/\s+/).filter(Boolean).sort();

describe('buttonClass', () => {
  it('gives the landing, release-page and return-to-docs buttons their classes', () => {
    // The class lists these buttons were written with before the helper existed.
    expect(classes(buttonClass('primary'))).toEqual(
      classes(
        'inline-flex items-center gap-2 rounded-full bg-orange-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 dark:bg-orange-500 dark:text-zinc-950 dark:hover:bg-orange-400',
      ),
    );
    expect(classes(buttonClass('outline', 'md'))).toEqual(
      classes(
        'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 text-zinc-900 ring-zinc-900/15 hover:bg-zinc-900/5 dark:text-white dark:ring-white/20 dark:hover:bg-white/5',
      ),
    );
    expect(classes(buttonClass('soft', 'sm'))).toEqual(
      classes(
        'inline-flex h-8 items-center gap-2 rounded-full bg-zinc-900/5 px-3 text-sm font-medium text-zinc-800 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/10 focus-visible:outline-2 focus-visible:outline-orange-500 dark:bg-white/5 dark:text-zinc-200 dark:ring-white/10 dark:hover:bg-white/10',
      ),
    );
    expect(classes(buttonClass('outlineOnDark'))).toEqual(
      classes(
        'inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-white/25 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400',
      ),
    );
  });

  it('never repeats a class', () => {
    for (const tone of ['primary', 'solid', 'outline', 'soft', 'primaryOnDark', 'outlineOnDark'] as const) {
      const list = classes(buttonClass(tone));
      expect(new Set(list).size, tone).toBe(list.length);
    }
  });
});
