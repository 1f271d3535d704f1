import type { Lang } from '../i18n';

/** The hierarchy levels of a record; lvl0 is the navigation group, lvl1 the page, lvl2/lvl3 its headings. */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3';
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
}

/** One search record in the DocSearch shape (objectID, url, type, hierarchy lvl0…lvl3, content), shared by the local engine and the Algolia index. */
export interface SearchRecord {
  objectID: string;
  /** Site-relative URL with the #anchor of the nearest heading, e.g. /documentation/en/api_reference/cors#preflight. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph text for content records, null for heading records. */
  content: string | null;
  /** On heading records: the API names, CLI flags and environment variables of the section's code blocks. */
  code?: string;
  lang: Lang;
  /** The language the record's text is in, when it is not `lang` (a page not yet translated into `lang`). */
  contentLang?: Lang;
}

export interface HighlightValue {
  /** The text with matches wrapped in the highlight tags; everything else is HTML-escaped text. */
  value: string;
}

/** A search hit as both engines answer it: the record plus highlighted hierarchy and content, the query and the index name. */
export interface SearchHit extends SearchRecord {
  _highlightResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult?: {
    content?: HighlightValue;
  };
  /** Set by the hosted engine. */
  __autocomplete_indexName?: string;
  __autocomplete_queryID?: string;
}

export type EngineName = 'algolia' | 'local';
