#!/usr/bin/env node
// The production server: serves the static build (`dist/`, Astro's static output with `build.format: 'file'`)
// from memory, with the site's rules written out by hand (no framework, so every rule is here to read):
//
// - GET and HEAD only; anything else 405 (`Allow: GET, HEAD`, `Cache-Control: no-store`), no body.
// - A known path is a file the build emitted, a page path mapping to its `.html` (`/` → index.html,
//   `/documentation/en` → documentation/en.html). A trailing slash is ignored. `/_404/…`, `/_server.json`, dotfiles
//   (but `/.well-known/`) and any `.html` asked for with its extension are not public: unknown paths.
// - An unknown path answers 404 with the release-news page when it contains 'release' (any case), else with the
//   landing page, both marked noindex (`dist/_404/`), at the same address.
// - The old site's documentation URLs without a page of their own redirect permanently (308).
// - Each page gets its own Content-Security-Policy from `dist/_server.json` (written after the build), every other
//   response the policy for files; CSP_REPORT_URI adds reporting. Security headers on every response.
// - Hashed assets under /_astro/ are immutable for a year; everything else is cached briefly (a CDN 5 minutes).
// - The endpoints of `_server.json` (POST /mcp, the MCP server) are answered by their bundle in the build
//   (`dist/_mcp/server.mjs`), loaded on first use; any other method on their path is 405 with their `Allow`.
//   The bundle's folder is never served.
// - Text files are compressed (brotli, else gzip) once, on first request, and kept; ETag and If-None-Match give 304.
//
// Every file is read into memory at start-up; nothing outside the build folder is read while serving, and a
// request's path is only ever looked up in that table, so it cannot reach any other file.
//
//   node server/server.mjs        PORT (default 3000), DIST_DIR (default <project>/dist), CSP_REPORT_URI
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST_DIR = path.join(ROOT, 'dist');
export const DEFAULT_PORT = 3000;

/**
 * Written by the build (src/integrations/static-output.ts): `{ policies: { pages: { "/path": "<policy>" }, files:
 * "<policy>" }, redirects: [{ source, destination }], endpoints: [{ path, methods, module, headers, maxBodyBytes }] }`.
 */
export const MANIFEST_FILE = '_server.json';
/** The 404 screens: the landing and release-news pages marked noindex. */
export const SCREENS_DIR = '_404';
const SCREEN_PAGE = { landing: '/', releases: '/releases' };

/** The same on every response (the old next.config.ts `securityHeaders`). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // Browsers honour this on HTTPS only, so it is harmless on a plain-HTTP local server.
  'Strict-Transport-Security': 'max-age=31536000',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Pages, 404 screens and every file but the hashed assets: browsers revalidate, a CDN keeps 5 minutes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Files under /_astro/ carry a content hash in their name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const ASSET_PREFIX = '/_astro/';

/** The name of the Reporting-Endpoints entry that `report-to` refers to. */
const CSP_REPORT_GROUP = 'csp';

/**
 * The policy when `_server.json` is missing (a bare `astro build`): inline scripts allowed, so the site works. The
 * same directives as src/lib/security-headers.ts `contentSecurityPolicy({ scriptHashes: null })`.
 */
export const FALLBACK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com https://*.algolia.net https://*.algolianet.com https://*.algolia.io",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Longer request paths are no page of this site: the 404 screen without decoding them. */
const MAX_PATH_LENGTH = 2048;

const TEXT = (type) => ({ type: `${type}; charset=utf-8`, compressible: true });
const BINARY = (type) => ({ type, compressible: false });
const CONTENT_TYPES = {
  '.html': TEXT('text/html'),
  '.css': TEXT('text/css'),
  '.js': TEXT('text/javascript'),
  '.mjs': TEXT('text/javascript'),
  '.json': TEXT('application/json'),
  '.map': TEXT('application/json'),
  '.webmanifest': TEXT('application/manifest+json'),
  '.md': TEXT('text/markdown'),
  '.txt': TEXT('text/plain'),
  '.xml': TEXT('application/xml'),
  '.rss': TEXT('application/rss+xml'),
  '.xsl': TEXT('application/xslt+xml'),
  '.svg': { type: 'image/svg+xml', compressible: true },
  '.png': BINARY('image/png'),
  '.jpg': BINARY('image/jpeg'),
  '.jpeg': BINARY('image/jpeg'),
  '.gif': BINARY('image/gif'),
  '.webp': BINARY('image/webp'),
  '.avif': BINARY('image/avif'),
  '.ico': BINARY('image/x-icon'),
  '.woff2': BINARY('font/woff2'),
  '.woff': BINARY('font/woff'),
  '.ttf': BINARY('font/ttf'),
  '.otf': BINARY('font/otf'),
  '.wasm': BINARY('application/wasm'),
  '.pdf': BINARY('application/pdf'),
};
const OCTET_STREAM = BINARY('application/octet-stream');

