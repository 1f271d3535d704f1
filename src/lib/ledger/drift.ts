import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from '../content-root';
import { ledgerFiles, parseEvidence, rangeLabel, readLedger, type EvidenceRange } from './ledger';

/*
 * What to re-check for a Robyn release (`npm run ledger:drift`, scripts/ledger.mts): the claims whose evidence
 * lines changed between two tags and the Python reference entries whose definition changed, from git's own diff.
 */

/** One hunk of `git diff -U0`: the old side's first line and count, the new side's (a count of 0 is a pure
 * insertion or deletion after that line). */
export interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** One file of a diff: its path on each side (null where it does not exist) and its hunks. */
export interface FileDiff {
  oldPath: string | null;
  newPath: string | null;
  hunks: Hunk[];
}

/** Reads `git diff -U0 -M` output (paths without quoting, as Robyn's are). */
export function parseUnifiedDiff(text: string): FileDiff[] {
  const files: FileDiff[] = [];
  let file: FileDiff | undefined;
  for (const line of text.split('\n')) {
    const header = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
    if (header) {
      file = { oldPath: header[1]!, newPath: header[2]!, hunks: [] };
      files.push(file);
      continue;
    }
    if (!file) continue;
    if (line.startsWith('new file mode')) file.oldPath = null;
    else if (line.startsWith('deleted file mode')) file.newPath = null;
    else if (line.startsWith('rename from ')) file.oldPath = line.slice('rename from '.length);
    else if (line.startsWith('rename to ')) file.newPath = line.slice('rename to '.length);
    else if (line === '--- /dev/null') file.oldPath = null;
    else if (line === '+++ /dev/null') file.newPath = null;
    else if (line.startsWith('--- a/')) file.oldPath = line.slice('--- a/'.length);
    else if (line.startsWith('+++ b/')) file.newPath = line.slice('+++ b/'.length);
    else {
      const hunk = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (hunk)
        file.hunks.push({
          oldStart: Number(hunk[1]),
          oldCount: hunk[2] === undefined ? 1 : Number(hunk[2]),
          newStart: Number(hunk[3]),
          newCount: hunk[4] === undefined ? 1 : Number(hunk[4]),
        });
    }
  }
  return files;
}

/** Which side of the diff a range is read on: the old tag's lines, or the new tag's. */
export type Side = 'old' | 'new';

/**
 * The hunks that touch a range on its side: lines of the range removed or replaced (new side: added or replaced),
 * or lines inserted between two of its lines (new side: lines removed from between two of them).
 */
export function touchingHunks(
  range: Pick<EvidenceRange, 'start' | 'end'>,
  side: Side,
  hunks: Hunk[],
): Hunk[] {
  return hunks.filter((hunk) => {
    const start = side === 'old' ? hunk.oldStart : hunk.newStart;
    const count = side === 'old' ? hunk.oldCount : hunk.newCount;
    // A count of 0: nothing on this side; the change sits after line `start`.
    if (count === 0) return start >= range.start && start < range.end;
    return start <= range.end && start + count - 1 >= range.start;
  });
}

const hunkLabel = (hunk: Hunk) => `-${hunk.oldStart},${hunk.oldCount} +${hunk.newStart},${hunk.newCount}`;

/** What happened to a range between the tags. */
export interface RangeDrift {
  /** `path:start-end` as the ledger or the reference writes it (a reference entry: its definition's extent). */
  range: string;
  /** changed: lines in the range changed; deleted: its file is gone at the new tag; added: its file is new;
   * renamed: its file moved (and `hunks` says whether the lines changed too). */
  status: 'changed' | 'deleted' | 'added' | 'renamed';
  /** The file's path on the other side, for a renamed file. */
  otherPath?: string;
  /** The hunks of `git diff -U0` that touch the range (`-old,count +new,count`). */
  hunks: string[];
}

/** What happened to a range on `side` of the diff; undefined when nothing did. */
export function rangeDrift(range: EvidenceRange, side: Side, diff: FileDiff[]): RangeDrift | undefined {
  const file = diff.find((entry) => (side === 'old' ? entry.oldPath : entry.newPath) === range.path);
  if (!file) return undefined;
  const label = rangeLabel(range);
  const hunks = touchingHunks(range, side, file.hunks).map(hunkLabel);
  const other = side === 'old' ? file.newPath : file.oldPath;
  if (other === null) return { range: label, status: side === 'old' ? 'deleted' : 'added', hunks };
  if (other !== range.path) return { range: label, status: 'renamed', otherPath: other, hunks };
  return hunks.length ? { range: label, status: 'changed', hunks } : undefined;
}

export interface ClaimDrift extends RangeDrift {
  page: string;
  quote: string;
}

export interface ReferenceDrift extends RangeDrift {
  /** The entry's key: `robyn.robyn.QueryParams.get`. */
  key: string;
  /** The entry's `source` as the data writes it (its first line). */
  source: string;
}

export interface DriftReport {
  from: string;
  to: string;
  claims: ClaimDrift[];
  references: ReferenceDrift[];
  /** Ledgers or reference data read at neither tag: they cannot be compared. */
  skipped: Array<{ what: string; tag: string }>;
  /** How many ranges were compared. */
  compared: { claims: number; ranges: number; references: number };
}

export interface DriftOptions {
  /** A clone of Robyn (bare or not) that has both tags. */
  robyn: string;
  from: string;
  to: string;
  /** The content folder (content/ by default): ledger/ and reference/. */
  root?: string;
}

