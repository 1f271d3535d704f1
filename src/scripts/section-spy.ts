import { SIDEBAR_ROW_HEIGHT_REM } from '@/lib/constants';
import { SECTION_CLASS } from '@/lib/content/rehype-sections';
import {
  remToPx,
  sectionHighlightRows,
  TOP_SECTION_ID,
  visibleSectionIds,
  type MeasuredSection,
} from '@/lib/toc';

/** A heading's top in the document; a heading the browser has not laid out is measured by its section. */
function documentTop(heading: HTMLElement): number {
  const section = heading.closest<HTMLElement>(`.${SECTION_CLASS}`);
  const skipped = section !== null && heading.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  return (skipped ? section : heading).getBoundingClientRect().top + window.scrollY;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Which sections of the page are in view, recomputed on scroll and resize: the table of contents marks them
 * (and the first as current; the page title entry when the first heading is below the viewport top), and the
 * sidebar's band under the current page link spans the h2 sections in view. A long table of contents scrolls
 * within its box to keep the current entry in view.
 */
export function startSectionSpy() {
  const entries = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-toc-entry]'));
  const sections = entries
    .filter((entry) => entry.dataset.tocEntry !== TOP_SECTION_ID)
    .map((entry) => ({
      id: entry.dataset.tocEntry!,
      depth: Number(entry.dataset.depth),
      offsetRem: Number(entry.dataset.offsetRem),
      element: document.getElementById(entry.dataset.tocEntry!),
    }))
    .filter((section) => section.element !== null);
  const h2Ids = sections.filter((section) => section.depth === 2).map((section) => section.id);
  const band = document.querySelector<HTMLElement>(
    '[data-sidebar] [data-testid="visible-section-highlight"]',
  );
  const bandTopRem = Number(band?.dataset.pageOffsetRem ?? 0);
  // The table of contents' own scroll box (DocsScreen.astro): it keeps the current entry in view.
  const tocBox = document.querySelector<HTMLElement>('[data-toc-scroll]');
  let shown: string[] = [];
  let frame = 0;

  function update() {
    frame = 0;
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const measured: Array<MeasuredSection & { depth: number }> = sections.map((section) => ({
      id: section.id,
      depth: section.depth,
      top: documentTop(section.element!),
      offsetPx: remToPx(section.offsetRem, rootFontSize),
    }));
    const visible = visibleSectionIds(measured, window.scrollY, window.innerHeight);
    if (same(visible, shown)) return;
    shown = visible;
    for (const entry of entries) {
      const id = entry.dataset.tocEntry!;
      if (visible.includes(id)) entry.dataset.visible = 'true';
      else delete entry.dataset.visible;
      if (visible[0] === id) entry.setAttribute('aria-current', 'location');
      else entry.removeAttribute('aria-current');
    }
    const current = tocBox && entries.find((entry) => entry.dataset.tocEntry === visible[0]);
    if (current) {
      const box = tocBox.getBoundingClientRect();
      const at = current.getBoundingClientRect();
      if (at.top < box.top || at.bottom > box.bottom) tocBox.scrollTop += at.top - box.top - box.height / 3;
    }
    if (band) {
      const h2s = measured.filter((section) => section.depth === 2);
      const rows = sectionHighlightRows(
        h2Ids,
        visibleSectionIds(h2s, window.scrollY, window.innerHeight),
      ) ?? {
        first: 0,
        count: 1,
      };
      band.style.top = `${bandTopRem + rows.first * SIDEBAR_ROW_HEIGHT_REM}rem`;
      band.style.height = `${rows.count * SIDEBAR_ROW_HEIGHT_REM}rem`;
    }
  }
  function schedule() {
    if (!frame) frame = window.requestAnimationFrame(update);
  }
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  new ResizeObserver(schedule).observe(document.body);
}
