import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drift, driftText, parseUnifiedDiff, touchingHunks, type DriftReport } from '@/lib/ledger/drift';

/*
 * `npm run ledger:drift` on a tiny Robyn: a git repository with two tags, made here, and a content folder with a
 * ledger and reference data that point into it.
 */

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-drift-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const repo = path.join(scratch, 'robyn');
const content = path.join(scratch, 'content');

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const git = (...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    stdio: 'pipe',
  });
let forward: DriftReport;
let backward: DriftReport;
const lines = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix} = ${index + 1}`).join('\n');

const ROUTER_V1 = `import os


def stable(a):
    return a


@decorator
def changes(a, b):
    x = a
    return x


def untouched():
    return 1
`;
// `changes` gets a new body line; a line is added above `untouched`, which moves but does not change.
const ROUTER_V2 = ROUTER_V1.replace('    x = a\n', '    x = a + b\n    x += 1\n').replace(
  '\ndef untouched',
  '\n# moved down\ndef untouched',
);
const SERVER_V1 = `pub struct Server {
    pub port: u16,
}

impl Server {
    pub fn start(&self) -> u16 {
        let text = "} not the end {";
        self.port
    }

    pub fn stop(&self) {
        // nothing
    }
}
`;
const SERVER_V2 = SERVER_V1.replace('        self.port\n', '        self.port + 1\n');

beforeAll(() => {
  fs.mkdirSync(repo);
  git('init', '-q');
  write(repo, 'robyn/router.py', ROUTER_V1);
  write(repo, 'src/server.rs', SERVER_V1);
  write(repo, 'robyn/old.py', `${lines(5, 'OLD')}\n`);
  write(repo, 'robyn/moved.py', `${lines(20, 'MOVED')}\n`);
  git('add', '.');
  git('commit', '-qm', 'one');
  git('tag', 'v1.0.0');
  write(repo, 'robyn/router.py', ROUTER_V2);
  write(repo, 'src/server.rs', SERVER_V2);
  fs.rmSync(path.join(repo, 'robyn/old.py'));
  git('mv', 'robyn/moved.py', 'robyn/renamed.py');
  git('add', '-A');
  git('commit', '-qm', 'two');
  git('tag', 'v2.0.0');

  write(
    content,
    'ledger/guide/hooks.yaml',
    `page: guide/hooks
robyn: v1.0.0
claims:
  - quote: "changes adds its arguments"
    evidence: [robyn/router.py:8-11, robyn/router.py:4-5]
    checked: read
  - quote: "stable is stable"
    evidence: [robyn/router.py:4-5]
    checked: read
  - quote: "old things"
    evidence: [robyn/old.py:2-3]
    checked: run
  - quote: "moved things"
    evidence: [robyn/moved.py:4-6]
    checked: read
