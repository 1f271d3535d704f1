'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { parseDocsPath } from '@/lib/i18n';

/** Documentation pages per language have their own root layout (<html lang>); every other page shares the site's. */
export function isDocsLayoutPath(href: string): boolean {
  return parseDocsPath(href)?.langInPath ?? false;
}

/**
 * A link that uses client-side navigation (and prefetching) within the current root layout. A link into the
 * other root layout is a full page load in Next.js anyway, so it is a plain anchor: prefetching it would only
 * download a page that navigation then fetches again.
 */
export function SiteLink({
  href,
  prefetch,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const inDocsLayout = !!useParams<{ lang?: string }>()?.lang;
  if (inDocsLayout !== isDocsLayoutPath(href)) return <a href={href} {...props} />;
  return <Link href={href} prefetch={prefetch} {...props} />;
}
