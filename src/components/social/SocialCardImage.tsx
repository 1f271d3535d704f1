import type { SocialCard } from '@/lib/social/cards';
import { SOCIAL_IMAGE_SIZE } from '@/lib/social/paths';
import { siteConfig } from '@/site.config';
import { LogoMark } from '@/components/ui/icons';

/**
 * The social card as Satori draws it (src/lib/social/render.tsx): inline styles, flex layout only. The site's
 * dark look: zinc-950 background, the landing page's orange glow, the orange logo and accent.
 */

const PADDING_X = 80;
const TITLE_WIDTH = SOCIAL_IMAGE_SIZE.width - 2 * PADDING_X;

/** The largest title size at which the title fits on two lines (Han characters are about 1 em wide, Latin about 0.55). */
function titleSize(title: string): number {
  let ems = 0;
  for (const char of title) ems += /[\p{Script=Han}\u3000-\u30ff\uff00-\uffef]/u.test(char) ? 1 : 0.55;
  return [80, 68, 56].find((size) => ems * size <= 2 * TITLE_WIDTH * 0.92) ?? 48;
}

export function SocialCardImage({ card }: { card: SocialCard }) {
  return (
    <div
      lang={card.lang}
      style={{
        // Satori sizes boxes like browsers (content-box): the padding goes inside the 1200×630 canvas.
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `64px ${PADDING_X}px 72px`,
        backgroundColor: '#09090b',
        backgroundImage:
          'radial-gradient(ellipse 900px 420px at 50% -120px, rgba(249,115,22,0.28), rgba(9,9,11,0))',
        color: '#fafafa',
        fontFamily: 'Inter, "Noto Sans SC"',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <LogoMark width="64" height="64" />
        <div style={{ marginLeft: 20, fontSize: 44, fontWeight: 700, letterSpacing: '-0.02em' }}>
          {siteConfig.name}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 36, fontWeight: 600, color: '#fb923c' }}>{card.eyebrow}</div>
        <div
          style={{
            marginTop: 20,
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            maxWidth: TITLE_WIDTH,
          }}
        >
          {card.title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 400, color: '#a1a1aa' }}>{card.footer}</div>
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 12,
          backgroundColor: '#ea580c',
        }}
      />
    </div>
  );
}
