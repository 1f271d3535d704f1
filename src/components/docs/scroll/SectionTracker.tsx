'use client';

import { useEffect } from 'react';
import { SECTION_CLASS } from '@/lib/content/rehype-sections';
import { remToPx, visibleSectionIds, type MeasuredSection, type DocHeading } from '@/lib/toc';
import { useSectionStore } from './section-store';

type TrackedSection = Pick<DocHeading, 'id' | 'offsetRem' | 'depth'>;

/**
 * A heading's top in document coordinates. While its article section is off screen the browser skips that
 * section's rendering (content-visibility: auto), and measuring the heading would force it to lay the section
 * out; the section's own top stands in for it then. The section is far from the viewport at that moment,
 * so the visible-section result is the same.
 */
function documentTop(heading: HTMLElement): number {
  const section = heading.closest<HTMLElement>(`.${SECTION_CLASS}`);
  const skipped = section !== null && heading.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  return (skipped ? section : heading).getBoundingClientRect().top + window.scrollY;
}

/** Measures the page's headings and keeps the visible-section lists current on scroll and resize. */
export function SectionTracker({ sections }: { sections: readonly TrackedSection[] }) {
  const setVisible = useSectionStore((state) => state.setVisible);

  useEffect(() => {
    let frame = 0;
    function update() {
      frame = 0;
      const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const measured: Array<MeasuredSection & { depth: number }> = [];
      for (const section of sections) {
        const element = document.getElementById(section.id);
        if (!element) continue;
        measured.push({
          id: section.id,
          depth: section.depth,
          top: documentTop(element),
          offsetPx: remToPx(section.offsetRem, rootFontSize),
        });
      }
      const { scrollY, innerHeight } = window;
      const h2s = measured.filter((s) => s.depth === 2);
      setVisible(
        visibleSectionIds(measured, scrollY, innerHeight),
        visibleSectionIds(h2s, scrollY, innerHeight),
        h2s.map((s) => s.id),
      );
    }
    function schedule() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }
    // First measurement on the next frame, not in the middle of hydration (no forced layout there).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Tabs, fonts and images change heights without a scroll or resize event.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      observer?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      setVisible([], [], []);
    };
  }, [sections, setVisible]);

  return null;
}
