#!/usr/bin/env node
// `npm start`: builds the production site when no build exists (or sources are newer), then serves it.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildId = path.join(root, distDir, 'BUILD_ID');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'content', 'public', 'next.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((p) => (fs.existsSync(p) && fs.statSync(p).isDirectory() ? newestMtime(p) : fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));

if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding.' : 'No production build yet: building.');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = process.env.PORT || '3000';
const server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', port], { stdio: 'inherit', cwd: root, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
