import { ImageResponse } from 'next/og';
import { SocialCardImage } from '@/components/social/SocialCardImage';
import { getAllPages } from '@/lib/docs/source';
import { cardText, docCard, siteCard, type SocialCard } from '@/lib/social/cards';
import { charactersOf, loadCardFonts, type CardFont } from '@/lib/social/fonts';
import { SITE_CARD_PAGES, SOCIAL_IMAGE_PREFIX, SOCIAL_IMAGE_SIZE } from '@/lib/social/paths';

/**
 * The social cards: a 1200×630 PNG per page (/og/index.png, /og/releases.png, /og/community.png,
 * /og/documentation/{lang}/{slug}.png), prerendered at build time. The fonts are subset once per build process
 * to the characters of all cards.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

function allCards(): SocialCard[] {
  return [...SITE_CARD_PAGES.map(siteCard), ...getAllPages().map(docCard)];
}

export function generateStaticParams() {
  return allCards().map((card) => ({ path: card.image.slice(SOCIAL_IMAGE_PREFIX.length + 1).split('/') }));
}

let fonts: Promise<CardFont[]> | undefined;
function cardFonts(): Promise<CardFont[]> {
  fonts ??= loadCardFonts(charactersOf(allCards().flatMap(cardText))).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const image = `${SOCIAL_IMAGE_PREFIX}/${path.join('/')}`;
  const card = allCards().find((candidate) => candidate.image === image);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<SocialCardImage card={card} />, {
    ...SOCIAL_IMAGE_SIZE,
    fonts: await cardFonts(),
  });
}
