#!/usr/bin/env node
/**
 * Type-checks the Python examples of the documentation with pyright against our typed description of
 * Robyn 0.88's public API (tests/python/stubs/robyn/*.pyi).
 *
 * Every ```python block of every page, in both languages, becomes its own module; pyright runs once over
 * all of them (basic mode, Python 3.10) and each error is reported as page file + block number + line.
 * A block fenced ```python partial is a deliberate fragment: it is only parsed (tests/unit/content.test.ts).
 *
 * Imports between blocks: a block whose title is a Python path (title="store.py", "routes/tickets.py",
 * "robyn_request_id/__init__.py") is importable under that module name by the other blocks of its page
 * (the page's last block with that title wins) and, failing that, by the blocks of the other pages of the
 * same folder (the last such block in navigation order wins): the example-app pages build one project.
 * Third-party packages the examples use are listed in THIRD_PARTY_MODULES and typed as `Any`; any other
 * import that does not resolve is an error.
 *
 * Run by `npm test` through tests/unit/python-examples.test.ts; `node scripts/check-python-examples.mjs`
 * runs it alone (`--keep` keeps the generated folder and prints its path).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STUBS_DIR = path.join(ROOT, 'tests', 'python', 'stubs');
const PYRIGHT = path.join(ROOT, 'node_modules', 'pyright', 'index.js');
const LANGS = ['en', 'zh'];

/**
 * Modules the examples import that are neither Robyn, the standard library nor another block: each is typed
 * as a module whose every attribute is `Any`, so only Robyn's API is checked in depth. Add a module here when
 * a page starts using it (and `pip install` it in the page's text).
 */
export const THIRD_PARTY_MODULES = [
  'fastapi',
  'fastapi.responses', // performance comparison
  'flask', // performance comparison
  'httpx',
  'jinja2',
  'pydantic',
  'pytest',
  'requests',
  'rustimport',
  'rustimport.import_hook', // using Rust directly
  'sqlalchemy',
  'sqlalchemy.orm',
  'strawberry',
  'strawberry.utils',
  'strawberry.utils.graphiql', // GraphQL
  'websockets',
  'websockets.sync',
  'websockets.sync.client', // real-time notifications client
  'word_count',
  'text_stats', // built by rustimport from the Rust files shown on "Using Rust directly"
];

/** pyright settings; `reportMissingImports` stays an error, so a wrong `from robyn... import` fails. */
export const PYRIGHT_SETTINGS = {
  pythonVersion: '3.10',
  typeCheckingMode: 'basic',
  reportMissingImports: 'error',
  // Our stubs have no Python source beside them; that is expected.
  reportMissingModuleSource: 'none',
};

/**
 * The fenced code blocks of an MDX file whose language is `python`, in order.
 * `line` is the 1-based line of the block's first code line in the file.
 */
export function extractPythonBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  let open = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!open) {
      const m = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
      if (m) open = { fence: m[2], lang: m[3], meta: m[4].trim(), start: i + 1, body: [] };
      continue;
    }
    const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
      if (open.lang === 'python') {
        const meta = open.meta;
        blocks.push({
          index: blocks.length + 1,
          meta,
          title: /title="([^"]*)"/.exec(meta)?.[1],
          partial: /(^|\s)partial(\s|$)/.test(meta.replace(/"[^"]*"/g, '""')),
          code: open.body.join('\n'),
          line: open.start + 1,
        });
      }
      open = null;
      continue;
    }
    open.body.push(line);
  }
  return blocks;
}

/** A block title that names a Python module ("store.py", "routes/tickets.py") → that module's file path. */
function moduleFile(title) {
  if (!title || !/^[A-Za-z_][\w/]*\.py$/.test(title)) return undefined;
  return title;
}

