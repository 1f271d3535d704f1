/**
 * `text` as a regular expression that matches it literally. It escapes the syntax characters of JavaScript's and
 * PCRE's patterns, and `/` (the delimiter of a pattern written in a config file or a regex literal).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
