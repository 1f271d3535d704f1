import type { DocPage } from '../docs/source';
import { dictionary, format } from '@/lib/i18n/dictionary';
import { siteConfig } from '@/site.config';
import { socialImagePath, type SiteCardPage } from './paths';

/** What one social card shows, and the alt text that describes it. */
export interface SocialCard {
  /** The page the card belongs to. */
  page: string;
  /** The card's URL (src/lib/social/paths.ts). */
  image: string;
  /** BCP 47 language of the card's text. */
  lang: string;
  /** Above the title: the navigation group of a documentation page, the section of a site page. */
  eyebrow: string;
  title: string;
  /** Bottom line: where the page lives. */
  footer: string;
  alt: string;
}

const host = new URL(siteConfig.url).host;

const SITE_CARDS: Record<SiteCardPage, { eyebrow: string; title: string }> = {
  '/': { eyebrow: 'Python web framework', title: 'Python web APIs on a Rust runtime' },
  '/releases': { eyebrow: 'Release news', title: `What’s new in ${siteConfig.name}` },
  '/community': { eyebrow: 'Community', title: `Build ${siteConfig.name} with us` },
};

export function siteCard(page: SiteCardPage): SocialCard {
  const { eyebrow, title } = SITE_CARDS[page];
  return {
    page,
    image: socialImagePath(page),
    lang: 'en',
    eyebrow,
    title,
    footer: `${host}${page === '/' ? '' : page}`,
    alt: `${siteConfig.name}: ${title} (${eyebrow})`,
  };
}

/** A documentation page's card: its title, its navigation group, the site name. */
export function docCard(page: DocPage): SocialCard {
  const strings = dictionary(page.lang).card;
  const group = page.group.title;
  return {
    page: page.href,
    image: socialImagePath(page.href),
    lang: page.lang,
    eyebrow: group,
    title: page.title,
    footer: `${host} · ${strings.section}`,
    alt: format(strings.alt, { site: siteConfig.name, title: page.title, group }),
  };
}

/** The text every card draws, for subsetting the fonts. */
export function cardText(card: SocialCard): string[] {
  return [siteConfig.name, card.eyebrow, card.title, card.footer];
}
