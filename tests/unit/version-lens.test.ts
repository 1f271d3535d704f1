import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '@/lib/docs/markdown';
import { getPage } from '@/lib/docs/source';
import type { History } from '@/lib/reference/pages';
import { robynNamesBySection, sectionSince } from '@/lib/reference/since';
import { TOP_SECTION_ID } from '@/lib/toc';
import {
  compareVersions,
  entryLens,
  formatSinceNames,
  isNewer,
  lensOf,
  lensVersions,
  namesAddedAfter,
  parseSinceNames,
} from '@/lib/version-lens';

/*
 * The version lens (issue 21): the release arithmetic the page script and the build share, the release a guide
 * section needs, and the reference entries' release badges in the page and its twin. Releases expected here are
 * read from content/reference/history.json, not written down.
 */

const history = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'content', 'reference', 'history.json'), 'utf8'),
) as History;
const addedOf = (key: string) => history.entries[key]!.added!;

describe('release numbers', () => {
  it('compares 0.x.y part by part, as numbers', () => {
    expect(compareVersions('0.9.0', '0.10.0')).toBeLessThan(0);
    expect(compareVersions('0.10.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('0.71.1', '0.71.0')).toBeGreaterThan(0);
    expect(compareVersions('0.88.0', '0.88.0')).toBe(0);
    expect(compareVersions('0.5', '0.5.0')).toBe(0);
    expect(compareVersions('1.0.0', '0.99.99')).toBeGreaterThan(0);
    expect(['0.10.0', '0.2.3', '0.9.1', '0.9.0'].sort(compareVersions)).toEqual([
      '0.2.3',
      '0.9.0',
      '0.9.1',
      '0.10.0',
    ]);
  });

  it('says a release is newer than the reader’s only when it came after it', () => {
    expect(isNewer('0.67.0', '0.50.0')).toBe(true);
    expect(isNewer('0.50.0', '0.50.0')).toBe(false);
    expect(isNewer('0.9.0', '0.10.0')).toBe(false);
  });

  it('offers every release tag up to the documented one, newest first', () => {
    const versions = lensVersions(history.tags, history.documented);
    expect(versions[0]).toBe(history.documented);
    expect(versions).toHaveLength(new Set(history.tags).size);
    for (let i = 1; i < versions.length; i++) expect(isNewer(versions[i - 1]!, versions[i]!)).toBe(true);
    // A tag after the documented release, or something that is not a release, is not offered.
    expect(lensVersions(['0.1.0', 'nightly', '0.3.0', '0.2.0'], '0.2.0')).toEqual(['0.2.0', '0.1.0']);
  });

  it('reads a stored choice only when it is an offered release older than the latest', () => {
    const versions = ['0.88.0', '0.87.0', '0.50.0'];
    expect(lensOf('0.50.0', versions)).toBe('0.50.0');
    expect(lensOf('0.88.0', versions)).toBeNull();
    expect(lensOf('0.51.0', versions)).toBeNull();
    expect(lensOf('<img>', versions)).toBeNull();
    expect(lensOf(null, versions)).toBeNull();
  });
});

describe('what the lens says', () => {
  it('flags an entry added after the reader’s release as new, whatever changed it later', () => {
    expect(entryLens('0.67.0', ['0.70.0'], '0.50.0')).toEqual({ kind: 'new', version: '0.67.0' });
  });

  it('lists the changes after the reader’s release of an entry the reader has', () => {
    expect(entryLens('0.40.0', ['0.65.0', '0.87.0'], '0.70.0')).toEqual({
      kind: 'changed',
      versions: ['0.87.0'],
    });
    expect(entryLens('0.40.0', ['0.65.0', '0.87.0'], '0.50.0')).toEqual({
      kind: 'changed',
      versions: ['0.65.0', '0.87.0'],
    });
    expect(entryLens('0.40.0', ['0.65.0'], '0.65.0')).toEqual({ kind: 'none' });
    expect(entryLens(undefined, [], '0.2.3')).toEqual({ kind: 'none' });
  });

  it('keeps every name added after a release, newest first, not only the newest release’s', () => {
    const added: Record<string, string> = {
      'robyn.Robyn': '0.2.3',
      'robyn.SSEMessage': '0.71.1',
      'robyn.SSEResponse': '0.71.1',
      'robyn.WebSocketAdapter': '0.79.0',
    };
    const names = namesAddedAfter(
      ['robyn.SSEResponse', 'robyn.Robyn', 'robyn.WebSocketAdapter', 'robyn.SSEMessage', 'robyn.unknown'],
      (key) => added[key],
      (key) => key.slice('robyn.'.length),
      '0.2.3',
    );
    expect(names.map(({ name, version }) => `${name} ${version}`)).toEqual([
      'WebSocketAdapter 0.79.0',
      'SSEMessage 0.71.1',
      'SSEResponse 0.71.1',
    ]);
    expect(parseSinceNames(formatSinceNames(names))).toEqual(names);
    expect(namesAddedAfter(['robyn.unknown'], () => undefined, String, undefined)).toEqual([]);
  });
});

// These read real pages: the first reads every guide page once (for "Used in"), slow on a busy machine.
describe('the release a guide section needs', { timeout: 30_000 }, () => {
  const sse = getPage('en', 'api_reference/server_sent_events');

  it('reads the Robyn names each section’s Python examples use (as pyright resolves them), by section id', () => {
    const names = robynNamesBySection(sse);
    expect(names.get(TOP_SECTION_ID)).toContain('robyn.responses.SSEResponse');
    for (const keys of names.values()) for (const key of keys) expect(key).toMatch(/^robyn(\.\w+)*$/);
  });

  it('gives a section the highest release of its names and each name newer than the oldest, and nothing to sections any release can read', () => {
    const since = sectionSince(sse);
    const oldest = lensVersions(history.tags, history.documented).at(-1)!;
    for (const [id, keys] of robynNamesBySection(sse)) {
      const newer = [...keys].filter((key) => {
        const added = history.entries[key]?.added;
        return added && isNewer(added, oldest);
      });
      const newest = newer
        .map((key) => history.entries[key]!.added!)
        .reduce<string | undefined>((a, b) => (!a || isNewer(b, a) ? b : a), undefined);
      if (newest) {
        expect(since[id]?.version, id).toBe(newest);
        expect(since[id]?.names.map((name) => name.key).sort(), id).toEqual(newer.sort());
      } else expect(since[id], id).toBeUndefined();
    }
  });

  it('puts the release on the sections of a real page', () => {
    const since = sectionSince(getPage('en', 'api_reference/server_sent_events'));
    expect(since[TOP_SECTION_ID]?.version).toBe(addedOf('robyn.responses.SSEResponse'));
  });
});

describe('the releases of a reference entry', { timeout: 30_000 }, () => {
  const cors = history.entries['robyn.ALLOW_CORS']!;
  const change = cors.changes![0]!;

  it('are under its heading, each a badge with its release, in both languages', () => {
    expect(change.paramsAdded).toHaveLength(1);
    const words = {
      en: [
        `Added in ${cors.added}.`,
        `Changed in ${change.version}: added parameter \`${change.paramsAdded[0]}\`.`,
      ],
      zh: [`${cors.added} 版本新增。`, `${change.version} 版本变更：新增参数 \`${change.paramsAdded[0]}\`。`],
    };
    for (const lang of ['en', 'zh'] as const) {
      const body = getPage(lang, 'reference/robyn').body;
      const entry = body.slice(body.indexOf('## `ALLOW_CORS`')).split('\n');
      expect(entry[2]).toBe(`<ApiVersions since="${cors.added}">`);
      expect(entry[3]).toContain(`<ApiVersion version="${cors.added}">${words[lang][0]}</ApiVersion>`);
      expect(entry[3]).toContain(`<ApiVersion version="${change.version}">${words[lang][1]}</ApiVersion>`);
    }
  });

  it('says "parameters" for several and names the removed ones', () => {
    const socket = history.entries['robyn.BaseRobyn.add_web_socket']!.changes![0]!;
    const body = getPage('en', 'reference/robyn').body;
    expect(body).toContain(
      `Changed in ${socket.version}: added parameter \`${socket.paramsAdded[0]}\`; removed parameter \`${socket.paramsRemoved[0]}\`.`,
    );
    const route = history.entries['robyn.BaseRobyn.add_route']!.changes!.find(
      (found) => found.paramsAdded.length > 1,
    )!;
    expect(body).toContain(
      `Changed in ${route.version}: added parameters ${route.paramsAdded.map((name) => `\`${name}\``).join(', ')}.`,
    );
  });

  it('read as one paragraph in the Markdown twin', () => {
    const twin = pageMarkdown(getPage('en', 'reference/robyn'));
    expect(twin).toContain(
      `## \`ALLOW_CORS\`\n\nAdded in ${cors.added}. Changed in ${change.version}: added parameter \`${change.paramsAdded[0]}\`.\n`,
    );
    const zh = pageMarkdown(getPage('zh', 'reference/robyn'));
    expect(zh).toContain(
      `${cors.added} 版本新增。${change.version} 版本变更：新增参数 \`${change.paramsAdded[0]}\`。\n`,
    );
  });
});
