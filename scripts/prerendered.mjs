// What the CSP step of the build and the search bench read from a finished build.
import fs from 'node:fs';
import path from 'node:path';

/** Where Astro puts the hashed files of a build (scripts, CSS, fonts). */
export const STATIC_PREFIX = '/_astro/';

/** Every HTML file below `dir` (the build folder, dist), depth first. */
export function* htmlFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
