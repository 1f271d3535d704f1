import { parsePathHistory, PATH_HISTORY_STORAGE_KEY, recordPath } from '@/lib/previous-path';

/**
 * Records the pathname of each page the visitor sees in this tab (sessionStorage), and returns the one before
 * it: the landing page leads back to the documentation page the visitor came from.
 */
export function recordCurrentPath(): string | null {
  try {
    const history = recordPath(
      parsePathHistory(window.sessionStorage.getItem(PATH_HISTORY_STORAGE_KEY)),
      window.location.pathname,
    );
    window.sessionStorage.setItem(PATH_HISTORY_STORAGE_KEY, JSON.stringify(history));
    return history.previous;
  } catch {
    // Storage can be blocked; the landing page then shows its usual link.
    return null;
  }
}
