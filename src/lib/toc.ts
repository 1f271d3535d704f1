import { TOC_OFFSET_PLAIN_REM, TOC_OFFSET_WITH_TAG_REM } from './constants';

/** The marker id used when the top of the page (above the first heading) is in view. */
export const TOP_SECTION_ID = '_top';

/**
 * A heading of a documentation page, in the one shape every reader uses: the table of contents, the sidebar's
 * section links (id and title) and the heading anchors. Headings carry explicit ids in the source.
 */
export interface DocHeading {
  id: string;
  title: string;
  depth: 2 | 3;
  /** Distance in rem kept free above the heading when scrolled to (its scroll margin). */
  offsetRem: number;
  /** A short marker shown above the heading, such as an HTTP method. */
  tag?: string;
  label?: string;
}

/** 8 rem above a heading that carries a tag or a label (it sits under its eyebrow line), 6 rem above any other. */
export function sectionOffsetRem(heading: { tag?: string; label?: string }): number {
  return heading.tag || heading.label ? TOC_OFFSET_WITH_TAG_REM : TOC_OFFSET_PLAIN_REM;
}

/** A heading measured in the page: its top in document coordinates and its offset in pixels. */
export interface MeasuredSection {
  id: string;
  top: number;
  offsetPx: number;
}

/**
 * Which sections are in view. A section runs from its heading (less its offset) to the next heading
 * (less that heading's offset); it is visible when that span overlaps the viewport. TOP_SECTION_ID comes
 * first when the first heading is still below the top of the viewport.
 */
export function visibleSectionIds(
  sections: readonly MeasuredSection[],
  scrollY: number,
  viewportHeight: number,
): string[] {
  const visible: string[] = [];
  const viewportBottom = scrollY + viewportHeight;
  sections.forEach((section, index) => {
    const start = section.top - section.offsetPx;
    if (index === 0 && start > scrollY) visible.push(TOP_SECTION_ID);
    const next = sections[index + 1];
    const end = next ? next.top - next.offsetPx : Number.POSITIVE_INFINITY;
    // One pixel of slack: after an anchor jump the previous section may end a fraction below the top.
    if (start < viewportBottom - 1 && end > scrollY + 1) visible.push(section.id);
  });
  return visible;
}

export function remToPx(rem: number, rootFontSizePx = 16): number {
  return rem * rootFontSizePx;
}

/**
 * The band the sidebar highlights under the current page link: row 0 is the page link itself (the top of
 * the page), row n the n-th h2 section. Returns null when nothing is visible.
 */
export function sectionHighlightRows(
  h2Ids: readonly string[],
  visibleH2Ids: readonly string[],
): { first: number; count: number } | null {
  const rows = [TOP_SECTION_ID, ...h2Ids];
  const indexes = visibleH2Ids.map((id) => rows.indexOf(id)).filter((index) => index >= 0);
  if (indexes.length === 0) return null;
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  return { first, count: last - first + 1 };
}

/**
 * The whole label as a tooltip (`title`) for a link of a narrow column that may cut it with an ellipsis (issue
 * 32): the sidebar's links, one line each, past 24 characters; the table of contents' entries, which wrap at
 * spaces, when one word (a long Python name) passes 22. Shorter labels get none: a tooltip on every link is noise.
 */
export function cutLabelTitle(label: string, column: 'sidebar' | 'toc'): string | undefined {
  const longest =
    column === 'toc' ? Math.max(...label.split(/\s+/).map((word) => word.length)) : label.length;
  return longest > (column === 'toc' ? 22 : 24) ? label : undefined;
}
