/**
 * The one tokenizer of the local search engine, used identically when the index is built and when a query
 * is searched. It lowercases, splits words with Intl.Segmenter('zh', {granularity: 'word'}), and also
 * indexes every run of CJK characters as its character bigrams, so a word inside a Chinese sentence is found
 * whatever the segmenter made of the sentence. Single CJK characters are not indexed, so a query that shares
 * only single characters with a text does not match it.
 *
 * Text without any CJK character is cut by a regular expression that finds the same words as the segmenter
 * does for Latin script (UAX #29): it is about twenty times faster, which keeps building the index in the
 * browser short.
 */

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK_CHAR = new RegExp(`[${CJK_CLASS}]`, 'u');
const CJK_RUN = new RegExp(`[${CJK_CLASS}]+`, 'gu');
const ONLY_CJK = new RegExp(`^[${CJK_CLASS}]+$`, 'u');
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

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** Character bigrams of a CJK run; a one-character run is its own term. */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

export interface Analysis {
  /** Latin words as the segmenter cut them (app.get, robyn_env, cors). */
  words: string[];
  /** Parts of latin words that have joiners (app, get, robyn, env). */
  parts: string[];
  /** Segmenter words of two or more CJK characters (中间件, 请求). */
  cjkWords: string[];
  /** Character bigrams of every CJK run (中间, 间件). */
  grams: string[];
}

function segmentWords(text: string): string[] {
  const seg = hasCjk(text) ? getSegmenter() : null;
  if (!seg) return text.match(LATIN_WORD) ?? [];
  const words: string[] = [];
  for (const { segment, isWordLike } of seg.segment(text)) if (isWordLike) words.push(segment);
  return words;
}

function addLatin(word: string, analysis: Analysis): void {
  analysis.words.push(word);
  const parts = word.split(WORD_JOINERS).filter(Boolean);
  if (parts.length > 1) analysis.parts.push(...parts);
}

export function analyze(text: string): Analysis {
  const lower = text.toLowerCase();
  const analysis: Analysis = { words: [], parts: [], cjkWords: [], grams: [] };
  for (const word of segmentWords(lower)) {
    if (!hasCjk(word)) addLatin(word, analysis);
    else if (ONLY_CJK.test(word)) {
      if (Array.from(word).length > 1) analysis.cjkWords.push(word);
    } else {
      // A segment mixing scripts (rare): its latin words here, its CJK characters in the bigrams below.
      for (const latin of word.replace(CJK_RUN, ' ').match(LATIN_WORD) ?? []) addLatin(latin, analysis);
    }
  }
  for (const run of lower.match(CJK_RUN) ?? []) analysis.grams.push(...cjkBigrams(run));
  return analysis;
}

/** Every term of a text, duplicates kept (they count as term frequency). */
export function tokenize(text: string): string[] {
  const { words, parts, cjkWords, grams } = analyze(text);
  return [...words, ...parts, ...cjkWords, ...grams];
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
