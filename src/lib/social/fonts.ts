import fs from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * Fonts of the social cards, subset at build time to the characters the cards use, so no font of megabytes is
 * read per image: Inter (the site's own variable font, instanced at the weights the card needs) for Latin text
 * and Noto Sans SC (one TrueType file per weight, from @expo-google-fonts/noto-sans-sc) for Chinese. Satori
 * (src/lib/social/render.tsx) reads TrueType, and falls back from one font to the next per character.
 */

type Weight = 400 | 500 | 600 | 700;

export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: Weight;
  style: 'normal';
}

const NODE_MODULES = path.join(process.cwd(), 'node_modules');

/** The card uses three weights: the site name and title bold, the group semibold, the address regular. */
export const CARD_WEIGHTS: readonly Weight[] = [400, 600, 700];

const SOURCES = {
  Inter: (weight: Weight) => ({
    file: path.join(NODE_MODULES, '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    variationAxes: { wght: weight },
  }),
  'Noto Sans SC': (weight: Weight) => {
    const name = { 400: '400Regular', 500: '500Medium', 600: '600SemiBold', 700: '700Bold' }[weight];
    return {
      file: path.join(NODE_MODULES, `@expo-google-fonts/noto-sans-sc/${name}/NotoSansSC_${name}.ttf`),
    };
  },
} as const;

/** The distinct characters of some texts, in code point order, with the space (line breaks and other control characters left out). */
export function charactersOf(texts: Iterable<string>): string {
  const chars = new Set<string>([' ']);
  for (const text of texts) for (const char of text) if (!/\p{Cc}/u.test(char)) chars.add(char);
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/**
 * A TrueType font holding only the glyphs of `text` (and what shaping them needs). A variable font is first
 * pinned at `variationAxes`, so the result is a static instance.
 */
export async function subsetToText(
  font: Buffer,
  text: string,
  variationAxes?: Record<string, number>,
): Promise<Buffer> {
  return subsetFont(font, text, { targetFormat: 'truetype', ...(variationAxes && { variationAxes }) });
}

/**
 * Every card font, subset to `text`: Inter first, Noto Sans SC for the characters Inter lacks. Each source file
 * is read once per call; call it once per build process (cardFonts() in src/lib/social/render.tsx keeps the result).
 */
export async function loadCardFonts(text: string): Promise<CardFont[]> {
  const families = Object.entries(SOURCES) as Array<
    [keyof typeof SOURCES, (weight: Weight) => { file: string; variationAxes?: Record<string, number> }]
  >;
  return Promise.all(
    families.flatMap(([name, source]) =>
      CARD_WEIGHTS.map(async (weight): Promise<CardFont> => {
        const { file, variationAxes } = source(weight);
        const subset = await subsetToText(await fs.readFile(file), text, variationAxes);
        const data = subset.buffer.slice(
          subset.byteOffset,
          subset.byteOffset + subset.byteLength,
        ) as ArrayBuffer;
        return { name, data, weight, style: 'normal' };
      }),
    ),
  );
}
