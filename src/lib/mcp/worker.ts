import { createMcpFetchHandler } from './fetch-handler';
import { MCP_SERVER_VERSION, type McpHttpRule } from './rules';
import { createDocsStore, preloadedReader, type DocsStore } from './store';

/*
 * POST /mcp on Cloudflare Pages: the worker the build writes (dist/_worker.js/index.js, src/integrations/
 * host-configs.ts) hands the endpoint's requests to this module (dist/_worker.js/mcp.mjs, bundled by
 * src/integrations/mcp.ts). Same server, same search engine, same data as the Node server: the worker has no
 * filesystem, so the build's files (dist/_mcp/docs.json, the search records, the Markdown twins, llms.txt) are
 * read through Pages' asset binding. The data and the search records once per isolate; a twin when a page is read.
 */

interface Env {
  ASSETS: { fetch(request: Request | string): Promise<Response> };
  /** Extra host names a request may be addressed to (a Pages variable; the site's own host is always allowed). */
  MCP_ALLOWED_HOSTS?: string;
}

let loading: Promise<DocsStore> | null = null;
let handler: ((request: Request) => Promise<Response>) | null = null;

/** The store over the build's files, read once per isolate through the asset binding (tried again after a failure). */
function storeFor(env: Env, origin: string): Promise<DocsStore> {
  if (!loading) {
    const fetchText = async (file: string) => {
      const answer = await env.ASSETS.fetch(new URL(`/${file}`, origin).href);
      return answer.ok ? answer.text() : null;
    };
    loading = preloadedReader(fetchText).then(createDocsStore);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export function handleEndpoint(request: Request, env: Env, rule: McpHttpRule): Promise<Response> {
  handler ??= createMcpFetchHandler({
    store: () => storeFor(env, new URL(request.url).origin),
    rule,
    extraHosts: (env.MCP_ALLOWED_HOSTS ?? '').split(',').filter(Boolean),
    version: MCP_SERVER_VERSION,
  });
  return handler(request);
}
