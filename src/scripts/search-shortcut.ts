import { SEARCH_SHORTCUT_KEY } from '@/lib/constants';
import { algoliaConfigFrom } from '@/lib/search/config';
import { fetchIndexPart } from '@/lib/search/fetch-index';
import { searchLangOfPath } from '@/lib/search/query';
import { warmQuerySegmenter } from '@/lib/search/segmenter';
import { siteConfig } from '@/site.config';
import { dropPendingPrefetches } from './prefetch';

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

function hasSize(element: Element): boolean {
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0;
}

/**
 * The search buttons' platform hint (Cmd K on Apple platforms, Ctrl K elsewhere) and the Cmd/Ctrl+K shortcut:
 * it presses the visible search button, so the dialog opens the same way whether its island is loaded yet or not
 * (src/islands/interaction.ts keeps a press made before). Ignored while every search button has zero size.
 */
/**
 * What is typed between a press of a search button (or Cmd/Ctrl+K) and the dialog's input appearing, while the
 * dialog's code loads: kept on the pressed button as `data-typed`, where the dialog takes it over when it mounts.
 */
function captureTypingUntilTheDialogOpens(trigger: HTMLElement) {
  if (trigger.hasAttribute('data-typed')) return;
  let typed = '';
  trigger.dataset.typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (document.querySelector('[data-search-dialog]') || !trigger.hasAttribute('data-typed')) return stop();
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') return stop();
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key.length === 1) typed += event.key;
    else return;
    event.preventDefault();
    trigger.dataset.typed = typed;
  };
  const stop = () => window.removeEventListener('keydown', onKey, true);
  window.addEventListener('keydown', onKey, true);
}

/**
 * The first answers' part of the search index (its head, src/lib/search/wire.ts) starts loading when a reader
 * reaches for search: the pointer enters a search button, focus or a touch lands on one, or Cmd/Ctrl+K is pressed.
 * These are the moments the dialog's island starts loading (client:interaction), so both arrive together instead
 * of the index waiting for the island's code. Never on page load: a reader who never searches fetches nothing;
 * nor with a hosted engine configured.
 */
function prefetchIndexOnIntent() {
  const events = ['pointerover', 'focusin', 'touchstart', 'pointerdown'] as const;
  // With a hosted engine the local index loads only if that engine fails.
  const hosted = algoliaConfigFrom(siteConfig.search) !== null;
  const prefetch = () => {
    for (const type of events) document.removeEventListener(type, onReach, true);
    // The dialog's code and index come first: pages prefetched from links in view would hold the connections.
    dropPendingPrefetches();
    if (hosted) return;
    const lang = searchLangOfPath(window.location.pathname);
    fetchIndexPart(lang, 'head').catch(() => undefined);
    // On a Chinese page the first query will be segmented into words: the browser loads its dictionary now,
    // while the code and index download, once the requests above are on their way.
    if (lang === 'zh') setTimeout(warmQuerySegmenter);
  };
  const onReach = (event: Event) => {
    if ((event.target as Element).closest?.('[data-search-trigger]')) prefetch();
  };
  for (const type of events) document.addEventListener(type, onReach, { capture: true, passive: true });
  return prefetch;
}

export function startSearchShortcut() {
  const prefetch = prefetchIndexOnIntent();
  const apple = isApplePlatform();
  for (const hint of document.querySelectorAll<HTMLElement>('[data-search-hint]')) {
    hint.textContent = apple ? 'Cmd K' : 'Ctrl K';
    hint.classList.remove('invisible');
    hint.dataset.testid = 'search-hint';
  }
  for (const trigger of document.querySelectorAll('[data-search-trigger]')) {
    trigger.setAttribute('aria-keyshortcuts', apple ? 'Meta+K' : 'Control+K');
  }
  window.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== SEARCH_SHORTCUT_KEY || !(event.metaKey || event.ctrlKey)) return;
    if (event.altKey || event.shiftKey || event.defaultPrevented) return;
    const trigger = Array.from(document.querySelectorAll<HTMLElement>('[data-search-trigger]')).find(hasSize);
    if (!trigger) return;
    event.preventDefault();
    prefetch();
    // An open dialog has the page inert; it handles the shortcut itself.
    if (document.querySelector('[data-search-dialog]')) return;
    captureTypingUntilTheDialogOpens(trigger);
    trigger.click();
  });
  // On window, so it runs before the island loader's own listener on document (which holds the press back).
  window.addEventListener(
    'click',
    (event) => {
      const trigger = (event.target as Element).closest?.<HTMLElement>('[data-search-trigger]');
      if (trigger && !document.querySelector('[data-search-dialog]'))
        captureTypingUntilTheDialogOpens(trigger);
    },
    true,
  );
}
