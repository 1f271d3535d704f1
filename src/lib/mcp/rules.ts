/*
 * The MCP server's place in the build and its HTTP rules: one source for the production server (server/server.mjs
 * reads them from dist/_server.json, written by src/integrations/static-output.ts), the bundle (src/lib/mcp/http.ts)
 * and any host configuration generated from the same manifest.
 */

/** The build's private folder for the MCP server: its bundle and its data. Never served. */
export const MCP_DIR = '_mcp';
/** The bundle (src/lib/mcp/entry.ts, bundled by src/integrations/mcp.ts). */
export const MCP_BUNDLE_FILE = `${MCP_DIR}/server.mjs`;
/** The data the build writes for it (src/lib/mcp/data.ts). */
export const MCP_DATA_FILE = `${MCP_DIR}/docs.json`;

/** The version the server announces. */
export const MCP_SERVER_VERSION = '1.0.0';
/** The Cloudflare worker's module for it, in dist/_worker.js/ (src/lib/mcp/worker.ts, bundled by mcp.ts). */
export const MCP_WORKER_MODULE = 'mcp.mjs';

export interface McpHttpRule {
  /** The endpoint's path. */
  path: string;
  /** The only method it answers; anything else is 405 with `Allow`. */
  methods: string[];
  /** The bundle (relative to the build folder) whose `createHandler` answers it on the Node server. */
  module: string;
  /** The module in the Cloudflare worker's folder (dist/_worker.js/) whose `handleEndpoint` answers it there. */
  worker: string;
  /** Headers of every response of the endpoint (besides the site's security headers). */
  headers: Record<string, string>;
  /** A request body over this many bytes is refused (413) without being read whole. */
  maxBodyBytes: number;
}

/**
 * POST /mcp: the Streamable HTTP transport, stateless (no session, no server-sent stream to GET). Its answers are
 * JSON, never a page: a policy that allows nothing, and no caching.
 */
export const MCP_HTTP_RULE: McpHttpRule = {
  path: '/mcp',
  methods: ['POST'],
  module: MCP_BUNDLE_FILE,
  worker: MCP_WORKER_MODULE,
  headers: {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  },
  maxBodyBytes: 64 * 1024,
};

/** The most characters a search query may have (the search field's own limit). */
export const MAX_QUERY_LENGTH = 512;
/** The most results a search call returns. */
export const MAX_SEARCH_RESULTS = 20;
/** A tool's text answer is cut at this many characters, with a note saying how to read the rest. */
export const MAX_TEXT_CHARS = 60_000;
