import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localSearchIndex } from '@/lib/search/build';
import { loadSearchIndex, searchDocs } from '@/lib/search/docs-search';
import { referenceHistory } from '@/lib/reference/pages';
import type { McpData } from '@/lib/mcp/data-types';
import { CONFORMANCE_FIXTURES_ENV } from '@/lib/mcp/conformance-fixtures';
import { createMcpFetchHandler } from '@/lib/mcp/fetch-handler';
import { allowedHosts, rebindingProblem } from '@/lib/mcp/http';
import { MCP_DATA_FILE, MCP_HTTP_RULE } from '@/lib/mcp/rules';
import { createMcpServer } from '@/lib/mcp/server';
import { sourceReader } from '@/lib/mcp/source-reader';
import { createDocsStore, preloadedReader, type BuildReader } from '@/lib/mcp/store';

/*
 * The MCP server in process (the SDK's own Client over its in-memory transport) and over stdio (the SDK's
 * StdioClientTransport running `scripts/mcp.mjs --source`), over the files the build makes, made here from the
 * documentation source by the same functions. The HTTP transport is tested against the production server
 * (tests/e2e/mcp.spec.ts) and by the conformance suite (npm run test:mcp).
 */

const SLOW = 240_000;
type Content = Array<{ type: string; text?: string }>;
type Result = { content: Content; structuredContent?: Record<string, unknown>; isError?: boolean };

let read: BuildReader;
let client: Client;

async function connect(reader: BuildReader): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(createDocsStore(reader)).connect(serverSide);
  const connected = new Client({ name: 'test', version: '1.0.0' });
  await connected.connect(clientSide);
  return connected;
}

const call = (name: string, args: Record<string, unknown>, on: Client = client) =>
  on.callTool({ name, arguments: args }) as Promise<Result>;
const textOf = (result: Result) => result.content.map((part) => part.text ?? '').join('\n');

beforeAll(async () => {
  read = sourceReader();
  client = await connect(read);
}, SLOW);

afterAll(async () => {
  await client?.close();
});

