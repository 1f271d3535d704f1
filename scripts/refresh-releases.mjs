#!/usr/bin/env node
// `npm run releases:refresh`: adds new Robyn releases from the GitHub releases API to content/releases/releases.json.
//
// Entries already in the snapshot are never touched: they are written for this site, in our own words. A new
// release gets its date and a first draft of highlights taken from the titles of the changes in its notes,
// marked "review": true. Rewrite those in our words (and drop the flag) before committing.
// The site build never runs this; it only reads the committed snapshot.
//
//   GITHUB_TOKEN=...     optional, raises the API rate limit
//   RELEASES_API_URL=... defaults to the repository's releases endpoint (tests point it at a local server)
//   --dry-run            print what would change, write nothing
//   --keep=12            how many releases the snapshot keeps (newest first)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SNAPSHOT_PATH = path.join(root, 'content', 'releases', 'releases.json');
const DEFAULT_API = 'https://api.github.com/repos/sparckles/Robyn/releases?per_page=30';

const VERSION = /^v\d+\.\d+\.\d+$/;

/** First draft of highlights: the bullet lines of the notes, without authors, links and PR numbers. */
export function draftHighlights(body, limit = 5) {
  const lines = String(body ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^[-*] /.test(line))
    .map((line) =>
      line
        .replace(/^[-*] /, '')
        .replace(/\s+by @[\w-]+(\[bot\])?\s+in\s+\S+$/i, '')
        .replace(/\s*\(#\d+\)$/, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 3 && !/^(full changelog|new contributors?)\b/i.test(line))
    .filter((line) => !/made their first contribution/i.test(line))
    .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
    .map((line) => line.charAt(0).toUpperCase() + line.slice(1));
  return [...new Set(lines)].slice(0, limit);
}

/**
 * Merges the API's releases into the snapshot. Returns the new snapshot and the versions it added.
 * Drafts, prereleases and tags that are not plain vX.Y.Z are skipped.
 */
export function mergeReleases(
  snapshot,
  apiReleases,
  { keep = 12, today = new Date().toISOString().slice(0, 10) } = {},
) {
  const known = new Set(snapshot.releases.map((r) => r.version));
  const added = [];
  for (const release of apiReleases) {
    const version = release.tag_name;
    if (release.draft || release.prerelease || !VERSION.test(version ?? '') || known.has(version)) continue;
    const date = String(release.published_at ?? release.created_at ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const highlights = draftHighlights(release.body);
    added.push({
      version,
      date,
      summary: release.name && release.name !== version ? String(release.name).trim() : `Robyn ${version}.`,
      highlights: highlights.length ? highlights : [`See the release notes of ${version} on GitHub.`],
      review: true,
    });
    known.add(version);
  }
  const releases = [...snapshot.releases, ...added]
    .sort(
      (a, b) => b.date.localeCompare(a.date) || b.version.localeCompare(a.version, 'en', { numeric: true }),
    )
    .slice(0, keep);
  return {
    snapshot: { ...snapshot, updated: added.length ? today : snapshot.updated, releases },
    added: added.map((r) => r.version).filter((v) => releases.some((r) => r.version === v)),
  };
}

async function fetchReleases(url) {
  const headers = { Accept: 'application/vnd.github+json', 'User-Agent': 'robyn-website-releases-refresh' };
  if (process.env.GITHUB_TOKEN) headers.Authorization = `Bearer ${process.env.GITHUB_TOKEN}`;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  const body = await response.json();
  if (!Array.isArray(body)) throw new Error('The releases API did not answer with a list');
  return body;
}

async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const keep = Number(args.find((a) => a.startsWith('--keep='))?.split('=')[1] ?? 12);
  const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT_PATH, 'utf8'));
  let apiReleases;
  try {
    apiReleases = await fetchReleases(process.env.RELEASES_API_URL || DEFAULT_API);
  } catch (error) {
    console.error(`Could not reach the releases API (${error.message}). The snapshot is unchanged.`);
    process.exit(1);
  }
  const { snapshot: next, added } = mergeReleases(snapshot, apiReleases, { keep });
  if (!added.length) {
    console.log(
      `No new releases. The snapshot (newest ${snapshot.releases[0]?.version ?? 'none'}) is current.`,
    );
    return;
  }
  console.log(`New: ${added.join(', ')}`);
  if (dryRun) {
    console.log(
      JSON.stringify(
        next.releases.filter((r) => added.includes(r.version)),
        null,
        2,
      ),
    );
    return;
  }
  fs.writeFileSync(SNAPSHOT_PATH, `${JSON.stringify(next, null, 2)}\n`);
  console.log(
    `Wrote ${path.relative(root, SNAPSHOT_PATH)}. The new entries are drafts ("review": true): rewrite their`,
  );
  console.log('summary and highlights in our own words, remove the flag, then commit.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
