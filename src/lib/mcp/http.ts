import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  allowedHosts,
  errorBody,
  INTERNAL_ERROR,
  PARSE_ERROR,
  rebindingProblem,
  tooLargeMessage,
} from './fetch-handler';
import type { McpHttpRule } from './rules';
import { createMcpServer } from './server';
import type { DocsStore } from './store';

/*
 * POST /mcp on the production server: the Streamable HTTP transport in stateless mode (a new server and transport
 * per request, JSON answers, no session), over Node's request and response. Before the SDK sees a request this
 * refuses, with a JSON-RPC error that says what is wrong, what src/lib/mcp/fetch-handler.ts refuses for the
 * Cloudflare worker, by the same functions: a Host or Origin that is not this server's (DNS rebinding), a body over
 * the rule's limit, and a body that is no JSON.
 */

export { allowedHosts, rebindingProblem };

export interface McpHttpOptions {
  store: DocsStore;
  rule: McpHttpRule;
  /** Extra host names (with port when not the default) a request may be addressed to: MCP_ALLOWED_HOSTS. */
  extraHosts?: string[];
  version?: string;
  /** The conformance suite's fixture resources (its run only: src/lib/mcp/conformance-fixtures.ts). */
  conformanceFixtures?: boolean;
  log?: Pick<Console, 'error'>;
}

function sendError(
  res: ServerResponse,
  rule: McpHttpRule,
  status: number,
  code: number,
  message: string,
  close = false,
) {
  const body = errorBody(code, message);
  for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  if (close) res.setHeader('Connection', 'close');
  res.writeHead(status);
  res.end(body);
}

/** The request body, or 'too-large' as soon as it passes `max` bytes (the rest is not read). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The handler for the rule's path and method (the production server checks both before calling it). */
export function createMcpHttpHandler({
  store,
  rule,
  extraHosts = [],
  version,
  conformanceFixtures,
  log = console,
}: McpHttpOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const allowed = allowedHosts(req.socket.localPort, store.site, extraHosts);
    const problem = rebindingProblem(req.headers.host, req.headers.origin, allowed);
    if (problem) return sendError(res, rule, 403, -32000, problem, true);

    const declared = Number(req.headers['content-length']);
    const tooLarge = tooLargeMessage(rule);
    if (declared > rule.maxBodyBytes) return sendError(res, rule, 413, -32600, tooLarge, true);
    const body = await readBody(req, rule.maxBodyBytes);
    if (body === 'too-large') return sendError(res, rule, 413, -32600, tooLarge, true);
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return sendError(res, rule, 400, -32700, PARSE_ERROR);
    }

    for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
    const server = createMcpServer(store, { version, conformanceFixtures });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      transport.close().catch(() => undefined);
      server.close().catch(() => undefined);
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, message);
    } catch (error) {
      log.error(error);
      if (!res.headersSent) sendError(res, rule, 500, -32603, INTERNAL_ERROR);
      else res.destroy();
    }
  };
}
