import { benchMarksEnabled } from '@/lib/bench';

/** User-timing names read by `npm run bench` (time from opening the dialog to its first results). */
export const OPEN_MARK = 'robyn-search:open';
export const FIRST_RESULTS_MEASURE = 'robyn-search:first-results';

export function markOpen(): void {
  if (benchMarksEnabled()) performance.mark(OPEN_MARK);
}

export function measureFirstResults(): void {
  if (!benchMarksEnabled() || performance.getEntriesByName(OPEN_MARK, 'mark').length === 0) return;
  performance.measure(FIRST_RESULTS_MEASURE, OPEN_MARK);
  performance.clearMarks(OPEN_MARK);
}
