import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { MCP_HTTP_RULE, type McpHttpRule } from '../lib/mcp/rules';
import { LEGACY_REDIRECTS, type Redirect } from '../lib/redirects';
import { contentSecurityPolicy, parseSearchHosts } from '../lib/security-headers';
import { pageScriptHashes } from '../../scripts/csp-hashes.mjs';
import { writeHostConfigs } from './host-configs';

/** What the server reads (server/server.mjs): the policies and the redirects. */
export const SERVER_MANIFEST_FILE = '_server.json';
/** The landing and release-news pages as unknown paths show them: marked noindex. */
export const NOT_FOUND_SCREENS = { landing: '/', releases: '/releases' } as const;
export const NOT_FOUND_DIR = '_404';

const NOINDEX = '<meta name="robots" content="noindex">';

/** The files a module imports statically (`import … from "./x.js"`, minified or not), not its dynamic imports. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The files Vite's preload helper loads with a module's dynamic imports (`m.f=["_astro/x.js", …]`, from the root). */
const DYNAMIC_DEPS = /\bm\.f=\[([^\]]*)\]/;

/**
 * The import graph of the build's module files: what each file imports statically (`import … from "./x.js"`),
 * however deep, and, with `dynamic`, also the files the first file's own dynamic imports bring (Vite's dependency
 * list for its preload helper). Each file is read once for the whole build.
 */
function importGraph(distDir: string) {
  const edges = new Map<string, { imports: string[]; dynamic: string[] }>();
  const edgesOf = (src: string) => {
    let found = edges.get(src);
    if (!found) {
      const file = path.join(distDir, src);
      const code = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      const base = path.posix.dirname(src);
      const dynamicList = DYNAMIC_DEPS.exec(code)?.[1] ?? '';
      found = {
        imports: [...code.matchAll(STATIC_IMPORT)].map((match) => path.posix.join(base, match[1]!)),
        dynamic: [...dynamicList.matchAll(/"([^"]+\.js)"/g)].map((match) => `/${match[1]!}`),
      };
      edges.set(src, found);
    }
    return found;
  };
  return (src: string, { dynamic = false } = {}, seen = new Set<string>()): Set<string> => {
    const walk = (from: string, depth: number) => {
      const { imports, dynamic: later } = edgesOf(from);
      // Only the first file's own dynamic imports: deeper ones may be conditional (the hosted search engine,
      // imported only when one is configured) and would cost every reader their bytes.
      for (const child of dynamic && depth === 0 ? [...imports, ...later] : imports) {
        if (seen.has(child)) continue;
        seen.add(child);
        walk(child, depth + 1);
      }
    };
    walk(src, 0);
    return seen;
  };
}

/** The module files a page's HTML already loads or preloads. */
const pageModules = (html: string) =>
  new Set(
    [
      ...html.matchAll(
        /<(?:script type="module" src|link rel="modulepreload" href)="(\/_astro\/[^"]+\.js)"/g,
      ),
    ].map((m) => m[1]!),
  );

/**
 * Each island that loads on a reader's first interaction (`client="interaction"`) gets `data-preload`: the names
 * of every other module file it will need (its component's and renderer's imports, however deep, and the files
 * of the component's own dynamic imports, such as the search dialog's panel), less what the page already loads. The island's
 * directive (src/islands/interaction.ts) preloads them all the moment it starts, so they arrive together instead
 * of one level of imports per round trip (on a phone's 150 ms round trips, three levels for the search dialog).
 * The names are relative to the component's file, which sits beside them in /_astro.
 */
export function islandPreloader(distDir: string): (html: string) => string {
  const graph = importGraph(distDir);
  return (html) => {
    const loaded = pageModules(html);
    return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
      if (!/\sclient="interaction"/.test(tag)) return tag;
      const component = /\scomponent-url="(\/_astro\/[^"]+)"/.exec(tag)?.[1];
      const renderer = /\srenderer-url="(\/_astro\/[^"]+)"/.exec(tag)?.[1];
      if (!component) return tag;
      const files = graph(component, { dynamic: true });
      if (renderer) graph(renderer, { dynamic: true }, files);
      for (const own of [component, renderer]) if (own) files.delete(own);
      const names = [...files]
        .filter((file) => !loaded.has(file) && path.posix.dirname(file) === path.posix.dirname(component))
        .map((file) => path.posix.basename(file));
      const without = tag.replace(/\sdata-preload="[^"]*"/, '');
      return names.length ? without.replace(/>$/, ` data-preload="${names.join(' ')}">`) : without;
    });
  };
}

/**
 * A page's module scripts get `<link rel="modulepreload">` for every file they import, however deep: the browser
 * fetches the whole graph at once instead of discovering it one level per round trip. The returned function
 * adds them to a page's HTML; the import graph is read once for the whole build.
 */
