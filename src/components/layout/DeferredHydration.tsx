import { Suspense, type ReactNode } from 'react';

/**
 * Lets React hydrate `children` after the header, at low priority and in slices that yield to the browser,
 * which keeps long tasks (Total Blocking Time) down; an interaction inside hydrates it at once.
 *
 * The price of a Suspense boundary in the App Router: React streams large server-rendered content inside it
 * out of order (placeholder first, content later in the same HTML). So the <main> around it must be at least
 * as tall as the viewport: while the content is still on its way the footer then stays below the fold, and
 * nothing visible moves when it arrives (no layout shift).
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
