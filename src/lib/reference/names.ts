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
export function entryAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
