import { createBrowserLocalStorageCache } from '@algolia/cache-browser-local-storage';
import algoliasearch, { type AlgoliaSearchOptions, type SearchClient } from 'algoliasearch/lite';
import { SEARCH_HITS_PER_PAGE } from '../constants';
import type { Lang } from '../i18n';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SNIPPET_ELLIPSIS } from './highlight';
import type { AlgoliaConfig } from './config';
import { cutQuery } from './query';
import type { SearchHit } from './types';
import { queryLanguages } from './algolia-settings';

/** Cached answers live this long in localStorage (seconds). */
const RESPONSE_CACHE_SECONDS = 60 * 60;
const READ = 1 as const;

export function parseHosts(hosts: string | undefined): AlgoliaSearchOptions['hosts'] {
  const list = (hosts ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => {
      const match = /^(https?):\/\/(.+?)\/?$/i.exec(host);
      return match
        ? { protocol: match[1]!.toLowerCase(), url: match[2]!, accept: READ }
        : { url: host, accept: READ };
    });
  return list.length ? list : undefined;
}

/** The search parameters of the one query per keystroke (SPEC §7): five hits, mark highlights, one language. */
export function algoliaQueryParams(lang: Lang) {
  return {
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang'],
    attributesToHighlight: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'content',
    ],
    attributesToSnippet: ['content:20'],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    facetFilters: [`lang:${lang}`],
    queryLanguages: queryLanguages(lang),
    analytics: false,
    clickAnalytics: false,
  };
}

export class UnreadableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAnswerError';
  }
}

function isHit(value: unknown): value is SearchHit {
  if (!value || typeof value !== 'object') return false;
  const hit = value as Partial<SearchHit>;
  return (
    typeof hit.url === 'string' &&
    !!hit.hierarchy &&
    typeof hit.hierarchy === 'object' &&
    typeof hit.hierarchy.lvl1 === 'string'
  );
}

/** The hosted engine: Algolia's lite client, analytics off, answers cached in localStorage. */
export function createAlgoliaEngine(config: AlgoliaConfig, client?: SearchClient) {
  const searchClient =
    client ??
    algoliasearch(config.appId, config.searchKey, {
      hosts: parseHosts(config.hosts),
      responsesCache: createBrowserLocalStorageCache({
        key: `robyn-docs-${config.appId}-${config.indexName}`,
        timeToLive: RESPONSE_CACHE_SECONDS,
      }),
    });
  return {
    name: 'algolia' as const,
    async search(query: string, lang: Lang): Promise<SearchHit[]> {
      const { results } = await searchClient.search<SearchHit>([
        { indexName: config.indexName, query: cutQuery(query), params: algoliaQueryParams(lang) },
      ]);
      const hits = (results?.[0] as { hits?: unknown } | undefined)?.hits;
      if (!Array.isArray(hits)) throw new UnreadableAnswerError('The search answer has no hits.');
      return hits.filter(isHit).slice(0, SEARCH_HITS_PER_PAGE);
    },
  };
}

export type AlgoliaEngine = ReturnType<typeof createAlgoliaEngine>;