describe('tools', () => {
  test('four tools, each with a description and input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'api_changes',
      'lookup_api',
      'read_page',
      'search_docs',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
  });

  test('search_docs ranks as the site search does, in both languages', { timeout: SLOW }, async () => {
    for (const [lang, query] of [
      ['en', 'cors preflight'],
      ['zh', '会话'],
      ['en', 'QueryParams.get'],
    ] as const) {
      const result = await call('search_docs', { query, lang, limit: 8 });
      const index = loadSearchIndex(localSearchIndex(lang));
      const site = searchDocs(index, query, { limit: 8 }).map((hit) => `https://robyn.tech${hit.url}`);
      const urls = (result.structuredContent!.results as Array<{ url: string }>).map((r) => r.url);
      expect(urls.length, query).toBeGreaterThan(0);
      expect(urls, query).toEqual(site);
    }
  });

  test('search_docs reads a typo of an API name as the name, and names the entry for lookup_api', async () => {
    const result = await call('search_docs', { query: 'QueryParms.get' });
    const results = result.structuredContent!.results as Array<{
      url: string;
      apiName?: string;
      breadcrumb: string;
    }>;
    const entry = results.find((r) => r.apiName === 'robyn.robyn.QueryParams.get');
    expect(entry?.url).toBe('https://robyn.tech/documentation/en/reference/robyn-robyn#queryparams-get');
    expect(entry?.breadcrumb).toContain('QueryParams.get');
  });

  test('read_page gives a page, a section by id and the section holding an h3 anchor, in both languages', async () => {
    const page = await call('read_page', { page: 'https://robyn.tech/documentation/en/api_reference/cors' });
    const sections = page.structuredContent!.sections as Array<{ id: string; markdown: string }>;
    expect(sections[0]!.markdown).toMatch(/^# CORS\n/);
    expect(sections.map((s) => s.id)).toContain('behaviour');
    expect(textOf(page)).toContain('Source: https://robyn.tech/documentation/en/api_reference/cors');

    const zh = await call('read_page', { page: 'api_reference/cors', lang: 'zh', section: 'behaviour' });
    const [only] = zh.structuredContent!.sections as Array<{ id: string; markdown: string }>;
    expect(zh.structuredContent!.sections).toHaveLength(1);
    expect(only!.markdown).toMatch(/^## ALLOW_CORS 做了什么/);

    const byAnchor = await call('read_page', { page: '/documentation/en/api_reference/cors.md#preflight' });
    const held = byAnchor.structuredContent!.sections as Array<{ id: string; markdown: string }>;
    expect(held.map((s) => s.id)).toEqual(['behaviour']);
    expect(held[0]!.markdown).toContain('### Preflight requests');
  });

  test('a stale translated section is answered with its English original, marked', async () => {
    // The build's data marks the zh cors page's `behaviour` section stale, as it would after an English edit.
    const stale: BuildReader = (file) => {
      const text = read(file);
      if (file !== MCP_DATA_FILE || typeof text !== 'string') return text;
      const data = JSON.parse(text) as McpData;
      const page = data.pages.find((p) => p.lang === 'zh' && p.slug === 'api_reference/cors')!;
      page.sections.find((s) => s.id === 'behaviour')!.status = 'stale';
      return JSON.stringify(data);
    };
    const other = await connect(stale);
    const result = await call(
      'read_page',
      { page: '/documentation/zh/api_reference/cors', section: 'behaviour' },
      other,
    );
    const [section] = result.structuredContent!.sections as Array<Record<string, string | boolean>>;
    expect(section!.englishOriginal).toBe(true);
    expect(section!.markdown).toMatch(/^## What ALLOW_CORS does/);
    expect(section!.translation).toMatch(/^## ALLOW_CORS 做了什么/);
    expect(textOf(result)).toContain('older than its English source');
    await other.close();
  });

  test('lookup_api finds exact, qualified and one-letter-off names, with releases, source and guide sections', async () => {
    for (const name of ['QueryParams.get', 'robyn.robyn.QueryParams.get', 'QueryParms.get']) {
      const result = await call('lookup_api', { name });
      const entry = result.structuredContent!.entry as {
        name: string;
        signatures: string[];
        addedIn: string | null;
        sourceUrl: string;
        usedIn: Array<{ url: string }>;
      };
      expect(entry.name, name).toBe('robyn.robyn.QueryParams.get');
      expect(entry.signatures[0]).toContain('def get(');
      expect(entry.addedIn).toBe(referenceHistory().entries['robyn.robyn.QueryParams.get']!.added);
      expect(entry.sourceUrl).toMatch(/^https:\/\/github\.com\/sparckles\/Robyn\/blob\/v0\.88\.0\/.+#L\d+$/);
      expect(entry.usedIn.length).toBeGreaterThan(0);
      expect(entry.usedIn[0]!.url).toMatch(/^https:\/\/robyn\.tech\/documentation\/en\/.+#/);
    }
    const typo = await call('lookup_api', { name: 'QueryParms.get' });
    expect(typo.structuredContent!.typoOf).toBe('robyn.robyn.QueryParams.get');
    const zh = await call('lookup_api', { name: 'Robyn.start', lang: 'zh' });
    expect((zh.structuredContent!.entry as { url: string }).url).toContain(
      '/documentation/zh/reference/robyn#robyn-start',
    );
  });

  test('lookup_api answers whether a name exists in the reader’s release and what changed since', async () => {
    const history = referenceHistory();
    const [key, past] = Object.entries(history.entries).find(([, value]) => value.changes?.length)!;
    const change = past.changes![0]!;
    const before = history.tags[history.tags.indexOf(past.added!) - 1]!;

    const missing = await call('lookup_api', { name: key, version: before });
    expect(missing.structuredContent!.version).toMatchObject({ version: before, exists: false });
    expect(textOf(missing)).toContain(`does not exist in Robyn ${before}`);

    const older = history.tags[history.tags.indexOf(change.version) - 1]!;
    const changed = await call('lookup_api', { name: key, version: `v${older}` });
    const version = changed.structuredContent!.version as {
      exists: boolean;
      changedSince: Array<{ version: string }>;
    };
    expect(version.exists).toBe(true);
    expect(version.changedSince.map((c) => c.version)).toContain(change.version);

    const current = await call('lookup_api', { name: key, version: history.documented });
    expect(current.structuredContent!.version).toMatchObject({ exists: true, changedSince: [] });
  });

  test('lookup_api explains an unknown release, and lists the entries an ambiguous name could be', async () => {
    const unknown = await call('lookup_api', { name: 'Robyn.start', version: '0.50.5' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/no release 0\.50\.5.*nearest are 0\.50\.0, 0\.51\.0/);
    const future = await call('lookup_api', { name: 'Robyn.start', version: '9.0.0' });
    expect(textOf(future)).toContain('newer than 0.88.0');

    const ambiguous = await call('lookup_api', { name: 'get' });
    const names = (ambiguous.structuredContent!.candidates as Array<{ name: string }>).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['robyn.robyn.QueryParams.get', 'robyn.testing.TestClient.get']),
    );
  });

  test('api_changes lists what was added and changed between two releases, from the history', async () => {
    const result = await call('api_changes', { from: '0.80.0', to: '0.88.0' });
    const { added, changed } = result.structuredContent as {
      added: Array<{ name: string; version: string }>;
      changed: Array<{ name: string; version: string }>;
    };
    const history = referenceHistory();
    const expected = Object.entries(history.entries)
      .filter(([, e]) => e.added && history.tags.indexOf(e.added) > history.tags.indexOf('0.80.0'))
      .map(([key]) => key);
    expect(added.map((a) => a.name).sort()).toEqual(
      expected.filter((key) => added.some((a) => a.name === key)).sort(),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const entry of [...added, ...changed]) {
      expect(history.tags.indexOf(entry.version)).toBeGreaterThan(history.tags.indexOf('0.80.0'));
      expect(history.tags.indexOf(entry.version)).toBeLessThanOrEqual(history.tags.indexOf('0.88.0'));
    }
    const backwards = await call('api_changes', { from: '0.88.0', to: '0.80.0' });
    expect(backwards.isError).toBe(true);
    expect(textOf(backwards)).toContain('must be an earlier release');
  });
});

describe('bad input gets an error that says what to do, and the server keeps serving', () => {
  test.each([
    ['a number for the query', 'search_docs', { query: 5 }, /Input validation error.*query/s],
    ['an unknown language', 'search_docs', { query: 'cors', lang: 'fr' }, /lang/],
    ['a limit over the maximum', 'search_docs', { query: 'cors', limit: 500 }, /limit/],
    ['an oversized query', 'search_docs', { query: 'x'.repeat(600) }, /600 characters.*at most 512/],
    ['an empty query', 'search_docs', { query: '  ' }, /query is empty/],
    [
      'an unknown page',
      'read_page',
      { page: 'api_reference/no_such_page' },
      /no documentation page.*search_docs/,
    ],
    [
      'a path out of the docs',
      'read_page',
      { page: '/documentation/en/../../../etc/passwd' },
      /leaves the documentation/,
    ],
    ['an encoded traversal', 'read_page', { page: '%2e%2e/%2e%2e/package.json' }, /leaves the documentation/],
    [
      'a page outside the docs',
      'read_page',
      { page: 'https://robyn.tech/releases' },
      /no documentation page/,
    ],
    [
      'an unknown section',
      'read_page',
      { page: 'api_reference/cors', section: 'nope' },
      /no section "nope".*behaviour/,
    ],
    [
      'an unknown name',
      'lookup_api',
      { name: 'frobnicate_everything' },
      /no name "frobnicate_everything".*search_docs/,
    ],
    [
      'a version that is no version',
      'lookup_api',
      { name: 'Robyn', version: 'latest' },
      /no Robyn version.*0\.88\.0/,
    ],
    ['an unknown tool', 'drop_tables', {}, /drop_tables not found/],
  ])('%s', async (_, name, args, message) => {
    const result = await call(name, args as Record<string, unknown>);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(message);
    const after = await call('search_docs', { query: 'cors' });
    expect(after.isError).toBeFalsy();
  });

  test('answers are bounded: a long page comes in parts, naming the sections left out', async () => {
    const result = await call('read_page', { page: 'reference/robyn-robyn' });
    expect(textOf(result).length).toBeLessThanOrEqual(61_000);
    if (result.structuredContent!.truncated) {
      const remaining = result.structuredContent!.remainingSections as string[];
      expect(remaining.length).toBeGreaterThan(0);
      const next = await call('read_page', { page: 'reference/robyn-robyn', section: remaining[0] });
      expect((next.structuredContent!.sections as Array<{ id: string }>)[0]!.id).toBe(remaining[0]);
    }
  });
});

describe('resources', () => {
  test('llms.txt of each language, and every page through the template', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'robyn-docs://en/llms.txt',
        'robyn-docs://zh/llms.txt',
        'robyn-docs://en/index',
        'robyn-docs://zh/api_reference/cors',
      ]),
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('robyn-docs://{lang}/{+path}');

    const llms = await client.readResource({ uri: 'robyn-docs://zh/llms.txt' });
    expect(llms.contents[0]).toMatchObject({ mimeType: 'text/plain' });
    expect((llms.contents[0] as { text: string }).text).toContain('https://robyn.tech/documentation/zh/');

    const page = await client.readResource({ uri: 'robyn-docs://en/api_reference/cors' });
    expect(page.contents[0]).toMatchObject({
      uri: 'robyn-docs://en/api_reference/cors',
      mimeType: 'text/markdown',
    });
    expect((page.contents[0] as { text: string }).text).toBe(read('documentation/en/api_reference/cors.md'));
  });

  test('an unknown or escaping resource is an error naming what exists', async () => {
    await expect(client.readResource({ uri: 'robyn-docs://en/no_such_page' })).rejects.toThrow(
      /no documentation page/,
    );
    await expect(client.readResource({ uri: 'robyn-docs://en/../../etc/passwd' })).rejects.toThrow();
    expect((await client.listTools()).tools).toHaveLength(4);
  });
});

describe("the conformance suite's fixtures", () => {
  const uris = async (on: Client) => [
    ...(await on.listResources()).resources.map((r) => r.uri),
    ...(await on.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate),
  ];

  test('a production server lists no test:// resource and reads none', async () => {
    // createHandler (src/lib/mcp/entry.ts) turns them on only with MCP_CONFORMANCE_FIXTURES=1.
    expect(process.env[CONFORMANCE_FIXTURES_ENV]).toBeUndefined();
    expect((await uris(client)).filter((uri) => uri.startsWith('test:'))).toEqual([]);
    await expect(client.readResource({ uri: 'test://static-text' })).rejects.toThrow();
  });

  test("the conformance run's server has the two the suite reads", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(createDocsStore(read), { conformanceFixtures: true }).connect(serverSide);
    const fixtures = new Client({ name: 'test', version: '1.0.0' });
    await fixtures.connect(clientSide);
    expect(await uris(fixtures)).toEqual(
      expect.arrayContaining(['test://static-text', 'test://template/{id}/data']),
    );
    const text = await fixtures.readResource({ uri: 'test://static-text' });
    expect(text.contents[0]).toMatchObject({ uri: 'test://static-text', mimeType: 'text/plain' });
    const data = await fixtures.readResource({ uri: 'test://template/123/data' });
    expect(JSON.parse((data.contents[0] as { text: string }).text)).toMatchObject({ id: '123' });
    await fixtures.close();
  });
});

