import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dialog, input, openSearch, results } from './search-helpers';

/**
 * Hosted search (Algolia) against a fake Algolia server on 127.0.0.1, and the fallback to the local index when
 * it is down or fails. Run by playwright.algolia.config.ts, whose build points the client at this server.
 */

const SERVER_PORT = Number(process.env.E2E_ALGOLIA_SERVER_PORT);
const APP_ID = process.env.E2E_ALGOLIA_APP_ID!;
const SEARCH_KEY = process.env.E2E_ALGOLIA_SEARCH_KEY!;
const INDEX_NAME = process.env.E2E_ALGOLIA_INDEX_NAME!;

type Mode = 'ok' | 'error500' | 'forbidden' | 'unreadable';

interface ReceivedQuery {
  method: string;
  path: string;
  search: URLSearchParams;
  body: { requests: Array<{ indexName: string; query: string; params: string }> };
}

/** A hit only this server knows, with HTML in its text and a highlight in Algolia's format. */
function hostedHit(query: string, lang: string) {
  return {
    objectID: 'hosted-1',
    url: 'https://robyn.tech/documentation/en/api_reference/cors#preflight',
    type: 'lvl2',
    lang,
    hierarchy: {
      lvl0: 'Hosted group',
      lvl1: 'Hosted page <img src=x onerror="window.__injected=1">',
      lvl2: 'Hosted answer',
      lvl3: null,
    },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Hosted group', matchLevel: 'none', matchedWords: [] },
        lvl1: {
          value: 'Hosted page <img src=x onerror="window.__injected=1">',
          matchLevel: 'none',
          matchedWords: [],
        },
        lvl2: {
          value: `<mark>Hosted</mark> answer for ${query}`,
          matchLevel: 'full',
          matchedWords: ['hosted'],
        },
      },
    },
  };
}

let mode: Mode = 'ok';
const received: ReceivedQuery[] = [];
let server: http.Server | null = null;

function startServer(): Promise<void> {
  server = http.createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${SERVER_PORT}`);
      let body: ReceivedQuery['body'] = { requests: [] };
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as received; the assertions say what was expected.
      }
      received.push({
        method: request.method ?? '',
        path: decodeURIComponent(url.pathname),
        search: url.searchParams,
        body,
      });
      if (mode === 'error500')
        return void response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"message":"Internal error","status":500}');
      if (mode === 'forbidden')
        return void response
          .writeHead(403, { 'content-type': 'application/json' })
          .end('{"message":"Invalid API key","status":403}');
      if (mode === 'unreadable')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"results": [');
      const results = body.requests.map((query) => {
        const lang =
          /lang:(\w+)/.exec(new URLSearchParams(query.params).get('facetFilters') ?? '')?.[1] ?? 'en';
        const hits = [hostedHit(query.query, lang)];
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 5,
          processingTimeMS: 1,
          query: query.query,
          params: query.params,
          index: query.indexName,
        };
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
    });
  });
  return new Promise((resolve) => server!.listen(SERVER_PORT, '127.0.0.1', () => resolve()));
}

function stopServer(): Promise<void> {
  const current = server;
  server = null;
  if (!current) return Promise.resolve();
  current.closeAllConnections();
  return new Promise((resolve) => current.close(() => resolve()));
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async () => {
  mode = 'ok';
  received.length = 0;
  if (!server) await startServer();
  expect((server!.address() as AddressInfo).port).toBe(SERVER_PORT);
});

test.afterAll(stopServer);

/** Chromium reports the fake server's failures as console errors; those (and only those) are expected here. */
function acceptFailedLoads(consoleErrors: string[], pattern: RegExp) {
  const rest = consoleErrors.filter((message) => !pattern.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

function fallbackWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('Hosted search failed'))
      warnings.push(message.text());
  });
  return warnings;
}

test('queries Algolia with one request of five hits, mark highlights, the index name and the language filter', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/search\/[\w.]+\.json(\?|$)/.test(request.url())) indexRequests.push(request.url());
  });
  await page.goto('/documentation/zh/hosting');
  await openSearch(page);
  await input(page).fill('cors');
  await expect(results(page)).toHaveCount(1);
  const result = results(page).first();

  const query = received.find((q) => q.body.requests?.[0]?.query === 'cors')!;
  expect(query.method).toBe('POST');
  expect(query.path).toBe('/1/indexes/*/queries');
  expect(query.search.get('x-algolia-application-id')).toBe(APP_ID);
  expect(query.search.get('x-algolia-api-key')).toBe(SEARCH_KEY);
  expect(query.body.requests).toHaveLength(1);
  const [request] = query.body.requests;
  expect(request!.indexName).toBe(INDEX_NAME);
  const params = new URLSearchParams(request!.params);
  expect(params.get('hitsPerPage')).toBe('5');
  expect(params.get('highlightPreTag')).toBe('<mark>');
  expect(params.get('highlightPostTag')).toBe('</mark>');
  expect(JSON.parse(params.get('facetFilters')!)).toEqual(['lang:zh']);
  expect(params.get('analytics')).toBe('false');
  expect(params.get('clickAnalytics')).toBe('false');

  // The hosted answer is shown: highlight as a mark, HTML as text, the link rewritten to this language.
  await expect(result.locator('mark')).toHaveText(['Hosted']);
  await expect(result).toContainText('Hosted answer for cors');
  await expect(result).toContainText('Hosted group / Hosted page <img src=x onerror="window.__injected=1">');
  await expect(result.locator('img')).toHaveCount(0);
  await expect(result).toHaveAttribute('href', '/documentation/zh/api_reference/cors#preflight');
  await expect(dialog(page).getByText('Search by')).toContainText('Search by Algolia');
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  // The local index is not downloaded while the hosted engine answers.
  expect(indexRequests).toEqual([]);
  // Answers are cached in localStorage.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.startsWith('algoliasearch-client-js-robyn-docs')),
    ),
  ).toBe(true);
});

for (const [mode_, label, failedLoad] of [
  ['error500', 'answers 500', /status of 500/],
  ['forbidden', 'answers an API error', /status of 403/],
  ['unreadable', 'answers something unreadable', /^$/],
] as const) {
  test(`falls back to the local index when the Algolia server ${label}, logging once`, async ({
    page,
    consoleErrors,
  }) => {
    const warnings = fallbackWarnings(page);
    mode = mode_;
    await page.goto('/documentation/en');
    await openSearch(page);
    await input(page).fill('middleware');
    await expect(results(page).filter({ hasText: 'API reference / Middlewares' }).first()).toBeVisible();
    await expect(dialog(page).getByText('Search by')).toContainText('Search by MiniSearch');
    await input(page).fill('websocket');
    await expect(results(page).first().locator('mark').first()).toHaveText(/^websocket/i);
    expect(received.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    acceptFailedLoads(consoleErrors, failedLoad);
  });
}

test('falls back to the local index when the Algolia server is down', async ({ page, consoleErrors }) => {
  const warnings = fallbackWarnings(page);
  await stopServer();
  await page.goto('/documentation/zh');
  await openSearch(page);
  await input(page).fill('中间件');
  await expect(results(page).first().locator('mark').first()).toHaveText(/中间件/);
  for (const result of await results(page).all())
    await expect(result).toHaveAttribute('href', /^\/documentation\/zh\//);
  await expect(dialog(page).getByText('Search by')).toContainText('Search by MiniSearch');
  expect(warnings).toHaveLength(1);
  acceptFailedLoads(consoleErrors, /ERR_CONNECTION_REFUSED/);
});
