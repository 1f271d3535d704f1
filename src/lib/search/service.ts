import type { Lang } from '../i18n';
import { LocalSearchIndex } from './local-engine';
import { fetchIndexPart } from './fetch-index';
import type { IdentifierEntry } from './identifiers';
import type { EngineName, SearchHit, SearchRecord } from './types';
import { decodeHeadings, decodeIdentifiers, decodeRecords, joinRecords } from './wire';
import { benchMarksEnabled } from '../bench';

export interface HostedEngine {
  name: 'algolia';
  search(query: string, lang: Lang): Promise<SearchHit[]>;
}

export interface SearchAnswer {
  hits: SearchHit[];
  engine: EngineName;
  /**
   * False when the local index's text had not arrived yet: the hits were ranked over the headings and names alone
   * (`complete(lang)` settles when the whole index answers).
   */
  complete: boolean;
}

/**
 * The two stages of a language's local index: `head` is what the first answers need (headings, code names, the
 * reference's names), `full` adds the paragraphs.
 */
export type IndexStage = 'head' | 'full';

export interface SearchServiceOptions {
  /** The hosted engine, when configured; loaded on first use. */
  loadHosted?: () => Promise<HostedEngine>;
  /** The local index of a language at a stage: its records and the Python reference's names. */
  fetchIndex?: (lang: Lang, stage: IndexStage) => Promise<LocalIndexData>;
  /** Where the one fallback message goes. */
  log?: (message: string, error: unknown) => void;
}

/** Performance marks around each local query, read by `npm run bench` (only when it opts in, see lib/bench.ts). */
export const LOCAL_QUERY_MEASURE = 'robyn-search:local-query';

export interface LocalIndexData {
  records: SearchRecord[];
  identifiers?: IdentifierEntry[];
}

/** The index parts over HTTP (fetch-index.ts): the head alone, or the head and the text joined. */
async function fetchIndexOverHttp(lang: Lang, stage: IndexStage): Promise<LocalIndexData> {
  const head = await fetchIndexPart(lang, 'head');
  if (stage === 'head') return { records: decodeHeadings(head), identifiers: decodeIdentifiers(head) };
  const payload = joinRecords(head, await fetchIndexPart(lang, 'text'));
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
  const indexes = new Map<string, Promise<LocalSearchIndex>>();
  let hosted: Promise<HostedEngine> | null = null;
  let hostedFailed = !loadHosted;
  /** The stages that have answered, by language: a query takes the fullest without waiting. */
  const ready = new Map<string, LocalSearchIndex>();

  const localIndex = (lang: Lang, stage: IndexStage): Promise<LocalSearchIndex> => {
    const key = `${lang} ${stage}`;
    let index = indexes.get(key);
    if (!index) {
      index = fetchIndex(lang, stage).then(({ records, identifiers }) => {
        const built = new LocalSearchIndex(records, identifiers);
        ready.set(key, built);
        return built;
      });
      // A failed download is retried by the next query.
      index.catch(() => indexes.delete(key));
      indexes.set(key, index);
    }
    return index;
  };

  /**
   * The full index when it is there; else the head's when that is; else whichever arrives first. The text is not
   * asked for here: it loads once the first answers are on screen (`complete`), so that neither its download
   * nor building its index competes with them.
   */
  const answeringIndex = async (lang: Lang): Promise<LocalSearchIndex> => {
    const now = ready.get(`${lang} full`) ?? ready.get(`${lang} head`);
    if (now) return now;
    const head = localIndex(lang, 'head');
    const full = indexes.get(`${lang} full`);
    // A head that fails leaves the full index to answer.
    if (!full) return head.catch(() => localIndex(lang, 'full'));
    return Promise.race([full, head.catch(() => full)]);
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

    /**
     * Starts loading what the first query of this language needs (the index's head), or with `full` the whole
     * index (the dialog asks for it once it is on screen, so the text never competes with the dialog's code).
     */
    preload(lang: Lang, stage: IndexStage = 'head'): void {
      const engine = hostedEngine();
      if (engine) engine.catch(() => undefined);
      else localIndex(lang, stage).catch(() => undefined);
    },

    /**
     * Loads the whole local index of a language, settling when it answers (at once with a hosted engine). The
     * dialog asks for it after showing answers from the head.
     */
    async complete(lang: Lang): Promise<void> {
      if (hostedEngine()) return;
      await localIndex(lang, 'full');
    },

    /**
     * The hits of a query. `isCurrent`, when given, is asked once the index is at hand: a query the reader has
     * typed past while the index loaded is not ranked (its answer would be dropped), so the keystrokes typed
     * during the download do not queue a search each when it lands.
     */
    async search(query: string, lang: Lang, isCurrent: () => boolean = () => true): Promise<SearchAnswer> {
      const engine = hostedEngine();
      if (engine) {
        try {
          return { hits: await (await engine).search(query, lang), engine: 'algolia', complete: true };
        } catch (error) {
          if (!hostedFailed) {
            hostedFailed = true;
            log('Hosted search failed; answering from the local index from now on.', error);
          }
        }
      }
      const index = await answeringIndex(lang);
      if (!isCurrent()) return { hits: [], engine: 'local', complete: false };
      const hits = measure(() => index.search(query));
      const complete = index === ready.get(`${lang} full`);
      // Nothing among the headings and names: the text decides, rather than a "Nothing found" that may not hold.
      if (!complete && hits.length === 0) {
        const full = await localIndex(lang, 'full');
        if (!isCurrent()) return { hits: [], engine: 'local', complete: false };
        return { hits: measure(() => full.search(query)), engine: 'local', complete: true };
      }
      return { hits, engine: 'local', complete };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
