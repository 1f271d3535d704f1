#!/usr/bin/env node
// `npm run build`: the production build (`next build`, telemetry off), then, in this order, the compile hints on
// its startup chunks (scripts/compile-hints.mjs, which changes chunk files), the script hashes of every page
// for the Content-Security-Policy (scripts/csp-hashes.mjs, which hashes the final chunks and pages) and the
// standalone folder (scripts/standalone.mjs, which copies the final files). `npm start`, `npm run bench --
// --build` and the hosted-search browser tests build through this script too, so every build they serve is
// the same.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';
import { writeCspManifest } from './csp-hashes.mjs';
import { completeStandalone } from './standalone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const { pages, chunks, changed } = addCompileHints(distDir);
console.log(`Compile hints: ${chunks} startup chunks across ${pages} pages, ${changed.length} marked.`);
const csp = writeCspManifest(distDir);
console.log(`CSP hashes: ${csp.pages} pages, at most ${csp.maxHashes} hashes each.`);
console.log(`Standalone server: ${path.relative(root, completeStandalone(distDir))}/server.js`);
