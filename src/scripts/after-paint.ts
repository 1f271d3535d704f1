/**
 * Runs `task` once the page has loaded and its first content is on screen (the browser's first-contentful-paint
 * entry, which carries the time the frame was presented). Network work the first screen does not need (the star
 * count, link prefetching, analytics) waits for this, so it never competes with the page's own files for the
 * first paint. Every caller waits on the same promise.
 */
export function afterFirstPaint(task: () => void) {
  void (ready ??= Promise.all([loaded(), painted()])).then(() => setTimeout(task, 0));
}

let ready: Promise<unknown> | undefined;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // Without paint timing: the frame callback runs just before a paint, the timer after it.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
