// The site's serving rules, in one place for every server and host: the Node server (server/server.mjs), the
// Cloudflare worker the build writes (dist/_worker.js/, which imports a copy of this very file), and the Vercel
// and Netlify configurations the build generates from it (src/integrations/host-configs.ts). Plain JavaScript
// with no import, so each runtime loads it as it is.
//
// - GET and HEAD only; anything else 405 (`Allow: GET, HEAD`, `Cache-Control: no-store`), no body.
// - A known path is a file the build emitted, a page path mapping to its `.html` (`/` → index.html,
//   `/documentation/en` → documentation/en.html). A trailing slash is ignored. `/_404/…`, `/_server.json`, the
//   host files, dotfiles (but `/.well-known/`) and any `.html` asked for with its extension are unknown paths.
// - An unknown path answers 404 with the release-news page when it contains 'release' (any case), else with the
//   landing page, both marked noindex (`dist/_404/`), at the same address.
// - The old site's documentation URLs without a page of their own redirect permanently (308).
// - Each page gets its own Content-Security-Policy (dist/_server.json), every other response the policy for
//   files. Security headers on every response.
// - Hashed assets under /_astro/ are immutable for a year; everything else is cached briefly (a CDN 5 minutes).

/**
 * Written by the build (src/integrations/static-output.ts): `{ policies: { pages: { "/path": "<policy>" }, files:
 * "<policy>" }, redirects: [{ source, destination }] }`.
 */
export const MANIFEST_FILE = '_server.json';
/** The 404 screens: the landing and release-news pages marked noindex, and the page each one shows. */
export const SCREENS_DIR = '_404';
export const SCREEN_PAGE = { landing: '/', releases: '/releases' };

/** The files each host reads from the build folder: configuration, never content. */
export const HOST_FILES = ['_headers', '_redirects', '_routes.json'];
/** Cloudflare Pages' worker (advanced mode), a folder of modules. */
export const WORKER_DIR = '_worker.js';

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
export const ASSET_PREFIX = '/_astro/';
/** Answers that must never be stored (405 and errors). */
export const NO_STORE = 'no-store';

