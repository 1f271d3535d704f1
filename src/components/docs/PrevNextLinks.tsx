import type { PageLink } from '@/lib/docs/source';
import type { Lang } from '@/lib/i18n';
import { docsStrings } from '@/lib/i18n/dictionary';
import { ChevronIcon } from '@/components/ui/docs-icons';

/** Previous and next page in the order of the navigation. */
export function PrevNextLinks({ lang, prev, next }: { lang: Lang; prev?: PageLink; next?: PageLink }) {
  const strings = docsStrings(lang);
  if (!prev && !next) return null;
  const card =
    'group flex flex-col gap-1 rounded-xl px-4 py-3 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/[0.025] hover:ring-zinc-900/20 dark:ring-white/10 dark:hover:bg-white/[0.03] dark:hover:ring-white/20';
  return (
    <nav aria-label={strings.pagination} className="mt-12 grid gap-4 sm:grid-cols-2" data-testid="prev-next">
      {prev ? (
        <a href={prev.href} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
            <ChevronIcon direction="left" className="h-4 w-4 flex-none stroke-current" />
            {strings.previous}
          </span>
          <span className="text-sm font-semibold text-zinc-900 group-hover:text-orange-700 dark:text-white dark:group-hover:text-orange-400">
            {prev.title}
          </span>
        </a>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <a href={next.href} rel="next" className={`${card} text-right sm:col-start-2`}>
          <span className="flex items-center justify-end gap-1 text-xs text-zinc-500 dark:text-zinc-400">
            {strings.next}
            <ChevronIcon direction="right" className="h-4 w-4 flex-none stroke-current" />
          </span>
          <span className="text-sm font-semibold text-zinc-900 group-hover:text-orange-700 dark:text-white dark:group-hover:text-orange-400">
            {next.title}
          </span>
        </a>
      )}
    </nav>
  );
}
