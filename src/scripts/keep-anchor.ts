/** How long after a jump to #anchor the target is kept in place while late content changes the layout. */
const SETTLE_MS = 2000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a #anchor target at the top while the page is still settling (fonts, images, and the article's
 * off-screen sections taking their real height as they are laid out), until the reader scrolls or SETTLE_MS
 * pass. It answers changes of size only: a scroll may be the reader's without any input event reaching the page
 * (dragging the window's scrollbar), so a scroll is never undone.
 */
export function startKeepAnchorInView() {
  let stop = () => {};

  function watch() {
    stop();
    let id = '';
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return;
    }
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    let frame = 0;
    // Scroll events are no signal here: the browser's own jump to the fragment comes after this script runs.
    // The reader's own input is.
    const align = () => {
      frame = 0;
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    const observer = new ResizeObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(align);
    });
    align();
    observer.observe(document.body);
    const timer = window.setTimeout(() => stop(), SETTLE_MS);
    const cancel = () => stop();
    for (const type of USER_INPUT) window.addEventListener(type, cancel, { passive: true });
    stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      if (frame) window.cancelAnimationFrame(frame);
      for (const type of USER_INPUT) window.removeEventListener(type, cancel);
      stop = () => {};
    };
  }

  watch();
  window.addEventListener('hashchange', watch);
}
