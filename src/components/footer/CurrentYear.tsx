'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The visitor's current year. Pages are prerendered, so the server's year is only a first guess that the
 * browser corrects right after hydration.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
