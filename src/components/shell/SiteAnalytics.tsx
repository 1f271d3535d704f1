'use client';

import { Analytics } from '@vercel/analytics/next';

/**
 * The hosting platform's analytics script. Its script only exists on that platform, so it is on for builds
 * made there (or with NEXT_PUBLIC_ANALYTICS=1) and absent elsewhere. If it fails to load, the library writes
 * one console log and nothing else happens.
 */
export function SiteAnalytics() {
  return process.env.NEXT_PUBLIC_ANALYTICS === '1' ? <Analytics /> : null;
}
