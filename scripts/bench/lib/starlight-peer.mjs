// The peer of the Starlight comparison (scripts/bench/starlight.mjs): a Starlight site generated from this
// build's own Markdown twins (dist/documentation/{en,zh}/**.md), built with Astro and served by the same server
// as our build, so the two sites differ only in what Starlight makes of the same content.
//
// The project lives in bench-results/starlight/ (ignored by git, ESLint and Prettier; $STARLIGHT_DIR moves it),
// with node_modules a link to the project's. It must stay inside the project folder: Astro 7 takes a module of
// the linked node_modules for one inside its root only when the two paths share a folder (outside, the build
// fails with "No cached compile metadata found"). Its content config is src/content.config.mjs, not .ts, so the
// project's typecheck (every **/*.ts) does not pick it up; Starlight then uses its default docs schema, the one
// the .ts config would name.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';
import { FALLBACK_POLICY } from '../../../server/server.mjs';

export const LANGS = ['en', 'zh'];
/** Starlight's locales: the same /en/ and /zh/ prefixes as ours (no root locale), so URLs compare. */
export const LOCALES = { en: { label: 'English' }, zh: { label: '简体中文', lang: 'zh-CN' } };
/** What the twins link to (absolute URLs of the site): on the peer, its own pages. */
const SITE_DOCS = 'https://robyn.tech/documentation/';

/**
 * The same policy for every response of the peer: the server's fallback policy (inline scripts and styles, which
 * Starlight uses) plus WebAssembly for Pagefind. Written as the peer's `_server.json`, so server/server.mjs
 * serves it without complaint.
 */
const PEER_POLICY = FALLBACK_POLICY.replace(
  "script-src 'self' 'unsafe-inline'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
).replace(/connect-src [^;]*/, "connect-src 'self'");

export function peerDir(env = process.env) {
  return path.resolve(ROOT, env.STARLIGHT_DIR || path.join('bench-results', 'starlight'));
}

const decodeEntities = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page's `<meta name="description">` in the built HTML, or null. */
function metaDescription(htmlFile) {
  if (!fs.existsSync(htmlFile)) return null;
  const head = fs.readFileSync(htmlFile, 'utf8').slice(0, 20_000);
  const tag = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(head);
  return tag ? decodeEntities(tag[1]) : null;
}

/** Every `.md` file below dir, relative, forward slashes. */
function markdownFiles(dir, prefix = '') {
  if (!fs.existsSync(path.join(dir, prefix))) return [];
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return markdownFiles(dir, relative);
      return entry.name.endsWith('.md') ? [relative] : [];
    })
    .sort();
}

/** GitHub-style callouts of the twins (`> [!NOTE]`) and the Starlight aside each becomes. */
const ASIDES = { NOTE: 'note', IMPORTANT: 'note', TIP: 'tip', WARNING: 'caution', CAUTION: 'danger' };

/**
 * The twins' callouts as Starlight writes them: `> [!WARNING]` and the rest of its blockquote become a
 * `:::caution` aside, which Starlight renders as its own callout (as our pages render theirs). Fenced code is
 * left alone.
 */
export function calloutsToAsides(markdown) {
  const lines = markdown.split('\n');
  const out = [];
  let fence = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      out.push(line);
      continue;
    }
    const callout = fence === null ? /^>\s*\[!(\w+)\]\s*$/.exec(line) : null;
    const kind = callout && ASIDES[callout[1].toUpperCase()];
    if (!kind) {
      out.push(line);
      continue;
    }
    const body = [];
    while (i + 1 < lines.length && lines[i + 1].startsWith('>')) body.push(lines[++i].replace(/^>\s?/, ''));
    while (body.length && body[0].trim() === '') body.shift();
    out.push(`:::${kind}`, ...body, ':::');
  }
  return out.join('\n');
}

/**
 * One twin as a Starlight page: the `# Title` line becomes the front matter's title, the summary blockquote under
 * it (our pages show it only as the meta description) goes, callouts become asides, and links to the site's docs
 * become the peer's.
 */
export function twinToPage(markdown, description) {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const heading = /^#\s+(.+?)\s*#*\s*$/.exec(lines[first] ?? '');
  if (!heading) throw new Error('a Markdown twin without a "# Title" first line');
  const title = heading[1];
  let i = first + 1;
  while (i < lines.length && lines[i].trim() === '') i++;
  let summary = '';
  while (i < lines.length && lines[i].startsWith('>')) summary += `${lines[i++].replace(/^>\s?/, '')} `;
  const body = calloutsToAsides(lines.slice(i).join('\n').replaceAll(SITE_DOCS, '/')).trim();
  const front = [
    '---',
    // JSON strings are valid YAML double-quoted scalars.
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description ?? summary.trim())}`,
    '---',
    '',
  ].join('\n');
  return { title, content: `${front}${body}\n` };
}

/**
 * The sidebar in the site's navigation order, read from the built llms.txt of each language: one group per
 * `## Heading` with documentation links (labels translated by position), one slug item per page (Starlight
 * labels it with the page's title in each locale).
 */
