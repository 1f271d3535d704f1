import type { CSSProperties } from 'react';

export interface MarkersProps {
  /** The band over the current page's row and the rows of its sections in view. */
  highlight: CSSProperties;
  /** The bar beside the current page's link. */
  marker: CSSProperties;
}

export const HIGHLIGHT_CLASS =
  'pointer-events-none absolute inset-x-0 rounded-md bg-zinc-900/[0.035] dark:bg-white/[0.045]';
export const MARKER_CLASS = 'pointer-events-none absolute left-2 w-px bg-orange-500';

/** The markers before motion has loaded: the same boxes, without animation. */
export function StaticMarkers({ highlight, marker }: MarkersProps) {
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="visible-section-highlight"
        className={HIGHLIGHT_CLASS}
        style={highlight}
      />
      <div aria-hidden="true" data-testid="active-page-marker" className={MARKER_CLASS} style={marker} />
    </>
  );
}
