#!/usr/bin/env node
// `npm start`: builds the production site (`npm run build`) when there is no build yet or a source is newer than
// it, then serves it with server/server.mjs on PORT (default 3000). DIST_DIR changes the build folder served.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, DEFAULT_DIST_DIR, DEFAULT_PORT, startServer } from '../server/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : DEFAULT_DIST_DIR;

/** What a build is made from: any change here makes the build out of date. */
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package-lock.json', 'scripts/build.mjs'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * When the build finished: `_server.json` is written after `astro build`, so its time is the build's; a bare
 * `astro build` (no `_server.json`) counts by its newest file.
 */
function builtAt() {
  const manifest = fs.statSync(path.join(distDir, MANIFEST_FILE), { throwIfNoEntry: false });
  return manifest ? manifest.mtimeMs : newestMtime(distDir);
}

const built = builtAt();
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));

if (built < sourcesAt) {
  console.log(
    built ? 'Sources changed since the last build: rebuilding.' : 'No production build yet: building.',
  );
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    // npm is a .cmd script on Windows, which only a shell runs.
    shell: process.platform === 'win32',
  });
  if (result.error) {
    console.error(`npm run build could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  await startServer({ distDir, port: process.env.PORT || DEFAULT_PORT });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
