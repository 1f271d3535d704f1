import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEGACY_REDIRECTS } from '@/lib/redirects';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { createServer, FALLBACK_POLICY } from '../../server/server.mjs';
import { sendRaw, type RawAnswer } from '../raw-http';

/**
 * The production server (server/server.mjs) against a small fake build written to a temporary folder. Every
 * rule is checked through real HTTP requests on raw sockets, so each byte of a request goes out as written
 * (no client normalises `..` or encodings) and each byte of the answer is seen (no client decompresses).
 */

const SERVER = fileURLToPath(new URL('../../server/server.mjs', import.meta.url));
const SHORT = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const LANDING_H1 = 'Python web APIs on a Rust runtime';
const RELEASES_H1 = 'What’s new in Robyn';
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
const POLICY = {
  '/': "default-src 'self'; script-src 'self' 'sha256-LANDING'; frame-ancestors 'none'",
  '/releases': "default-src 'self'; script-src 'self' 'sha256-RELEASES'; frame-ancestors 'none'",
  '/documentation/en/api_reference/cors': "default-src 'self'; script-src 'self' 'sha256-CORS'",
  files: "default-src 'self'; script-src 'none'; frame-ancestors 'none'",
};
/** A file outside the build: no request may ever return it. */
const SECRET = 'TOP-SECRET-OUTSIDE-DIST';

