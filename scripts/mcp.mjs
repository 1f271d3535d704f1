#!/usr/bin/env node
// The Robyn docs MCP server over stdio, for an assistant started from a clone (`npm run mcp`, or the package's
// `robyn-docs-mcp` bin). It serves the build (dist/, or DIST_DIR) through its bundle, dist/_mcp/server.mjs; with
// `--source`, or when there is no build, it reads the documentation source through tsx instead (slower to start:
// it makes the search records and Markdown twins the build would). stdout carries only the protocol.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.env.DIST_DIR || path.join(root, 'dist'));
const bundle = path.join(distDir, '_mcp', 'server.mjs');

if (!process.argv.includes('--source') && fs.existsSync(bundle)) {
  const { runStdioFromBuild } = await import(pathToFileURL(bundle).href);
  await runStdioFromBuild(distDir);
} else {
  console.error(`No build at ${distDir} (or --source): serving the documentation source (npm run build starts faster).`);
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: path.join(root, 'tsconfig.json') });
  process.chdir(root);
  const { runStdio } = await import(pathToFileURL(path.join(root, 'src/lib/mcp/entry.ts')).href);
  const { sourceReader } = await import(pathToFileURL(path.join(root, 'src/lib/mcp/source-reader.ts')).href);
  await runStdio({ read: sourceReader() });
}
