import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { McpHttpRule } from './rules';
import { createMcpServer } from './server';
import type { DocsStore } from './store';

/*
 * POST /mcp for a runtime of the web's Request and Response (the Cloudflare worker, src/lib/mcp/worker.ts): the
 * SDK's web-standard Streamable HTTP transport, stateless as on the Node server (src/lib/mcp/http.ts), with the
 * same checks before the SDK sees a request, which both import from here: a Host or Origin that is not this
 * server's (DNS rebinding), a body over the rule's limit, a body that is no JSON. No Node API in this module.
 */

export const tooLargeMessage = (rule: McpHttpRule) =>
  `The request body is larger than ${rule.maxBodyBytes} bytes: send one JSON-RPC message at a time, with a shorter query.`;
export const PARSE_ERROR = 'Parse error: the body is not JSON. Send a JSON-RPC 2.0 message.';
export const INTERNAL_ERROR = 'Internal error: try again; if it persists, report it.';
export const errorBody = (code: number, message: string) =>
  JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null });

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

export interface McpFetchOptions {
  /** The store, which may still be loading (a worker reads the build's files through its asset binding). */
  store: () => Promise<DocsStore>;
  rule: McpHttpRule;
  /** Extra host names (with port when not the default) a request may be addressed to: MCP_ALLOWED_HOSTS. */
  extraHosts?: string[];
  version?: string;
  conformanceFixtures?: boolean;
  log?: Pick<Console, 'error'>;
}

/** The request body, or 'too-large' as soon as it passes `max` bytes (the rest is not read). */
async function readRequestBody(request: Request, max: number): Promise<Uint8Array | 'too-large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * The same endpoint for a runtime of the web's Request and Response (the Cloudflare worker): the same checks, the
 * same server, the SDK's web-standard transport. `store` may still be loading (a worker reads its data from the
 * asset binding on first use). Answers carry the rule's headers; the caller adds the site's security headers.
 */
export function createMcpFetchHandler({
  store,
  rule,
  extraHosts = [],
  version,
  conformanceFixtures,
  log = console,
}: McpFetchOptions) {
  const respond = (status: number, body: string) =>
    new Response(body, {
      status,
      headers: { ...rule.headers, 'Content-Type': 'application/json; charset=utf-8' },
    });
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const docs = await store();
    const allowed = allowedHosts(port, docs.site, extraHosts);
    const problem = rebindingProblem(
      // A runtime builds the URL from Host; a Request made in process may have no Host header.
      request.headers.get('host') ?? url.host,
      request.headers.get('origin') ?? undefined,
      allowed,
    );
    if (problem) return respond(403, errorBody(-32000, problem));

    if (Number(request.headers.get('content-length')) > rule.maxBodyBytes)
      return respond(413, errorBody(-32600, tooLargeMessage(rule)));
    const body = await readRequestBody(request, rule.maxBodyBytes);
    if (body === 'too-large') return respond(413, errorBody(-32600, tooLargeMessage(rule)));
    let message: unknown;
    try {
      message = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return respond(400, errorBody(-32700, PARSE_ERROR));
    }

    const server = createMcpServer(docs, { version, conformanceFixtures });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(request, { parsedBody: message });
      const headers = new Headers(answer.headers);
      for (const [name, value] of Object.entries(rule.headers)) headers.set(name, value);
      const text = await answer.text();
      return new Response(answer.status === 202 || !text ? null : text, { status: answer.status, headers });
    } catch (error) {
      log.error(error);
      return respond(500, errorBody(-32603, INTERNAL_ERROR));
    } finally {
      await transport.close().catch(() => undefined);
      await server.close().catch(() => undefined);
    }
  };
}
