import fs from 'node:fs';
import path from 'node:path';
import { getTransformedRoutes, normalizeRoutes, type Route } from '@vercel/routing-utils';
import {
  ALLOW_HEADER,
  ALLOWED_METHODS,
  ASSET_CACHE_CONTROL,
  ASSET_PREFIX,
  contentType,
  isPrivate,
  MANIFEST_FILE,
  NO_STORE,
  PAGE_CACHE_CONTROL,
  publicPath,
  SCREEN_PAGE,
  SCREENS_DIR,
  SECURITY_HEADERS,
  WORKER_DIR,
} from '../../server/rules.mjs';
import { walk } from '../../server/files.mjs';
import { escapeRegExp } from '../lib/regexp';
import type { ServerManifest } from './static-output';

/**
 * Each host's own configuration, written by the build from the same rules the Node server follows
 * (server/rules.mjs) and the same manifest (dist/_server.json): nothing to copy by hand at deploy time.
 *
 * - Cloudflare Pages: `dist/_worker.js/` (advanced mode), a worker that imports a copy of server/rules.mjs and
 *   answers every request as the Node server does, reading the files through Pages' asset binding.
 * - Netlify (and Cloudflare Pages without the worker): `dist/_headers` and `dist/_redirects`, with rules that never
 *   overlap on a header, so the hosts' different ways of combining matching rules do not matter.
 * - Vercel: the Build Output API (`.vercel/output/config.json` and `static/`), routes made by Vercel's own
 *   library (@vercel/routing-utils) from the rules.
 */

/** A public file of the build. */
export interface SiteFile {
  /** Its path in the build folder. */
  file: string;
  /** Its public path (`/documentation/en` for documentation/en.html). */
  key: string;
  page: boolean;
  type: string;
}

export interface SiteTable {
  files: SiteFile[];
  manifest: ServerManifest;
}

