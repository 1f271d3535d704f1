import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getAllPages } from '@/lib/docs/source';
import { cardText, docCard, siteCard } from '@/lib/social/cards';
import { charactersOf, loadCardFonts, subsetToText } from '@/lib/social/fonts';
import { SITE_CARD_PAGES } from '@/lib/social/paths';

/** The part of harfbuzzjs (1.x) that reads a font's code points back. */
interface HarfBuzz {
  Blob: new (data: ArrayBuffer | Uint8Array) => object;
  Face: new (blob: object) => { collectUnicodes(): Uint32Array };
}

// harfbuzzjs comes with subset-font (it is the subsetter's wasm build); here it reads the subsets back. It is
// resolved from subset-font: satori depends on harfbuzzjs 0.x (another API), which npm may hoist instead.
const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
const { Blob, Face } = (await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href)) as HarfBuzz;

const NOTO_BOLD = path.join(
  process.cwd(),
  'node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
);

function codePoints(font: ArrayBuffer | Uint8Array): Set<number> {
  return new Set(new Face(new Blob(font)).collectUnicodes());
}

function codePointsOf(text: string): number[] {
  return [...text].map((char) => char.codePointAt(0)!);
}

describe('charactersOf', () => {
  it('lists each character once, in code point order, with the space and without line breaks', () => {
    expect(charactersOf(['身份验证 Auth', 'Auth\n验证中间件'])).toBe(' Ahtu中件份证身间验');
  });
});

describe('subsetToText', () => {
  it('keeps exactly the glyphs of the text from a CJK font of megabytes, in a few kilobytes', async () => {
    const full = fs.readFileSync(NOTO_BOLD);
    expect(full.byteLength).toBeGreaterThan(5_000_000);
    const text = '身份验证中间件 OpenAPI 文档';
    const subset = await subsetToText(full, text);
    expect(subset.byteLength).toBeLessThan(30_000);
    // TrueType, which Satori reads (not WOFF2).
    expect(subset.readUInt32BE(0)).toBe(0x00010000);
    const covered = codePoints(subset);
    for (const codePoint of codePointsOf(text)) expect(covered.has(codePoint)).toBe(true);
    expect(covered.has('简'.codePointAt(0)!)).toBe(false);
  });
});

describe('the card fonts', () => {
  it(
    'cover every character of every card in Inter or Noto Sans SC, and stay small',
    { timeout: 120_000 },
    async () => {
      const cards = [...SITE_CARD_PAGES.map(siteCard), ...getAllPages().map(docCard)];
      const text = charactersOf(cards.flatMap(cardText));
      expect(text).toMatch(/\p{Script=Han}/u);
      const fonts = await loadCardFonts(text);
      expect(new Set(fonts.map((font) => font.name))).toEqual(new Set(['Inter', 'Noto Sans SC']));
      for (const weight of new Set(fonts.map((font) => font.weight))) {
        const covered = new Set(
          fonts.filter((font) => font.weight === weight).flatMap((font) => [...codePoints(font.data)]),
        );
        const missing = codePointsOf(text).filter((codePoint) => !covered.has(codePoint));
        expect(String.fromCodePoint(...missing), `weight ${weight}`).toBe('');
      }
      const total = fonts.reduce((sum, font) => sum + font.data.byteLength, 0);
      expect(total).toBeLessThan(400_000);
    },
  );
});
