'use client';

import { useEffect } from 'react';

/** How long after a jump to an #anchor the page keeps the target in place while the content around it settles. */
const SETTLE_MS = 2000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the target of a jump to an #anchor (on load, on a hash change, after a client-side navigation) where the
 * jump put it while the page around it settles: sections above it render with their real height only once they
 * come near the viewport (content-visibility), which moves everything below them. Chromium and Firefox keep
 * the target in place by themselves (scroll anchoring); Safari does not. Stops as soon as anything else
 * scrolls the page or the visitor touches, clicks, types or uses the wheel, and after SETTLE_MS.
 */
export function KeepAnchorInView() {
  useEffect(() => {
    let stop = () => {};

    function watch() {
      stop();
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      let frame = 0;
      let expectedY = window.scrollY;
      const align = () => {
        frame = 0;
        // Honours the target's scroll-margin-top, like the jump itself.
        target.scrollIntoView({ block: 'start', behavior: 'instant' });
        expectedY = window.scrollY;
      };
      const onScroll = () => {
        if (Math.abs(window.scrollY - expectedY) > 2) stop();
      };
      const observer = new ResizeObserver(() => {
        if (!frame) frame = window.requestAnimationFrame(align);
      });
      observer.observe(document.body);
      const timer = window.setTimeout(() => stop(), SETTLE_MS);
      const cancel = () => stop();
      for (const type of USER_INPUT) window.addEventListener(type, cancel, { passive: true });
      window.addEventListener('scroll', onScroll, { passive: true });
      stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        if (frame) window.cancelAnimationFrame(frame);
        for (const type of USER_INPUT) window.removeEventListener(type, cancel);
        window.removeEventListener('scroll', onScroll);
        stop = () => {};
      };
    }

    watch();
    window.addEventListener('hashchange', watch);
    return () => {
      stop();
      window.removeEventListener('hashchange', watch);
    };
  }, []);

  return null;
}
