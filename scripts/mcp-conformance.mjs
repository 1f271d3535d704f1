#!/usr/bin/env node
// `npm run test:mcp`: the official MCP conformance suite (@modelcontextprotocol/conformance, a CLI that needs
// Node 22+: npm scripts run the project's Node 24) against POST /mcp of the production server on the build
// (DIST_DIR, default dist/), offline. The server is started with MCP_CONFORMANCE_FIXTURES=1, which adds the two
// fixture resources the suite reads (test://static-text and the template test://template/{id}/data,
// src/lib/mcp/conformance-fixtures.ts) for this run only. Every server scenario runs; those that call the suite's
// other fixtures (tools and prompts named test_*, a binary test:// resource, which a documentation server does not
// have) are listed with the reason in tests/mcp/conformance-baseline.yaml, and the run fails on any other failure,
// or when a listed scenario starts passing. Port: MCP_TEST_PORT (default 3339).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.MCP_TEST_PORT || 3339);
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `The conformance CLI needs Node 22 or newer (this is ${process.version}): run it as npm run test:mcp.`,
  );
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'server/server.mjs')], {
  env: { ...process.env, PORT: String(port), MCP_CONFORMANCE_FIXTURES: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes(`:${port}`)) resolve(undefined);
  });
  server.once('exit', (code) => reject(new Error(`server/server.mjs exited (${code}): is there a build?`)));
});

const cli = path.join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const args = [
  cli,
  'server',
  '--url',
  `http://localhost:${port}/mcp`,
  '--expected-failures',
  path.join(root, 'tests/mcp/conformance-baseline.yaml'),
];
const code = await new Promise((resolve) => {
  const run = spawn(process.execPath, args, { stdio: 'inherit', cwd: root });
  run.once('exit', (status) => resolve(status ?? 1));
});
server.kill('SIGTERM');
process.exit(code);
