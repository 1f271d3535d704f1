import type { AnchorHTMLAttributes } from 'react';

/**
 * A link within the site. Every page is its own static document: a plain anchor, prefetched when it nears the
 * viewport (src/scripts/prefetch.ts), with the move animated by cross-document view transitions.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
