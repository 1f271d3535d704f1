/** How far outside the viewport a link starts being prefetched (SPEC §9: link prefetch root margin). */
export const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Prefetches same-site pages whose links come within 200 px of the viewport, so the next page opens at once.
 * Written here because Astro's own viewport prefetch takes no root margin. Skips data-saver connections, links
 * to files (a `.` in the last segment), the current page, links marked `data-no-prefetch` and the symbol links of code.
 */
export function startPrefetch() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || !('IntersectionObserver' in window)) return;
  const done = new Set<string>([location.pathname]);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const anchor = entry.target as HTMLAnchorElement;
        observer.unobserve(anchor);
        // Asked again now: a script may have pointed the link elsewhere since (the version lens sends its note's
        // link to GitHub for old releases).
        const url = pageToPrefetch(anchor);
        if (!url || done.has(url.pathname)) continue;
        done.add(url.pathname);
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = url.pathname;
        link.dataset.prefetch = 'pending';
        const settle = () => void delete link.dataset.prefetch;
        link.addEventListener('load', settle, { once: true });
        link.addEventListener('error', settle, { once: true });
        document.head.append(link);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (pageToPrefetch(anchor)) observer.observe(anchor);
  }
}

/** The page of this site a link leads to, when it is one worth prefetching; null otherwise. */
function pageToPrefetch(anchor: HTMLAnchorElement): URL | null {
  if (anchor.target || anchor.hasAttribute('download') || 'noPrefetch' in anchor.dataset) return null;
  // A Robyn name in code: its card answers the hover; the reference page is fetched when the reader follows it.
  if (anchor.classList.contains('sym')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
}

/**
 * Drops the page prefetches still under way (their links leave the document, and the browser cancels what they
 * had not received yet), so that what the reader asks for now (the search dialog's code and index) does not
 * queue behind pages the reader may never open: a page of cards puts twenty links in view at once, and on an
 * HTTP/1.1 connection six requests at a time go out. A dropped page loads normally when its link is followed.
 */
export function dropPendingPrefetches() {
  for (const link of document.querySelectorAll('link[rel="prefetch"][data-prefetch="pending"]'))
    link.remove();
}
