import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpHttpRule } from './rules';
import { createMcpServer } from './server';
import type { DocsStore } from './store';

/*
 * POST /mcp on the production server: the Streamable HTTP transport in stateless mode (a new server and transport
 * per request, JSON answers, no session). Before the SDK sees a request this refuses, with a JSON-RPC error that
 * says what is wrong: a Host or Origin that is not this server's (DNS rebinding), a body over the rule's limit,
 * and a body that is no JSON.
 */

export interface McpHttpOptions {
  store: DocsStore;
  rule: McpHttpRule;
  /** Extra host names (with port when not the default) a request may be addressed to: MCP_ALLOWED_HOSTS. */
  extraHosts?: string[];
  version?: string;
  log?: Pick<Console, 'error'>;
}

const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The hosts a request may name: this server's local names at the port it came in on, and the site's own host. */
export function allowedHosts(
  localPort: number | undefined,
  siteUrl: string,
  extra: string[] = [],
): Set<string> {
  const hosts = new Set(extra.map((host) => host.trim().toLowerCase()).filter(Boolean));
  for (const name of LOCAL_NAMES) {
    if (localPort) hosts.add(`${name}:${localPort}`);
    if (localPort === 80) hosts.add(name);
  }
  try {
    hosts.add(new URL(siteUrl).host.toLowerCase());
  } catch {
    // No site URL: local names only.
  }
  return hosts;
}

/** Why a request's Host or Origin is refused, or null. */
export function rebindingProblem(
  host: string | undefined,
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): string | null {
  if (!host || !allowed.has(host.toLowerCase()))
    return `Host "${host ?? ''}" is not this server's: send the request to one of ${[...allowed].join(', ')}.`;
  if (origin === undefined) return null;
  let originHost: string | null = null;
  try {
    const url = new URL(origin);
    if (url.protocol === 'http:' || url.protocol === 'https:') originHost = url.host.toLowerCase();
  } catch {
    originHost = null;
  }
  if (!originHost || !allowed.has(originHost))
    return `Origin "${origin}" may not call this server: only pages of ${[...allowed].join(', ')} may.`;
  return null;
}

function sendError(
  res: ServerResponse,
  rule: McpHttpRule,
  status: number,
  code: number,
  message: string,
  close = false,
) {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });
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
  log = console,
}: McpHttpOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const allowed = allowedHosts(req.socket.localPort, store.site, extraHosts);
    const problem = rebindingProblem(req.headers.host, req.headers.origin, allowed);
    if (problem) return sendError(res, rule, 403, -32000, problem, true);

    const declared = Number(req.headers['content-length']);
    const tooLarge = `The request body is larger than ${rule.maxBodyBytes} bytes: send one JSON-RPC message at a time, with a shorter query.`;
    if (declared > rule.maxBodyBytes) return sendError(res, rule, 413, -32600, tooLarge, true);
    const body = await readBody(req, rule.maxBodyBytes);
    if (body === 'too-large') return sendError(res, rule, 413, -32600, tooLarge, true);
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return sendError(
        res,
        rule,
        400,
        -32700,
        'Parse error: the body is not JSON. Send a JSON-RPC 2.0 message.',
      );
    }

    for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value);
    const server = createMcpServer(store, { version });
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
      if (!res.headersSent)
        sendError(res, rule, 500, -32603, 'Internal error: try again; if it persists, report it.');
      else res.destroy();
    }
  };
}
