import type { CSSProperties } from 'react';

interface MarkersProps {
  /** Where the current page's row starts, in rem; the band moves down from there over the sections in view. */
  pageOffsetRem: number;
  /** The band over the current page's row and the rows of its sections in view. */
  highlight: CSSProperties;
  /** The bar beside the current page's link. */
  marker: CSSProperties;
  /** Names the marker for the cross-document view transition, so it glides to the next page's link. */
  transitionName?: string;
}

const HIGHLIGHT_CLASS =
  'pointer-events-none absolute inset-x-0 rounded-md bg-zinc-900/[0.035] transition-[top,height] duration-300 motion-reduce:transition-none dark:bg-white/[0.045]';
const MARKER_CLASS = 'pointer-events-none absolute left-2 w-px bg-orange-500';

/** The sidebar's markers: the band of the sections in view and the current page's bar. */
export function StaticMarkers({ pageOffsetRem, highlight, marker, transitionName }: MarkersProps) {
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="visible-section-highlight"
        data-page-offset-rem={pageOffsetRem}
        className={HIGHLIGHT_CLASS}
        style={highlight}
      />
      <div
        aria-hidden="true"
        data-testid="active-page-marker"
        className={MARKER_CLASS}
        style={{ ...marker, viewTransitionName: transitionName }}
      />
    </>
  );
}