/** An XML file's type by its root element: the release feed is RSS (`application/rss+xml`). */
function xmlType(body) {
  const head = body.subarray(0, 2048).toString('utf8');
  const root = /^\uFEFF?\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<([\w:-]+)/.exec(head)?.[1];
  if (root === 'rss') return TEXT('application/rss+xml');
  if (root === 'feed') return TEXT('application/atom+xml');
  return TEXT('application/xml');
}

function contentType(file, body) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.xml') return xmlType(body);
  return CONTENT_TYPES[ext] ?? OCTET_STREAM;
}

const etagOf = (body) => `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** One servable response body and what is known about it; compressed copies are added on first request. */
function makeEntry(body, { type, compressible }) {
  return {
    body,
    type,
    compressible,
    etag: etagOf(body),
    encoded: { br: undefined, gzip: undefined },
    pending: {},
  };
}

/** The public URL path of a file in the build: pages lose `.html` (index.html is `/`), other files keep their name. */
function publicPath(relative) {
  if (!relative.endsWith('.html')) return { key: `/${relative}`, page: false };
  const withoutExt = relative.slice(0, -'.html'.length);
  return { key: withoutExt === 'index' ? '/' : `/${withoutExt}`, page: true };
}

/** Every regular file under dir, as forward-slash paths relative to it. Symbolic links are not followed. */
function walk(dir, prefix = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(dir, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

/** Files the build leaves for the server itself (and the endpoints' folders), and dotfiles: never served as they are. */
function isPrivate(relative, privateDirs = []) {
  if (relative === MANIFEST_FILE || relative.startsWith(`${SCREENS_DIR}/`)) return true;
  if (privateDirs.some((dir) => relative.startsWith(`${dir}/`))) return true;
  return relative.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** A page's HTML marked noindex (for a build without `_404/`), as the old not-found-screen route did. */
function withNoindex(html) {
  const cleaned = html.replace(/<meta\s+name=["']?robots["']?[^>]*>/gi, '');
  return /<head[^>]*>/i.test(cleaned)
    ? cleaned.replace(/<head[^>]*>/i, (head) => `${head}${NOINDEX}`)
    : `${NOINDEX}${cleaned}`;
}

const MINIMAL_SCREEN = `<!DOCTYPE html><html lang="en"><head>${NOINDEX}<title>Not found</title></head><body><main id="main"><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * `_server.json` as policies and redirects; null policies (with the reason) when it is missing or malformed.
 * The redirects are permanent: the old site's documentation URLs that have no page of their own here.
 */
function readManifest(distDir) {
  const file = path.join(distDir, MANIFEST_FILE);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const problem = `${file} is ${error.code === 'ENOENT' ? 'missing' : 'unreadable'}`;
    return { policies: null, redirects: new Map(), endpoints: [], problem };
  }
  const endpoints = (Array.isArray(manifest?.endpoints) ? manifest.endpoints : []).filter(
    (entry) =>
      typeof entry?.path === 'string' &&
      Array.isArray(entry.methods) &&
      typeof entry.module === 'string' &&
      !entry.module.split('/').includes('..') &&
      entry.headers &&
      typeof entry.headers === 'object' &&
      Number.isInteger(entry.maxBodyBytes),
  );
  const redirects = new Map(
    (Array.isArray(manifest?.redirects) ? manifest.redirects : [])
      .filter((entry) => typeof entry?.source === 'string' && typeof entry?.destination === 'string')
      .map((entry) => [entry.source, entry.destination]),
  );
  const pages = manifest?.policies?.pages;
  const valid =
    typeof manifest?.policies?.files === 'string' &&
    pages &&
    typeof pages === 'object' &&
    Object.values(pages).every((policy) => typeof policy === 'string');
  if (!valid) {
    return { policies: null, redirects, endpoints, problem: `${file} has no { policies: { pages, files } }` };
  }
  const policies = { pages: new Map(Object.entries(pages)), files: manifest.policies.files };
  return { policies, redirects, endpoints, problem: null };
}