function page(title: string, h1: string, robots = ''): string {
  // Long enough that compression pays off.
  const filler = '<p>Robyn is a fast, async Python web framework with a Rust runtime.</p>'.repeat(40);
  return `<!DOCTYPE html><html lang="en"><head>${robots}<title>${title}</title><script>console.log(1)</script></head><body><main id="main"><h1>${h1}</h1>${filler}</main></body></html>`;
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** The fake build: what `npm run build` leaves in dist/, plus things that must not be served. */
function writeDist(dir: string, { csp = true, screens = true } = {}): Record<string, Buffer> {
  const files: Record<string, string | Buffer> = {
    'index.html': page('Robyn', LANDING_H1),
    'releases.html': page('Releases · Robyn', RELEASES_H1),
    'community.html': page('Community · Robyn', 'Build Robyn with us'),
    'documentation.html': page('Documentation · Robyn', 'Introduction'),
    'documentation/en.html': page('Documentation · Robyn', 'Introduction (en)'),
    'documentation/zh/example_app.html': page('Example app', 'Example app (zh)'),
    'documentation/en/api_reference.html': page('API reference', 'API reference'),
    'documentation/en/api_reference/cors.html': page('CORS', 'CORS'),
    'documentation/en/api_reference/cors.md': `# CORS\n\n> Cross-origin requests.\n\n${'Some text about CORS.\n'.repeat(60)}`,
    'documentation/en.md': '# Introduction\n\n> Robyn.\n',
    '_astro/app.Ab12Cd.js': `${"console.log('chunk');\n".repeat(200)}`,
    '_astro/style.Ef34Gh.css': `${'body{color:red}\n'.repeat(100)}`,
    '_astro/inter.Ij56Kl.woff2': Buffer.alloc(4000, 7),
    'search/en.json': JSON.stringify({
      records: Array.from({ length: 500 }, (_, i) => ({ id: i, text: `word ${i}` })),
    }),
    'releases/feed.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Robyn releases</title>${'<item><title>Robyn v0.1.0</title></item>'.repeat(30)}</channel></rss>\n`,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${'<url><loc>https://robyn.tech/</loc></url>'.repeat(30)}</urlset>`,
    'robots.txt': 'User-Agent: *\nAllow: /\nSitemap: https://robyn.tech/sitemap.xml\n',
    'llms.txt': '# Robyn\n\n> Python web framework.\n',
    'llms-full.txt': `# Robyn\n\n> All pages.\n${'text\n'.repeat(100)}`,
    'zh/llms.txt': '# Robyn\n\n> 中文\n',
    'zh/llms-full.txt': '# Robyn\n\n> 中文全部\n',
    'og/documentation/en/api_reference/cors.png': Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(200, 1),
    ]),
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(20)}</svg>`,
    'favicon.ico': Buffer.alloc(300, 2),
    '.env': SECRET,
    '.git/config': `[core]\n${SECRET}`,
  };
  if (screens) {
    files['_404/landing.html'] = page('Robyn', LANDING_H1, NOINDEX);
    files['_404/releases.html'] = page('Releases · Robyn', RELEASES_H1, NOINDEX);
  }
  if (csp) {
    const { files: filePolicy, ...pages } = POLICY;
    files['_server.json'] = JSON.stringify({
      policies: { pages, files: filePolicy },
      redirects: LEGACY_REDIRECTS,
    });
  }
  const out: Record<string, Buffer> = {};
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    out[name] = Buffer.from(content);
  }
  fs.writeFileSync(path.join(dir, '..', 'secret.txt'), SECRET);
  // A link out of the build is not followed.
  fs.symlinkSync(path.join(dir, '..', 'secret.txt'), path.join(dir, 'linked.txt'));
  return out;
}

type Answer = RawAnswer;

/** One request on its own connection, exactly as written; the answer as received (headers lower-cased). */
const send = sendRaw;

const requestText = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const h1 = (answer: Answer) => /<h1>([^<]*)<\/h1>/.exec(answer.body.toString('utf8'))?.[1];

function expectSecurityHeaders(answer: Answer, label: string) {
  for (const [name, value] of Object.entries(SECURITY))
    expect(answer.headers[name], `${label}: ${name}`).toBe(value);
  expect(answer.headers['x-powered-by'], label).toBeUndefined();
  expect(answer.headers['content-security-policy'], label).toBeTruthy();
}

function decode(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

type Server = ReturnType<typeof createServer>;
const servers: Server[] = [];
const tempDirs: string[] = [];

function tempDist(options?: { csp?: boolean; screens?: boolean }) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-server-test-'));
  tempDirs.push(base);
  const dir = path.join(base, 'dist');
  return { dir, files: writeDist(dir, options) };
}

async function start(dir: string, options: Parameters<typeof createServer>[1] = {}) {
  const errors: unknown[] = [];
  const server = createServer(dir, {
    reportUri: '',
    log: { error: (message: unknown) => errors.push(message) },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    send(port, requestText(target, headers, method));
  return { server, port, errors, get };
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the production server', () => {
  let dist: { dir: string; files: Record<string, Buffer> };
  let site: Awaited<ReturnType<typeof start>>;
  const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    site.get(target, headers, method);

  beforeAll(async () => {
    dist = tempDist();
    site = await start(dist.dir);
  });

  afterEach(() => vi.restoreAllMocks());

  it('serves each page path from its .html, a trailing slash ignored, with the page policy', async () => {
    const pages: [string, string, string][] = [
      ['/', 'index.html', POLICY['/']],
      ['/releases', 'releases.html', POLICY['/releases']],
      ['/releases/', 'releases.html', POLICY['/releases']],
      ['/releases//', 'releases.html', POLICY['/releases']],
      ['/releases?utm_source=x', 'releases.html', POLICY['/releases']],
      [
        '/documentation/en/api_reference/cors',
        'documentation/en/api_reference/cors.html',
        POLICY['/documentation/en/api_reference/cors'],
      ],
      // A page the policy file does not list runs no script.
      ['/community', 'community.html', POLICY.files],
      ['/documentation', 'documentation.html', POLICY.files],
      ['/documentation/en', 'documentation/en.html', POLICY.files],
      // Both documentation/en/api_reference.html and the folder documentation/en/api_reference/ exist.
      ['/documentation/en/api_reference', 'documentation/en/api_reference.html', POLICY.files],
      ['/documentation/en/api_reference/', 'documentation/en/api_reference.html', POLICY.files],
    ];
    for (const [target, file, policy] of pages) {
      const answer = await get(target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy'], target).toBe(policy);
      expect(answer.headers['cache-control'], target).toBe(SHORT);
      expect(answer.headers['x-robots-tag'], target).toBeUndefined();
      expect(answer.headers['content-length'], target).toBe(String(answer.body.length));
      expect(answer.body.equals(dist.files[file]!), target).toBe(true);
      expectSecurityHeaders(answer, target);
    }
  });

  it('serves the other files as they are, with their type, the file policy and the short cache', async () => {
    const files: [string, string, string][] = [
      [
        '/documentation/en/api_reference/cors.md',
        'documentation/en/api_reference/cors.md',
        'text/markdown; charset=utf-8',
      ],
      ['/documentation/en.md', 'documentation/en.md', 'text/markdown; charset=utf-8'],
      ['/search/en.json', 'search/en.json', 'application/json; charset=utf-8'],
      ['/releases/feed.xml', 'releases/feed.xml', 'application/rss+xml; charset=utf-8'],
      ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'robots.txt', 'text/plain; charset=utf-8'],
      ['/llms.txt', 'llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'llms-full.txt', 'text/plain; charset=utf-8'],
      ['/zh/llms.txt', 'zh/llms.txt', 'text/plain; charset=utf-8'],
      ['/zh/llms-full.txt', 'zh/llms-full.txt', 'text/plain; charset=utf-8'],
      [
        '/og/documentation/en/api_reference/cors.png',
        'og/documentation/en/api_reference/cors.png',
        'image/png',
      ],
      ['/icon.svg', 'icon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'favicon.ico', 'image/x-icon'],
    ];
    for (const [target, file, type] of files) {
      const answer = await get(target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-type'], target).toBe(type);
      expect(answer.headers['content-security-policy'], target).toBe(POLICY.files);
      expect(answer.headers['cache-control'], target).toBe(SHORT);
      expect(answer.headers['content-length'], target).toBe(String(dist.files[file]!.length));
      expect(answer.body.equals(dist.files[file]!), target).toBe(true);
      expectSecurityHeaders(answer, target);
    }
  });

  it('caches hashed assets under /_astro/ for a year, immutable', async () => {
    for (const [target, type] of [
      ['/_astro/app.Ab12Cd.js', 'text/javascript; charset=utf-8'],
      ['/_astro/style.Ef34Gh.css', 'text/css; charset=utf-8'],
      ['/_astro/inter.Ij56Kl.woff2', 'font/woff2'],
    ]) {
      const answer = await get(target!, { 'Accept-Encoding': 'br' });
      expect(answer.status, target).toBe(200);
      expect(answer.headers['cache-control'], target).toBe(IMMUTABLE);
      expect(answer.headers['content-type'], target).toBe(type);
      expect(decode(answer).equals(dist.files[target!.slice(1)]!), target).toBe(true);
    }
  });

  it('refuses every method but GET and HEAD with 405, Allow, no-store and no body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE']) {
      for (const target of ['/', '/documentation/en', '/search/en.json', '/no/such/page']) {
        const answer = await get(target, method === 'POST' ? { 'Content-Length': '0' } : {}, method);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers['allow'], method).toBe('GET, HEAD');
        expect(answer.headers['cache-control'], method).toBe('no-store');
        expect(answer.body.length, method).toBe(0);
        expectSecurityHeaders(answer, `${method} ${target}`);
      }
    }
    // A body sent with the refused request is not read: the connection closes.
    const withBody = await get('/', { 'Content-Length': '5' }, 'POST');
    expect(withBody.status).toBe(405);
    // CONNECT never reaches the request handler; it gets the same answer.
    const connect = await send(
      site.port,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    );
    expect(connect.status).toBe(405);
    expect(connect.headers['allow']).toBe('GET, HEAD');
    expectSecurityHeaders(connect, 'CONNECT');
    // A method the HTTP parser does not know is a bad request.
    expect((await get('/', {}, 'FOO')).status).toBe(400);
  });

  it('answers an unknown path 404 with the landing screen, or the release-news screen when it says "release"', async () => {
    const cases: [string, 'landing' | 'releases'][] = [
      ['/no/such/page', 'landing'],
      ['/_app', 'landing'],
      ['/documentation/fr', 'landing'],
      ['/documentation/en/not-a-page', 'landing'],
      ['/documentation/en/no_such_page.md', 'landing'],
      ['/search/fr.json', 'landing'],
      ['/communityx', 'landing'],
      ['/markdown/en/api_reference/cors', 'landing'],
      ['/en/llms.txt', 'landing'],
      ['/old-release-notes', 'releases'],
      ['/blog/RELEASES/2024', 'releases'],
      ['/prerelease', 'releases'],
      ['/releases/2024', 'releases'],
      ['/%72elease', 'releases'],
      ['/docs?page=release', 'landing'],
    ];
    for (const [target, screen] of cases) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(answer.headers['x-robots-tag'], target).toBe('noindex');
      expect(answer.headers['cache-control'], target).toBe(SHORT);
      expect(answer.headers['location'], target).toBeUndefined();
      expect(answer.headers['content-security-policy'], target).toBe(
        screen === 'landing' ? POLICY['/'] : POLICY['/releases'],
      );
      expect(answer.body.equals(dist.files[`_404/${screen}.html`]!), target).toBe(true);
      expect(h1(answer), target).toBe(screen === 'landing' ? LANDING_H1 : RELEASES_H1);
      expectSecurityHeaders(answer, target);
    }
  });

  it('treats the server’s own files, dotfiles and .html asked for with the extension as unknown paths', async () => {
    for (const target of [
      '/index.html',
      '/index',
      '/community.html',
      '/documentation/en.html',
      '/documentation/en/api_reference/cors.html',
      '/_404/landing.html',
      '/_404/landing',
      '/_404/releases.html',
      '/_404/',
      '/_server.json',
      '/.env',
      '/.git/config',
      '/linked.txt',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['x-robots-tag'], target).toBe('noindex');
      expect(answer.body.toString(), target).toContain(NOINDEX);
      expect(answer.body.toString(), target).not.toContain(SECRET);
      expect(answer.body.toString(), target).not.toContain('sha256-CORS');
    }
  });

  it('never leaves the build folder, whatever the encoding, and answers broken paths with the 404 screen', async () => {
    for (const target of [
      '/../secret.txt',
      '/_astro/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/_astro/..%2f..%2fsecret.txt',
      '/_astro/%2e%2e/%2e%2e/secret.txt',
      '/documentation/..%5c..%5csecret.txt',
      '/documentation\\..\\..\\secret.txt',
      '/documentation/..%2f..%2fetc/passwd',
      '/./releases',
      '/documentation/./en',
      '/documentation%2fen',
      '/documentation/en%00.html',
      '/documentation/en%00',
      '/documentation/%E0%A4%A',
      '/%',
      '/%zz',
      `/documentation/${'a'.repeat(6 * 1024)}`,
      `/releases${'/'.repeat(3000)}`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain(NOINDEX);
      expect(answer.body.toString(), target).not.toContain(SECRET);
      expect(answer.raw, target).not.toMatch(/ENOENT|URIError|TypeError|at .*:\d+:\d+/);
    }
  });

  it('answers requests Node refuses to parse with 400 or 431 and keeps serving', async () => {
    const nul = await send(site.port, Buffer.from(requestText('/docu\u0000mentation')));
    expect(nul.status).toBe(400);
    expectSecurityHeaders(nul, 'NUL');
    const header = await get('/', { 'X-Padding': 'x'.repeat(20 * 1024) });
    expect(header.status).toBe(431);
    expectSecurityHeaders(header, '431');
    expect((await get('/a b')).status).toBe(400);
    expect((await get('/documentation/en/api_reference/cors')).status).toBe(200);
  });

  it('redirects the old site’s URLs permanently (308), keeping the query', async () => {
    const redirects = [
      ['/documentation/en/api_reference/architecture_deep_dive', '/documentation/en/architecture#overview'],
      ['/documentation/zh/api_reference/architecture_deep_dive', '/documentation/zh/architecture#overview'],
      [
        '/documentation/en/api_reference/zh/getting_started',
        '/documentation/zh/api_reference/getting_started',
      ],
      ['/documentation/en/example_app/zh', '/documentation/zh/example_app'],
      [
        '/documentation/zh/api_reference/zh/getting_started',
        '/documentation/zh/api_reference/getting_started',
      ],
      ['/documentation/zh/example_app/zh', '/documentation/zh/example_app'],
      ['/documentation/zh/example_app/zh/', '/documentation/zh/example_app'],
      [
        '/documentation/en/api_reference/architecture_deep_dive?a=1',
        '/documentation/en/architecture?a=1#overview',
      ],
    ];
    for (const [from, to] of redirects) {
      const answer = await get(from!);
      expect(answer.status, from).toBe(308);
      expect(answer.headers['location'], from).toBe(to);
      expect(answer.body.length, from).toBe(0);
      expectSecurityHeaders(answer, from!);
    }
    expect((await get('/documentation/zh/example_app')).status).toBe(200);
  });

  it('compresses text with brotli (preferred) or gzip by Accept-Encoding, never binary files', async () => {
    const text = [
      '/',
      '/documentation/en/api_reference/cors.md',
      '/search/en.json',
      '/releases/feed.xml',
      '/sitemap.xml',
      '/llms-full.txt',
      '/icon.svg',
      '/_astro/app.Ab12Cd.js',
      '/_astro/style.Ef34Gh.css',
    ];
    const original = async (target: string) => (await get(target)).body;
    for (const target of text) {
      const plain = await original(target);
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
        ['*', 'br'],
        ['identity', undefined],
        ['br;q=0, gzip;q=0', undefined],
        ['', undefined],
      ] as const) {
        const answer = await get(target, accept ? { 'Accept-Encoding': accept } : {});
        expect(answer.status, `${target} ${accept}`).toBe(200);
        expect(answer.headers['content-encoding'], `${target} ${accept}`).toBe(expected);
        expect(answer.headers['vary'], `${target} ${accept}`).toBe('Accept-Encoding');
        expect(answer.headers['content-length'], `${target} ${accept}`).toBe(String(answer.body.length));
        if (expected) expect(answer.body.length, `${target} ${accept}`).toBeLessThan(plain.length);
        expect(decode(answer).equals(plain), `${target} ${accept}`).toBe(true);
      }
    }
    for (const target of [
      '/og/documentation/en/api_reference/cors.png',
      '/_astro/inter.Ij56Kl.woff2',
      '/favicon.ico',
    ]) {
      const answer = await get(target, { 'Accept-Encoding': 'gzip, br' });
      expect(answer.headers['content-encoding'], target).toBeUndefined();
      expect(answer.headers['vary'], target).toBeUndefined();
    }
    // The 404 screens too.
    const screen = await get('/no/such/page', { 'Accept-Encoding': 'br' });
    expect(screen.status).toBe(404);
    expect(screen.headers['content-encoding']).toBe('br');
    expect(decode(screen).equals(dist.files['_404/landing.html']!)).toBe(true);
  });

  it('compresses each file once per encoding, then serves the kept copy', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    const target = '/documentation/en/api_reference/cors';
    // Concurrent first requests share one compression.
    const first = await Promise.all(
      Array.from({ length: 8 }, () => get(target, { 'Accept-Encoding': 'br' })),
    );
    const again = await Promise.all(
      Array.from({ length: 8 }, () => get(target, { 'Accept-Encoding': 'br' })),
    );
    for (const answer of [...first, ...again]) expect(answer.body.equals(first[0]!.body)).toBe(true);
    for (let i = 0; i < 3; i++) await get(target, { 'Accept-Encoding': 'gzip' });
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it('sends an ETag per encoding and answers a matching If-None-Match with 304 and no body', async () => {
    const target = '/search/en.json';
    const plain = await get(target);
    const br = await get(target, { 'Accept-Encoding': 'br' });
    const gz = await get(target, { 'Accept-Encoding': 'gzip' });
    const tags = [plain, br, gz].map((answer) => answer.headers['etag']);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);

    for (const [inm, headers] of [
      [plain.headers['etag'], {}],
      [`W/${plain.headers['etag']}`, {}],
      [`"other", ${br.headers['etag']}`, { 'Accept-Encoding': 'br' }],
      ['*', {}],
    ] as const) {
      const answer = await get(target, { 'If-None-Match': inm!, ...headers });
      expect(answer.status, inm).toBe(304);
      expect(answer.body.length, inm).toBe(0);
      expect(answer.headers['etag'], inm).toBeTruthy();
      expect(answer.headers['cache-control'], inm).toBe(SHORT);
      expect(answer.headers['vary'], inm).toBe('Accept-Encoding');
      expectSecurityHeaders(answer, `304 ${inm}`);
    }
    // Another encoding's tag, or a stale tag: the full answer.
    expect((await get(target, { 'If-None-Match': br.headers['etag']! })).status).toBe(200);
    expect((await get(target, { 'If-None-Match': '"stale"' })).status).toBe(200);
    const asset = await get('/_astro/app.Ab12Cd.js', { 'Accept-Encoding': 'gzip' });
    const cached = await get('/_astro/app.Ab12Cd.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': asset.headers['etag']!,
    });
    expect(cached.status).toBe(304);
    expect(cached.headers['cache-control']).toBe(IMMUTABLE);
    // A 404 screen is never "not modified".
    const missing = await get('/no/such/page', { 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['etag']).toBeUndefined();
    expect(h1(missing)).toBe(LANDING_H1);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const [target, headers] of [
      ['/', {}],
      ['/releases', { 'Accept-Encoding': 'br' }],
      ['/search/en.json', { 'Accept-Encoding': 'gzip' }],
      ['/og/documentation/en/api_reference/cors.png', {}],
      ['/no/such/page', { 'Accept-Encoding': 'br' }],
      ['/old-release', {}],
    ] as const) {
      const full = await get(target, headers);
      const head = await get(target, headers, 'HEAD');
      expect(head.status, target).toBe(full.status);
      expect(head.body.length, target).toBe(0);
      for (const name of [
        'content-type',
        'content-length',
        'content-encoding',
        'etag',
        'cache-control',
        'content-security-policy',
        'x-robots-tag',
        'vary',
      ]) {
        expect(head.headers[name], `${target} ${name}`).toBe(full.headers[name]);
      }
    }
  });

  it('accepts a request target in absolute form', async () => {
    const answer = await get('http://127.0.0.1/releases');
    expect(answer.status).toBe(200);
    expect(h1(answer)).toBe(RELEASES_H1);
  });

  it('serves what it read at start-up: later changes to the folder change nothing', async () => {
    const before = await get('/llms.txt');
    fs.writeFileSync(path.join(dist.dir, 'llms.txt'), 'changed');
    fs.writeFileSync(path.join(dist.dir, 'added.txt'), 'added after start');
    fs.rmSync(path.join(dist.dir, 'robots.txt'));
    const after = await get('/llms.txt');
    expect(after.body.equals(before.body)).toBe(true);
    expect((await get('/added.txt')).status).toBe(404);
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('answers 500 without details when handling fails, and keeps serving', async () => {
    const entry = site.server.site.files.get('/llms-full.txt')!;
    const body = entry.body;
    Object.defineProperty(entry, 'body', {
      configurable: true,
      get() {
        throw new Error(`failure at ${dist.dir}`);
      },
    });
    try {
      for (const headers of [{}, { 'Accept-Encoding': 'br' }] as Record<string, string>[]) {
        const answer = await get('/llms-full.txt', headers);
        expect(answer.status).toBe(500);
        expect(answer.body.length).toBe(0);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.raw).not.toContain(dist.dir);
        expect(answer.raw).not.toContain('failure');
        expectSecurityHeaders(answer, '500');
      }
      expect(site.errors.length).toBe(2);
    } finally {
      Object.defineProperty(entry, 'body', { value: body, writable: true, configurable: true });
    }
    expect((await get('/llms-full.txt')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });
});

describe('policies', () => {
  it('falls back to the policy the site module gives a build without hashes (the server cannot import it)', () => {
    expect(FALLBACK_POLICY).toBe(contentSecurityPolicy({ scriptHashes: null }));
  });

  it('appends CSP_REPORT_URI as report-uri and report-to, with Reporting-Endpoints', async () => {
    const { dir } = tempDist();
    const { get } = await start(dir, { reportUri: 'https://reports.example/csp' });
    const suffix = '; report-uri https://reports.example/csp; report-to csp';
    for (const [target, policy] of [
      ['/', POLICY['/']],
      ['/no/such/page', POLICY['/']],
      ['/old-release', POLICY['/releases']],
      ['/search/en.json', POLICY.files],
    ] as const) {
      const answer = await get(target);
      expect(answer.headers['content-security-policy'], target).toBe(`${policy}${suffix}`);
      expect(answer.headers['reporting-endpoints'], target).toBe('csp="https://reports.example/csp"');
    }
    expect((await get('/', {}, 'POST')).headers['reporting-endpoints']).toBe(
      'csp="https://reports.example/csp"',
    );
  });

  it('refuses a report URI that could end the directive or the header entry', async () => {
    for (const reportUri of [
      "https://x.example/csp; script-src 'unsafe-inline'",
      'https://x.example/a b',
      'https://a,b',
      'x"y',
    ]) {
      const { dir } = tempDist();
      const { get, errors } = await start(dir, { reportUri });
      const answer = await get('/');
      expect(answer.headers['content-security-policy'], reportUri).toBe(POLICY['/']);
      expect(answer.headers['reporting-endpoints'], reportUri).toBeUndefined();
      expect(errors.join('\n'), reportUri).toMatch(/CSP_REPORT_URI is ignored/);
    }
  });

  it('without _server.json: one error, and a policy that allows inline scripts everywhere', async () => {
    const { dir, files } = tempDist({ csp: false });
    const { get, errors } = await start(dir);
    expect(errors.filter((error) => String(error).includes('_server.json'))).toHaveLength(1);
    for (const [target, status] of [
      ['/', 200],
      ['/documentation/en/api_reference/cors', 200],
      ['/search/en.json', 200],
      ['/no/such/page', 404],
    ] as const) {
      const answer = await get(target);
      expect(answer.status, target).toBe(status);
      expect(answer.headers['content-security-policy'], target).toBe(FALLBACK_POLICY);
      expect(answer.headers['content-security-policy'], target).toContain(
        "script-src 'self' 'unsafe-inline'",
      );
    }
    const screen = await get('/no/such/page');
    expect(screen.body.equals(files['_404/landing.html']!)).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it('without the _404 screens: the landing and release-news pages marked noindex', async () => {
    const { dir } = tempDist({ screens: false });
    const { get } = await start(dir);
    for (const [target, heading, policy] of [
      ['/no/such/page', LANDING_H1, POLICY['/']],
      ['/old-release', RELEASES_H1, POLICY['/releases']],
    ]) {
      const answer = await get(target!);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain(NOINDEX);
      expect(h1(answer)).toBe(heading);
      expect(answer.headers['content-security-policy']).toBe(policy);
    }
  });
});

function externalIPv4(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((info) => info && info.family === 'IPv4' && !info.internal)
    .map((info) => info!.address);
}

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('node server/server.mjs', () => {
  let child: ChildProcess | undefined;

  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  /** Starts the server as `npm run serve` does, on a free port; resolves once it logged its address. */
  function run(env: Record<string, string>) {
    child = spawn(process.execPath, [SERVER], { env: { ...process.env, PORT: '0', ...env }, stdio: 'pipe' });
    const proc = child;
    let stdout = '';
    let stderr = '';
    proc.stdout!.on('data', (chunk) => (stdout += chunk));
    proc.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      // 'close': the process exited and its output is all read.
      proc.on('close', (code, signal) => resolve({ code, signal })),
    );
    const listening = new Promise<number>((resolve, reject) => {
      proc.stdout!.on('data', () => {
        const port = /^Robyn website on http:\/\/localhost:(\d+)\n/.exec(stdout)?.[1];
        if (port) resolve(Number(port));
      });
      exited.then(({ code }) => reject(new Error(`exited with ${code}: ${stderr}`)));
    });
    return { proc, listening, exited, output: () => ({ stdout, stderr }) };
  }

  it('serves DIST_DIR on PORT, on every interface, logs one line and stops cleanly on SIGTERM and SIGINT', async () => {
    const { dir } = tempDist();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const server = run({ DIST_DIR: dir, CSP_REPORT_URI: 'https://reports.example/csp' });
      const port = await server.listening;
      const answer = await send(port, requestText('/releases'));
      expect(answer.status).toBe(200);
      expect(h1(answer)).toBe(RELEASES_H1);
      expect(answer.headers['reporting-endpoints']).toBe('csp="https://reports.example/csp"');
      // Bound to every interface: each of the machine's own IPv4 addresses answers, not only the loopback.
      for (const address of externalIPv4()) expect(await canConnect(address, port), address).toBe(true);
      // A client in the middle of a request does not hold the exit up.
      const slow = net.connect(port, '127.0.0.1');
      slow.on('error', () => {}); // the server resets it on its way out
      await new Promise((resolve) => slow.on('connect', resolve));
      slow.write('GET /releases HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stopping = performance.now();
      server.proc.kill(signal);
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - stopping).toBeLessThan(2000);
      slow.destroy();
      expect(server.output().stdout).toBe(`Robyn website on http://localhost:${port}\n`);
      expect(server.output().stderr).toBe('');
    }
  });

  it('exits with a message when the build folder is missing', async () => {
    const server = run({ DIST_DIR: path.join(os.tmpdir(), 'robyn-no-such-dist') });
    await expect(server.listening).rejects.toThrow(/robyn-no-such-dist is no folder: build the site first/);
    expect((await server.exited).code).toBe(1);
  });
});
