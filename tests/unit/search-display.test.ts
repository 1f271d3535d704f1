import { describe, expect, it } from 'vitest';
import { keepShownOrder } from '@/lib/search/display';

const hits = (...urls: string[]) => urls.map((url) => ({ url, version: 'fresh' }));
const shown = (...urls: string[]) => urls.map((url) => ({ url, version: 'shown' }));

describe('a fuller answer for the query on screen', () => {
  it('keeps what is shown in place, in the fuller version, and fills the places left in its order', () => {
    const merged = keepShownOrder(shown('/a', '/b'), hits('/c', '/b', '/d', '/a'), 5);
    expect(merged.map((hit) => hit.url)).toEqual(['/a', '/b', '/c', '/d']);
    expect(merged.map((hit) => hit.version)).toEqual(['fresh', 'fresh', 'fresh', 'fresh']);
  });

  it('never drops a shown hit the fuller answer lacks, and stops at the limit', () => {
    const merged = keepShownOrder(shown('/a', '/x'), hits('/b', '/c', '/d'), 3);
    expect(merged).toEqual([
      { url: '/a', version: 'shown' },
      { url: '/x', version: 'shown' },
      { url: '/b', version: 'fresh' },
    ]);
  });

  it('is the fuller answer when nothing was shown', () => {
    expect(keepShownOrder([], hits('/b', '/a'), 5).map((hit) => hit.url)).toEqual(['/b', '/a']);
  });
});