describe("the web-standard handler (the Cloudflare worker's POST /mcp)", () => {
  test("the SDK client over it, the build's files read asynchronously as through an asset binding", async () => {
    const fetched: string[] = [];
    const reader = await preloadedReader(async (file) => {
      fetched.push(file);
      const text = read(file);
      return typeof text === 'string' ? text : null;
    });
    // Only the data and the search records are read up front; a twin when a page is read.
    expect(fetched.sort()).toEqual([MCP_DATA_FILE, 'search/en.json', 'search/zh.json']);
    const store = createDocsStore(reader);
    const handle = createMcpFetchHandler({ store: async () => store, rule: MCP_HTTP_RULE });
    const seen: Response[] = [];
    const transport = new StreamableHTTPClientTransport(new URL('http://localhost:3350/mcp'), {
      fetch: async (input, init) => {
        const answer = await handle(new Request(input, init));
        seen.push(answer.clone());
        return answer;
      },
    });
    const web = new Client({ name: 'web-test', version: '1.0.0' });
    await web.connect(transport);
    const found = (await web.callTool({ name: 'search_docs', arguments: { query: 'cors' } })) as Result;
    expect((found.structuredContent!.results as Array<{ url: string }>)[0]!.url).toContain('/documentation/');
    const page = await web.readResource({ uri: 'robyn-docs://en/api_reference/cors' });
    expect((page.contents[0] as { text: string }).text).toBe(read('documentation/en/api_reference/cors.md'));
    expect(fetched).toContain('documentation/en/api_reference/cors.md');
    await web.close();
    expect(seen[0]!.headers.get('content-security-policy')).toBe(
      MCP_HTTP_RULE.headers['Content-Security-Policy'],
    );
    expect(seen[0]!.headers.get('cache-control')).toBe('no-store');

    const post = (headers: Record<string, string>, body = '{}') =>
      handle(
        new Request('http://localhost:3350/mcp', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            ...headers,
          },
          body,
        }),
      );
    const rebound = await post({ Host: 'evil.example.com' });
    expect(rebound.status).toBe(403);
    expect(((await rebound.json()) as { error: { message: string } }).error.message).toMatch(
      /not this server/,
    );
    expect((await post({ Origin: 'http://evil.example.com' })).status).toBe(403);
    expect((await post({}, '{not json')).status).toBe(400);
    expect((await post({}, 'x'.repeat(MCP_HTTP_RULE.maxBodyBytes + 1))).status).toBe(413);
  });
});

