'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GitHubIcon } from '@/components/ui/icons';
import { STAR_REFRESH_MS } from '@/lib/constants';
import {
  fetchStars,
  formatStars,
  parseStarSnapshot,
  STARS_STORAGE_KEY,
  type StarSnapshot,
} from '@/lib/stars';
import { siteConfig } from '@/site.config';

function readStored(): StarSnapshot | null {
  try {
    return parseStarSnapshot(window.localStorage.getItem(STARS_STORAGE_KEY));
  } catch {
    return null;
  }
}

function store(snapshot: StarSnapshot) {
  try {
    window.localStorage.setItem(STARS_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage can be full or blocked; the badge still works for this page.
  }
}

/**
 * The repository's star count (GitHub's stargazers_count), linked to the repository in a new tab: fetched
 * on load, every STAR_REFRESH_MS (5 minutes) and on click. While a fetch runs the count is dimmed and
 * further fetches are skipped; a failure is logged ('Failed to fetch GitHub stars') and the count shown
 * stays. The ETag of the last answer goes out as If-None-Match, so repeat polls are free.
 */
export function StarBadge({ className }: { className?: string }) {
  const [count, setCount] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  const snapshotRef = useRef<StarSnapshot | null>(null);

  const refresh = useCallback(async () => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const result = await fetchStars(siteConfig.repository.apiUrl, snapshotRef.current);
      if (result.kind === 'updated') {
        snapshotRef.current = result.snapshot;
        setCount(result.snapshot.count);
        store(result.snapshot);
      }
    } catch (error) {
      console.error('Failed to fetch GitHub stars', error);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    const stored = readStored();
    if (stored) {
      snapshotRef.current = stored;
      // A count from an earlier page load, shown at once and confirmed by the conditional request below.
      setCount(stored.count); // eslint-disable-line react-hooks/set-state-in-effect
    }
    void refresh();
    const timer = window.setInterval(() => void refresh(), STAR_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const text = formatStars(count);
  return (
    <a
      href={siteConfig.repository.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => void refresh()}
      aria-busy={loading}
      data-loading={loading}
      data-testid="star-badge"
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-zinc-700 ring-1 ring-zinc-900/10 transition hover:bg-zinc-900/5 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-orange-500 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/5 dark:hover:text-white',
        className,
      )}
    >
      <GitHubIcon className="h-4 w-4 flex-none" />
      <span className="sr-only">GitHub stars: </span>
      <span
        data-testid="star-count"
        className={clsx(
          'tabular-nums transition-colors',
          // Dimmed, yet still above the 4.5:1 contrast minimum.
          loading ? 'text-zinc-500 dark:text-zinc-400' : 'text-zinc-900 dark:text-zinc-100',
        )}
      >
        {text}
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
