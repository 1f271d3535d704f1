// The production server: serves the static build (`dist/`, Astro's static output with `build.format: 'file'`)
// from memory. The rules (which path is what, the headers, the 404 screens, the redirects) are server/rules.mjs,
// shared with every host configuration the build writes; this file does what is Node's own: reading the build
// into memory, compression (Brotli or gzip, once per file), ETags and 304s, requests Node's parser refuses, and
// the endpoints of `_server.json` (POST /mcp, the MCP server), answered by their bundle in the build
// (`dist/_mcp/server.mjs`), loaded on first use.
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
import {
  ALLOW_HEADER,
  commonHeaders,
  contentType,
  decide,
  FALLBACK_POLICY,
  isPrivate,
  MANIFEST_FILE,
  NO_STORE,
  publicPath,
  reporting,
  SCREEN_PAGE,
  SCREENS_DIR,
  SECURITY_HEADERS,
} from './rules.mjs';
import { walk } from './files.mjs';

export { FALLBACK_POLICY, MANIFEST_FILE, SCREENS_DIR, SECURITY_HEADERS };
export { requestPath, screenFor, PAGE_CACHE_CONTROL, ASSET_CACHE_CONTROL } from './rules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST_DIR = path.join(ROOT, 'dist');
export const DEFAULT_PORT = 3000;

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
    const head = body.subarray(0, 2048).toString('utf8');
    files.set(key, { ...makeEntry(body, contentType(relative, head)), page, path: key });
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
    screens[screen] = { ...makeEntry(html, contentType('.html')), policy: pagePolicy(page) };
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

/**
 * Sends an entry: the encoding the client accepts (text types), Content-Type, Content-Length, ETag and Vary;
 * 304 when If-None-Match matches a 200's ETag; HEAD gets the headers only.
 */
async function sendEntry(req, res, entry, { status }) {
  let body = entry.body;
  let encoding = null;
  if (entry.compressible) {
    const wanted = pickEncoding(req.headers['accept-encoding']);
    const encoded = wanted ? await encodedBody(entry, wanted) : null;
    if (encoded) [body, encoding] = [encoded, wanted];
  }
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

function sendEmpty(res, status, headers = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', 0);
  res.writeHead(status);
  res.end();
}

async function handle(site, req, res) {
  const answer = decide(site, req.method, req.url, site.reportingEndpoints);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.kind === 'method') {
    // A request body is not read: the connection closes after the answer instead of draining it.
    if (req.headers['content-length'] > 0 || req.headers['transfer-encoding'])
      res.setHeader('Connection', 'close');
    return sendEmpty(res, answer.status);
  }
  if (answer.kind === 'redirect') return sendEmpty(res, answer.status);
  if (answer.kind === 'endpoint') return callEndpoint(site, answer.endpoint, req, res);
  return sendEntry(req, res, answer.entry, { status: answer.status });
}

/** An endpoint's request goes to the handler of its bundle (`createHandler({ distDir, rule })`), loaded once. */
async function callEndpoint(site, endpoint, req, res) {
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

const STATUS_LINES = {
  400: 'HTTP/1.1 400 Bad Request',
  405: 'HTTP/1.1 405 Method Not Allowed',
  408: 'HTTP/1.1 408 Request Timeout',
  413: 'HTTP/1.1 413 Payload Too Large',
  431: 'HTTP/1.1 431 Request Header Fields Too Large',
};

/** An answer written straight to the socket (for requests Node does not hand to the handler), then closed. */
function endSocket(site, socket, status, extra = {}) {
  const headers = { ...commonHeaders(site.filePolicy, site.reportingEndpoints), ...extra };
  Object.assign(headers, { 'Cache-Control': NO_STORE, 'Content-Length': '0', Connection: 'close' });
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
      sendEmpty(res, 500, {
        ...commonHeaders(site.filePolicy, site.reportingEndpoints),
        'Cache-Control': NO_STORE,
      });
    });
  });
  server.on('clientError', (error, socket) => onClientError(site, error, socket));
  // CONNECT never reaches the request handler: it gets the same 405 as any other method.
  server.on('connect', (_req, socket) => endSocket(site, socket, 405, { Allow: ALLOW_HEADER }));
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
