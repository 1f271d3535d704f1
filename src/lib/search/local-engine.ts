import MiniSearch from 'minisearch';
import { SEARCH_HITS_PER_PAGE } from '../constants';
import {
  escapeHtml,
  highlight,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  matchedTermsIn,
  snippet,
} from './highlight';
import { IdentifierIndex, type IdentifierEntry, type IdentifierMatch } from './identifiers';
import { cutQuery } from './query';
import { analyzeQuery, indexTerms, type Alternative, type Concept } from './tokenize';
import type { HierarchyLevel, SearchHit, SearchRecord } from './types';
import { decodeIdentifiers, decodeRecords, type RecordsPayload } from './wire';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

/**
 * One indexed document per section of a page: the text under one heading (or the page's opening, before its
 * first heading). A question's words are usually spread over a section's paragraphs, so the section, not the
 * paragraph, is what must contain them; the hit then shows the paragraph that matched best.
 */
interface SectionDocument {
  id: number;
  /** The section's own heading (the page title for the opening section). */
  heading: string;
  /** The page title, and for an h3 the h2 above it. */
  page: string;
  /** The navigation group. */
  group: string;
  /** The section's prose: paragraphs, list items, table rows, properties, notes. */
  content: string;
  /** API names from the section's code blocks. */
  code: string;
}

interface Section {
  url: string;
  pageUrl: string;
  heading: SearchRecord;
  contents: SearchRecord[];
}

/**
 * How much a match in each field counts. A heading names what its section is about; the page title applies to
 * every section below it, so it counts less; the group name least. Tried on the benchmark (see README).
 */
const FIELD_BOOST = { heading: 4, page: 2, group: 0.3, content: 1, code: 2 };

/** A result's score is multiplied by (share of the question it covers) to this power. */
const COVERAGE_POWER = 2;

/** A match of another word of the synonym group counts this much of a match of the word typed. */
const SYNONYM_WEIGHT = 0.7;

/**
 * A page with several matching sections is likely about what the question asks (Pagefind ranks whole pages).
 * The best-scoring section of a page adds this share of the other matching sections' scores of its page, so
 * the page's representative rises; its other sections add only a small share, so a long page's weaker sections
 * do not crowd out another page's best section.
 */
const PAGE_SUPPORT = { best: 0.3, other: 0.05 };

/** At most this many sections of one page among the hits, so a question's other candidate pages show too. */
const MAX_HITS_PER_PAGE = 3;

const identity = (term: string) => term;

export const MINISEARCH_OPTIONS = {
  idField: 'id',
  fields: ['heading', 'page', 'group', 'content', 'code'],
  tokenize: indexTerms,
  // indexTerms already lowercases and stems; terms are indexed exactly as produced.
  processTerm: identity,
};

/**
 * The local engine: MiniSearch over one language's records, answering hits shaped like the hosted ones, and the
 * Python reference's names (identifiers.ts): a query that names one entry shows it first, or second after the
 * guide section whose heading names it.
 */
export class LocalSearchIndex {
  private readonly mini: MiniSearch<SectionDocument>;
  private readonly sections: Section[] = [];
  private readonly recordCount: number;
  private readonly identifiers: IdentifierIndex;

  constructor(records: SearchRecord[], identifiers: IdentifierEntry[] = []) {
    this.recordCount = records.length;
    this.identifiers = new IdentifierIndex(identifiers);
    const byUrl = new Map<string, Section>();
    for (const record of records) {
      let section = byUrl.get(record.url);
      if (!section) {
        section = { url: record.url, pageUrl: record.url.split('#')[0]!, heading: record, contents: [] };
        byUrl.set(record.url, section);
        this.sections.push(section);
      }
      if (record.type !== 'content') {
        // A heading record names its section; content records before it (rare) keep their place.
        if (section.heading.type === 'content') section.heading = record;
      } else {
        section.contents.push(record);
      }
    }
    // Headings and page titles repeat across sections: analyse each distinct text once.
    const seen = new Map<string, string[]>();
    const tokenizeOnce = (text: string) => {
      let terms = seen.get(text);
      if (!terms) {
        terms = indexTerms(text);
        seen.set(text, terms);
      }
      return terms;
    };
    this.mini = new MiniSearch<SectionDocument>({
      ...MINISEARCH_OPTIONS,
      tokenize: tokenizeOnce,
      searchOptions: { tokenize: (term) => [term], processTerm: identity },
    });
    this.mini.addAll(this.sections.map((section, id) => sectionDocument(section, id)));
  }