/** Top-level names a block imports (`import a.b` → a, `from a.b import c` → a); relative imports skipped. */
function importedTopNames(code) {
  const names = new Set();
  for (const m of code.matchAll(/^\s*(?:from\s+([A-Za-z_]\w*)[\w.]*\s+import|import\s+([^#\n]+))/gm)) {
    if (m[1]) names.add(m[1]);
    else for (const part of m[2].split(',')) names.add(part.trim().split(/[\s.]/)[0]);
  }
  return names;
}

function topName(file) {
  return file.split('/')[0].replace(/\.py$/, '');
}

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * Writes the pyright project of the given pages to a new temporary folder: each checked block as a module of
 * its page's execution environment, the modules other blocks import, the third-party placeholders and
 * pyrightconfig.json. `pages`: [{ file, lang, slug, blocks }] in navigation order, where `blocks` comes from
 * extractPythonBlocks and `file` is the page's path relative to the repository (used in messages).
 * With `partial`, fragments are written too (as `_blocks/partial_NN.py`, outside the config's `include`), for
 * an editor-like reader (scripts/reference-links.mts) that opens every block.
 * Returns { dir, fileMap: Map<generated file, { page, block }>, include }.
 */
export function preparePythonProject(pages, { partial = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'robyn-python-examples-'));
  const fileMap = new Map(); // generated file → { page, block }
  const include = [];
  const environments = [];

  // Modules for other pages of the same folder: folder → top name → { file, code } (last page wins).
  const folderModules = new Map();
  for (const page of pages) {
    const folder = `${page.lang}/${path.posix.dirname(page.slug || 'index')}`;
    if (!folderModules.has(folder)) folderModules.set(folder, new Map());
    for (const block of page.blocks) {
      const file = moduleFile(block.title);
      if (file && !block.partial) folderModules.get(folder).set(file, block.code);
    }
  }

  const thirdParty = path.join(dir, '_third_party');
  for (const name of THIRD_PARTY_MODULES) {
    const parts = name.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const file = path.join(thirdParty, ...parts.slice(0, i), '__init__.pyi');
      if (!fs.existsSync(file))
        write(file, 'from typing import Any\n\ndef __getattr__(name: str) -> Any: ...\n');
    }
  }

  pages.forEach((page, pageIndex) => {
    const checked = page.blocks.filter((b) => !b.partial);
    if (checked.length === 0 && !(partial && page.blocks.length)) return;
    const folder = `${page.lang}/${path.posix.dirname(page.slug || 'index')}`;
    const root = path.join(dir, 'pages', String(pageIndex).padStart(3, '0'));
    const poolDir = path.join(dir, 'pools', String(pageIndex).padStart(3, '0'));
    const wanted = new Set(checked.flatMap((b) => [...importedTopNames(b.code)]));

    // The page's own titled blocks go in its root; the folder's in an extra path behind it.
    const own = new Map();
    for (const block of checked) {
      const file = moduleFile(block.title);
      if (file) own.set(file, block.code);
    }
    for (const [file, code] of own) if (wanted.has(topName(file))) write(path.join(root, file), code);
    for (const [file, code] of folderModules.get(folder) ?? []) {
      if (wanted.has(topName(file)) && ![...own.keys()].some((f) => topName(f) === topName(file))) {
        write(path.join(poolDir, file), code);
      }
    }

    for (const block of checked) {
      const generated = path.join(root, '_blocks', `block_${String(block.index).padStart(2, '0')}.py`);
      write(generated, block.code.endsWith('\n') ? block.code : `${block.code}\n`);
      fileMap.set(generated, { page, block });
      include.push(path.relative(dir, generated));
    }
    if (partial) {
      for (const block of page.blocks.filter((b) => b.partial)) {
        const generated = path.join(root, '_blocks', `partial_${String(block.index).padStart(2, '0')}.py`);
        write(generated, block.code.endsWith('\n') ? block.code : `${block.code}\n`);
        fileMap.set(generated, { page, block });
      }
    }
    environments.push({
      root: path.relative(dir, root),
      extraPaths: [path.relative(dir, poolDir), '_third_party'],
      pythonVersion: PYRIGHT_SETTINGS.pythonVersion,
    });
  });

  const config = {
    ...PYRIGHT_SETTINGS,
    include,
    stubPath: STUBS_DIR,
    executionEnvironments: environments,
  };
  write(path.join(dir, 'pyrightconfig.json'), JSON.stringify(config, null, 2));
  return { dir, fileMap, include };
}

/**
 * Checks the given pages (see preparePythonProject).
 * Returns { checked, partial, diagnostics: [{ file, block, line, severity, rule, message }], dir? }.
 */
export function checkPythonPages(pages, { keep = false } = {}) {
  const { dir, fileMap, include } = preparePythonProject(pages);
  const diagnostics = [];
  if (include.length > 0) {
    const result = spawnSync(
      process.execPath,
      [PYRIGHT, '--outputjson', '-p', path.join(dir, 'pyrightconfig.json')],
      {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    let report;
    try {
      report = JSON.parse(result.stdout);
    } catch {
      throw new Error(
        `pyright did not answer with JSON (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
      );
    }
    for (const d of report.generalDiagnostics ?? []) {
      const origin = fileMap.get(d.file);
      if (!origin) {
        diagnostics.push({
          file: d.file,
          block: 0,
          line: 0,
          severity: d.severity,
          rule: d.rule,
          message: d.message,
        });
        continue;
      }
      diagnostics.push({
        file: origin.page.file,
        block: origin.block.index,
        line: origin.block.line + (d.range?.start.line ?? 0),
        blockLine: (d.range?.start.line ?? 0) + 1,
        severity: d.severity,
        rule: d.rule,
        message: d.message,
      });
    }
  }
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });

  const all = pages.flatMap((p) => p.blocks);
  return {
    checked: all.filter((b) => !b.partial).length,
    partial: all.filter((b) => b.partial).length,
    diagnostics,
    dir: keep ? dir : undefined,
  };
}

/** "content/docs/en/x.mdx:12 (python block 3, line 4): message [rule]" */
export function formatDiagnostic(d) {
  const where = d.block ? `${d.file}:${d.line} (python block ${d.block}, line ${d.blockLine})` : d.file;
  return `${where}: ${d.severity}: ${d.message.replace(/\n\s*/g, ' ')}${d.rule ? ` [${d.rule}]` : ''}`;
}

/** Reads one page of content/docs. */
export function readPage(lang, slug) {
  const file = path.posix.join('content', 'docs', lang, `${slug || 'index'}.mdx`);
  return { file, lang, slug, blocks: extractPythonBlocks(fs.readFileSync(path.join(ROOT, file), 'utf8')) };
}

/** The slugs of src/lib/navigation.ts in order (for running this file alone, without TypeScript). */
function navigationSlugs() {
  const source = fs.readFileSync(path.join(ROOT, 'src', 'lib', 'navigation.ts'), 'utf8');
  return [...source.matchAll(/pages:\s*\[([^\]]*)\]/g)]
    .flatMap((m) => [...m[1].matchAll(/'([^']*)'/g)].map((q) => q[1]))
    .filter((slug) => !slug.startsWith('reference/'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const slugs = navigationSlugs();
  const pages = LANGS.flatMap((lang) => slugs.map((slug) => readPage(lang, slug)));
  const result = checkPythonPages(pages, { keep: process.argv.includes('--keep') });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  for (const d of result.diagnostics) console.log(formatDiagnostic(d));
  console.log(
    `${result.checked} python blocks type-checked, ${result.partial} partial blocks only parsed; ` +
      `${errors.length} errors, ${result.diagnostics.length - errors.length} warnings/notes; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.dir) console.log(`generated files kept in ${result.dir}`);
  process.exit(errors.length > 0 ? 1 : 0);
}