export function sidebarFromLlms(distDir) {
  const read = (lang) => {
    const file = path.join(distDir, lang === 'en' ? 'llms.txt' : `${lang}/llms.txt`);
    const groups = [];
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const heading = /^##\s+(.+)$/.exec(line);
      if (heading) groups.push({ label: heading[1].trim(), slugs: [] });
      const link = new RegExp(`\\]\\([^)]*/documentation/${lang}((?:/[^)]*)?)\\.md\\)`).exec(line);
      if (link && groups.length) groups.at(-1).slugs.push(link[1].replace(/^\//, '') || 'index');
    }
    return groups.filter((group) => group.slugs.length > 0);
  };
  const en = read('en');
  const zh = read('zh');
  if (en.length !== zh.length)
    throw new Error(`llms.txt: ${en.length} English groups, ${zh.length} Chinese groups`);
  return en.map((group, index) => ({
    label: group.label,
    translations: { 'zh-CN': zh[index].label },
    items: group.slugs.map((slug) => ({ slug })),
  }));
}

function packageVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Every file of the peer's project (relative path → text), generated from the build in distDir. */
export function peerProject(distDir) {
  const files = {};
  let pages = 0;
  for (const lang of LANGS) {
    const docs = path.join(distDir, 'documentation');
    const twins = [`${lang}.md`, ...markdownFiles(path.join(docs, lang)).map((rel) => `${lang}/${rel}`)];
    for (const twin of twins) {
      const source = path.join(docs, twin);
      if (!fs.existsSync(source)) throw new Error(`${source} is missing: is ${distDir} a full build?`);
      const description = metaDescription(source.replace(/\.md$/, '.html'));
      const { content } = twinToPage(fs.readFileSync(source, 'utf8'), description);
      const target = twin === `${lang}.md` ? `${lang}/index.md` : twin;
      files[`src/content/docs/${target}`] = content;
      pages++;
    }
  }
  const sidebar = sidebarFromLlms(distDir);
  // Starlight links /favicon.svg (its starter ships one in public/): our icon, so neither site gets a 404 for it.
  const icon = path.join(distDir, 'icon.svg');
  if (fs.existsSync(icon)) files['public/favicon.svg'] = fs.readFileSync(icon, 'utf8');
  const versions = {
    astro: packageVersion('astro'),
    '@astrojs/starlight': packageVersion('@astrojs/starlight'),
  };
  files['package.json'] = `${JSON.stringify(
    { name: 'robyn-bench-starlight', private: true, type: 'module', dependencies: versions },
    null,
    2,
  )}\n`;
  files['astro.config.mjs'] =
    `// Generated by scripts/bench/lib/starlight-peer.mjs: Starlight's defaults, our content and navigation.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  // /en/x is served from en/x.html, as our build is.
  build: { format: 'file' },
  integrations: [
    starlight({
      title: 'Robyn',
      defaultLocale: 'en',
      locales: ${JSON.stringify(LOCALES)},
      sidebar: [
${sidebar.map((group) => `        ${JSON.stringify(group)},`).join('\n')}
      ],
    }),
  ],
});
`;
  files['src/content.config.mjs'] = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;
  return { files, pages, versions, sidebarGroups: sidebar.length };
}

const hashOf = (files) => {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0${files[name]}\0`);
  return hash.digest('hex');
};

/**
 * Writes the peer's project into dir and builds it (`astro build`, telemetry off), unless the same project was
 * built there already (same generated files, same versions) and `force` is not set. Returns its dist folder.
 */
export function buildPeer(distDir, { dir = peerDir(), force = false, log = console.log } = {}) {
  const { files, pages, versions } = peerProject(distDir);
  const hash = hashOf(files);
  const out = path.join(dir, 'dist');
  const stamp = path.join(dir, '.built-from');
  const upToDate =
    !force &&
    fs.existsSync(path.join(out, '_server.json')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === hash;
  if (upToDate) {
    log(`Starlight peer: ${pages} pages, unchanged since its last build (${dir})`);
    return { dir, out, pages, versions, built: false, buildMs: 0 };
  }
  for (const folder of ['src', 'public']) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(stamp, { force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  // Astro 7 resolves its `astro:` modules through the project's own node_modules (a file: URL otherwise fails
  // with ERR_UNSUPPORTED_ESM_URL_SCHEME): a link to ours.
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
  log(
    `Starlight peer: building ${pages} pages with Starlight ${versions['@astrojs/starlight']} in ${dir} ...`,
  );
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', DIST_DIR: undefined },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const buildMs = Math.round(performance.now() - started);
  if (result.status !== 0) {
    throw new Error(`Starlight build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  const warnings = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => /\bwarn|error/i.test(line))
    .slice(0, 10);
  for (const line of warnings) log(`  ${line.trim()}`);
  // server/server.mjs reads the policy from _server.json and shows the 404 page for unknown paths.
  fs.writeFileSync(
    path.join(out, '_server.json'),
    `${JSON.stringify({ policies: { pages: {}, files: PEER_POLICY }, redirects: [] })}\n`,
  );
  fs.mkdirSync(path.join(out, '_404'), { recursive: true });
  for (const screen of ['landing', 'releases'])
    fs.copyFileSync(path.join(out, '404.html'), path.join(out, '_404', `${screen}.html`));
  fs.writeFileSync(stamp, hash);
  log(`Starlight peer built in ${(buildMs / 1000).toFixed(1)} s`);
  return { dir, out, pages, versions, built: true, buildMs };
}
