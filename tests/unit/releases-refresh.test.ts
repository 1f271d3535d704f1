import { describe, expect, it } from 'vitest';
import { draftHighlights, mergeReleases } from '../../scripts/refresh-releases.mjs';
import { parseReleaseSnapshot } from '@/lib/releases';

const snapshot = {
  source: 'https://github.com/sparckles/Robyn/releases',
  updated: '2026-08-09',
  releases: [{ version: 'v0.88.0', date: '2026-06-25', summary: 'Ours.', highlights: ['Written by us.'] }],
};

const notes = [
  "## What's Changed",
  '* feat: add streaming uploads by @someone in https://github.com/sparckles/Robyn/pull/1500',
  '* fix websocket close codes (#1501)',
  '* docs: typo by @dependabot[bot] in https://github.com/sparckles/Robyn/pull/1502',
  '## New Contributors',
  '* @newperson made their first contribution in https://github.com/sparckles/Robyn/pull/1499',
  '**Full Changelog**: https://github.com/sparckles/Robyn/compare/v0.88.0...v0.89.0',
].join('\n');

describe('refresh-releases', () => {
  it('drafts highlights from the change titles, without people, links or PR numbers', () => {
    expect(draftHighlights(notes)).toEqual([
      'Feat: add streaming uploads.',
      'Fix websocket close codes.',
      'Docs: typo.',
    ]);
    expect(draftHighlights('')).toEqual([]);
  });

  it('adds only new, published, plain versions, flagged for review, and keeps our entries untouched', () => {
    const { snapshot: next, added } = mergeReleases(
      snapshot,
      [
        { tag_name: 'v0.89.0', name: 'v0.89.0', published_at: '2026-09-01T10:00:00Z', body: notes },
        {
          tag_name: 'v0.88.0',
          name: 'Changed upstream',
          published_at: '2026-06-25T00:00:00Z',
          body: '* other',
        },
        { tag_name: 'v0.90.0-rc1', prerelease: true, published_at: '2026-09-02T00:00:00Z', body: '' },
        { tag_name: 'v0.91.0', draft: true, published_at: '2026-09-03T00:00:00Z', body: '' },
      ],
      { today: '2026-09-05' },
    );
    expect(added).toEqual(['v0.89.0']);
    expect(next.updated).toBe('2026-09-05');
    expect(next.releases.map((r: { version: string }) => r.version)).toEqual(['v0.89.0', 'v0.88.0']);
    expect(next.releases[0]).toMatchObject({ date: '2026-09-01', summary: 'Robyn v0.89.0.', review: true });
    expect(next.releases[1]).toEqual(snapshot.releases[0]);
    // The result still passes the site's own validation.
    expect(() => parseReleaseSnapshot(next)).not.toThrow();
  });

  it('changes nothing when there is nothing new, and keeps the newest N', () => {
    expect(mergeReleases(snapshot, []).added).toEqual([]);
    expect(mergeReleases(snapshot, []).snapshot.updated).toBe('2026-08-09');
    const many = Array.from({ length: 5 }, (_, i) => ({
      tag_name: `v1.${i}.0`,
      published_at: `2027-01-0${i + 1}`,
      body: '* x y z',
    }));
    const { snapshot: next } = mergeReleases(snapshot, many, { keep: 3 });
    expect(next.releases.map((r: { version: string }) => r.version)).toEqual(['v1.4.0', 'v1.3.0', 'v1.2.0']);
  });
});
