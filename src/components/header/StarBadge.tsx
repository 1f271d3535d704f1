import clsx from 'clsx';
import { GitHubIcon } from '@/components/ui/icons';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { formatStars } from '@/lib/stars';
import { siteConfig } from '@/site.config';

/**
 * The repository's star count, linked to the repository in a new tab. Static markup with the default text;
 * src/scripts/stars.ts fetches the count on load, every 5 minutes and on click, dims it while loading and
 * keeps the last count when a fetch fails.
 */
export function StarBadge({
  strings,
  className,
}: {
  strings: Pick<Dictionary['docs'], 'githubStars' | 'opensInNewTab'>;
  className?: string;
}) {
  return (
    <a
      href={siteConfig.repository.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-busy="false"
      data-loading="false"
      data-testid="star-badge"
      data-star-badge=""
      className={clsx(
        'group/stars inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5 dark:hover:text-white',
        className,
      )}
    >
      <GitHubIcon className="h-4 w-4 flex-none" />
      <span className="sr-only">{strings.githubStars} </span>
      <span
        data-testid="star-count"
        // Dimmed while loading, yet still above the 4.5:1 contrast minimum.
        className="text-zinc-900 tabular-nums transition-colors group-data-[loading=true]/stars:text-zinc-500 dark:text-zinc-100 dark:group-data-[loading=true]/stars:text-zinc-400"
      >
        {formatStars(null)}
      </span>
      <span className="sr-only"> {strings.opensInNewTab}</span>
    </a>
  );
}
