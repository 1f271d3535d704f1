import fs from 'node:fs';
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CONFORMANCE_FIXTURES_ENV } from './conformance-fixtures';
import { createMcpHttpHandler } from './http';
import { MCP_SERVER_VERSION, type McpHttpRule } from './rules';
import { createMcpServer } from './server';
import { createDocsStore, type BuildReader } from './store';

/*
 * The bundle's entry (dist/_mcp/server.mjs, bundled by src/integrations/mcp.ts with everything it imports, so a
 * host needs no node_modules): the HTTP handler server/server.mjs calls for POST /mcp, and the stdio server
 * scripts/mcp.mjs starts.
 */

/** Files of the build folder, by their path inside it; nothing outside it. */
export function buildReader(distDir: string): (file: string) => string | null {
  const root = path.resolve(distDir);
  return (file) => {
    const full = path.resolve(root, file);
    if (!full.startsWith(`${root}${path.sep}`)) return null;
    try {
      return fs.readFileSync(full, 'utf8');
    } catch {
      return null;
    }
  };
}

/** The handler of POST /mcp for the build in distDir. */
export function createHandler({ distDir, rule }: { distDir: string; rule: McpHttpRule }) {
  const store = createDocsStore(buildReader(distDir));
  const extraHosts = (process.env.MCP_ALLOWED_HOSTS ?? '').split(',').filter(Boolean);
  // The conformance run's fixtures (scripts/mcp-conformance.mjs sets the variable); never in production.
  const conformanceFixtures = process.env[CONFORMANCE_FIXTURES_ENV] === '1';
  return createMcpHttpHandler({ store, rule, extraHosts, version: MCP_SERVER_VERSION, conformanceFixtures });
}

/** The store over the build in distDir: what the tools answer from (the bench times its search directly). */
export function openStore(distDir: string) {
  return createDocsStore(buildReader(distDir));
}

/** Serves the MCP server on stdin/stdout; stdout carries only the protocol (logging goes to stderr). */
export async function runStdio({ read }: { read: BuildReader }): Promise<void> {
  console.log = console.error;
  console.info = console.error;
  const store = createDocsStore(read);
  const server = createMcpServer(store, { version: MCP_SERVER_VERSION });
  await server.connect(new StdioServerTransport());
}

export function runStdioFromBuild(distDir: string): Promise<void> {
  return runStdio({ read: buildReader(distDir) });
}
