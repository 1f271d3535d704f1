'use client';

import { motion } from 'motion/react';
import { HIGHLIGHT_CLASS, MARKER_CLASS, type MarkersProps } from './StaticMarkers';

/** The markers with layout animation: when the current page or the sections in view change, they slide. */
export function AnimatedMarkers({ highlight, marker }: MarkersProps) {
  return (
    <>
      <motion.div
        layout
        aria-hidden="true"
        data-testid="visible-section-highlight"
        data-animated=""
        className={HIGHLIGHT_CLASS}
        style={highlight}
        transition={{ duration: 0.2, ease: 'easeOut' }}
      />
      <motion.div
        layout
        aria-hidden="true"
        data-testid="active-page-marker"
        data-animated=""
        className={MARKER_CLASS}
        style={marker}
        transition={{ duration: 0.3, ease: 'easeOut' }}
      />
    </>
  );
}