  /**
   * The engine over a language's whole index as /search/{lang}.json holds it (or as build.ts localSearchIndex
   * returns it): the one way to rank queries from Node (the bench's search:eval, a server) as the dialog does.
   */
  static fromPayload(payload: RecordsPayload): LocalSearchIndex {
    return new LocalSearchIndex(decodeRecords(payload), decodeIdentifiers(payload));
  }

  /** The number of records the index was built from. */
  get size(): number {
    return this.recordCount;
  }

  search(rawQuery: string, limit: number = SEARCH_HITS_PER_PAGE): SearchHit[] {
    const query = cutQuery(rawQuery);
    const named = this.identifiers.match(query, (form) => this.hasTerm(form));
    if (!named) return this.searchText(query, limit);
    // A typo is answered as the name it stands for, with the words asked around it.
    const text = named.rest ? `${named.name} ${named.rest}` : named.typo ? named.name : query;
    const hits = this.searchText(text, limit);
    // The name alone: a section whose heading names the entry, then the entry. With words around the name
    // (`SubRouter 路由前缀`), the words' best answer stays first and the entry follows it.
    const explaining = named.rest
      ? hits[0]
      : hits.find((hit) => this.identifiers.headingNames(ownHeading(hit), named.entry));
    return [
      ...(explaining ? [explaining] : []),
      identifierHit(named),
      ...hits.filter((hit) => hit !== explaining),
    ].slice(0, limit);
  }

  /** Whether a term (lowercase) is a word of the indexed text, as written or as its stem. */
  private hasTerm(term: string): boolean {
    return (
      this.mini.search({ combineWith: 'AND', queries: [term] }, { prefix: false, fuzzy: false }).length > 0
    );
  }

