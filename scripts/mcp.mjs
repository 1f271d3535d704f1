#!/usr/bin/env node
// The Robyn docs MCP server over stdio, for an assistant started from a clone (`npm run mcp`, or the package's
// `robyn-docs-mcp` bin). It serves the build (dist/, or DIST_DIR) through its bundle, dist/_mcp/server.mjs; with
// `--source`, or when there is no build, it reads the documentation source through tsx instead (slower to start:
// it makes the search records and Markdown twins the build would). stdout carries only the protocol.
import { spawn } from 'node:child_process';
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
  console.error(
    `No build at ${distDir} (or --source): serving the documentation source (npm run build starts faster).`,
  );
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, path.join(root, 'scripts/mcp-source.mts')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