describe('DNS rebinding rules', () => {
  const allowed = allowedHosts(3330, 'https://robyn.tech');
  test.each([
    ['localhost:3330', undefined, true],
    ['127.0.0.1:3330', 'http://127.0.0.1:3330', true],
    ['robyn.tech', 'https://robyn.tech', true],
    ['evil.example.com', 'http://evil.example.com', false],
    ['localhost:3330', 'http://evil.example.com', false],
    ['localhost:9999', undefined, false],
    [undefined, undefined, false],
    ['localhost:3330', 'null', false],
  ])('Host %s, Origin %s: allowed %s', (host, origin, ok) => {
    expect(rebindingProblem(host, origin, allowed) === null).toBe(ok);
  });
});

test(
  'stdio: an assistant starting `scripts/mcp.mjs` from a clone can search and read',
  async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(process.cwd(), 'scripts/mcp.mjs'), '--source'],
      cwd: process.cwd(),
      stderr: 'ignore',
    });
    const stdio = new Client({ name: 'stdio-test', version: '1.0.0' });
    // Without a build the server first makes the build's files from the source: give it time.
    const slow = { timeout: SLOW };
    await stdio.connect(transport, slow);
    try {
      const found = (await stdio.callTool(
        { name: 'search_docs', arguments: { query: 'sessions' } },
        undefined,
        slow,
      )) as Result;
      const first = (found.structuredContent!.results as Array<{ url: string }>)[0]!;
      expect(first.url).toMatch(/^https:\/\/robyn\.tech\/documentation\/en\//);
      const bad = (await stdio.callTool(
        { name: 'read_page', arguments: { page: '../../x' } },
        undefined,
        slow,
      )) as Result;
      expect(bad.isError).toBe(true);
      const page = (await stdio.callTool(
        { name: 'read_page', arguments: { page: first.url } },
        undefined,
        slow,
      )) as Result;
      expect(page.isError).toBeFalsy();
    } finally {
      await stdio.close();
    }
  },
  2 * SLOW,
);
