import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * What a CDN in front of the server sees: hashed assets cached for a year, everything else for minutes at the
 * edge and revalidated by browsers. And the deployable pair, dist/ and server/server.mjs, copied to another
 * folder and serving the site on its own (no node_modules, no sources).
 */

const SHORT = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

test('hashed assets are immutable for a year; pages, 404 screens and search records are cached briefly', async ({
  request,
}) => {
  const page = await request.get('/documentation/en/api_reference/getting_started');
  const html = await page.text();
  const chunk = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  for (const asset of [chunk, stylesheet]) {
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  for (const [url, status] of [
    ['/', 200],
    ['/documentation/en/api_reference/getting_started', 200],
    ['/search/zh.json', 200],
    ['/releases/feed.xml', 200],
    ['/no/such/page', 404],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expect(response.headers()['cache-control'], url).toBe(SHORT);
  }
});

test.describe('the site copied to another folder', () => {
  // One copied server for the describe's tests: in one worker, one after the other (two workers would each start
  // a server on the same port, and the second would exit).
  test.describe.configure({ mode: 'serial' });
  test.skip(process.env.E2E_HOST === 'cloudflare', 'the Node server on its own: nothing to do with a host');
  const distDir = process.env.DIST_DIR || 'dist';
  let folder = '';
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = Number(
      process.env.E2E_STANDALONE_PORT || Number(new URL(test.info().project.use.baseURL ?? '').port) + 1000,
    );
    base = `http://127.0.0.1:${port}`;
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-site-'));
    fs.cpSync(path.join(process.cwd(), distDir), path.join(folder, 'dist'), { recursive: true });
    fs.cpSync(path.join(process.cwd(), 'server'), path.join(folder, 'server'), { recursive: true });
    server = spawn(process.execPath, ['server/server.mjs'], {
      cwd: folder,
      env: { ...process.env, PORT: String(port), DIST_DIR: '' },
      stdio: 'ignore',
    });
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if (server.exitCode !== null) throw new Error(`server.mjs exited with ${server.exitCode}`);
      if (
        await fetch(`${base}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server.mjs did not answer within 60 s');
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill();
      await exited;
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('serves pages with their policy, the search records, static files and the 404 screen', async ({
    page,
  }) => {
    const docs = await fetch(`${base}/documentation/zh/api_reference/getting_started`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(await docs.text()).toContain('</html>');

    const records = await fetch(`${base}/search/zh.json`);
    expect(records.status).toBe(200);
    expect(((await records.json()) as { records: unknown[] }).records.length).toBeGreaterThan(100);

    const missing = await fetch(`${base}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('noindex');

    // In a browser: the scripts load (the integrity and the policy hold in the copied files) and the page works.
    await page.goto(`${base}/releases`);
    await expect(page.getByTestId('star-count')).toHaveText('7.2k');
  });

  test('answers POST /mcp from the MCP bundle in the copied build, with no node_modules', async () => {
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'deploy', version: '1' },
        },
      }),
    });
    expect(mcp.status).toBe(200);
    expect(((await mcp.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
      'robyn-docs',
    );
  });
});
