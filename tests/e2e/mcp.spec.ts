import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sendRaw } from '../raw-http';
import { expect, test } from './fixtures';

/**
 * POST /mcp on the production server (playwright.config.ts) and on Cloudflare's runtime, where the worker the build
 * writes answers it (playwright.cloudflare.config.ts): the official SDK's client over Streamable HTTP, then
 * requests no client sends (other methods, malformed JSON, huge bodies, foreign Host and Origin). Each gets a
 * JSON-RPC error that says what to do, the pages keep their own headers, and the server keeps serving.
 */
test.describe.configure({ mode: 'serial' });

type Result = {
  content: Array<{ text?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const port = () => Number(new URL(test.info().project.use.baseURL!).port);
const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

function post(body: string | Buffer, { host = `127.0.0.1:${port()}`, extra = '' } = {}) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const head =
    `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
    `Accept: application/json, text/event-stream\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n${extra}\r\n`;
  return sendRaw(port(), Buffer.concat([Buffer.from(head), bytes]));
}

async function connect(baseURL: string) {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  return client;
}

test('an assistant finds, reads and cites a page and an API entry in both languages', async ({ baseURL }) => {
  const client = await connect(baseURL!);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'api_changes',
      'lookup_api',
      'read_page',
      'search_docs',
    ]);

    for (const lang of ['en', 'zh']) {
      const found = (await client.callTool({
        name: 'search_docs',
        arguments: { query: 'cors', lang },
      })) as Result;
      const first = (found.structuredContent!.results as Array<{ url: string }>)[0]!;
      expect(first.url).toContain(`/documentation/${lang}/api_reference/cors`);
      const page = (await client.callTool({ name: 'read_page', arguments: { page: first.url } })) as Result;
      const read = page.structuredContent as { lang: string; markdownUrl: string };
      expect(read.lang).toBe(lang);
      // The section it read is the site's twin, as the page's .md URL serves it.
      const twin = await fetch(new URL(new URL(read.markdownUrl).pathname, baseURL));
      expect(twin.status).toBe(200);
      const sections = page.structuredContent!.sections as Array<{ markdown: string }>;
      expect(await twin.text()).toContain(sections.at(-1)!.markdown.trim());
    }

    const api = (await client.callTool({
      name: 'lookup_api',
      arguments: { name: 'QueryParms.get', version: '0.40.0' },
    })) as Result;
    const { entry, version } = api.structuredContent as {
      entry: { name: string; url: string };
      version: { exists: boolean };
    };
    expect(entry.name).toBe('robyn.robyn.QueryParams.get');
    expect(version.exists).toBe(false);
    const reference = new URL(entry.url);
    expect((await fetch(new URL(reference.pathname, baseURL))).status).toBe(200);

    const llms = await client.readResource({ uri: 'robyn-docs://zh/llms.txt' });
    expect((llms.contents[0] as { text: string }).text).toBe(
      await (await fetch(new URL('/zh/llms.txt', baseURL))).text(),
    );
  } finally {
    await client.close();
  }
});

test('only POST: other methods get 405 with Allow, and the pages are unchanged', async ({ request }) => {
  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await request.fetch('/mcp', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('POST');
    expect(response.headers()['x-content-type-options'], method).toBe('nosniff');
  }
  const page = await request.get('/documentation/en/api_reference/cors');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  for (const file of ['/_mcp/server.mjs', '/_mcp/docs.json'])
    expect((await request.get(file)).status(), file).toBe(404);
});

test('answers carry their own headers: JSON, no caching, a policy that allows nothing', async () => {
  const answer = await post(INIT);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(JSON.parse(answer.body.toString()).result.serverInfo.name).toBe('robyn-docs');
});

test('bad requests get a JSON-RPC error that says what to do, and the server keeps serving', async () => {
  const cases: Array<[string, () => ReturnType<typeof post>, number, number, RegExp]> = [
    ['malformed JSON', () => post('{"jsonrpc": "2.0", "id": 1,'), 400, -32700, /not JSON/],
    ['not JSON-RPC', () => post('{"hello": "world"}'), 400, -32700, /JSON-RPC/],
    ['a huge body', () => post(Buffer.alloc(200 * 1024, 'a')), 413, -32600, /larger than 65536 bytes/],
    [
      'a foreign Host',
      () => post(INIT, { host: 'evil.example.com' }),
      403,
      -32000,
      /Host "evil\.example\.com"/,
    ],
    [
      'a foreign Origin',
      () => post(INIT, { extra: 'Origin: http://evil.example.com\r\n' }),
      403,
      -32000,
      /Origin "http:\/\/evil\.example\.com"/,
    ],
  ];
  for (const [name, send, status, code, message] of cases) {
    const answer = await send();
    expect(answer.status, name).toBe(status);
    const body = JSON.parse(answer.body.toString());
    expect(body.error.code, name).toBe(code);
    expect(body.error.message, name).toMatch(message);
    expect((await post(INIT)).status, `${name}: still serving`).toBe(200);
  }
});

test('tool errors say what to do: wrong types, unknown tools, oversized queries, unknown and escaping pages', async ({
  baseURL,
}) => {
  const client = await connect(baseURL!);
  try {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['search_docs', { query: 42 }, /Input validation error/],
      ['search_docs', { query: 'a'.repeat(5000) }, /at most 512/],
      ['read_page', { page: 'nothing/here' }, /search_docs/],
      ['read_page', { page: '/documentation/en/../../server/server.mjs' }, /leaves the documentation/],
      ['lookup_api', { name: 'Robyn', version: '0.0.1' }, /no release 0\.0\.1/],
      ['no_such_tool', {}, /not found/],
    ];
    for (const [name, args, message] of cases) {
      const result = (await client.callTool({ name, arguments: args })) as Result;
      expect(result.isError, name).toBe(true);
      expect(result.content[0]!.text, name).toMatch(message);
    }
    const after = (await client.callTool({
      name: 'search_docs',
      arguments: { query: 'sessions' },
    })) as Result;
    expect(after.isError).toBeFalsy();
  } finally {
    await client.close();
  }
});
