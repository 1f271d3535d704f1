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

/** A Robyn name a section uses, with its reference key and the release that added it. */
export interface SinceName {
  name: string;
  key: string;
  version: string;
}

/**
 * The names of a set added after release `after` (every one, not only the newest: a reader on any release between
 * is told each name their release lacks), newest first, then by name. Names without a known release are left out.
 */
export function namesAddedAfter(
  keys: Iterable<string>,
  addedOf: (key: string) => string | undefined,
  nameOf: (key: string) => string,
  after: string | undefined,
): SinceName[] {
  const found: SinceName[] = [];
  for (const key of keys) {
    const version = addedOf(key);
    if (version && (!after || isNewer(version, after))) found.push({ name: nameOf(key), key, version });
  }
  return found.sort((a, b) => compareVersions(b.version, a.version) || a.name.localeCompare(b.name));
}

/**
 * A section's names as its element carries them (`data-since-names`): `key@version@name`, space-separated (keys,
 * releases and Python names hold no space or @). `parseSinceNames` reads them back in the page script.
 */
export const formatSinceNames = (names: readonly SinceName[]) =>
  names.map(({ key, version, name }) => `${key}@${version}@${name}`).join(' ');

export function parseSinceNames(value: string | undefined): SinceName[] {
  return (value ?? '')
    .split(' ')
    .filter(Boolean)
    .map((item) => {
      const [key = '', version = '', name = ''] = item.split('@');
      return { key, version, name };
    });
}

/** What the lens says about one reference entry, from its release and those that changed it. */
export type EntryLens =
  { kind: 'new'; version: string } | { kind: 'changed'; versions: string[] } | { kind: 'none' };

export function entryLens(added: string | undefined, changes: readonly string[], mine: string): EntryLens {
  if (added && isNewer(added, mine)) return { kind: 'new', version: added };
  const versions = changes.filter((version) => isNewer(version, mine));
  return versions.length ? { kind: 'changed', versions } : { kind: 'none' };
}

/**
 * Inline script for a docs page's <head>: with a release stored (an older one: choosing the latest removes it),
 * `data-lens` on <html> before the first paint, which shows the page's note (DocsScreen.astro) from the first frame,
 * so it moves nothing; the page script fills in the release. Compact: every docs page sends it.
 */
export function lensFirstPaintScript(): string {
  const key = JSON.stringify(LENS_STORAGE_KEY);
  return `try{localStorage.getItem(${key})&&document.documentElement.setAttribute('data-lens','')}catch(e){}`;
}
