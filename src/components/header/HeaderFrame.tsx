'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { HEADER_HIDE_SCROLL_OFFSET_PX } from '@/lib/constants';
import { useCurrentSection } from './use-current-section';

/** The header's height before this script runs, as globals.css declares it on :root (the header is h-14). */
const DEFAULT_HEADER_HEIGHT = '56px';

/**
 * The sticky header's behaviour: its height is published as --header-height on scroll and resize,
 * and past 64 px of scroll it hides while the visitor scrolls down and shifts back in when they scroll up.
 * State lives in data attributes so scrolling never re-renders React.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const isHome = useCurrentSection() === 'home';

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    // What is on <html> now: the inline value a previous mount wrote, else the default in globals.css.
    const published: Record<string, string> = {
      '--header-height': root.style.getPropertyValue('--header-height') || DEFAULT_HEADER_HEIGHT,
      '--header-offset': root.style.getPropertyValue('--header-offset') || DEFAULT_HEADER_HEIGHT,
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
      if (!header) return;
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
    const observer = new ResizeObserver(schedule);
    observer.observe(header);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <>
      <header
        ref={ref}
        data-home={isHome}
        className="group/header top-0 z-40 h-14 w-full border-b border-transparent bg-white/90 backdrop-blur-sm transition-[transform,background-color,border-color] duration-300 data-[hidden=true]:-translate-y-full data-[hidden=true]:focus-within:translate-y-0 data-[scrolled=true]:border-zinc-900/10 data-[scrolled=true]:shadow-sm motion-reduce:transition-none dark:bg-zinc-950/85 dark:data-[scrolled=true]:border-white/10 data-[home=false]:sticky data-[home=true]:fixed data-[home=true]:inset-x-0 data-[home=true]:bg-transparent data-[home=true]:data-[scrolled=true]:bg-white/90 dark:data-[home=true]:bg-transparent dark:data-[home=true]:data-[scrolled=true]:bg-zinc-950/85 data-[home=false]:border-zinc-900/10 dark:data-[home=false]:border-white/10"
      >
        {children}
      </header>
      {/* The home page's header floats over the hero; the spacer keeps the hero's content below it. */}
      {isHome && <div aria-hidden="true" data-header-spacer className="h-(--header-height) flex-none" />}
    </>
  );
}
