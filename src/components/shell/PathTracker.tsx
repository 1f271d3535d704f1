'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PATH_HISTORY_EVENT, parsePathHistory, PATH_HISTORY_STORAGE_KEY, recordPath } from '@/lib/previous-path';

/** Records each pathname the visitor sees in this tab, so the landing page knows the previous one. */
export function PathTracker() {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname) return;
    try {
      const history = recordPath(
        parsePathHistory(window.sessionStorage.getItem(PATH_HISTORY_STORAGE_KEY)),
        pathname,
      );
      window.sessionStorage.setItem(PATH_HISTORY_STORAGE_KEY, JSON.stringify(history));
      window.dispatchEvent(new Event(PATH_HISTORY_EVENT));
    } catch {
      // Session storage blocked: the landing page simply doesn't offer a way back.
    }
  }, [pathname]);
  return null;
}
