import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * What a CDN in front of the server sees: hashed assets cached for a year, everything else for minutes at the
 * edge and revalidated by browsers. And the standalone folder (`node <distDir>/standalone/server.js`) serving
 * the site on its own.
 */
test.skip(({ isMobile }) => isMobile, 'server behaviour: the same at every width');

const SHORT = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

test('hashed assets are immutable for a year; pages, 404 screens and search records are cached briefly', async ({
  request,
}) => {
  const page = await request.get('/documentation/en/api_reference/getting_started');
  const html = await page.text();
  const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
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

test.describe('the standalone server', () => {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const folder = path.join(process.cwd(), distDir, 'standalone');
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = Number(
      process.env.E2E_STANDALONE_PORT || Number(new URL(test.info().project.use.baseURL ?? '').port) + 1000,
    );
    base = `http://127.0.0.1:${port}`;
    expect(fs.existsSync(path.join(folder, 'server.js')), 'npm run build makes the standalone folder').toBe(
      true,
    );
    server = spawn(process.execPath, ['server.js'], {
      cwd: folder,
      // HOSTNAME 0.0.0.0 (the default): bound to one address, Next 16 fails the proxy's rewrite to the 404 screen.
      env: { ...process.env, PORT: String(port), HOSTNAME: '0.0.0.0', NEXT_DIST_DIR: distDir },
      stdio: 'ignore',
    });
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if (server.exitCode !== null) throw new Error(`server.js exited with ${server.exitCode}`);
      if (
        await fetch(`${base}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server.js did not answer within 60 s');
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  });

  test('serves pages with their policy, the search records, static files and the 404 screen', async ({
    page,
  }) => {
    const docs = await fetch(`${base}/documentation/zh/api_reference/getting_started`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("'strict-dynamic'");
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
});
