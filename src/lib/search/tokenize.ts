/**
 * Text analysis of the local search engine: how a text becomes index terms, and how a question becomes
 * concepts to look for. Both sides share the same word rules, so a query term always has a chance to meet
 * the index term of the same word.
 *
 * - Latin words are lowercased and stemmed (Porter, the `stemmer` package): reached → reach, uploads → upload.
 *   The unstemmed word is indexed too, so the word being typed matches as a prefix (configura… → configuration).
 * - API names keep their whole form and add their parts: `app.serve_directory` is indexed as
 *   app.serve_directory, app, serve, directory; `StreamingResponse` as streamingresponse, streaming, response.
 * - Chinese (any CJK run) is indexed as its character bigrams. A query is segmented into words with
 *   Intl.Segmenter; each word must match as all of its own bigrams, and the bigrams that straddle two query
 *   words only add to the score.
 * - Stop words (data/stop-words.json) are optional in a query; synonyms (data/synonyms.json) widen a concept
 *   to every entry of its group.
 */
import { stemmer } from 'stemmer';
import stopWordsData from './data/stop-words.json';
import synonymsData from './data/synonyms.json';
import { createQuerySegmenter, type WordSegmenter } from './segmenter';

/** Letters and digits of any script but the CJK ones, and the joiners kept inside a word (app.get, robyn_env, don't, 3.14). */
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const LATIN_CHAR = `(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}_])`;
const LATIN_WORD = new RegExp(`${LATIN_CHAR}+(?:[.'’]${LATIN_CHAR}+)*`, 'gu');
/** A query is read as CJK runs and latin words, in the order typed. */
const QUERY_PIECE = new RegExp(`[${CJK_CLASS}]+|${LATIN_WORD.source}`, 'gu');
const WORD_JOINERS = /[.:_'’]+/;
const IDENTIFIER_JOINERS = /[._]/;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

let segmenter: WordSegmenter | null | undefined;

function getSegmenter(): WordSegmenter | null {
  if (segmenter === undefined) segmenter = createQuerySegmenter();
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
  for (const char of text) if (isCjkCodePoint(char.codePointAt(0)!)) return true;
  return false;
}

/** Character bigrams of a CJK run, each once, in order; a one-character run is its own term. */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The CJK runs of a text, in order. */
function cjkRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const char of text) {
    if (isCjkCodePoint(char.codePointAt(0)!)) run += char;
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

const stemCache = new Map<string, string>();

/** The Porter stem of a lowercase latin word; short words, numbers and API names stay as they are. */
export function stem(word: string): string {
  if (word.length < 4 || /[\d_.]/.test(word)) return word;
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = stemmer(word);
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** The parts of an API name: app.serve_directory → app, serve, directory; StreamingResponse → streaming, response. */
function nameParts(word: string): string[] {
  return word
    .split(WORD_JOINERS)
    .flatMap((part) => part.split(CAMEL_BOUNDARY))
    .map((part) => part.toLowerCase())
    .filter(Boolean);
}

function isName(word: string): boolean {
  return IDENTIFIER_JOINERS.test(word) || CAMEL_BOUNDARY.test(word);
}

/** Index terms of one latin word (original case): stem and plain form, and for API names the whole name and its parts. */
function latinIndexTerms(word: string, out: string[]): void {
  const lower = word.toLowerCase();
  if (isName(word)) {
    out.push(lower);
    const parts = nameParts(word);
    if (parts.length > 1) for (const part of parts) out.push(stem(part));
    return;
  }
  const stemmed = stem(lower);
  out.push(stemmed);
  if (stemmed !== lower) out.push(lower);
}

/** Latin words of a text in their original case, apostrophes and joiners kept inside words. */
function latinWords(text: string): string[] {
  return text.match(LATIN_WORD) ?? [];
}

/**
 * Every index term of a text: latin terms (repeated words kept, they count as term frequency), then each CJK
 * bigram, once per text. Queries are segmented into words, and a word is looked up as its bigrams, so the
 * index needs no segmentation of its own (which would cost the browser most of the time it takes to build).
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const cjk = hasCjk(text);
  for (const word of latinWords(text)) latinIndexTerms(word, terms);
  if (!cjk) return terms;
  const unique = new Set<string>();
  for (const run of cjkRuns(text)) for (const gram of cjkBigrams(run)) unique.add(gram);
  return terms.concat([...unique]);
}

// ---------------------------------------------------------------------------------------------------------
// Queries

/** One alternative way to satisfy a concept: all of its terms must occur in a result. */
export interface Alternative {
  terms: string[];
  /** Match the terms as prefixes (the word being typed, a lone CJK character). */
  prefix?: boolean;
  /** Allow a typo (latin words of five letters or more). */
  fuzzy?: boolean;
  /** Tried only when the concept's other alternatives match nothing. */
  fallback?: boolean;
  /** Another entry of the word's synonym group, not the word typed: its matches count a little less. */
  synonym?: boolean;
}

/** Something the question asks for: a word, a Chinese word, or a phrase with its synonyms. */
export interface Concept {
  /** The query text it stands for, for tests and debugging. */
  text: string;
  alternatives: Alternative[];
  /** Stop words and straddling bigrams: they add to the score but are never required. */
  optional: boolean;
  /** How much a match counts (1 for words, less for optional concepts). */
  weight: number;
}

const STOP_WORDS = new Set<string>(
  [...stopWordsData.en, ...stopWordsData.zh].map((word) => word.toLowerCase()),
);

/** A query token: a latin word (with its original case) or a piece of a CJK run. */
interface Token {
  kind: 'latin' | 'cjk';
  text: string;
  /** Pieces of one CJK run share a number; straddling bigrams are made only inside a run. */
  run: number;
}

interface SynonymEntry {
  /** Latin entries: the stems of their words, in order; CJK entries: the entry itself. */
  key: string[];
  kind: 'latin' | 'cjk';
  alternative: Alternative;
}

function alternativeOf(entry: string): Alternative {
  if (hasCjk(entry)) {
    const terms = cjkRuns(entry).flatMap(cjkBigrams);
    for (const word of latinWords(entry)) terms.push(...queryWordTerms(word));
    return { terms };
  }
  return { terms: latinWords(entry).flatMap(queryWordTerms) };
}

/** The terms a finished latin query word must match: the whole API name, or the stem of a plain word. */
function queryWordTerms(word: string): string[] {
  const lower = word.toLowerCase();
  return [isName(word) ? lower : stem(lower)];
}

let synonymIndex: {
  latin: SynonymEntry[][];
  cjk: SynonymEntry[][];
  groupOf: Map<SynonymEntry, Alternative[]>;
} | null = null;

function synonyms() {
  if (synonymIndex) return synonymIndex;
  const latin: SynonymEntry[][] = [];
  const cjk: SynonymEntry[][] = [];
  const groupOf = new Map<SynonymEntry, Alternative[]>();
  for (const group of synonymsData.groups) {
    const alternatives = group.map(alternativeOf);
    const entries: SynonymEntry[] = group.map((entry, i) => {
      const isCjk = hasCjk(entry);
      return {
        kind: isCjk ? 'cjk' : 'latin',
        key: isCjk ? [entry] : latinWords(entry).map((word) => stem(word.toLowerCase())),
        alternative: alternatives[i]!,
      };
    });
    for (const entry of entries) {
      groupOf.set(entry, alternatives);
      (entry.kind === 'cjk' ? cjk : latin).push([entry]);
    }
  }
  // Longest entries first, so 'hot reload' wins over 'reload' and 身份验证 over 验证.
  const length = (entries: SynonymEntry[]) =>
    entries[0]!.kind === 'cjk' ? Array.from(entries[0]!.key[0]!).length : entries[0]!.key.length;
  latin.sort((a, b) => length(b) - length(a));
  cjk.sort((a, b) => length(b) - length(a));
  synonymIndex = { latin, cjk, groupOf };
  return synonymIndex;
}

/** Splits a CJK run into query pieces: synonym entries found in it first, then the segmenter's words. */
function cjkPieces(run: string): Array<{ text: string; synonym?: SynonymEntry }> {
  const { cjk } = synonyms();
  for (const [entry] of cjk) {
    const key = entry!.key[0]!;
    const at = run.indexOf(key);
    if (at < 0 || key.length === 0) continue;
    return [
      ...cjkPieces(run.slice(0, at)),
      { text: key, synonym: entry },
      ...cjkPieces(run.slice(at + key.length)),
    ];
  }
  if (!run) return [];
  const seg = getSegmenter();
  if (!seg) return [{ text: run }];
  // Neighbouring one-character segments that are not stop words are one word the segmenter did not know (鉴/权).
  const pieces: Array<{ text: string }> = [];
  let joined = '';
  const flush = () => {
    if (joined) pieces.push({ text: joined });
    joined = '';
  };
  for (const { segment, isWordLike } of seg.segment(run)) {
    if (!isWordLike) continue;
    if (Array.from(segment).length === 1 && !STOP_WORDS.has(segment)) joined += segment;
    else {
      flush();
      pieces.push({ text: segment });
    }
  }
  flush();
  return pieces;
}

function queryTokens(query: string): Array<Token & { synonym?: SynonymEntry }> {
  const tokens: Array<Token & { synonym?: SynonymEntry }> = [];
  let run = 0;
  for (const match of query.matchAll(QUERY_PIECE)) {
    const text = match[0];
    run++;
    if (hasCjk(text)) for (const piece of cjkPieces(text)) tokens.push({ kind: 'cjk', run, ...piece });
    else tokens.push({ kind: 'latin', run, text });
  }
  return tokens;
}

/** Finds latin synonym phrases in the token list (longest first) and marks the tokens they cover. */
function matchLatinSynonyms(
  tokens: Array<Token & { synonym?: SynonymEntry }>,
): Array<{ start: number; end: number; entry: SynonymEntry }> {
  const { latin } = synonyms();
  const stems = tokens.map((token) => (token.kind === 'latin' ? stem(token.text.toLowerCase()) : null));
  const taken = new Array<boolean>(tokens.length).fill(false);
  const found: Array<{ start: number; end: number; entry: SynonymEntry }> = [];
  for (const [entry] of latin) {
    const key = entry!.key;
    for (let start = 0; start + key.length <= tokens.length; start++) {
      let matches = true;
      for (let k = 0; k < key.length; k++) {
        if (taken[start + k] || stems[start + k] !== key[k]) {
          matches = false;
          break;
        }
      }
      if (!matches) continue;
      for (let k = 0; k < key.length; k++) taken[start + k] = true;
      found.push({ start, end: start + key.length, entry: entry! });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function distinct(alternatives: Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter((alternative) => {
    const key = `${alternative.terms.join(' ')}|${alternative.prefix ?? false}|${alternative.fuzzy ?? false}|${alternative.fallback ?? false}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The alternatives of a synonym group, the entry typed first and the others marked as synonyms. */
function synonymAlternatives(entry: SynonymEntry): Alternative[] {
  const own = entry.alternative;
  return [
    own,
    ...synonyms()
      .groupOf.get(entry)!
      .filter((alternative) => alternative !== own)
      .map((alternative) => ({ ...alternative, synonym: true })),
  ];
}

/**
 * The concepts of a question. Every concept that is not optional should match for a result to rank first,
 * but none is strictly required: the engine ranks by how much of the question a result covers.
 */
export function analyzeQuery(query: string): Concept[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const typing = !/\s$/.test(query);
  const lastIndex = tokens.length - 1;
  const concepts: Concept[] = [];
  const phrases = matchLatinSynonyms(tokens);
  const phraseAt = new Map(phrases.map((phrase) => [phrase.start, phrase]));
  const inPhrase = new Set(
    phrases.flatMap((phrase) =>
      Array.from({ length: phrase.end - phrase.start }, (_, k) => phrase.start + k),
    ),
  );

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const phrase = phraseAt.get(i);
    if (phrase) {
      const text = tokens
        .slice(phrase.start, phrase.end)
        .map((t) => t.text)
        .join(' ');
      const alternatives = synonymAlternatives(phrase.entry);
      const isLastWord = phrase.end - 1 === lastIndex && typing;
      if (phrase.end - phrase.start === 1 && isName(token.text)) {
        const parts = nameParts(token.text);
        if (parts.length > 1) alternatives.push({ terms: parts.map(stem) });
      }
      if (isLastWord && phrase.end - phrase.start === 1)
        alternatives.push({ terms: [token.text.toLowerCase()], prefix: true });
      concepts.push({ text, alternatives, optional: false, weight: 1 });
      continue;
    }
    if (inPhrase.has(i)) continue;
    if (token.kind === 'cjk') {
      const alternatives = token.synonym ? synonymAlternatives(token.synonym) : [];
      const chars = Array.from(token.text);
      if (!token.synonym)
        alternatives.push(
          chars.length === 1 ? { terms: chars, prefix: true } : { terms: cjkBigrams(token.text) },
        );
      const optional = STOP_WORDS.has(token.text) || chars.length === 1;
      concepts.push({ text: token.text, alternatives, optional, weight: optional ? 0.3 : 1 });
      continue;
    }
    const lower = token.text.toLowerCase();
    const alternatives: Alternative[] = [];
    if (isName(token.text)) {
      alternatives.push({ terms: [lower] });
      const parts = nameParts(token.text);
      if (parts.length > 1) {
        alternatives.push({ terms: parts.map(stem) });
        // Found nowhere as typed, a name whose parts are words forgives a typo as its words do: one edit in a
        // part of five letters or more, two from ten (keep_alive_timout finds keep_alive_timeout).
        alternatives.push({ terms: parts.map(stem), fuzzy: true, fallback: true });
      }
    } else {
      alternatives.push({ terms: [stem(lower)], fuzzy: lower.length >= 5 });
    }
    if (i === lastIndex && typing && lower.length >= 2) {
      alternatives.push({ terms: [lower], prefix: true });
      if (isName(token.text)) {
        const parts = nameParts(token.text);
        if (parts.length > 1)
          alternatives.push({
            terms: [...parts.slice(0, -1).map(stem), parts[parts.length - 1]!],
            prefix: true,
          });
      }
    }
    const optional = STOP_WORDS.has(lower);
    concepts.push({ text: token.text, alternatives, optional, weight: optional ? 0.3 : 1 });
  }

  // Bigrams across two neighbouring Chinese words only add to the score: 中间件执行 gives 件执, found in no page.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const left = tokens[i]!;
    const right = tokens[i + 1]!;
    if (left.kind !== 'cjk' || right.kind !== 'cjk' || left.run !== right.run) continue;
    const gram = Array.from(left.text).slice(-1)[0]! + Array.from(right.text)[0]!;
    concepts.push({ text: gram, alternatives: [{ terms: [gram] }], optional: true, weight: 0.5 });
  }

  // A question made only of stop words still searches for them.
  if (concepts.every((concept) => concept.optional)) {
    for (const concept of concepts) {
      concept.optional = false;
      concept.weight = 1;
    }
  }
  for (const concept of concepts) concept.alternatives = distinct(concept.alternatives);
  return concepts;
}

/** The latin words of a text, for highlighting. */
export function wordsOf(text: string): Array<{ word: string; index: number }> {
  return [...text.matchAll(LATIN_WORD)].map((match) => ({ word: match[0], index: match.index }));
}

/** The index terms of one latin word of a text: its stem and plain form, or an API name and its parts. */
export function wordTerms(word: string): string[] {
  const terms: string[] = [];
  latinIndexTerms(word, terms);
  return terms;
}
