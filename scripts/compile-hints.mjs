#!/usr/bin/env node
// After `next build`: marks the JavaScript chunks that pages load at startup with V8's explicit compile hint
// `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles every function of those files on the
// background thread that streams the script in, instead of lazily on the main thread when React and the
// router first call them; on a phone that lazy compilation was most of the longest task of a page load.
// Other browsers read the line as a comment. Chunks loaded later (the search dialog, for example) are left
// alone: compiling them eagerly would be wasted work.
//
//   node scripts/compile-hints.mjs [distDir]     (default: $NEXT_DIST_DIR or .next)
//
// Which chunks: the <script src> tags of every prerendered page (module scripts only; the noModule polyfill
// chunk is skipped). Adding the line is idempotent. Browser source maps are off in production, so no map
// needs its offsets shifted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, STATIC_PREFIX } from './prerendered.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk paths (under /_next/static/) that an HTML page loads with a classic or module <script src>. */
export function startupScripts(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src?.startsWith(STATIC_PREFIX) && src.endsWith('.js')) found.add(src.slice(STATIC_PREFIX.length));
  }
  return found;
}

/** Adds the hint to every startup chunk of the build in distDir; returns the chunks it changed. */
export function addCompileHints(distDir) {
  const pages = [...htmlFiles(path.join(distDir, 'server', 'app'))];
  if (pages.length === 0) throw new Error(`No prerendered pages under ${distDir}/server/app: build first.`);
  const chunks = new Set();
  for (const page of pages) for (const chunk of startupScripts(fs.readFileSync(page, 'utf8'))) chunks.add(chunk);
  const changed = [];
  for (const chunk of [...chunks].sort()) {
    const file = path.join(distDir, 'static', chunk);
    if (!fs.existsSync(file)) throw new Error(`${file} is referenced by a page but missing from the build.`);
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed.push(chunk);
  }
  return { pages: pages.length, chunks: chunks.size, changed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const { pages, chunks, changed } = addCompileHints(distDir);
  console.log(`Compile hints: ${chunks} startup chunks across ${pages} pages, ${changed.length} marked now.`);
}