function modulePreloader(distDir: string): (html: string) => string {
  const graph = importGraph(distDir);
  return (html) => {
    const entries = [...html.matchAll(/<script type="module" src="(\/_astro\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    const preloads = new Set<string>();
    for (const entry of entries) for (const child of graph(entry)) preloads.add(child);
    for (const entry of entries) preloads.delete(entry);
    const links = [...preloads]
      .filter((src) => !html.includes(`href="${src}"`))
      .map((src) => `<link rel="modulepreload" href="${src}">`)
      .join('');
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}

/** Astro's inline island runtime: the `<astro-island>` element and the client directives it registers. */
const ISLAND_RUNTIME = /customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/;

/**
 * Astro writes its island runtime (the `<astro-island>` element, about 4 KB, and each client directive) inline
 * into every page that has an island. This moves it into one module file under /_astro, loaded by a
 * `<script type="module">` where the first inline copy was: every page's HTML is 2.5 KB gzip lighter, the file
 * is cached across pages, and the CSP no longer needs a hash for it. As a module the runtime runs once the page
 * is parsed; islands only load on a reader's first interaction (src/islands/interaction.ts), which it still
 * catches. The runtime keeps its order (directives, then the element), so each page gets the file of its own
 * sequence; in practice every page has the same one.
 */
export function islandRuntimeMover(distDir: string): (html: string) => string {
  const files = new Map<string, string>();
  const fileFor = (code: string) => {
    let src = files.get(code);
    if (!src) {
      const hash = crypto.createHash('sha256').update(code).digest('base64url').slice(0, 8);
      src = `/_astro/islands.${hash}.js`;
      fs.writeFileSync(path.join(distDir, src.slice(1)), code);
      files.set(code, src);
    }
    return src;
  };
  return (html) => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter((m) =>
      ISLAND_RUNTIME.test(m[1]!),
    );
    if (inline.length === 0) return html;
    const src = fileFor(inline.map((m) => m[1]!.trim()).join('\n'));
    let first = true;
    return html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, body: string) => {
      if (!ISLAND_RUNTIME.test(body)) return whole;
      const replacement = first ? `<script type="module" src="${src}"></script>` : '';
      first = false;
      return replacement;
    });
  };
}

export interface ServerManifest {
  /** Each page's Content-Security-Policy, by path; `files` for every other response. */
  policies: { pages: Record<string, string>; files: string };
  redirects: readonly Redirect[];
  /**
   * Paths answered by code instead of a file (POST /mcp): the path, methods, headers, body limit and the bundle
   * inside the build that answers them (src/lib/mcp/rules.ts). A host without the Node server needs a function
   * for each.
   */
  endpoints: readonly McpHttpRule[];
}

/**
 * After `astro build`: the 404 screens (dist/_404/{landing,releases}.html), integrity attributes on the pages'
 * script files, and dist/_server.json with every page's full Content-Security-Policy (its script hashes, see
 * scripts/csp-hashes.mjs), the redirects and the endpoints (POST /mcp), for the server (server/server.mjs) and for CDN configurations.
 */
export function staticOutput(): AstroIntegration {
  return {
    name: 'robyn:static-output',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const screensDir = path.join(distDir, NOT_FOUND_DIR);
        fs.mkdirSync(screensDir, { recursive: true });
        for (const [screen, page] of Object.entries(NOT_FOUND_SCREENS)) {
          const source = path.join(distDir, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
          const html = fs
            .readFileSync(source, 'utf8')
            .replace(/<meta name="robots"[^>]*>/g, '')
            .replace(/<head>/, `<head>${NOINDEX}`);
          fs.writeFileSync(path.join(screensDir, `${screen}.html`), html);
        }
        const moveIslandRuntime = islandRuntimeMover(distDir);
        const addModulePreloads = modulePreloader(distDir);
        const addIslandPreloads = islandPreloader(distDir);
        const hashes = pageScriptHashes(distDir, (html: string) =>
          addIslandPreloads(addModulePreloads(moveIslandRuntime(html))),
        ) as Record<string, string[]>;
        const searchHosts = parseSearchHosts(process.env.PUBLIC_ALGOLIA_HOSTS);
        const pages = Object.fromEntries(
          Object.entries(hashes).map(([page, scriptHashes]) => [
            page,
            contentSecurityPolicy({ scriptHashes, searchHosts }),
          ]),
        );
        const manifest: ServerManifest = {
          policies: { pages, files: contentSecurityPolicy({ scriptHashes: [], searchHosts }) },
          redirects: LEGACY_REDIRECTS,
          endpoints: [MCP_HTTP_RULE],
        };
        fs.writeFileSync(path.join(distDir, SERVER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
        const vercelDir =
          process.env.VERCEL || process.env.VERCEL_OUTPUT === '1'
            ? path.resolve('.vercel/output')
            : undefined;
        writeHostConfigs(distDir, {
          rulesFile: fileURLToPath(new URL('../../server/rules.mjs', import.meta.url)),
          vercelDir,
        });
        logger.info(
          `Host configurations: Cloudflare worker, _headers, _redirects${vercelDir ? ', Vercel output' : ''}.`,
        );
        const counts = Object.values(hashes).map((list) => list.length);
        logger.info(
          `CSP and module preloads: ${counts.length} pages, at most ${Math.max(...counts)} script hashes each.`,
        );
      },
    },
  };
}
