import MiniSearch, { type SearchResult } from 'minisearch';
import { SEARCH_HITS_PER_PAGE } from '../constants';
import { highlight, snippet } from './highlight';
import { cutQuery } from './query';
import { hasCjk, lastWordTerms, requiredQueryTerms, tokenize } from './tokenize';
import type { HierarchyLevel, HighlightValue, SearchHit, SearchRecord } from './types';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

/** What MiniSearch indexes for a record: its own heading, the headings above it, and its paragraph. */
interface IndexedFields {
  id: string;
  title: string;
  path: string;
  content: string;
}

/** Headings and pages rank above paragraphs that match as well, as in the hosted index's ranking. */
const TYPE_BOOST: Record<SearchRecord['type'], number> = { lvl1: 1.6, lvl2: 1.4, lvl3: 1.2, content: 1 };
const FIELD_BOOST = { title: 3, path: 0.5, content: 1 };

function indexedFields(record: SearchRecord): IndexedFields {
  const own = record.type === 'content' ? null : record.type;
  const above = LEVELS.slice(0, own ? LEVELS.indexOf(own) : LEVELS.length)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
  return { id: record.objectID, title: own ? (record.hierarchy[own] ?? '') : '', path: above, content: record.content ?? '' };
}

const isSingleCjk = (term: string) => Array.from(term).length === 1 && hasCjk(term);

export const MINISEARCH_OPTIONS = {
  idField: 'id',
  fields: ['title', 'path', 'content'],
  tokenize,
  // tokenize already lowercases; terms are indexed exactly as tokenized.
  processTerm: (term: string) => term,
};

/** The local engine: MiniSearch over one language's records, answering hits shaped like the hosted ones. */
export class LocalSearchIndex {
  private readonly mini: MiniSearch<IndexedFields>;
  private readonly records = new Map<string, SearchRecord>();

  constructor(records: SearchRecord[]) {
    // Headings and page paths repeat on every record below them: tokenize each distinct text once.
    const seen = new Map<string, string[]>();
    const tokenizeOnce = (text: string) => {
      let terms = seen.get(text);
      if (!terms) {
        terms = tokenize(text);
        seen.set(text, terms);
      }
      return terms;
    };
    this.mini = new MiniSearch<IndexedFields>({ ...MINISEARCH_OPTIONS, tokenize: tokenizeOnce, searchOptions: { tokenize } });
    for (const record of records) this.records.set(record.objectID, record);
    this.mini.addAll(records.map(indexedFields));
  }

  get size(): number {
    return this.records.size;
  }

  search(rawQuery: string, limit: number = SEARCH_HITS_PER_PAGE): SearchHit[] {
    const cut = cutQuery(rawQuery);
    const query = cut.trim();
    const required = requiredQueryTerms(query);
    if (required.length === 0) return [];
    const prefixTerms = lastWordTerms(cut);
    const results = this.mini.search(query, {
      combineWith: 'OR',
      prefix: (term) => prefixTerms.has(term) || isSingleCjk(term),
      // Light fuzzy matching for longer latin words: one typo from five letters, at most two.
      fuzzy: (term) => (!hasCjk(term) && term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      boost: FIELD_BOOST,
      boostDocument: (id: string) => TYPE_BOOST[this.records.get(id)?.type ?? 'content'],
      // Every latin word and CJK bigram of the query must match (as prefix or with a typo where allowed).
      filter: (result: SearchResult) => required.every((term) => result.queryTerms.includes(term)),
    });
    const hits: SearchHit[] = [];
    const urls = new Set<string>();
    for (const result of results) {
      const record = this.records.get(result.id as string);
      if (!record || urls.has(record.url)) continue;
      urls.add(record.url);
      hits.push(toHit(record, result.terms));
      if (hits.length >= limit) break;
    }
    return hits;
  }
}

function toHit(record: SearchRecord, terms: string[]): SearchHit {
  const hierarchy: Partial<Record<HierarchyLevel, HighlightValue>> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text) hierarchy[level] = { value: highlight(text, terms) };
  }
  const hit: SearchHit = { ...record, _highlightResult: { hierarchy } };
  if (record.content) {
    hit._highlightResult!.content = { value: highlight(record.content, terms) };
    hit._snippetResult = { content: { value: snippet(record.content, terms) } };
  }
  return hit;
}
