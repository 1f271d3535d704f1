/**
 * Writing docs is a loop of edit and look. In `npm run dev` an edit to content/docs shows on the next request
 * (the source follows modification times); on top of that, documentation pages listen to
 * CONTENT_EVENTS_PATH and reload when a content file changes. The route exists only in development: its file
 * is route.dev.ts, an extension next.config.ts adds to pageExtensions for `next dev` alone.
 */
export const CONTENT_EVENTS_PATH = '/dev-content-events';

/** The listener documentation pages run in development; a burst of file events reloads once. */
export const CONTENT_RELOAD_SCRIPT = `(() => {
  let timer = 0;
  const events = new EventSource(${JSON.stringify(CONTENT_EVENTS_PATH)});
  events.onmessage = () => {
    clearTimeout(timer);
    timer = setTimeout(() => location.reload(), 150);
  };
})();`;
