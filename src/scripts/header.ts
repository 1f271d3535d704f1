import { HEADER_HIDE_SCROLL_OFFSET_PX } from '@/lib/constants';

/** The header's height before this script runs, as globals.css declares it on :root (the header is h-14). */
const DEFAULT_HEADER_HEIGHT = '56px';

/**
 * The sticky header's behaviour: its height is published as --header-height on scroll and resize, and past
 * 64 px of scroll it hides while the visitor scrolls down and shifts back in when they scroll up.
 */
export function startHeader(header: HTMLElement) {
  const root = document.documentElement;
  const published: Record<string, string> = {
    '--header-height': DEFAULT_HEADER_HEIGHT,
    '--header-offset': DEFAULT_HEADER_HEIGHT,
  };
  /** Writes a variable only when it changes: each write restyles the whole document. */
  function publish(name: string, value: string) {
    if (published[name] === value) return;
    published[name] = value;
    root.style.setProperty(name, value);
  }
  let lastY = window.scrollY;
  let frame = 0;

  function update() {
    frame = 0;
    const y = Math.max(window.scrollY, 0);
    const height = header.offsetHeight;
    const pastOffset = y > HEADER_HIDE_SCROLL_OFFSET_PX;
    let hidden = header.dataset.hidden === 'true';
    if (!pastOffset) hidden = false;
    else if (y > lastY) hidden = true;
    else if (y < lastY) hidden = false;
    lastY = y;
    header.dataset.hidden = String(hidden);
    header.dataset.scrolled = String(pastOffset);
    publish('--header-height', `${height}px`);
    publish('--header-offset', hidden ? '0px' : `${height}px`);
  }
  function schedule() {
    if (!frame) frame = window.requestAnimationFrame(update);
  }
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(header);
}
