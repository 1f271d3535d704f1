/**
 * The landing page receives the previous pathname, to lead back to the documentation page the visitor
 * came from. src/scripts/path-history.ts records every pathname the visitor sees in this tab (sessionStorage,
 * which lasts across the full page loads between pages).
 */
export const PATH_HISTORY_STORAGE_KEY = 'robyn-path-history';

export interface PathHistory {
  current: string;
  previous: string | null;
}

/** The history after the visitor arrives at `pathname`. A reload of the same path keeps the old previous. */
export function recordPath(history: PathHistory | null, pathname: string): PathHistory {
  if (!history) return { current: pathname, previous: null };
  if (history.current === pathname) return history;
  return { current: pathname, previous: history.current };
}

/** A path on this site: starts with one slash (never //host). */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

export function parsePathHistory(raw: string | null): PathHistory | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PathHistory>;
    if (!isSitePath(value.current)) return null;
    const previous = isSitePath(value.previous) ? value.previous : null;
    return { current: value.current, previous };
  } catch {
    return null;
  }
}
