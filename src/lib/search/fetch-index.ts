import type { Lang } from '../i18n';
import { searchIndexUrl, type SearchIndexPart } from './paths';
import type { HeadPayload, TextPayload } from './wire';

interface Parts {
  head: HeadPayload;
  text: TextPayload;
}

const started = new Map<string, Promise<unknown>>();

/**
 * One part of a language's search index, fetched once per page: the page's on-load script starts the head when a
 * reader reaches for search (src/scripts/search-shortcut.ts), and the search service takes over the same request
 * when its code arrives. A failed request is forgotten, so the next call tries again.
 */
export function fetchIndexPart<P extends SearchIndexPart>(lang: Lang, part: P): Promise<Parts[P]> {
  const url = searchIndexUrl(lang, part);
  let request = started.get(url) as Promise<Parts[P]> | undefined;
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
      return response.json() as Promise<Parts[P]>;
    });
    request.catch(() => started.delete(url));
    started.set(url, request);
  }
  return request;
}
