import { SUPPORTED_LANGUAGES } from '../constants';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SNIPPET_ELLIPSIS } from './highlight';

/**
 * Settings of the hosted index that `npm run search:push` applies: the hierarchy ranks above paragraph text,
 * the language is a facet (every query filters on it), both languages are query and index languages (so
 * Chinese is segmented), one hit per URL, and highlights in the same tags the dialog parses.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'content',
  ],
  attributesForFaceting: ['lang', 'type'],
  queryLanguages: [...SUPPORTED_LANGUAGES],
  indexLanguages: [...SUPPORTED_LANGUAGES],
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
  removeStopWords: false,
};
