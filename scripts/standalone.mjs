#!/usr/bin/env node
// After `next build` (output: 'standalone'), the compile hints and the CSP hashes (scripts/build.mjs runs all
// of them): completes <distDir>/standalone so that it runs on its own, as Next documents, with
//   cd <distDir>/standalone && PORT=3000 node server.js
// Next copies the server code and the prerendered pages into it during `next build`; the static files,
// public/ and what the later steps changed (the chunks, the pages' integrity attributes, the CSP manifest)
// are copied here.
//
//   node scripts/standalone.mjs [distDir]     (default: $NEXT_DIST_DIR or .next)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSP_MANIFEST_FILE } from './csp-hashes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder standalone/ mirrors the project in: the build folder sits at the same relative path inside. */
export function completeStandalone(distDir) {
  const standalone = path.join(distDir, 'standalone');
  if (!fs.existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(`${standalone}/server.js is missing: next.config.ts must set output: 'standalone'.`);
  }
  const target = path.join(standalone, path.relative(root, distDir));
  const copy = (from, to) => fs.cpSync(from, to, { recursive: true, force: true });
  copy(path.join(distDir, 'static'), path.join(target, 'static'));
  copy(path.join(distDir, 'server', 'app'), path.join(target, 'server', 'app'));
  copy(path.join(distDir, CSP_MANIFEST_FILE), path.join(target, CSP_MANIFEST_FILE));
  if (fs.existsSync(path.join(root, 'public'))) copy(path.join(root, 'public'), path.join(standalone, 'public'));
  return standalone;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(root, process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const standalone = completeStandalone(distDir);
  console.log(`Standalone server: node ${path.relative(process.cwd(), path.join(standalone, 'server.js'))}`);
}
