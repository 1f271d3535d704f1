import { describe, expect, it, vi } from 'vitest';
import { algoliaQueryParams, createAlgoliaEngine, parseHosts } from '@/lib/search/algolia';
import { algoliaConfigFrom } from '@/lib/search/config';
import { createSearchService, type HostedEngine } from '@/lib/search/service';
import type { SearchRecord } from '@/lib/search/types';

const RECORDS: SearchRecord[] = [
  {
    objectID: 'zh:api_reference/middlewares:0',
    url: '/documentation/zh/api_reference/middlewares',
    type: 'lvl1',
    hierarchy: { lvl0: 'API 参考', lvl1: '中间件', lvl2: null, lvl3: null },
    content: null,
    lang: 'zh',
  },
];

function hostedThatFails(error: unknown): HostedEngine & { calls: number } {
  const engine = {
    name: 'algolia' as const,
    calls: 0,
    async search() {
      engine.calls++;
      throw error;
    },
  };
  return engine;
}

describe('search service', () => {
  it('answers from the local index when no hosted engine is configured, loading each language once', async () => {
    const fetchIndex = vi.fn(async () => ({ records: RECORDS }));
    const service = createSearchService({ fetchIndex });
    expect(service.engine).toBe('local');
    const answer = await service.search('中间件', 'zh');
    await service.search('中间', 'zh');
    expect(answer.engine).toBe('local');
    expect(answer.hits.map((hit) => hit.objectID)).toEqual(['zh:api_reference/middlewares:0']);
    // The head answers the first queries; the whole index loads when the dialog asks for it, once.
    expect(fetchIndex.mock.calls.map((call: unknown[]) => call.join(' '))).toEqual(['zh head']);
    await service.complete('zh');
    await service.complete('zh');
    expect(await service.search('中间件', 'zh')).toMatchObject({ complete: true });
    expect(fetchIndex.mock.calls.map((call: unknown[]) => call.join(' '))).toEqual(['zh head', 'zh full']);
  });

  it('answers from the head while the text loads, then from the whole index', async () => {
    const paragraph: SearchRecord = {
      ...RECORDS[0]!,
      objectID: 'zh:api_reference/middlewares:1',
      type: 'content',
      content: '在处理函数之前运行的代码',
    };
    let deliverText!: () => void;
    const text = new Promise<void>((resolve) => (deliverText = resolve));
    const fetchIndex = vi.fn(async (_lang: string, stage: 'head' | 'full') => {
      if (stage === 'full') await text;
      return { records: stage === 'head' ? RECORDS : [...RECORDS, paragraph] };
    });
    const service = createSearchService({ fetchIndex });
    service.preload('zh');
    const early = await service.search('中间件', 'zh');
    expect(early).toMatchObject({ complete: false });
    expect(early.hits).toHaveLength(1);
    // A word only the text has: the answer waits for the text rather than saying nothing was found.
    const waiting = service.search('处理函数', 'zh');
    let completed = false;
    void service.complete('zh').then(() => (completed = true));
    await Promise.resolve();
    expect(completed).toBe(false);
    deliverText();
    expect(await waiting).toMatchObject({ complete: true });
    expect((await waiting).hits.map((hit) => hit.url)).toEqual([
      '/documentation/zh/api_reference/middlewares',
    ]);
    expect(completed).toBe(true);
    expect(await service.search('中间件', 'zh')).toMatchObject({ complete: true });
  });

  it('does not rank a query the reader has typed past while the index loaded', async () => {
    const service = createSearchService({ fetchIndex: async () => ({ records: RECORDS }) });
    expect((await service.search('中间件', 'zh', () => false)).hits).toEqual([]);
    expect((await service.search('中间件', 'zh', () => true)).hits).toHaveLength(1);
  });

  it.each([
    ['unreachable hosts', Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' })],
    ['an API error', Object.assign(new Error('Internal error'), { name: 'ApiError', status: 500 })],
    ['an unreadable answer', Object.assign(new Error('Unexpected token'), { name: 'DeserializationError' })],
  ])('falls back to the local engine on %s, logging once', async (_, error) => {
    const hosted = hostedThatFails(error);
    const log = vi.fn();
    const service = createSearchService({
      loadHosted: async () => hosted,
      fetchIndex: async () => ({ records: RECORDS }),
      log,
    });
    expect(service.engine).toBe('algolia');
    const first = await service.search('中间件', 'zh');
    const second = await service.search('中间件', 'zh');
    expect(first.engine).toBe('local');
    expect(first.hits).toHaveLength(1);
    expect(second.engine).toBe('local');
    expect(service.engine).toBe('local');
    expect(log).toHaveBeenCalledTimes(1);
    expect(hosted.calls).toBe(1);
  });

  it('uses the hosted answer while the hosted engine works', async () => {
    const fetchIndex = vi.fn(async () => ({ records: RECORDS }));
    const hosted: HostedEngine = {
      name: 'algolia',
      search: async () => [{ ...RECORDS[0]!, objectID: 'hosted' }],
    };
    const service = createSearchService({ loadHosted: async () => hosted, fetchIndex });
    const answer = await service.search('anything', 'en');
    expect(answer).toMatchObject({ engine: 'algolia', hits: [{ objectID: 'hosted' }] });
    expect(fetchIndex).not.toHaveBeenCalled();
  });
});

describe('hosted engine', () => {
  it('is configured only with an app id, a search key and an index name', () => {
    const base = {
      algoliaAppId: 'APP',
      algoliaSearchKey: 'KEY',
      algoliaIndexName: 'robyn',
      algoliaHosts: '',
    };
    expect(algoliaConfigFrom(base)).toEqual({
      appId: 'APP',
      searchKey: 'KEY',
      indexName: 'robyn',
      hosts: '',
    });
    expect(algoliaConfigFrom({ ...base, algoliaSearchKey: '' })).toBeNull();
  });

  it('reads hosts with their protocol', () => {
    expect(parseHosts('http://127.0.0.1:3313, https://x-dsn.algolia.net/')).toEqual([
      { protocol: 'http', url: '127.0.0.1:3313', accept: 1 },
      { protocol: 'https', url: 'x-dsn.algolia.net', accept: 1 },
    ]);
    expect(parseHosts('')).toBeUndefined();
  });

  it('sends one query of five hits with mark highlights, filtered to the language, analytics off', async () => {
    const search = vi.fn(async () => ({ results: [{ hits: [RECORDS[0], { not: 'a hit' }] }] }));
    const engine = createAlgoliaEngine({ appId: 'APP', searchKey: 'KEY', indexName: 'robyn' }, {
      search,
    } as never);
    const hits = await engine.search('中间件', 'zh');
    expect(hits).toEqual([RECORDS[0]]);
    expect(search).toHaveBeenCalledWith([
      { indexName: 'robyn', query: '中间件', params: algoliaQueryParams('zh') },
    ]);
    expect(algoliaQueryParams('zh')).toMatchObject({
      hitsPerPage: 5,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['lang:zh'],
      analytics: false,
      clickAnalytics: false,
    });
  });

  it('rejects an answer without hits so the service can fall back', async () => {
    const engine = createAlgoliaEngine({ appId: 'APP', searchKey: 'KEY', indexName: 'robyn' }, {
      search: async () => ({ results: [{}] }),
    } as never);
    await expect(engine.search('x', 'en')).rejects.toThrow(/no hits/);
  });
});

describe('hosted index settings (npm run search:push)', () => {
  it('sets both query languages (Chinese first), the language facet and the highlight tags the dialog parses', async () => {
    const { ALGOLIA_INDEX_SETTINGS } = await import('@/lib/search/algolia-settings');
    const { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } = await import('@/lib/search/highlight');
    expect(ALGOLIA_INDEX_SETTINGS.queryLanguages).toEqual(['zh', 'en']);
    expect(ALGOLIA_INDEX_SETTINGS.attributesForFaceting).toContain('lang');
    expect(ALGOLIA_INDEX_SETTINGS.highlightPreTag).toBe(HIGHLIGHT_PRE_TAG);
    expect(ALGOLIA_INDEX_SETTINGS.highlightPostTag).toBe(HIGHLIGHT_POST_TAG);
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes.slice(-2)).toEqual(['content', 'unordered(code)']);
  });
});
