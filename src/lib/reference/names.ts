/*
 * How the Python reference names its pages and anchors, without reading any file: the build (pages.ts, the
 * documentation source) and the browser's search engine (the identifier table of the local index) share it.
 */

/** Slugs of the Python reference pages, which are written from data (content/reference), not from MDX files. */
export const REFERENCE_PREFIX = 'reference/';

/** The module a reference slug names: reference/robyn-responses is robyn.responses. */
export function referenceModuleOf(slug: string): string | null {
  if (!slug.startsWith(REFERENCE_PREFIX)) return null;
  return slug.slice(REFERENCE_PREFIX.length).replace(/-/g, '.');
}

/** The slug of a module's reference page: robyn.responses is reference/robyn-responses. */
export function referenceSlug(module: string): string {
  return `${REFERENCE_PREFIX}${module.replace(/\./g, '-')}`;
}

/** The anchor of an entry on its page: robyn.robyn.QueryParams.get is #queryparams-get. */
export function entryAnchor(name: string, pageNames: readonly string[] = [name]): string {
  return entryAnchors(pageNames).get(name) ?? slugOf(name);
}

/**
 * The anchors of all entries of one page, in page order. An anchor is the lowercase name with each run of other
 * characters as one hyphen; names that give the same anchor (the class Memory and the function memory of robyn.ai)
 * keep it in page order for the first and add -2, -3 for the next, skipping any anchor another entry already
 * has, so no two entries of a page ever share an anchor.
 */
export function entryAnchors(pageNames: readonly string[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const taken = new Set(pageNames.map(slugOf));
  const given = new Set<string>();
  for (const name of pageNames) {
    if (anchors.has(name)) continue;
    const base = slugOf(name);
    let anchor = base;
    for (let n = 2; given.has(anchor); n++) {
      anchor = `${base}-${n}`;
      if (taken.has(anchor)) anchor = base;
    }
    given.add(anchor);
    anchors.set(name, anchor);
  }
  return anchors;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
