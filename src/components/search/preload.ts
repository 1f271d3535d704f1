'use client';

import { searchLangOfPath } from '@/lib/search/query';

/**
 * Starts loading the search dialog, the engine and the current language's index ahead of the first query
 * (called when the search button is hovered or focused). Nothing is loaded twice.
 */
export function preloadSearch(): void {
  if (typeof window === 'undefined') return;
  const lang = searchLangOfPath(window.location.pathname);
  void import('./SearchModal').catch(() => undefined);
  void import('./engine').then(({ getSearchService }) => getSearchService().preload(lang)).catch(() => undefined);
}