`,
  );
  write(content, 'ledger/later.yaml', 'page: later\nrobyn: v3.0.0\nclaims: []\nnoClaims: "Later."\n');
  write(content, 'reference/history.json', JSON.stringify({ documented: '2.0.0', tags: [], entries: {} }));
  const at = (text: string, start: string) =>
    text.split('\n').findIndex((line) => line.startsWith(start)) + 1;
  write(
    content,
    'reference/robyn.json',
    JSON.stringify({
      module: 'robyn',
      entries: [
        { name: 'stable', source: `robyn/router.py:${at(ROUTER_V2, 'def stable')}` },
        { name: 'changes', source: `robyn/router.py:${at(ROUTER_V2, 'def changes')}` },
        { name: 'untouched', source: `robyn/router.py:${at(ROUTER_V2, 'def untouched')}` },
        { name: 'Server', source: `src/server.rs:${at(SERVER_V2, 'pub struct Server')}` },
        { name: 'Server.start', source: `src/server.rs:${at(SERVER_V2, '    pub fn start')}` },
        { name: 'Server.stop', source: `src/server.rs:${at(SERVER_V2, '    pub fn stop')}` },
      ],
    }),
  );
  // git and python3 run once per direction (seconds each on a busy machine).
  forward = drift({ robyn: repo, from: 'v1.0.0', to: 'v2.0.0', root: content });
  backward = drift({ robyn: repo, from: 'v2.0.0', to: 'v1.0.0', root: content });
}, 120_000);

describe('the drift between two tags', () => {
  it('lists the claims whose evidence changed, was deleted or renamed, and leaves the others out', () => {
    const report = forward;
    expect(
      report.claims.map(({ page, quote, range, status, otherPath }) => ({
        page,
        quote,
        range,
        status,
        otherPath,
      })),
    ).toEqual([
      {
        page: 'guide/hooks',
        quote: 'changes adds its arguments',
        range: 'robyn/router.py:8-11',
        status: 'changed',
        otherPath: undefined,
      },
      {
        page: 'guide/hooks',
        quote: 'old things',
        range: 'robyn/old.py:2-3',
        status: 'deleted',
        otherPath: undefined,
      },
      {
        page: 'guide/hooks',
        quote: 'moved things',
        range: 'robyn/moved.py:4-6',
        status: 'renamed',
        otherPath: 'robyn/renamed.py',
      },
    ]);
    expect(report.claims[0]!.hunks).toEqual(['-10,1 +10,2']);
    expect(report.skipped).toEqual([{ what: 'content/ledger/later.yaml', tag: 'v3.0.0' }]);
    expect(report.compared).toEqual({ claims: 4, ranges: 5, references: 6 });
  });

  it('lists the reference entries whose definition changed, from its whole extent at the tag', () => {
    const report = forward;
    // `changes` changed inside its body (its decorator included), `Server.start` inside its braces (a brace in a
    // string does not end it); `untouched` only moved, `stable`, `Server` and `Server.stop` did not change.
    expect(report.references.map(({ key, range, status }) => ({ key, range, status }))).toEqual([
      { key: 'robyn.changes', range: 'robyn/router.py:8-12', status: 'changed' },
      { key: 'robyn.Server.start', range: 'src/server.rs:6-9', status: 'changed' },
    ]);
  });

  it('reads ranges on the side of their own tag', () => {
    // The same ledger read from the other direction: its tag is now the new side.
    const report = backward;
    expect(report.claims.map(({ range, status }) => `${range} ${status}`)).toEqual([
      'robyn/router.py:8-11 changed',
      'robyn/old.py:2-3 added',
      'robyn/moved.py:4-6 renamed',
    ]);
    expect(report.skipped.map((entry) => entry.what)).toEqual(['content/ledger/later.yaml']);
  });

  it('prints the claims by page with their quotes, then the entries', () => {
    const text = driftText(forward);
    expect(text).toContain('Claims to re-check: 3 on 1 pages (of 4 claims, 5 evidence ranges)');
    expect(text).toContain(
      'guide/hooks\n  "changes adds its arguments"\n    robyn/router.py:8-11: lines changed (-10,1 +10,2)\n',
    );
    expect(text).toContain('robyn/moved.py:4-6: file renamed robyn/moved.py <-> robyn/renamed.py');
    expect(text).toContain('Reference entries to re-check: 2 (of 6)\n  robyn.changes  robyn/router.py:8-12');
    expect(text).not.toContain('stable is stable');
  });
});

describe('git diff hunks', () => {
  it('counts insertions between the lines of a range, not at its edges', () => {
    const [file] = parseUnifiedDiff(
      'diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -4,0 +5,2 @@\n+a\n+b\n@@ -9 +11 @@\n-c\n+d\n',
    );
    expect(file!.hunks).toEqual([
      { oldStart: 4, oldCount: 0, newStart: 5, newCount: 2 },
      { oldStart: 9, oldCount: 1, newStart: 11, newCount: 1 },
    ]);
    expect(touchingHunks({ start: 4, end: 5 }, 'old', file!.hunks)).toHaveLength(1);
    expect(touchingHunks({ start: 5, end: 8 }, 'old', file!.hunks)).toHaveLength(0);
    expect(touchingHunks({ start: 1, end: 4 }, 'old', file!.hunks)).toHaveLength(0);
    expect(touchingHunks({ start: 9, end: 9 }, 'old', file!.hunks)).toHaveLength(1);
    expect(touchingHunks({ start: 6, end: 6 }, 'new', file!.hunks)).toHaveLength(1);
    expect(touchingHunks({ start: 7, end: 10 }, 'new', file!.hunks)).toHaveLength(0);
  });
});