/** CSP_REPORT_URI as the policy suffix and Reporting-Endpoints header, or nothing when unset or unsafe. */
function reporting(reportUri, log) {
  if (!reportUri) return null;
  // A value that could end the directive or the header entry (space, ';', ',', a quote) is refused.
  if (!/^[^\s;,"]+$/.test(reportUri)) {
    log.error(`CSP_REPORT_URI is ignored: it may not contain whitespace, ';', ',' or '"'.`);
    return null;
  }
  return {
    suffix: `; report-uri ${reportUri}; report-to ${CSP_REPORT_GROUP}`,
    endpoints: `${CSP_REPORT_GROUP}="${reportUri}"`,
  };
}

/** @typedef {{ reportUri?: string, log?: Pick<Console, 'error'> }} SiteOptions */

/**
 * Reads the build in distDir into memory: the table of public paths, the 404 screens and the policies.
 * Options: `reportUri` (default $CSP_REPORT_URI), `log` (default console).
 * @param {string} distDir
 * @param {SiteOptions} [options]
 */
export function loadSite(distDir, { reportUri = process.env.CSP_REPORT_URI, log = console } = {}) {
  const root = path.resolve(distDir);
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${root} is no folder: build the site first (npm run build).`);
  }
  const { policies, redirects, endpoints, problem } = readManifest(root);
  const privateDirs = endpoints.map((endpoint) => path.posix.dirname(endpoint.module));
  const files = new Map();
  for (const relative of walk(root)) {
    if (isPrivate(relative, privateDirs)) continue;
    const body = fs.readFileSync(path.join(root, relative));
    const { key, page } = publicPath(relative);
    files.set(key, { ...makeEntry(body, contentType(relative, body)), page, path: key });
  }

  if (problem) {
    log.error(
      `${problem}: every response is served with a CSP that allows inline scripts. Build with \`npm run build\`.`,
    );
  }
  const report = reporting(reportUri, log);
  const finish = (policy) => (report ? `${policy}${report.suffix}` : policy);
  const filePolicy = finish(policies ? policies.files : FALLBACK_POLICY);
  const pagePolicies = new Map([...(policies?.pages ?? [])].map(([page, policy]) => [page, finish(policy)]));
  /** A page's own policy; a page the manifest does not list runs no script (the file policy). */
  const pagePolicy = (page) => (policies ? (pagePolicies.get(page) ?? filePolicy) : filePolicy);

  const screens = {};
  for (const [screen, page] of Object.entries(SCREEN_PAGE)) {
    const file = path.join(root, SCREENS_DIR, `${screen}.html`);
    let html;
    if (fs.existsSync(file)) html = fs.readFileSync(file);
    else {
      const source = files.get(page) ?? files.get('/');
      log.error(
        `${file} is missing: the 404 screen is ${source ? `${source.path} marked noindex` : 'a plain page'}.`,
      );
      html = Buffer.from(source ? withNoindex(source.body.toString('utf8')) : MINIMAL_SCREEN);
    }
    screens[screen] = { ...makeEntry(html, CONTENT_TYPES['.html']), policy: pagePolicy(page) };
  }

  return {
    root,
    files,
    screens,
    redirects,
    endpoints: new Map(endpoints.map((endpoint) => [endpoint.path, { ...endpoint, handler: null }])),
    filePolicy,
    pagePolicy,
    reportingEndpoints: report?.endpoints ?? null,
  };
}

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (identity). Brotli wins a tie. */
export function pickEncoding(header) {
  if (!header) return null;
  const q = {};
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.split(';');
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    q[name.trim().toLowerCase()] = Number.isFinite(weight) ? weight : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['x-gzip'] ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** Brotli's best quality costs seconds on a file of several MB (the search records) for a few per cent. */
const BROTLI_BEST_UP_TO = 1024 * 1024;

const COMPRESSORS = {
  br: (body, done) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            body.length <= BROTLI_BEST_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    ),
  gzip: (body, done) => zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, done),
};

/**
 * The entry's body in the encoding, compressed on first use (off the main thread) and kept; null when the
 * compressed copy would not be smaller. Concurrent first requests share one compression.
 */