  private searchText(query: string, limit: number): SearchHit[] {
    const concepts = analyzeQuery(query);
    if (concepts.length === 0) return [];
    const total = this.sections.length;

    const scores = new Map<number, { score: number; covered: number; terms: Set<string> }>();
    let required = 0;
    for (const concept of concepts) {
      const matches = this.matchConcept(concept);
      if (matches.size === 0) continue;
      // Rarer concepts say more about what the question is after (inverse document frequency).
      const idf = concept.optional ? 0 : Math.log(1 + total / matches.size);
      required += idf;
      for (const [id, match] of matches) {
        let entry = scores.get(id);
        if (!entry) {
          entry = { score: 0, covered: 0, terms: new Set() };
          scores.set(id, entry);
        }
        entry.score += concept.weight * match.score;
        entry.covered += idf;
        for (const term of match.terms) entry.terms.add(term);
      }
    }
    if (scores.size === 0) return [];

    const ranked = [...scores].map(([id, entry]) => {
      const coverage = required > 0 ? entry.covered / required : 1;
      return { id, terms: entry.terms, score: entry.score * coverage ** COVERAGE_POWER };
    });
    this.addPageSupport(ranked);
    ranked.sort((a, b) => b.score - a.score || a.id - b.id);

    const hits: SearchHit[] = [];
    const perPage = new Map<string, number>();
    for (const result of ranked) {
      const section = this.sections[result.id]!;
      const shown = perPage.get(section.pageUrl) ?? 0;
      if (shown >= MAX_HITS_PER_PAGE) continue;
      perPage.set(section.pageUrl, shown + 1);
      hits.push(toHit(section, result.terms));
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** Adds to each section's score a share of the scores of the other matching sections of its page (PAGE_SUPPORT). */
  private addPageSupport(ranked: Array<{ id: number; score: number }>): void {
    const pages = new Map<string, { total: number; best: number; bestScore: number }>();
    for (const { id, score } of ranked) {
      const url = this.sections[id]!.pageUrl;
      const page = pages.get(url);
      if (!page) pages.set(url, { total: score, best: id, bestScore: score });
      else {
        page.total += score;
        if (score > page.bestScore || (score === page.bestScore && id < page.best)) {
          page.best = id;
          page.bestScore = score;
        }
      }
    }
    for (const result of ranked) {
      const page = pages.get(this.sections[result.id]!.pageUrl)!;
      const share = page.best === result.id ? PAGE_SUPPORT.best : PAGE_SUPPORT.other;
      result.score += share * (page.total - result.score);
    }
  }

  /** The sections that match a concept, with their best score over the concept's alternatives. */
  private matchConcept(concept: Concept): Map<number, { score: number; terms: string[] }> {
    const best = new Map<number, { score: number; terms: string[] }>();
    const main = concept.alternatives.filter((alternative) => !alternative.fallback);
    const fallbacks = concept.alternatives.filter((alternative) => alternative.fallback);
    this.matchAlternatives(main, best);
    // What is tried only when the concept as typed is found nowhere (a name with a typo in one part).
    if (best.size === 0) this.matchAlternatives(fallbacks, best);
    return best;
  }

  private matchAlternatives(
    alternatives: Alternative[],
    best: Map<number, { score: number; terms: string[] }>,
  ): void {
    for (const alternative of alternatives) {
      for (const result of this.matchAlternative(alternative)) {
        const previous = best.get(result.id as number);
        const score = alternative.synonym ? result.score * SYNONYM_WEIGHT : result.score;
        if (!previous || score > previous.score)
          best.set(result.id as number, { score, terms: result.terms });
      }
    }
  }

  private matchAlternative({ terms, prefix = false, fuzzy = false }: Alternative) {
    if (terms.length === 0) return [];
    return this.mini.search(
      { combineWith: 'AND', queries: terms },
      {
        prefix,
        // One typo in a word of five letters or more, two from ten.
        fuzzy: fuzzy ? (term) => (term.length >= 10 ? 2 : term.length >= 5 ? 1 : false) : false,
        boost: FIELD_BOOST,
      },
    );
  }
}

/** The heading a hit stands for: its own level's text (for a paragraph, the deepest heading above it). */
function ownHeading(hit: SearchHit): string {
  const { hierarchy } = hit;
  if (hit.type !== 'content') return hierarchy[hit.type] ?? '';
  return hierarchy.lvl3 ?? hierarchy.lvl2 ?? hierarchy.lvl1;
}

/** A reference entry as a hit: its heading record, the name it stands for highlighted whole. */
function identifierHit({ entry }: IdentifierMatch): SearchHit {
  const { record } = entry;
  const hierarchy: Partial<Record<HierarchyLevel, { value: string }>> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    hierarchy[level] = {
      value:
        level === record.type && text === entry.name
          ? `${HIGHLIGHT_PRE_TAG}${escapeHtml(text)}${HIGHLIGHT_POST_TAG}`
          : escapeHtml(text),
    };
  }
  return { ...record, _highlightResult: { hierarchy } };
}

function sectionDocument(section: Section, id: number): SectionDocument {
  const { heading } = section;
  const own = heading.type === 'content' ? null : heading.type;
  const hierarchy = heading.hierarchy;
  return {
    id,
    heading: own ? (hierarchy[own] ?? '') : '',
    page: [hierarchy.lvl1, own === 'lvl3' ? hierarchy.lvl2 : null].filter(Boolean).join(' '),
    group: hierarchy.lvl0,
    content: section.contents.map((record) => record.content ?? '').join('\n'),
    code: heading.code ?? '',
  };
}

/** The section's heading record, highlighted, with a snippet of the paragraph that matched best. */
function toHit(section: Section, terms: Set<string>): SearchHit {
  const record = section.heading;
  const hierarchy: Partial<Record<HierarchyLevel, { value: string }>> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text) hierarchy[level] = { value: highlight(text, terms) };
  }
  const hit: SearchHit = { ...record, _highlightResult: { hierarchy } };
  let best: SearchRecord | undefined;
  let bestCount = 0;
  for (const content of section.contents) {
    const count = matchedTermsIn(content.content ?? '', terms);
    if (count > bestCount) {
      best = content;
      bestCount = count;
    }
  }
  best ??= record.type === 'content' ? record : section.contents[0];
  if (best?.content) {
    hit._highlightResult!.content = { value: highlight(best.content, terms) };
    hit._snippetResult = { content: { value: snippet(best.content, terms) } };
  }
  return hit;
}
