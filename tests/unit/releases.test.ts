import { describe, expect, it } from 'vitest';
import {
  buildReleasesFeed,
  compareVersions,
  formatReleaseDate,
  parseReleaseSnapshot,
  releaseAnchor,
  splitInlineCode,
} from '@/lib/releases';
import { RELEASES } from '@/lib/releases-snapshot';
import snapshotJson from '../../content/releases/releases.json';

const sample = {
  source: 'https://github.com/sparckles/Robyn/releases',
  updated: '2026-08-09',
  releases: [
    { version: 'v0.9.0', date: '2026-01-02', summary: 'Older', highlights: ['One'] },
    {
      version: 'v0.10.0',
      date: '2026-02-03',
      summary: 'Newer <b>',
      highlights: ['Use `app.start()` & enjoy'],
    },
  ],
};

describe('release snapshot', () => {
  it('the committed snapshot is valid, newest first, with the versions of ROBYN_FACTS §21', () => {
    const versions = RELEASES.releases.map((r) => r.version);
    expect(versions.slice(0, 3)).toEqual(['v0.88.0', 'v0.87.0', 'v0.86.0']);
    expect(versions).toContain('v0.78.0');
    expect(RELEASES.releases.find((r) => r.version === 'v0.88.0')?.date).toBe('2026-06-25');
    for (let i = 1; i < RELEASES.releases.length; i++) {
      expect(RELEASES.releases[i - 1]!.date >= RELEASES.releases[i]!.date).toBe(true);
    }
  });

  it('holds no unreviewed drafts from the refresh script', () => {
    const flagged = (snapshotJson.releases as Array<{ version: string; review?: boolean }>).filter(
      (r) => r.review,
    );
    expect(flagged.map((r) => r.version)).toEqual([]);
  });

  it('sorts newest first and rejects malformed entries', () => {
    expect(parseReleaseSnapshot(sample).releases.map((r) => r.version)).toEqual(['v0.10.0', 'v0.9.0']);
    const broken = (patch: object) => ({ ...sample, releases: [{ ...sample.releases[0], ...patch }] });
    expect(() => parseReleaseSnapshot(broken({ version: '0.9' }))).toThrow('bad version');
    expect(() => parseReleaseSnapshot(broken({ date: '2026-13-45' }))).toThrow('bad date');
    expect(() => parseReleaseSnapshot(broken({ highlights: [] }))).toThrow('highlights');
    expect(() =>
      parseReleaseSnapshot({ ...sample, releases: [sample.releases[0], sample.releases[0]] }),
    ).toThrow('Duplicate');
    expect(() => parseReleaseSnapshot(null)).toThrow();
  });

  it('compares versions numerically', () => {
    expect(compareVersions('v0.10.0', 'v0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('v0.82.1', 'v0.82.0')).toBeGreaterThan(0);
    expect(compareVersions('v1.0.0', 'v1.0.0')).toBe(0);
  });

  it('formats anchors, dates and inline code', () => {
    expect(releaseAnchor('v0.88.0')).toBe('v0-88-0');
    expect(formatReleaseDate('2026-06-25')).toBe('June 25, 2026');
    expect(splitInlineCode('Call `run()` now')).toEqual([
      { code: false, text: 'Call ' },
      { code: true, text: 'run()' },
      { code: false, text: ' now' },
    ]);
  });
});

describe('releases feed', () => {
  const xml = buildReleasesFeed(parseReleaseSnapshot(sample), {
    siteUrl: 'https://robyn.tech/',
    repositoryUrl: 'https://github.com/sparckles/Robyn',
    title: 'Robyn releases',
    description: 'Highlights',
  });

  it('is RSS 2.0 with one escaped item per release, newest first', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.indexOf('v0.10.0')).toBeLessThan(xml.indexOf('v0.9.0'));
    expect(xml).toContain('<link>https://robyn.tech/releases#v0-10-0</link>');
    expect(xml).toContain('<pubDate>Tue, 03 Feb 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('Newer &amp;lt;b&amp;gt;');
    expect(xml).toContain('&lt;code&gt;app.start()&lt;/code&gt; &amp;amp; enjoy');
    expect(xml).toContain('<atom:link href="https://robyn.tech/releases/feed.xml" rel="self"');
    expect(xml).not.toMatch(/<b>/);
  });
});
