'use client';

import { useParams, useSelectedLayoutSegments } from 'next/navigation';

export type Section = 'home' | 'documentation' | 'releases' | 'community' | null;

/**
 * The site section of the page being shown, read from the route tree rather than the address bar.
 * An unknown path shows the prerendered landing page, or the release-news page when it contains 'release'; the tree then names that
 * page on the server and in the browser alike, so hydration matches while the URL keeps the unknown path.
 */
export function useCurrentSection(): Section {
  const params = useParams<{ lang?: string }>();
  const segments = useSelectedLayoutSegments().filter((segment) => !segment.startsWith('('));
  if (params?.lang) return 'documentation';
  const first = segments[0];
  if (first === undefined || first === '__PAGE__') return 'home';
  if (first === 'documentation' || first === 'releases' || first === 'community') return first;
  return null;
}
