/**
 * The word segmenter that splits a Chinese query into words (tokenize.ts): Intl.Segmenter with Chinese word
 * granularity, or null where the browser has none.
 *
 * A page's first Chinese word segmenter is expensive: Chromium loads its word dictionary then (about 200 ms on a
 * phone's slower CPU, measured with a 4x CPU slowdown), and later ones cost next to nothing. Made in the first
 * query, that load sits between the reader's first key and the first answer; `warmQuerySegmenter` lets the page
 * pay it earlier, while the search code and index are still downloading.
 */
export type WordSegmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

export function createQuerySegmenter(): WordSegmenter | null {
  return typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('zh', { granularity: 'word' })
    : null;
}

/** Makes a segmenter and segments a few Chinese words with it, so the browser has its dictionary loaded. */
export function warmQuerySegmenter(): void {
  const segmenter = createQuerySegmenter();
  if (segmenter) for (const part of segmenter.segment('中文分词')) void part;
}
