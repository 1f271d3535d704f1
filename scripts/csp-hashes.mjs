#!/usr/bin/env node
// After `next build` and the compile hints (scripts/build.mjs runs all three): the script hashes of every
// prerendered page, for the strict Content-Security-Policy the proxy sends (src/lib/security-headers.ts).
//
//   node scripts/csp-hashes.mjs [distDir]     (default: $NEXT_DIST_DIR or .next)
//
// For each page under <distDir>/server/app/**.html:
// - every inline script (the theme script, React's streamed payload `self.__next_f.push(...)`) is hashed as the
//   browser hashes it: sha256 of its text;
// - every script file it loads from /_next/static gets an `integrity="sha256-…"` attribute with the hash of the
//   file as served (after the compile hints changed it), on its <script src> and on its <link rel="preload">,
//   and that hash joins the list: with 'strict-dynamic' a parser-inserted script file runs only when its SRI
//   hash is in the policy (CSP 3; Chromium, Firefox 116+, Safari 15.6+).
// The lists go to <distDir>/csp-manifest.json as { pages: { "/path": ["sha256-…", …] } }. Running it again
// gives the same files (the integrity attributes are replaced, not added twice).
//
// Next's `experimental.sri` is not used: it marks only the bootstrap scripts (React leaves `integrity` empty
// on the client-component chunks it emits, so those would still be blocked), and its hashes are taken before
// the compile hints change the startup chunks.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, STATIC_PREFIX } from './prerendered.mjs';

export const CSP_MANIFEST_FILE = 'csp-manifest.json';
/** Script types the browser executes (and so checks against script-src); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export const sha256 = (content) => `sha256-${crypto.createHash('sha256').update(content).digest('base64')}`;

/** The URL path a prerendered HTML file answers: index.html is "/", docs/en.html is "/docs/en". */
export function pagePath(appDir, file) {
  const relative = path.relative(appDir, file).split(path.sep).join('/').replace(/\.html$/, '');
  return relative === 'index' ? '/' : `/${relative}`;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The tag with `integrity` set to the given value (replacing one that is there). */
function withIntegrity(tag, integrity) {
  const without = tag.replace(/\sintegrity="[^"]*"/i, '');
  return without.replace(/\s*\/?>$/, (end) => ` integrity="${integrity}"${end}`);
}

/**
 * Marks the script files of one page with their hashes and lists the hashes its policy must allow.
 * `fileHash(src)` gives the hash of a file under /_next/static (or undefined for a file that is not there).
 */
export function processPage(html, fileHash) {
  const hashes = new Set();
  const mark = (tag, src) => {
    const integrity = src?.startsWith(STATIC_PREFIX) ? fileHash(src.split('?')[0]) : undefined;
    if (!integrity) return tag;
    hashes.add(integrity);
    return withIntegrity(tag, integrity);
  };
  let out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attributes, body) => {
    const open = `<script${attributes}>`;
    const type = (attribute(open, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) return whole;
    const src = attribute(open, 'src');
    if (src !== undefined) {
      // A nomodule script never runs (nor is checked) in a browser that supports modules.
      if (/\snomodule\b/i.test(open)) return whole;
      return `${mark(open, src)}${body}</script>`;
    }
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    hashes.add(sha256(body.replace(/\r\n?/g, '\n')));
    return whole;
  });
  out = out.replace(/<link\b[^>]*>/gi, (tag) =>
    /\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag) ? mark(tag, attribute(tag, 'href')) : tag,
  );
  return { html: out, hashes: [...hashes].sort() };
}

/** Rewrites the pages of the build in distDir and writes its manifest; returns what it did. */
export function writeCspManifest(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const files = [...htmlFiles(appDir)];
  if (files.length === 0) throw new Error(`No prerendered pages under ${appDir}: build first.`);
  const fileHashes = new Map();
  const fileHash = (src) => {
    if (!fileHashes.has(src)) {
      const file = path.join(distDir, 'static', src.slice(STATIC_PREFIX.length));
      fileHashes.set(src, fs.existsSync(file) ? sha256(fs.readFileSync(file)) : undefined);
    }
    return fileHashes.get(src);
  };
  const pages = {};
  for (const file of files) {
    const route = pagePath(appDir, file);
    const html = fs.readFileSync(file, 'utf8');
    const result = processPage(html, fileHash);
    if (result.html !== html) fs.writeFileSync(file, result.html);
    // Next's own error pages (_not-found, _global-error) are never served: the proxy answers unknown paths.
    if (!route.split('/').some((segment) => segment.startsWith('_'))) pages[route] = result.hashes;
  }
  const manifestFile = path.join(distDir, CSP_MANIFEST_FILE);
  fs.writeFileSync(manifestFile, `${JSON.stringify({ pages }, null, 1)}\n`);
  const counts = Object.values(pages).map((list) => list.length);
  return { pages: counts.length, maxHashes: Math.max(...counts), manifestFile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next');
  const { pages, maxHashes, manifestFile } = writeCspManifest(distDir);
  console.log(`CSP hashes: ${pages} pages (at most ${maxHashes} hashes each) in ${path.relative(process.cwd(), manifestFile)}.`);
}
