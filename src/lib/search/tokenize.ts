/**
 * The one tokenizer of the local search engine, used identically when the index is built and when a query
 * is searched. It lowercases, splits words with Intl.Segmenter('zh', {granularity: 'word'}), and also
 * indexes every run of CJK characters as its character bigrams, so a word inside a Chinese sentence is found
 * whatever the segmenter made of the sentence. Single CJK characters are not indexed, so a query that shares
 * only single characters with a text does not match it.
 *
 * Text without any CJK character is cut by a regular expression that finds the same words as the segmenter
 * does for Latin script (UAX #29): it is about twenty times faster, which keeps building the index in the
 * browser short. Within one text, repeated CJK terms are kept once: they would add index work, not meaning.
 */

/** Letters, digits and the joiners a segmenter keeps inside a word (app.get, robyn_env, don't, 3.14). */
const LATIN_WORD = /[\p{L}\p{N}_]+(?:[.'’][\p{L}\p{N}_]+)*/gu;
const WORD_JOINERS = /[.:_'’]+/;

type WordSegmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

let segmenter: WordSegmenter | null | undefined;

function getSegmenter(): WordSegmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Han (with extensions and compatibility ideographs), kana and Hangul. */
export function isCjkCodePoint(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x3130 && code <= 0x318f) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x20000 && code <= 0x323af)
  );
}

export function hasCjk(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (isCjkCodePoint(code)) return true;
    if (code > 0xffff) i++;
  }
  return false;
}

function isAllCjk(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (!isCjkCodePoint(code)) return false;
    if (code > 0xffff) i++;
  }
  return true;
}

/** Adds the bigrams of every CJK run of a text (or the character of a one-character run) to a set. */
function addCjkGrams(text: string, grams: Set<string>): void {
  let previous = '';
  let runLength = 0;
  const endRun = () => {
    if (runLength === 1) grams.add(previous);
    runLength = 0;
    previous = '';
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (isCjkCodePoint(code)) {
      const char = width === 1 ? text[i]! : text.slice(i, i + 2);
      if (previous) grams.add(previous + char);
      previous = char;
      runLength++;
    } else if (runLength) {
      endRun();
    }
    i += width - 1;
  }
  if (runLength) endRun();
}

/** Character bigrams of a CJK run; a one-character run is its own term. */
export function cjkBigrams(run: string): string[] {
  const grams = new Set<string>();
  addCjkGrams(run, grams);
  return [...grams];
}

export interface Analysis {
  /** Latin words as the segmenter cut them (app.get, robyn_env, cors). */
  words: string[];
  /** Parts of latin words that have joiners (app, get, robyn, env). */
  parts: string[];
  /** Segmenter words of two or more CJK characters (中间件, 请求), each once. */
  cjkWords: string[];
  /** Character bigrams of every CJK run (中间, 间件), each once. */
  grams: string[];
}

function addLatin(word: string, analysis: Analysis): void {
  analysis.words.push(word);
  if (!WORD_JOINERS.test(word)) return;
  const parts = word.split(WORD_JOINERS).filter(Boolean);
  if (parts.length > 1) analysis.parts.push(...parts);
}

export function analyze(text: string): Analysis {
  const lower = text.toLowerCase();
  const analysis: Analysis = { words: [], parts: [], cjkWords: [], grams: [] };
  const seg = hasCjk(lower) ? getSegmenter() : null;
  if (!seg) {
    // Latin-only text, or a browser without Intl.Segmenter (the bigrams below still find every CJK word).
    for (const word of lower.match(LATIN_WORD) ?? []) addLatin(word, analysis);
  } else {
    const cjkWords = new Set<string>();
    for (const { segment, isWordLike } of seg.segment(lower)) {
      if (!isWordLike) continue;
      if (!hasCjk(segment)) addLatin(segment, analysis);
      else if (isAllCjk(segment)) {
        if (segment.length > 2 || (segment.length === 2 && Array.from(segment).length === 2)) cjkWords.add(segment);
      } else {
        // A segment mixing scripts (rare): its latin words here, its CJK characters in the bigrams below.
        let latinOnly = '';
        for (const char of segment) latinOnly += isCjkCodePoint(char.codePointAt(0)!) ? ' ' : char;
        for (const latin of latinOnly.match(LATIN_WORD) ?? []) addLatin(latin, analysis);
      }
    }
    analysis.cjkWords = [...cjkWords];
  }
  const grams = new Set<string>();
  addCjkGrams(lower, grams);
  analysis.grams = [...grams];
  return analysis;
}

/** Every term of a text: latin words (duplicates kept, they count as term frequency), word parts, CJK terms. */
export function tokenize(text: string): string[] {
  const { words, parts, cjkWords, grams } = analyze(text);
  return words.concat(parts, cjkWords, grams);
}

/**
 * The terms a record must contain to match a query: every latin word and every CJK bigram (or the single
 * character of a one-character run). Word parts and CJK segmenter words only add to the score: the
 * segmenter's cut depends on the sentence around a word, so it may differ between a query and a page.
 */
export function requiredQueryTerms(query: string): string[] {
  const { words, grams } = analyze(query);
  return [...new Set([...words, ...grams])];
}

/** The terms that come from the last latin word of a query: those are matched as prefixes while typing. */
export function lastWordTerms(query: string): Set<string> {
  const { words } = analyze(query);
  const trimmed = query.trimEnd();
  const last = words[words.length - 1];
  if (!last || trimmed.length < query.length || !trimmed.toLowerCase().endsWith(last)) return new Set();
  return new Set([last, ...last.split(WORD_JOINERS).filter(Boolean)]);
}
