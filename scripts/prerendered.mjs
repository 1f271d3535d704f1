// What the build step scripts (compile hints, CSP hashes) and the search bench read from a finished build.
import fs from 'node:fs';
import path from 'node:path';

/** Where Next serves the files of .next/static (hashed chunks, CSS, fonts). */
export const STATIC_PREFIX = '/_next/static/';

/** Every prerendered HTML file below `dir` (for example .next/server/app), depth first. */
export function* htmlFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
