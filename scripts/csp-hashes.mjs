// The script hashes of every built page, for the strict Content-Security-Policy the server sends
// (src/lib/security-headers.ts). Run by the build itself: src/integrations/static-output.ts calls
// writeCspManifest when `astro build` is done.
//
// For each page dist/**.html:
// - every inline script (the theme script, the sidebar's scroll restore) is hashed as the browser hashes
//   it: sha256 of its text;
// - every script file it loads from /_astro gets an `integrity="sha256-…"` attribute with the hash of the file
//   (subresource integrity); the policy allows script files from the site's own origin ('self').
// Running it again gives the same files (the integrity attributes are replaced, not added twice).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles, STATIC_PREFIX } from './prerendered.mjs';

/** Script types the browser executes (and so checks against script-src); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export const sha256 = (content) => `sha256-${crypto.createHash('sha256').update(content).digest('base64')}`;

/** The URL path a prerendered HTML file answers: index.html is "/", docs/en.html is "/docs/en". */
export function pagePath(appDir, file) {
  const relative = path
    .relative(appDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return relative === 'index' ? '/' : `/${relative}`;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The tag with `integrity` set to the given value (replacing one that is there). */
function withIntegrity(tag, integrity) {
  const without = tag.replace(/\sintegrity="[^"]*"/i, '');
  return without.replace(/\s*\/?>$/, (end) => ` integrity="${integrity}"${end}`);
}

/**
 * Marks the script files of one page with their hashes (integrity) and lists the hashes of its inline scripts,
 * which its policy must allow. `fileHash(src)` gives the hash of a file under /_astro (or undefined).
 */
export function processPage(html, fileHash) {
  const hashes = new Set();
  const mark = (tag, src) => {
    const integrity = src?.startsWith(STATIC_PREFIX) ? fileHash(src.split('?')[0]) : undefined;
    if (!integrity) return tag;
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
    /\srel="modulepreload"/i.test(tag) || (/\srel="preload"/i.test(tag) && /\sas="script"/i.test(tag))
      ? mark(tag, attribute(tag, 'href'))
      : tag,
  );
  return { html: out, hashes: [...hashes].sort() };
}

/**
 * Rewrites the pages of the build in distDir (`prepare`, then integrity attributes: each file is read and written
 * once) and returns each page's script hashes,
 * keyed by its path. Paths whose first segment starts with "_" are the build's own (the 404 screens).
 */
export function pageScriptHashes(distDir, prepare = (html) => html) {
  const files = [...htmlFiles(distDir)];
  if (files.length === 0) throw new Error(`No pages under ${distDir}: build first.`);
  const fileHashes = new Map();
  const fileHash = (src) => {
    if (!fileHashes.has(src)) {
      const file = path.join(distDir, src.slice(1));
      fileHashes.set(src, fs.existsSync(file) ? sha256(fs.readFileSync(file)) : undefined);
    }
    return fileHashes.get(src);
  };
  const pages = {};
  for (const file of files) {
    const route = pagePath(distDir, file);
    const html = fs.readFileSync(file, 'utf8');
    const result = processPage(prepare(html), fileHash);
    if (result.html !== html) fs.writeFileSync(file, result.html);
    pages[route] = result.hashes;
  }
  return pages;
}
