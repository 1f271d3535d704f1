import { siteConfig } from '@/site.config';

export interface HeaderLink {
  title: string;
  href: string;
  external?: boolean;
}

/** The desktop bar has the three site sections and the chat-community invite (labelled Discord, external). */
export const DESKTOP_LINKS: HeaderLink[] = [
  { title: 'Documentation', href: '/documentation' },
  { title: 'Releases', href: '/releases' },
  { title: 'Community', href: '/community' },
  { title: 'Discord', href: siteConfig.chatInviteUrl, external: true },
];

/** The mobile panel lists the three sections and the source repository (labelled GitHub). */
export const MOBILE_LINKS: HeaderLink[] = [
  { title: 'Documentation', href: '/documentation' },
  { title: 'Releases', href: '/releases' },
  { title: 'Community', href: '/community' },
  { title: 'GitHub', href: siteConfig.repository.url, external: true },
];

/** A section link is current on its own path and every path below it (/documentation covers the docs). */
export function isCurrentSection(section: string | null | undefined, href: string): boolean {
  return !!section && href === `/${section}`;
}
