import { STAR_BADGE_DEFAULT_TEXT } from './constants';

/** The star badge's text: at 1000 or more one decimal plus k (6.1k), below 1000 the plain number. */
export function formatStars(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return STAR_BADGE_DEFAULT_TEXT;
  const whole = Math.floor(count);
  if (whole < 1000) return String(whole);
  return `${(Math.round(whole / 100) / 10).toFixed(1)}k`;
}

/** Reads stargazers_count from the repository answer of the code host; null when it is missing. */
export function starsFromResponse(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const count = (body as { stargazers_count?: unknown }).stargazers_count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
}

/** The last answer we saw, kept between page loads so a repeat poll can be a free conditional request. */
export interface StarSnapshot {
  count: number;
  etag: string | null;
}

export const STARS_STORAGE_KEY = 'robyn-stars';

export function parseStarSnapshot(raw: string | null): StarSnapshot | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { count?: unknown; etag?: unknown };
    const count = starsFromResponse({ stargazers_count: value.count });
    if (count === null) return null;
    return { count, etag: typeof value.etag === 'string' && value.etag ? value.etag : null };
  } catch {
    return null;
  }
}

export type StarFetchResult = { kind: 'updated'; snapshot: StarSnapshot } | { kind: 'unchanged' };

/**
 * One GET of the repository. With the previous ETag it sends If-None-Match, and a 304 answer (which the
 * code host does not count against the visitor's rate limit) means the count we show is still right.
 * Throws on network errors, other statuses and answers without a count.
 */
export async function fetchStars(
  apiUrl: string,
  previous: StarSnapshot | null,
  fetchImpl: typeof fetch = fetch,
): Promise<StarFetchResult> {
  const headers: Record<string, string> = { Accept: 'application/vnd.github+json' };
  if (previous?.etag) headers['If-None-Match'] = previous.etag;
  const response = await fetchImpl(apiUrl, { headers, cache: 'no-store' });
  if (response.status === 304 && previous) return { kind: 'unchanged' };
  if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
  const count = starsFromResponse(await response.json());
  if (count === null) throw new Error('GitHub answer has no stargazers_count');
  return { kind: 'updated', snapshot: { count, etag: response.headers.get('etag') } };
}
