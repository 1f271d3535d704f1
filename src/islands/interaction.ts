import type { ClientDirective } from 'astro';

/** Marks an element pressed before its island was live; usePendingPress presses it again after mount. */
export const PENDING_PRESS_ATTRIBUTE = 'data-pending-press';
/** Marks a link followed before its island was live (the link itself works without the island). */
export const PRESSED_EARLY_ATTRIBUTE = 'data-pressed-early';
/** Set by the island's component once mounted (usePendingPress): from then on its own handlers take presses. */
export const LIVE_ATTRIBUTE = 'data-island-live';

/** `client:interaction`'s value: a selector of outside triggers, or that and a margin to start on nearing. */
export type InteractionOptions = string | { selector?: string; rootMargin?: string };

/**
 * `client:interaction`: an island whose code (and the React runtime) loads the first time a reader reaches for
 * it: the pointer enters it, focus moves into it, or it is pressed. With a CSS selector as value
 * (`client:interaction="[data-search-trigger]"`), the elements it selects elsewhere on the page count as the
 * island's own (the search buttons open the search dialog island).
 *
 * A press that arrives before the island is hydrated is not lost: the pressed control is marked with
 * `data-pending-press`, the click is held back, and the island's component presses it again once mounted.
 * Holding back stops when the component has mounted and says so (usePendingPress marks its elements live):
 * React hydrates concurrently, so the moment Astro hands the island to React is not yet that moment.
 * Links are never held back: they work without the island, which may read `data-pressed-early` on mount.
 * With `{ rootMargin }` the island also loads when it comes that close to the viewport. When it starts, the files
 * its code will import (listed by the build in `data-preload`, src/integrations/static-output.ts) are all
 * preloaded at once.
 */
const interaction: ClientDirective = (load, options, el) => {
  const value = options.value as InteractionOptions | undefined;
  const selector = typeof value === 'string' ? value : (value?.selector ?? '');
  const rootMargin = typeof value === 'object' ? value.rootMargin : undefined;
  const owners = (): Element[] => [el, ...(selector ? Array.from(document.querySelectorAll(selector)) : [])];
  let started = false;

  function start() {
    if (started) return;
    started = true;
    // Reaching for the island only ever starts it: once started, those listeners have nothing left to do.
    observer?.disconnect();
    for (const type of reachEvents) document.removeEventListener(type, onReach, { capture: true });
    // Every file the island will import, however deep, starts loading now (the build lists them in
    // data-preload), instead of one level of imports per round trip.
    const base = new URL(el.getAttribute('component-url') ?? '', document.baseURI);
    for (const name of el.dataset.preload?.split(' ') ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(name, base).href;
      document.head.append(link);
    }
    void load().then((hydrate) => hydrate());
  }

  const isLive = () =>
    owners().some(
      (owner) => owner.matches(`[${LIVE_ATTRIBUTE}]`) || owner.querySelector(`[${LIVE_ATTRIBUTE}]`),
    );

  function ownerOf(target: EventTarget | null): Element | undefined {
    if (!(target instanceof Node)) return undefined;
    return owners().find((owner) => owner.contains(target));
  }

  function onReach(event: Event) {
    if (ownerOf(event.target)) start();
  }

  function onClick(event: MouseEvent) {
    if (!ownerOf(event.target)) return;
    if (isLive()) return document.removeEventListener('click', onClick, { capture: true });
    const control = (event.target as Element).closest(
      'button, a[href], [role="button"], [role="menuitem"], input',
    );
    if (!control) return;
    if (control instanceof HTMLAnchorElement) {
      control.setAttribute(PRESSED_EARLY_ATTRIBUTE, '');
      start();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    for (const marked of document.querySelectorAll(`[${PENDING_PRESS_ATTRIBUTE}]`)) {
      marked.removeAttribute(PENDING_PRESS_ATTRIBUTE);
    }
    // A press from the keyboard (Enter or Space on a focused control) is replayed as a key, so a menu opens with
    // its first item active, as it does for a keyboard user.
    control.setAttribute(PENDING_PRESS_ATTRIBUTE, event.detail === 0 ? 'keyboard' : 'pointer');
    start();
  }

  const reachEvents = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;
  for (const type of reachEvents) document.addEventListener(type, onReach, { capture: true, passive: true });
  document.addEventListener('click', onClick, { capture: true });

  const observer =
    rootMargin && 'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) start();
          },
          { rootMargin },
        )
      : null;
  for (const child of el.children) observer?.observe(child);
};

export default interaction;