export const ALLOWED_METHODS = ['GET', 'HEAD'];
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** The name of the Reporting-Endpoints entry that `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';

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
export const MAX_PATH_LENGTH = 2048;

const TEXT = (type) => ({ type: `${type}; charset=utf-8`, compressible: true });
const BINARY = (type) => ({ type, compressible: false });
export const CONTENT_TYPES = {
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

/** An XML file's type by its root element (`head`: its first characters): the release feed is RSS. */
function xmlType(head) {
  const root = /^\uFEFF?\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<([\w:-]+)/.exec(head)?.[1];
  if (root === 'rss') return TEXT('application/rss+xml');
  if (root === 'feed') return TEXT('application/atom+xml');
  return TEXT('application/xml');
}

/** A file's type and whether it compresses, by its name (and, for XML, its first 2 KB as text). */
export function contentType(file, head = '') {
  const dot = file.lastIndexOf('.');
  const ext = dot > file.lastIndexOf('/') ? file.slice(dot).toLowerCase() : '';
  if (ext === '.xml') return xmlType(head);
  return CONTENT_TYPES[ext] ?? OCTET_STREAM;
}

/** The public URL path of a file in the build: pages lose `.html` (index.html is `/`), other files keep their name. */
export function publicPath(relative) {
  if (!relative.endsWith('.html')) return { key: `/${relative}`, page: false };
  const withoutExt = relative.slice(0, -'.html'.length);
  return { key: withoutExt === 'index' ? '/' : `/${withoutExt}`, page: true };
}

/**
 * Files the build leaves for the server and the hosts (and the endpoints' folders, `privateDirs`), and dotfiles:
 * never served as they are.
 */
export function isPrivate(relative, privateDirs = []) {
  if (relative === MANIFEST_FILE || relative.startsWith(`${SCREENS_DIR}/`)) return true;
  if (privateDirs.some((dir) => relative.startsWith(`${dir}/`))) return true;
  if (HOST_FILES.includes(relative) || relative.startsWith(`${WORKER_DIR}/`) || relative === WORKER_DIR)
    return true;
  return relative.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
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

/**
 * CSP_REPORT_URI as the policy suffix and Reporting-Endpoints header, or null when unset or unsafe (`log.error`
 * says why).
 */
export function reporting(reportUri, log) {
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

/** The Cache-Control of a served file by its public path. */
export function cacheControlFor(publicKey) {
  return publicKey.startsWith(ASSET_PREFIX) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
}

/** The headers every response carries, with its policy (and the reporting endpoint when configured). */
export function commonHeaders(policy, reportingEndpoints) {
  return {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': policy,
    ...(reportingEndpoints ? { 'Reporting-Endpoints': reportingEndpoints } : {}),
  };
}

/**
 * What to answer, for any server or host: `site` has `files` (a Map from public path to an entry with `page` and
 * `path`), `redirects` (a Map from path to destination, `#hash` allowed), `screens` ({ landing, releases }, each
 * with its `policy`), `filePolicy`, `pagePolicy(path)` and, optionally, `endpoints` (a Map from path to an
 * endpoint of `_server.json`: `methods`, `headers`, `module`, `maxBodyBytes`).
 * Returns one of:
 *   { kind: 'endpoint', status: 200, endpoint, headers }          (the endpoint's handler answers)
 *   { kind: 'method', status: 405, headers }                      (no body)
 *   { kind: 'redirect', status: 308, headers }                    (no body; headers include Location)
 *   { kind: 'file', status: 200, entry, headers }                 (the entry's body)
 *   { kind: 'screen', status: 404, screen, entry, headers }       (the screen's body)
 * `headers` are every header the rules set, but the body's own (type, length, encoding, ETag).
 */
export function decide(site, method, target, reportingEndpoints = null) {
  const { pathname, decoded, path, query } = requestPath(target);
  const endpoint = path !== null ? site.endpoints?.get(path) : undefined;
  if (endpoint) {
    const headers = { ...SECURITY_HEADERS, ...endpoint.headers };
    if (endpoint.methods.includes(method)) return { kind: 'endpoint', status: 200, endpoint, headers };
    return { kind: 'method', status: 405, headers: { ...headers, Allow: endpoint.methods.join(', ') } };
  }
  if (!ALLOWED_METHODS.includes(method)) {
    return {
      kind: 'method',
      status: 405,
      headers: {
        ...commonHeaders(site.filePolicy, reportingEndpoints),
        Allow: ALLOW_HEADER,
        'Cache-Control': NO_STORE,
      },
    };
  }
  const redirect = path !== null && site.redirects.get(path);
  if (redirect) {
    const [destination, hash = ''] = redirect.split('#');
    return {
      kind: 'redirect',
      status: 308,
      headers: {
        ...commonHeaders(site.filePolicy, reportingEndpoints),
        Location: `${destination}${query}${hash ? `#${hash}` : ''}`,
        'Cache-Control': PAGE_CACHE_CONTROL,
      },
    };
  }
  const entry = path !== null ? site.files.get(path) : undefined;
  if (entry) {
    const policy = entry.page ? site.pagePolicy(entry.path) : site.filePolicy;
    return {
      kind: 'file',
      status: 200,
      entry,
      headers: { ...commonHeaders(policy, reportingEndpoints), 'Cache-Control': cacheControlFor(entry.path) },
    };
  }
  const screen = screenFor(pathname, decoded);
  const screenEntry = site.screens[screen];
  return {
    kind: 'screen',
    status: 404,
    screen,
    entry: screenEntry,
    headers: {
      ...commonHeaders(screenEntry.policy, reportingEndpoints),
      'X-Robots-Tag': 'noindex',
      'Cache-Control': PAGE_CACHE_CONTROL,
    },
  };
}
