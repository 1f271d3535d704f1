import type { APIRoute, GetStaticPaths } from 'astro';
import type { SocialCard } from '@/lib/social/cards';
import { SOCIAL_IMAGE_PREFIX } from '@/lib/social/paths';
import { allCards, cardFonts, renderCardPng } from '@/lib/social/render';

/**
 * The social cards: a 1200×630 PNG per page (/og/index.png, /og/releases.png, /og/community.png,
 * /og/documentation/{lang}/{slug}.png), prerendered by the static build. The fonts are subset once per build
 * process to the characters of all cards (src/lib/social/render.tsx).
 */

export const getStaticPaths = (() =>
  allCards().map((card) => ({
    // /og/documentation/en/api_reference/cors.png → documentation/en/api_reference/cors
    params: { path: card.image.slice(`${SOCIAL_IMAGE_PREFIX}/`.length, -'.png'.length) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: SocialCard }> = async ({ props }) =>
  new Response(await renderCardPng(props.card, await cardFonts()), {
    headers: { 'Content-Type': 'image/png' },
  });
