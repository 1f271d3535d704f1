import { afterFirstPaint } from './after-paint';

/** Marks a section laid out for good (globals.css then stops skipping it off screen). */
const LAID_OUT_ATTRIBUTE = 'data-laid-out';
/** The longest a section waits for an idle moment, so a page that is never idle still settles. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * The article's off-screen sections skip layout (content-visibility in globals.css), which keeps the first
 * layout of a long page to about a screenful. Until a section is first laid out its height is an estimate, so a
 * reader who jumps far (the End key, the scrollbar, a fling to the feedback question) onto sections never laid
 * out would see the text under their finger move by hundreds of pixels as those sections take their real height.
 * Once the reader starts scrolling, the sections never laid out are laid out for good one at a time, one per
 * idle moment, in document order: each step costs one section's layout, never the whole article's, and from then
 * on nothing moves. A far jump as the very first move on a page still lands on estimates for a frame or two.
 */
export function startSettleSections() {
  const pending = Array.from(document.querySelectorAll<HTMLElement>('.docs-prose > .docs-section'));
  if (!pending.length) return;
  // Safari has no requestIdleCallback: a short timer then.
  const whenIdle = (step: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(step, 50);
  // A section the browser has already rendered keeps its real height when it goes off screen again: it is left
  // alone (switching it would lay out and paint again what the reader is looking at).
  const rendered = (section: HTMLElement) =>
    section.querySelector('h2')?.checkVisibility?.({ contentVisibilityAuto: true }) ?? false;
  function next() {
    let section = pending.shift();
    while (section && rendered(section)) section = pending.shift();
    if (!section) return;
    section.setAttribute(LAID_OUT_ATTRIBUTE, '');
    whenIdle(next);
  }
  // It starts at the reader's first scroll, once the page has loaded and painted (afterFirstPaint): never while
  // the page is loading and painting its first screen, and not at all for a reader who stays on it.
  let painted = false;
  let scrolled = false;
  const begin = () => {
    if (painted && scrolled) whenIdle(next);
  };
  afterFirstPaint(() => {
    painted = true;
    begin();
  });
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      begin();
    },
    { once: true, passive: true },
  );
}
