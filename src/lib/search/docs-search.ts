import { LocalSearchIndex } from './local-engine';
import type { SearchHit } from './types';
import { decodeIdentifiers, decodeRecords, type RecordsPayload } from './wire';

/*
 * The search dialog's engine for code that is not a page (the MCP server, src/lib/mcp): the same records
 * (/search/{lang}.json as the build ships it), the same tokenizer, ranking and identifier matching, without the
 * browser's loading. Only these two functions are its contract.
 */

/** The local engine over one language's payload (what /search/{lang}.json holds). */
export function loadSearchIndex(payload: RecordsPayload): LocalSearchIndex {
  return new LocalSearchIndex(decodeRecords(payload), decodeIdentifiers(payload));
}

/** The ranked hits for a query, as the dialog shows them (at most `limit`). */
export function searchDocs(
  index: LocalSearchIndex,
  query: string,
  { limit }: { limit: number },
): SearchHit[] {
  return index.search(query, limit);
}
