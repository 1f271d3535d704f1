/**
 * User-timing marks exist for `npm run bench` only (scripts/bench/search.mjs sets `window.__ROBYN_BENCH__`
 * before the page's scripts run). Visitors' browsers skip them, so they neither pay for the marks nor
 * collect entries in their performance timeline.
 */
declare global {
  interface Window {
    __ROBYN_BENCH__?: boolean;
  }
}

export function benchMarksEnabled(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.__ROBYN_BENCH__ === true &&
    typeof performance !== 'undefined' &&
    typeof performance.mark === 'function'
  );
}
