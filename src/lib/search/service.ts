import type { Lang } from '../i18n';
import { LocalSearchIndex } from './local-engine';
import { searchIndexUrl } from './paths';
import type { IdentifierEntry } from './identifiers';
import type { EngineName, SearchHit, SearchRecord } from './types';
import { decodeIdentifiers, decodeRecords, type RecordsPayload } from './wire';
import { benchMarksEnabled } from '../bench';

export interface HostedEngine {
  name: 'algolia';
  search(query: string, lang: Lang): Promise<SearchHit[]>;
}

export interface SearchAnswer {
  hits: SearchHit[];
  engine: EngineName;
}

export interface SearchServiceOptions {
  /** The hosted engine, when configured; loaded on first use. */
  loadHosted?: () => Promise<HostedEngine>;
  /** The local index of a language: its records and the Python reference's names. */
  fetchIndex?: (lang: Lang) => Promise<LocalIndexData>;
  /** Where the one fallback message goes. */
  log?: (message: string, error: unknown) => void;
}

/** Performance marks around each local query, read by `npm run bench` (only when it opts in, see lib/bench.ts). */
export const LOCAL_QUERY_MEASURE = 'robyn-search:local-query';

export interface LocalIndexData {
  records: SearchRecord[];
  identifiers?: IdentifierEntry[];
}

async function fetchIndexOverHttp(lang: Lang): Promise<LocalIndexData> {
  const response = await fetch(searchIndexUrl(lang));
  if (!response.ok) throw new Error(`Search records for ${lang}: HTTP ${response.status}`);
  const payload = (await response.json()) as RecordsPayload;
  return { records: decodeRecords(payload), identifiers: decodeIdentifiers(payload) };
}

function measure<T>(run: () => T): T {
  if (!benchMarksEnabled()) return run();
  const start = performance.now();
  const result = run();
  performance.measure(LOCAL_QUERY_MEASURE, { start, end: performance.now() });
  return result;
}

/**
 * Answers queries from the hosted engine when one is configured, and from the local engine otherwise.
 * When the hosted engine fails (unreachable hosts, an API error, an unreadable answer) the failure is logged
 * once and this and every later query of the page are answered locally: visitors always get results.
 */
export function createSearchService({
  loadHosted,
  fetchIndex = fetchIndexOverHttp,
  log = console.warn,
}: SearchServiceOptions = {}) {
  const indexes = new Map<Lang, Promise<LocalSearchIndex>>();
  let hosted: Promise<HostedEngine> | null = null;
  let hostedFailed = !loadHosted;

  const localIndex = (lang: Lang): Promise<LocalSearchIndex> => {
    let index = indexes.get(lang);
    if (!index) {
      index = fetchIndex(lang).then(({ records, identifiers }) => new LocalSearchIndex(records, identifiers));
      // A failed download is retried by the next query.
      index.catch(() => indexes.delete(lang));
      indexes.set(lang, index);
    }
    return index;
  };

  const hostedEngine = (): Promise<HostedEngine> | null => {
    if (hostedFailed || !loadHosted) return null;
    hosted ??= loadHosted();
    return hosted;
  };

  return {
    /** The engine that answers the next query. */
    get engine(): EngineName {
      return hostedFailed ? 'local' : 'algolia';
    },

    /** Starts loading what the first query of this language needs. */
    preload(lang: Lang): void {
      const engine = hostedEngine();
      if (engine) engine.catch(() => undefined);
      else localIndex(lang).catch(() => undefined);
    },

    async search(query: string, lang: Lang): Promise<SearchAnswer> {
      const engine = hostedEngine();
      if (engine) {
        try {
          return { hits: await (await engine).search(query, lang), engine: 'algolia' };
        } catch (error) {
          if (!hostedFailed) {
            hostedFailed = true;
            log('Hosted search failed; answering from the local index from now on.', error);
          }
        }
      }
      const index = await localIndex(lang);
      return { hits: measure(() => index.search(query)), engine: 'local' };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