/** The build as the rules see it: its public files and the manifest. */
export function siteTable(distDir: string): SiteTable {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as ServerManifest;
  // The endpoints' bundles (dist/_mcp/) are the Node server's, never a public file.
  const privateDirs = (manifest.endpoints ?? []).map((endpoint) => path.posix.dirname(endpoint.module));
  const files = (walk(distDir) as string[])
    .filter((relative) => !isPrivate(relative, privateDirs))
    .map((relative) => {
      const fd = fs.openSync(path.join(distDir, relative), 'r');
      const head = Buffer.alloc(2048);
      const read = fs.readSync(fd, head, 0, head.length, 0);
      fs.closeSync(fd);
      const { key, page } = publicPath(relative);
      return {
        file: relative,
        key,
        page,
        type: contentType(relative, head.subarray(0, read).toString('utf8')).type,
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  return { files, manifest };
}

const pagePolicy = (table: SiteTable, key: string) =>
  table.manifest.policies.pages[key] ?? table.manifest.policies.files;
const screenPolicy = (table: SiteTable, screen: keyof typeof SCREEN_PAGE) =>
  pagePolicy(table, SCREEN_PAGE[screen]);

// ---------------------------------------------------------------------------------------------------------------
// Cloudflare Pages: a worker in advanced mode.

/**
 * The worker's entry: the Node server's request handling, with Pages' asset binding in place of the memory table.
 * The endpoints of the manifest (POST /mcp) are answered by their worker module (`endpoint.worker`, in the same
 * folder: src/lib/mcp/worker.ts, bundled there by src/integrations/mcp.ts), loaded on first use.
 */
const workerEntry = (
  modules: string[],
) => `// Written by the build (src/integrations/host-configs.ts): the site's rules (rules.mjs, a copy of
// server/rules.mjs) on Cloudflare Pages. Files come from the asset binding; every header is the rules'.
import { decide, reporting } from './rules.mjs';
import { ENDPOINTS, FILES, POLICIES, REDIRECTS, SCREENS } from './site.mjs';

const ENDPOINT_MODULES = {${modules.map((m) => `\n  ${JSON.stringify(m)}: () => import(${JSON.stringify(`./${m}`)}),`).join('')}
};

async function callEndpoint(request, env, endpoint, headers) {
  let answer;
  try {
    const module = await ENDPOINT_MODULES[endpoint.worker]();
    answer = await module.handleEndpoint(request, env, endpoint);
  } catch (error) {
    console.error(error);
    const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error: try again; if it persists, report it.' }, id: null });
    answer = new Response(body, { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  }
  const merged = new Headers(answer.headers);
  for (const [name, value] of headers) merged.set(name, value);
  return new Response(answer.body, { status: answer.status, headers: merged });
}

let site;
function siteFor(env) {
  if (site) return site;
  const report = reporting(env.CSP_REPORT_URI, console);
  const finish = (policy) => (report ? policy + report.suffix : policy);
  const pages = new Map(Object.entries(POLICIES.pages).map(([page, policy]) => [page, finish(policy)]));
  const filePolicy = finish(POLICIES.files);
  site = {
    files: new Map(FILES.map(([path, page, type]) => [path, { path, page, type }])),
    redirects: new Map(REDIRECTS.map(({ source, destination }) => [source, destination])),
    endpoints: new Map(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint])),
    filePolicy,
    pagePolicy: (page) => pages.get(page) ?? filePolicy,
    screens: Object.fromEntries(
      Object.entries(SCREENS).map(([name, { asset, page }]) => [
        name,
        { asset, type: 'text/html; charset=utf-8', policy: pages.get(page) ?? filePolicy },
      ]),
    ),
    reportingEndpoints: report?.endpoints ?? null,
  };
  return site;
}

export default {
  async fetch(request, env) {
    const site = siteFor(env);
    const url = new URL(request.url);
    const answer = decide(site, request.method, url.pathname + url.search, site.reportingEndpoints);
    const headers = new Headers(answer.headers);
    if (answer.kind === 'method' || answer.kind === 'redirect') return new Response(null, { status: answer.status, headers });
    if (answer.kind === 'endpoint') return callEndpoint(request, env, answer.endpoint, headers);
    const asset = answer.kind === 'screen' ? answer.entry.asset : answer.entry.path;
    const conditional = new Headers();
    const etag = request.headers.get('If-None-Match');
    if (etag && answer.status === 200) conditional.set('If-None-Match', etag);
    const stored = await env.ASSETS.fetch(new Request(new URL(asset, url), { headers: conditional }));
    if (stored.headers.has('ETag')) headers.set('ETag', stored.headers.get('ETag'));
    if (stored.status === 304) return new Response(null, { status: 304, headers });
    if (!stored.ok) return new Response(null, { status: 500, headers });
    headers.set('Content-Type', answer.entry.type);
    return new Response(request.method === 'HEAD' ? null : stored.body, { status: answer.status, headers });
  },
};
`;

/** Writes dist/_worker.js/: the entry, a copy of the rules (server/rules.mjs), and the site's table as data. */
export function writeCloudflareWorker(distDir: string, table: SiteTable, rulesFile: string): void {
  const dir = path.join(distDir, WORKER_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(rulesFile, path.join(dir, 'rules.mjs'));
  const screens = Object.fromEntries(
    Object.entries(SCREEN_PAGE).map(([name, page]) => [name, { asset: `/${SCREENS_DIR}/${name}`, page }]),
  );
  // Only the endpoints the worker has a module for (each bundled into this folder by its integration).
  const endpoints = (table.manifest.endpoints ?? []).filter((endpoint) => endpoint.worker);
  const data = [
    `export const ENDPOINTS = ${JSON.stringify(endpoints)};`,
    `export const FILES = ${JSON.stringify(table.files.map(({ key, page, type }) => [key, page, type]))};`,
    `export const POLICIES = ${JSON.stringify(table.manifest.policies)};`,
    `export const REDIRECTS = ${JSON.stringify(table.manifest.redirects)};`,
    `export const SCREENS = ${JSON.stringify(screens)};`,
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'site.mjs'), `${data}\n`);
  fs.writeFileSync(path.join(dir, 'index.js'), workerEntry(endpoints.map((endpoint) => endpoint.worker)));
}

// ---------------------------------------------------------------------------------------------------------------
// Netlify: _headers and _redirects.

/** Cloudflare Pages' documented limits, the stricter of the two hosts. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 };
export const REDIRECTS_LIMITS = { static: 2000, dynamic: 100, lineLength: 1000 };

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/**
 * One rule for every header on every path, never two rules for the same header on one path: `/*` carries the
 * security headers; the cache policy and the CSP go by the build's top-level entries (`/_astro/*` immutable,
 * `/documentation/*` with the docs pages' policy, `/search/*` with the files' policy, …), each page at the top
 * level by its own path. A folder whose pages share one policy gives it to the whole folder: its other files
 * (the Markdown twins beside the docs pages) get that page policy instead of the files' policy, the one rule this
 * format cannot keep (a text/markdown response runs no script either way).
 */
export function headerRules(table: SiteTable): HeaderRule[] {
  const rules: HeaderRule[] = [{ pattern: '/*', headers: { ...SECURITY_HEADERS } }];
  const groups = new Map<string, SiteFile[]>();
  for (const file of table.files) {
    const top = file.key === '/' ? '/' : `/${file.key.split('/')[1]}`;
    const isFolder = file.key !== top;
    const name = isFolder ? `${top}/*` : top;
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push(file);
  }
  for (const [pattern, files] of groups) {
    const cache = `${pattern.replace(/\*$/, '')}` === ASSET_PREFIX ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;
    const pagePolicies = new Set(files.filter((f) => f.page).map((f) => pagePolicy(table, f.key)));
    if (pagePolicies.size > 1)
      throw new Error(
        `host-configs: the pages under ${pattern} have ${pagePolicies.size} policies; _headers can give a folder one`,
      );
    const policy = pagePolicies.size === 1 ? [...pagePolicies][0]! : table.manifest.policies.files;
    rules.push({ pattern, headers: { 'Content-Security-Policy': policy, 'Cache-Control': cache } });
  }
  return rules;
}

export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    ({ pattern, headers }) =>
      `${pattern}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the build from server/rules.mjs and _server.json (src/integrations/host-configs.ts).\n${blocks.join('\n')}\n`;
}

/**
 * The old site's redirects (308), then the 404 screens for paths no file answers: a rule without `!` applies only
 * where no file exists. Netlify's patterns have no "contains", so "a path containing 'release'" is `/releases/*`
 * here; other such paths get the landing screen (the worker and Vercel keep the whole rule).
 */
export function redirectsFile(table: SiteTable): string {
  const lines = table.manifest.redirects.map(({ source, destination }) => `${source} ${destination} 308`);
  lines.push(`/releases/* /${SCREENS_DIR}/releases.html 404`, `/* /${SCREENS_DIR}/landing.html 404`);
  return `# Written by the build from server/rules.mjs and _server.json (src/integrations/host-configs.ts).\n${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Vercel: the Build Output API.

/** "contains 'release' in any case", as a regular expression that needs no flag. */
const RELEASE_ANY_CASE = [...'release'].map((c) => `[${c.toUpperCase()}${c}]`).join('');
/** Longest `src` we write: page lists are split below it. */
const MAX_SRC = 4000;

/** Alternations of exact paths, each regular expression under MAX_SRC characters. */
function exactPaths(keys: string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(`^(?:${current.join('|')})$`);
    current = [];
  };
  for (const key of keys) {
    const next = escapeRegExp(key);
    if ([...current, next].join('|').length + 8 > MAX_SRC) flush();
    current.push(next);
  }
  flush();
  return out;
}

export interface VercelConfig {
  version: 3;
  routes: Route[];
  overrides: Record<string, { path: string; contentType?: string }>;
}

export function vercelConfig(table: SiteTable): VercelConfig {
  const { policies, redirects } = table.manifest;
  const byPolicy = new Map<string, string[]>();
  for (const file of table.files.filter((f) => f.page)) {
    const policy = pagePolicy(table, file.key);
    if (!byPolicy.has(policy)) byPolicy.set(policy, []);
    byPolicy.get(policy)!.push(file.key);
  }
  // Every response: security headers, the short cache and the files' policy; then what differs by path.
  const headerRoutes: Route[] = [
    {
      src: '^/.*$',
      headers: {
        ...SECURITY_HEADERS,
        'Cache-Control': PAGE_CACHE_CONTROL,
        'Content-Security-Policy': policies.files,
      },
      continue: true,
    },
    {
      src: `^${escapeRegExp(ASSET_PREFIX)}.*$`,
      headers: { 'Cache-Control': ASSET_CACHE_CONTROL },
      continue: true,
    },
    ...[...byPolicy].flatMap(([policy, keys]) =>
      exactPaths(keys).map((src) => ({
        src,
        headers: { 'Content-Security-Policy': policy },
        continue: true,
      })),
    ),
  ];
  const transformed = getTransformedRoutes({
    trailingSlash: false,
    redirects: redirects.map(({ source, destination }) => ({ source, destination, statusCode: 308 })),
    headers: [],
  });
  if (transformed.error) throw new Error(`host-configs: ${transformed.error.message}`);
  const screen = (name: keyof typeof SCREEN_PAGE, src: string): Route => ({
    src,
    dest: `/${SCREENS_DIR}/${name}.html`,
    status: 404,
    headers: { 'X-Robots-Tag': 'noindex', 'Content-Security-Policy': screenPolicy(table, name) },
  });
  const routes: Route[] = [
    {
      src: '^/.*$',
      methods: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE'].filter(
        (method) => !ALLOWED_METHODS.includes(method),
      ),
      status: 405,
      headers: {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': policies.files,
        Allow: ALLOW_HEADER,
        'Cache-Control': NO_STORE,
      },
    },
    ...headerRoutes,
    // The server's own files and the screens' folder are unknown paths.
    screen('landing', `^/(?:${escapeRegExp(SCREENS_DIR)}(?:/.*)?|${escapeRegExp(MANIFEST_FILE)})$`),
    ...(transformed.routes ?? []),
    { handle: 'filesystem' },
    screen('releases', `^/.*${RELEASE_ANY_CASE}.*$`),
    screen('landing', '^/.*$'),
  ];
  const normalized = normalizeRoutes(routes);
  if (normalized.error) throw new Error(`host-configs: Vercel routes: ${normalized.error.message}`);
  const overrides: VercelConfig['overrides'] = {};
  for (const file of table.files.filter((f) => f.page)) overrides[file.file] = { path: file.key.slice(1) };
  return { version: 3, routes: normalized.routes ?? routes, overrides };
}

/** Writes `<outputDir>/config.json` and links the build's public files and screens into `<outputDir>/static`. */
export function writeVercelOutput(distDir: string, outputDir: string, table: SiteTable): void {
  fs.rmSync(outputDir, { recursive: true, force: true });
  const staticDir = path.join(outputDir, 'static');
  const publish = [
    ...table.files.map((f) => f.file),
    ...Object.keys(SCREEN_PAGE).map((n) => `${SCREENS_DIR}/${n}.html`),
  ];
  for (const relative of publish) {
    const target = path.join(staticDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(distDir, relative), target);
    } catch {
      fs.copyFileSync(path.join(distDir, relative), target);
    }
  }
  fs.writeFileSync(path.join(outputDir, 'config.json'), `${JSON.stringify(vercelConfig(table), null, 1)}\n`);
}

/**
 * Every host's configuration for the build in distDir; `rulesFile` is server/rules.mjs. The Vercel output goes to `vercelDir` when given (the
 * build passes `<project>/.vercel/output` on Vercel, or with VERCEL_OUTPUT=1).
 */
export function writeHostConfigs(
  distDir: string,
  { rulesFile, vercelDir }: { rulesFile: string; vercelDir?: string },
): SiteTable {
  const table = siteTable(distDir);
  writeCloudflareWorker(distDir, table, rulesFile);
  const rules = headerRules(table);
  fs.writeFileSync(path.join(distDir, '_headers'), headersFile(rules));
  fs.writeFileSync(path.join(distDir, '_redirects'), redirectsFile(table));
  if (vercelDir) writeVercelOutput(distDir, vercelDir, table);
  return table;
}