function encodedBody(entry, encoding) {
  const done = entry.encoded[encoding];
  if (done !== undefined) return done;
  entry.pending[encoding] ??= new Promise((resolve, reject) => {
    COMPRESSORS[encoding](entry.body, (error, compressed) => {
      delete entry.pending[encoding];
      if (error) return reject(error);
      entry.encoded[encoding] = compressed.length < entry.body.length ? compressed : null;
      resolve(entry.encoded[encoding]);
    });
  });
  return entry.pending[encoding];
}

/** If-None-Match against an ETag (weak comparison, as RFC 9110 asks for this header). */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === etag);
}

/** The decoded, normalised path of a request target, or why it is no path of this site. */
export function requestPath(target) {
  let raw = target ?? '';
  // Absolute form (`GET http://host/path`), which proxies may send.
  if (!raw.startsWith('/')) {
    try {
      const url = /^https?:\/\//i.test(raw) ? new URL(raw) : null;
      raw = url ? `${url.pathname}${url.search}` : '';
    } catch {
      raw = '';
    }
  }
  const queryAt = raw.search(/[?#]/);
  const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt).replace(/#.*/, '');
  if (!pathname.startsWith('/') || pathname.length > MAX_PATH_LENGTH) return { pathname, path: null, query };
  let decoded;
  try {
    // decodeURI keeps reserved characters (an encoded '/', '?', '#') encoded: `%2F` never splits a segment.
    decoded = decodeURI(pathname);
  } catch {
    return { pathname, path: null, query };
  }
  // Control characters (NUL), backslashes and dot segments (also from `%2e%2e`) are no path of this site.

  const bad = /[\x00-\x1f\x7f\\]/.test(decoded) || decoded.split('/').some((s) => s === '.' || s === '..');
  if (bad) return { pathname, decoded, path: null, query };
  const normalized = decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
  return { pathname, decoded, path: normalized, query };
}

/** An unknown path containing 'release' shows the release-news page, any other the landing page. */
export function screenFor(pathname, decoded) {
  return `${pathname}\n${decoded ?? ''}`.toLowerCase().includes('release') ? 'releases' : 'landing';
}

/** Sets the headers every response carries, and the policy (with the reporting endpoint when configured). */
function setCommonHeaders(res, site, policy) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', policy);
  if (site.reportingEndpoints) res.setHeader('Reporting-Endpoints', site.reportingEndpoints);
}

/**
 * Sends an entry: the encoding the client accepts (text types), Content-Type, Content-Length, ETag and Vary;
 * 304 when If-None-Match matches a 200's ETag; HEAD gets the headers only.
 */
async function sendEntry(req, res, entry, { status, cacheControl }) {
  let body = entry.body;
  let encoding = null;
  if (entry.compressible) {
    const wanted = pickEncoding(req.headers['accept-encoding']);
    const encoded = wanted ? await encodedBody(entry, wanted) : null;
    if (encoded) [body, encoding] = [encoded, wanted];
  }
  res.setHeader('Cache-Control', cacheControl);
  if (entry.compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : entry.etag;
    res.setHeader('ETag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304);
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', entry.type);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendEmpty(res, status, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', 0);
  res.writeHead(status);
  res.end();
}

/**
 * A request to an endpoint's path: its methods go to the handler of its bundle (`createHandler({ distDir, rule })`,
 * loaded once), any other method is 405 with `Allow`. Every answer has the security headers and the endpoint's own.
 */
async function handleEndpoint(site, endpoint, req, res) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  for (const [name, value] of Object.entries(endpoint.headers)) res.setHeader(name, value);
  if (!endpoint.methods.includes(req.method)) {
    if (req.headers['content-length'] > 0 || req.headers['transfer-encoding'])
      res.setHeader('Connection', 'close');
    return sendEmpty(res, 405, { Allow: endpoint.methods.join(', ') });
  }
  if (!endpoint.handler) {
    endpoint.handler = import(pathToFileURL(path.join(site.root, endpoint.module)).href).then((bundle) =>
      bundle.createHandler({ distDir: site.root, rule: endpoint }),
    );
    // A failed load (no bundle in the build) is tried again by the next request.
    endpoint.handler.catch(() => {
      endpoint.handler = null;
    });
  }
  return (await endpoint.handler)(req, res);
}

async function handle(site, req, res) {
  const endpoint = site.endpoints.size ? site.endpoints.get(requestPath(req.url).path) : undefined;
  if (endpoint) return handleEndpoint(site, endpoint, req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    setCommonHeaders(res, site, site.filePolicy);
    // A request body is not read: the connection closes after the answer instead of draining it.
    if (req.headers['content-length'] > 0 || req.headers['transfer-encoding'])
      res.setHeader('Connection', 'close');
    return sendEmpty(res, 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
  }
  const { pathname, decoded, path: sitePath, query } = requestPath(req.url);

  const redirect = sitePath !== null && site.redirects.get(sitePath);
  if (redirect) {
    const [target, hash = ''] = redirect.split('#');
    setCommonHeaders(res, site, site.filePolicy);
    return sendEmpty(res, 308, {
      Location: `${target}${query}${hash ? `#${hash}` : ''}`,
      'Cache-Control': PAGE_CACHE_CONTROL,
    });
  }

  const entry = sitePath !== null ? site.files.get(sitePath) : undefined;
  if (entry) {
    setCommonHeaders(res, site, entry.page ? site.pagePolicy(entry.path) : site.filePolicy);
    const cacheControl = entry.path.startsWith(ASSET_PREFIX) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
    return sendEntry(req, res, entry, { status: 200, cacheControl });
  }

  const screen = site.screens[screenFor(pathname, decoded)];
  setCommonHeaders(res, site, screen.policy);
  res.setHeader('X-Robots-Tag', 'noindex');
  return sendEntry(req, res, screen, { status: 404, cacheControl: PAGE_CACHE_CONTROL });
}

const STATUS_LINES = {
  400: 'HTTP/1.1 400 Bad Request',
  405: 'HTTP/1.1 405 Method Not Allowed',
  408: 'HTTP/1.1 408 Request Timeout',
  413: 'HTTP/1.1 413 Payload Too Large',
  431: 'HTTP/1.1 431 Request Header Fields Too Large',
};

/** An answer written straight to the socket (for requests Node does not hand to the handler), then closed. */
function endSocket(site, socket, status, extra = {}) {
  const headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': site.filePolicy };
  if (site.reportingEndpoints) headers['Reporting-Endpoints'] = site.reportingEndpoints;
  Object.assign(headers, extra, { 'Cache-Control': 'no-store', 'Content-Length': '0', Connection: 'close' });
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`${STATUS_LINES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * A request Node's parser refuses (a header over 16 KB, a raw NUL or an unknown method, a timeout) gets the
 * status Node would send, with the security headers, and the connection closed: the same checks Node's own
 * handler makes so that a response already under way is never corrupted.
 */
function onClientError(site, error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }[
      error.code
    ] ?? 400;
  endSocket(site, socket, status);
}

/**
 * The HTTP server for the build in distDir (not yet listening). `server.site` is the table it serves.
 * Options as for loadSite.
 * @param {string} [distDir]
 * @param {SiteOptions} [options]
 * @returns {http.Server & { site: ReturnType<typeof loadSite> }}
 */
export function createServer(distDir = process.env.DIST_DIR || DEFAULT_DIST_DIR, options = {}) {
  const log = options.log ?? console;
  const site = loadSite(distDir, { ...options, log });
  const server = http.createServer((req, res) => {
    handle(site, req, res).catch((error) => {
      log.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // Nothing about the error reaches the client.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      setCommonHeaders(res, site, site.filePolicy);
      sendEmpty(res, 500, { 'Cache-Control': 'no-store' });
    });
  });
  server.on('clientError', (error, socket) => onClientError(site, error, socket));
  // CONNECT never reaches the request handler: it gets the same 405 as any other method.
  server.on('connect', (_req, socket) => endSocket(site, socket, 405, { Allow: 'GET, HEAD' }));
  return Object.assign(server, { site });
}

/**
 * Starts the server on `port` (all interfaces), logs its address and stops cleanly on SIGINT and SIGTERM.
 * Resolves with the listening server.
 * @param {{ distDir?: string, port?: string | number }} [options]
 */
export async function startServer({
  distDir = process.env.DIST_DIR || DEFAULT_DIST_DIR,
  port = process.env.PORT || DEFAULT_PORT,
} = {}) {
  const server = createServer(distDir);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), () => {
      server.off('error', reject);
      console.log(`Robyn website on http://localhost:${server.address().port}`);
      resolve(server);
    });
  });
}

const runDirectly = (() => {
  try {
    return process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
})();

if (runDirectly) {
  startServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
