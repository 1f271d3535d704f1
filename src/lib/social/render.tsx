import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SocialCardImage } from '@/components/social/SocialCardImage';
import { getAllPages } from '@/lib/docs/source';
import { cardText, docCard, siteCard, type SocialCard } from './cards';
import { charactersOf, loadCardFonts, type CardFont } from './fonts';
import { SITE_CARD_PAGES, SOCIAL_IMAGE_SIZE } from './paths';

/**
 * The social cards as PNG files: SocialCardImage laid out and drawn to SVG by Satori (text as glyph outlines
 * of the card fonts), then rasterized by resvg at 1200×630. The static build writes one per page
 * (src/pages/og/[...path].png.ts).
 */

/** Every card: the site pages, then every documentation page in every language. */
export function allCards(): SocialCard[] {
  return [...SITE_CARD_PAGES.map(siteCard), ...getAllPages().map(docCard)];
}

let fonts: Promise<CardFont[]> | undefined;

/** The card fonts, subset once per process to the characters of all cards (a failed attempt is not kept). */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= loadCardFonts(charactersOf(allCards().flatMap(cardText))).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** One card as a 1200×630 PNG. `fonts` must cover the card's text (cardFonts() covers every card's). */
export async function renderCardPng(card: SocialCard, fonts: CardFont[]): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(<SocialCardImage card={card} />, { ...SOCIAL_IMAGE_SIZE, fonts });
  // Satori draws text as paths, so resvg needs no fonts: skipping the system font scan saves time per card.
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: SOCIAL_IMAGE_SIZE.width },
    font: { loadSystemFonts: false },
  });
  // A copy on its own ArrayBuffer (a Response body in the DOM types), not a view of a Node Buffer.
  return new Uint8Array(resvg.render().asPng());
}
