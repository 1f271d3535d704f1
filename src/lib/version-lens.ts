/*
 * The version lens (issue 21): a reader says which Robyn release they use, and what came after it is flagged on
 * reference entries (from content/reference/history.json) and guide sections (from the Robyn names their examples
 * use). Pure logic shared by the build (src/lib/reference/since.ts) and the page script
 * (src/scripts/version-lens.ts), so it stays small and imports nothing.
 */

/** Where the reader's choice is kept (localStorage); absent means the latest documented release. */
export const LENS_STORAGE_KEY = 'robyn-version';

/** A release number as Robyn tags them: 0.x.y, with any number of numeric parts. */
const VERSION = /^\d+(?:\.\d+)*$/;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION.test(value);
}

/**
 * Negative, zero or positive as release `a` comes before, is, or comes after `b`, part by part as numbers
 * (0.9.0 < 0.10.0; a missing part counts as 0, so 0.5 = 0.5.0).
 */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = Number(x[i] ?? 0) - Number(y[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** True when `version` came out after the reader's release `mine`. */
export function isNewer(version: string, mine: string): boolean {
  return compareVersions(version, mine) > 0;
}

/** The releases a reader can choose, newest first: every tag up to the documented release. */
export function lensVersions(tags: readonly string[], documented: string): string[] {
  return tags
    .filter((tag) => isVersion(tag) && compareVersions(tag, documented) <= 0)
    .sort((a, b) => compareVersions(b, a));
}

/**
 * The release a page is read against: the stored choice when it is one of `versions` and older than the newest,
 * else null (the latest: nothing is flagged).
 */
export function lensOf(stored: string | null | undefined, versions: readonly string[]): string | null {
  return stored && stored !== versions[0] && versions.includes(stored) ? stored : null;
}

/**
 * The release a set of names needs: the highest of their `added` releases, with the names that need it (sorted).
 * Names without a known release are left out; null when none is known.
 */
export function sinceOfNames(
  names: Iterable<string>,
  addedOf: (name: string) => string | undefined,
): { version: string; names: string[] } | null {
  let found: { version: string; names: string[] } | null = null;
  for (const name of names) {
    const version = addedOf(name);
    if (!version) continue;
    const order = found ? compareVersions(version, found.version) : 1;
    if (order > 0) found = { version, names: [name] };
    else if (order === 0) found!.names.push(name);
  }
  found?.names.sort();
  return found;
}

/** What the lens says about one reference entry, from its release and those that changed it. */
export type EntryLens =
  { kind: 'new'; version: string } | { kind: 'changed'; versions: string[] } | { kind: 'none' };

export function entryLens(added: string | undefined, changes: readonly string[], mine: string): EntryLens {
  if (added && isNewer(added, mine)) return { kind: 'new', version: added };
  const versions = changes.filter((version) => isNewer(version, mine));
  return versions.length ? { kind: 'changed', versions } : { kind: 'none' };
}
