import { describe, expect, it } from 'vitest';
import { STAR_BADGE_DEFAULT_TEXT } from '@/lib/constants';
import { fetchStars, formatStars, parseStarSnapshot, starsFromResponse } from '@/lib/stars';

describe('formatStars: one decimal plus k from 1000, the plain number below', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [6100, '6.1k'],
    [7234, '7.2k'],
    [12_345, '12.3k'],
    [99_960, '100.0k'],
  ])('%i stars → %s', (count, text) => {
    expect(formatStars(count)).toBe(text);
  });

  it('shows the default text until a count is known', () => {
    expect(STAR_BADGE_DEFAULT_TEXT).toBe('6.1k');
    expect(formatStars(null)).toBe('6.1k');
    expect(formatStars(undefined)).toBe('6.1k');
    expect(formatStars(Number.NaN)).toBe('6.1k');
    expect(formatStars(-1)).toBe('6.1k');
  });
});

describe('starsFromResponse', () => {
  it('reads stargazers_count', () => {
    expect(starsFromResponse({ stargazers_count: 6543, forks: 1 })).toBe(6543);
  });
  it.each([null, 'x', {}, { stargazers_count: '6543' }, { stargazers_count: -3 }])('rejects %j', (body) => {
    expect(starsFromResponse(body)).toBeNull();
  });
});

describe('parseStarSnapshot', () => {
  it('round-trips a stored snapshot', () => {
    expect(parseStarSnapshot(JSON.stringify({ count: 10, etag: 'W/"a"' }))).toEqual({
      count: 10,
      etag: 'W/"a"',
    });
    expect(parseStarSnapshot(JSON.stringify({ count: 10 }))).toEqual({ count: 10, etag: null });
  });
  it.each([null, '', 'not json', '{"count":"10"}', '[]'])('ignores %j', (raw) => {
    expect(parseStarSnapshot(raw)).toBeNull();
  });
});

function fakeFetch(answer: () => Response) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('fetchStars', () => {
  const api = 'https://api.github.com/repos/sparckles/Robyn';

  it('returns the count and the ETag of a fresh answer', async () => {
    const { calls, impl } = fakeFetch(() =>
      Response.json({ stargazers_count: 7000 }, { headers: { ETag: '"v1"' } }),
    );
    await expect(fetchStars(api, null, impl)).resolves.toEqual({
      kind: 'updated',
      snapshot: { count: 7000, etag: '"v1"' },
    });
    expect(calls[0]?.url).toBe(api);
    expect(calls[0]?.headers['If-None-Match']).toBeUndefined();
  });

  it('sends If-None-Match with the last ETag and keeps the count on 304', async () => {
    const { calls, impl } = fakeFetch(() => new Response(null, { status: 304 }));
    await expect(fetchStars(api, { count: 7000, etag: '"v1"' }, impl)).resolves.toEqual({
      kind: 'unchanged',
    });
    expect(calls[0]?.headers['If-None-Match']).toBe('"v1"');
  });

  it('throws on error statuses and on answers without a count', async () => {
    await expect(
      fetchStars(api, null, fakeFetch(() => new Response('rate limited', { status: 403 })).impl),
    ).rejects.toThrow('403');
    await expect(
      fetchStars(api, null, fakeFetch(() => Response.json({ message: 'x' })).impl),
    ).rejects.toThrow();
  });
});
