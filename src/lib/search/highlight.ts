import { hasCjk, wordTerms, wordsOf } from './tokenize';
import { escapeRegExp } from '../regexp';

/**
 * Highlighted values as both engines answer them: HTML-escaped text in which only the highlight tags are
 * markup. parseHighlight turns such a value back into plain text segments, so the dialog renders them as
 * React text and never injects HTML.
 */

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';
export const SNIPPET_ELLIPSIS = '…';

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => UNESCAPES[entity] ?? "'");
}

/** Splits a highlighted value into text segments; anything other than the exact highlight tags stays text. */
export function parseHighlight(value: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const push = (text: string, highlighted: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else segments.push({ text, highlighted });
  };
  let rest = value;
  while (rest) {
    const open = rest.indexOf(HIGHLIGHT_PRE_TAG);
    if (open < 0) break;
    const close = rest.indexOf(HIGHLIGHT_POST_TAG, open + HIGHLIGHT_PRE_TAG.length);
    if (close < 0) break;
    push(unescapeHtml(rest.slice(0, open)), false);
    push(unescapeHtml(rest.slice(open + HIGHLIGHT_PRE_TAG.length, close)), true);
    rest = rest.slice(close + HIGHLIGHT_POST_TAG.length);
  }
  push(unescapeHtml(rest), false);
  return segments;
}

type Range = [start: number, end: number];

function cjkRanges(text: string, term: string, ranges: Range[]): void {
  const pattern = new RegExp(escapeRegExp(term), 'gu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    ranges.push([match.index, match.index + match[0].length]);
    pattern.lastIndex = match.index + 1;
  }
}

function merge(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * Where the matched index terms occur in a text, merged and sorted: whole latin words whose stem, plain form or
 * API-name part is a matched term (so 'reach' marks "reached"), and every occurrence of a matched CJK term.
 */
export function matchRanges(text: string, terms: Iterable<string>): Range[] {
  const set = new Set([...terms].filter(Boolean).map((term) => term.toLowerCase()));
  const ranges: Range[] = [];
  if (set.size === 0) return ranges;
  for (const { word, index } of wordsOf(text)) {
    if (wordTerms(word).some((term) => set.has(term))) ranges.push([index, index + word.length]);
  }
  for (const term of set) if (hasCjk(term)) cjkRanges(text, term, ranges);
  return merge(ranges);
}

/** How many different matched terms a text contains (to pick the paragraph that shows a hit best). */
export function matchedTermsIn(text: string, terms: Iterable<string>): number {
  if (!text) return 0;
  const set = new Set([...terms].map((term) => term.toLowerCase()));
  const found = new Set<string>();
  for (const { word } of wordsOf(text))
    for (const term of wordTerms(word)) if (set.has(term)) found.add(term);
  for (const term of set) if (hasCjk(term) && text.includes(term)) found.add(term);
  return found.size;
}

function wrap(text: string, ranges: Range[], offset = 0): string {
  let out = '';
  let position = offset;
  for (const [start, end] of ranges) {
    if (end <= offset || start >= offset + text.length) continue;
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + text.length);
    out += escapeHtml(text.slice(position - offset, from - offset));
    out += HIGHLIGHT_PRE_TAG + escapeHtml(text.slice(from - offset, to - offset)) + HIGHLIGHT_POST_TAG;
    position = to;
  }
  return out + escapeHtml(text.slice(position - offset));
}

/** The text, HTML-escaped, with every occurrence of the terms wrapped in the highlight tags. */
export function highlight(text: string, terms: Iterable<string>): string {
  return wrap(text, matchRanges(text, terms));
}

/**
 * A short window of the text around its first match, highlighted, with an ellipsis where it was cut
 * (the local counterpart of the hosted provider's snippet).
 */
export function snippet(text: string, terms: Iterable<string>, maxLength = 120): string {
  const ranges = matchRanges(text, terms);
  if (text.length <= maxLength) return wrap(text, ranges);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - Math.floor(maxLength / 4), text.length - maxLength));
  // Start at a word boundary when one is near.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space >= 0 && start - space < 15) start = space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + maxLength / 2) end = space;
  }
  const window = text.slice(start, end);
  return (
    (start > 0 ? SNIPPET_ELLIPSIS : '') +
    wrap(window, ranges, start) +
    (end < text.length ? SNIPPET_ELLIPSIS : '')
  );
}
