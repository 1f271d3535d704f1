import { SUPPORTED_LANGUAGES } from '../constants';
import { DEFAULT_LANG, LANGUAGE_CODES, type Lang } from '../i18n';
import synonymsData from './data/synonyms.json';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SNIPPET_ELLIPSIS } from './highlight';

/**
 * The languages whose rules a query of one language gets: Chinese first for a Chinese query, since Algolia
 * segments CJK text by the first query language; English too, because Chinese questions mix in API names.
 */
export function queryLanguages(lang: Lang): Lang[] {
  return lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG];
}

/** Every language, the others before the default (CJK segmentation follows the first). */
const INDEX_LANGUAGES = [...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANG), DEFAULT_LANG];

/**
 * Settings of the hosted index that `npm run search:push` applies, matching the local engine's relevance:
 * headings rank above paragraph text and the API names of code blocks count last; when not every word of a
 * question matches, Algolia drops words until something does (the local engine ranks by how much of the
 * question a result covers); stop words are ignored and plurals folded; both languages are query and index
 * languages (Chinese first, so it is segmented); the language is a facet every query filters on; one hit per
 * URL; highlights in the tags the dialog parses. The synonym list of the local engine is uploaded beside them.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'content',
    'unordered(code)',
  ],
  attributesForFaceting: ['lang', 'type'],
  queryLanguages: INDEX_LANGUAGES,
  indexLanguages: INDEX_LANGUAGES,
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang'],
  attributesToHighlight: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'],
  attributesToSnippet: ['content:20'],
  snippetEllipsisText: SNIPPET_ELLIPSIS,
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  attributeForDistinct: 'url',
  distinct: true,
  // Search-usage analytics are off in the client too; nothing here depends on them.
  ignorePlurals: ['en'],
  removeStopWords: [...SUPPORTED_LANGUAGES],
  removeWordsIfNoResults: 'allOptional',
  // StreamingResponse is found by "streaming response"; API names in code keep their parts searchable.
  camelCaseAttributes: ['code', 'content'],
  // A match inside a heading, and a match of all words close together, rank first.
  attributeCriteriaComputedByMinProximity: true,
};

/** The synonym groups of the local engine as Algolia synonym objects (every entry matches every other). */
export const ALGOLIA_SYNONYMS = synonymsData.groups.map((synonyms, i) => ({
  objectID: `synonyms-${i + 1}`,
  type: 'synonym' as const,
  synonyms,
}));
