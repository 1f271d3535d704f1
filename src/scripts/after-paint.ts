/**
 * Runs `task` once the page has loaded and its first content is on screen (the browser's first-contentful-paint
 * entry, which carries the time the frame was presented). Network work the first screen does not need (the star
 * count, link prefetching, analytics) waits for this, so it never competes with the page's own files for the
 * first paint.
 */
export function afterFirstPaint(task: () => void) {
  let loaded = document.readyState === 'complete';
  let painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  let done = false;
  const maybeRun = () => {
    if (done || !loaded || !painted) return;
    done = true;
    setTimeout(task, 0);
  };
  if (!painted) {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        painted = true;
        maybeRun();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // Without paint timing: the frame callback runs just before a paint, the timer after it.
      requestAnimationFrame(() =>
        setTimeout(() => {
          painted = true;
          maybeRun();
        }, 0),
      );
    }
  }
  if (!loaded)
    addEventListener(
      'load',
      () => {
        loaded = true;
        maybeRun();
      },
      { once: true },
    );
  maybeRun();
}