const git = (robyn: string, ...args: string[]) =>
  execFileSync('git', ['-C', robyn, ...args], { maxBuffer: 1 << 28 }).toString();

/** Each reference entry's source, with the lines of its definition at the tag (scripts/definition-extents.py). */
function definitionExtents(robyn: string, tag: string, sources: string[]): Record<string, [number, number]> {
  const script = path.resolve(import.meta.dirname, '../../../scripts/definition-extents.py');
  const out = execFileSync('python3', [script, '--robyn', robyn, '--tag', tag], {
    input: JSON.stringify(sources),
    maxBuffer: 1 << 26,
  });
  return JSON.parse(out.toString()) as Record<string, [number, number]>;
}

/**
 * The claims whose evidence changed between two tags, and the reference entries whose definition did. Ranges are
 * read on the side of their own tag (a ledger's `robyn:`; the reference's documented release): a ledger at `from`
 * is compared on the old side, one already moved to `to` on the new side.
 */
export function drift({ robyn, from, to, root = contentRoot() }: DriftOptions): DriftReport {
  const diff = parseUnifiedDiff(git(robyn, 'diff', '-U0', '-M', '--no-color', '--no-ext-diff', from, to));
  const sideOf = (tag: string): Side | undefined => (tag === from ? 'old' : tag === to ? 'new' : undefined);
  const report: DriftReport = {
    from,
    to,
    claims: [],
    references: [],
    skipped: [],
    compared: { claims: 0, ranges: 0, references: 0 },
  };
  const ledgerDir = path.join(root, 'ledger');
  for (const file of ledgerFiles(ledgerDir)) {
    const ledger = readLedger(file);
    const page = path
      .relative(ledgerDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.yaml$/, '');
    const side = sideOf(ledger.robyn);
    if (!side) {
      report.skipped.push({ what: `content/ledger/${page}.yaml`, tag: ledger.robyn });
      continue;
    }
    for (const claim of Array.isArray(ledger.claims) ? ledger.claims : []) {
      report.compared.claims++;
      for (const value of Array.isArray(claim.evidence) ? claim.evidence : []) {
        const range = parseEvidence(String(value));
        if (!range) continue;
        report.compared.ranges++;
        const found = rangeDrift(range, side, diff);
        if (found) report.claims.push({ page, quote: claim.quote, ...found, range: String(value) });
      }
    }
  }
  const referenceDir = path.join(root, 'reference');
  const historyFile = path.join(referenceDir, 'history.json');
  if (fs.existsSync(historyFile)) {
    const tag = `v${(JSON.parse(fs.readFileSync(historyFile, 'utf8')) as { documented: string }).documented}`;
    const side = sideOf(tag);
    const entries = fs
      .readdirSync(referenceDir)
      .filter((name) => /^robyn(\.\w+)*\.json$/.test(name))
      .sort()
      .flatMap((name) => {
        const data = JSON.parse(fs.readFileSync(path.join(referenceDir, name), 'utf8')) as {
          module: string;
          entries: Array<{ name: string; source: string }>;
        };
        return data.entries.map((entry) => ({ key: `${data.module}.${entry.name}`, source: entry.source }));
      });
    if (!side) report.skipped.push({ what: 'content/reference', tag });
    else {
      const extents = definitionExtents(robyn, tag, [...new Set(entries.map((entry) => entry.source))]);
      for (const entry of entries) {
        const range = parseEvidence(entry.source);
        if (!range) continue;
        const [start, end] = extents[entry.source] ?? [range.start, range.end];
        report.compared.references++;
        const found = rangeDrift({ path: range.path, start, end }, side, diff);
        if (found) report.references.push({ key: entry.key, source: entry.source, ...found });
      }
    }
  }
  return report;
}

/** The report as plain text: claims grouped by page with their quotes, then the reference entries. */
export function driftText(report: DriftReport): string {
  const lines: string[] = [`Robyn ${report.from} -> ${report.to}`, ''];
  const describe = (entry: RangeDrift) => {
    const what =
      entry.status === 'renamed'
        ? `file renamed ${entry.range.split(':')[0]} <-> ${entry.otherPath}`
        : entry.status === 'deleted'
          ? 'file deleted'
          : entry.status === 'added'
            ? 'file added'
            : 'lines changed';
    return `${entry.range}: ${what}${entry.hunks.length ? ` (${entry.hunks.join(', ')})` : ''}`;
  };
  const pages = [...new Set(report.claims.map((claim) => claim.page))];
  lines.push(
    `Claims to re-check: ${new Set(report.claims.map((claim) => `${claim.page}\0${claim.quote}`)).size} ` +
      `on ${pages.length} pages (of ${report.compared.claims} claims, ${report.compared.ranges} evidence ranges)`,
  );
  for (const page of pages) {
    lines.push('', `${page}`);
    const claims = report.claims.filter((claim) => claim.page === page);
    for (const quote of [...new Set(claims.map((claim) => claim.quote))]) {
      lines.push(`  "${quote}"`);
      for (const claim of claims.filter((entry) => entry.quote === quote))
        lines.push(`    ${describe(claim)}`);
    }
  }
  lines.push(
    '',
    `Reference entries to re-check: ${report.references.length} (of ${report.compared.references})`,
  );
  for (const entry of report.references) lines.push(`  ${entry.key}  ${describe(entry)}`);
  for (const { what, tag } of report.skipped)
    lines.push('', `Skipped ${what}: read at ${tag}, which is neither ${report.from} nor ${report.to}`);
  return `${lines.join('\n')}\n`;
}
