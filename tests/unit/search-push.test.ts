import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run search:push` against a fake Algolia on 127.0.0.1: the records, the index settings and the synonym
 * list it sends are the ones that give the hosted engine the local engine's relevance.
 */

interface Seen {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const seen: Seen[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      seen.push({ method: request.method ?? '', path: url.pathname, search: url.search, body });
      const answer = url.pathname.includes('/task/')
        ? { status: 'published', pendingTask: false }
        : { taskID: seen.length, updatedAt: new Date(0).toISOString(), objectIDs: [] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function push(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('scripts', 'search-push.mjs')], {
      env: {
        ...process.env,
        PUBLIC_ALGOLIA_APP_ID: 'FAKEAPP',
        PUBLIC_ALGOLIA_INDEX_NAME: 'robyn_docs',
        ALGOLIA_ADMIN_KEY: 'admin-key-for-tests',
        PUBLIC_ALGOLIA_HOSTS: `http://127.0.0.1:${port}`,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run search:push', { timeout: 120_000 }, () => {
  it('uploads the records, then the relevance settings and the synonym list', async () => {
    const { code, output } = await push();
    expect(code, output).toBe(0);

    const batches = seen.filter((r) => r.method === 'POST' && /\/1\/indexes\/[^/]+\/batch$/.test(r.path));
    const objects = batches.flatMap((r) =>
      (r.body as { requests: Array<{ body: { lang: string; url: string } }> }).requests.map((x) => x.body),
    );
    expect(new Set(objects.map((o) => o.lang))).toEqual(new Set(['en', 'zh']));
    expect(objects.some((o) => o.url === '/documentation/zh/api_reference/middlewares')).toBe(true);

    const settings = seen.find((r) => r.method === 'PUT' && r.path === '/1/indexes/robyn_docs/settings');
    expect(settings?.body).toMatchObject({
      removeWordsIfNoResults: 'allOptional',
      removeStopWords: ['en', 'zh'],
      ignorePlurals: ['en'],
      queryLanguages: ['zh', 'en'],
      indexLanguages: ['zh', 'en'],
      attributesForFaceting: expect.arrayContaining(['lang']),
    });
    expect((settings?.body as { searchableAttributes: string[] }).searchableAttributes.slice(-2)).toEqual([
      'content',
      'unordered(code)',
    ]);

    const synonyms = seen.find(
      (r) => r.method === 'POST' && r.path === '/1/indexes/robyn_docs/synonyms/batch',
    );
    expect(synonyms?.search).toMatch(/replaceExistingSynonyms=(true|1)/);
    const groups = synonyms?.body as Array<{ type: string; synonyms: string[] }>;
    expect(groups.every((group) => group.type === 'synonym')).toBe(true);
    expect(
      groups.some((group) => group.synonyms.includes('swagger') && group.synonyms.includes('openapi')),
    ).toBe(true);
    expect(
      groups.some((group) => group.synonyms.includes('鉴权') && group.synonyms.includes('身份验证')),
    ).toBe(true);
  });
});
