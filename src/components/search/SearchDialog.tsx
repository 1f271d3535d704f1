import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { usePendingPress } from '@/islands/use-pending-press';
import { searchLangOfPath } from '@/lib/search/query';
import { getSearchService } from './engine';
import { markOpen } from './marks';

const TRIGGERS = '[data-search-trigger]';

const loadModal = () => import('./SearchModal');
/**
 * The dialog itself, rendered only in the browser. Its code starts loading as soon as this module runs (when a
 * reader reaches for search), in parallel with React's hydration of the island rather than after it.
 */
const modal = typeof window === 'undefined' ? null : loadModal();
// The index of the page's language too: its head is often in already (the page's script asked for it when the
// reader reached for search), and building it now overlaps the download of React's renderer, the island's
// largest file, instead of waiting for hydration.
if (typeof window !== 'undefined') getSearchService().preload(searchLangOfPath(window.location.pathname));
const SearchModal = lazy(() => (modal ?? loadModal()).then((module) => ({ default: module.SearchModal })));

/**
 * The search dialog island (client:interaction with the search buttons as triggers): its code, the engine and the
 * current language's index load when a reader first points at, focuses or presses a search button, or presses
 * Cmd/Ctrl+K. It closes on a hash change and on Back/Forward; closing unmounts it, which clears its query.
 */
export default function SearchDialog() {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const open = () => setOpen(true);
    const triggers = Array.from(document.querySelectorAll(TRIGGERS));
    for (const trigger of triggers) trigger.addEventListener('click', open);
    return () => {
      for (const trigger of triggers) trigger.removeEventListener('click', open);
    };
  }, []);
  usePendingPress(() => Array.from(document.querySelectorAll(TRIGGERS)));

  useEffect(() => {
    if (!isOpen) return;
    markOpen();
    window.addEventListener('hashchange', close);
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener('hashchange', close);
      window.removeEventListener('popstate', close);
    };
  }, [isOpen, close]);

  return isOpen ? (
    <Suspense fallback={null}>
      <SearchModal onClose={close} />
    </Suspense>
  ) : null;
}
