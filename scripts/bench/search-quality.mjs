// Search-quality section of `npm run bench` (see README.md here): the committed query set in
// search-queries.json (real questions from Robyn's issues and their Chinese counterparts, each with the pages
// and sections that answer it, chosen by reading the content) is typed into the real search dialog of the
// production build, and the same questions are asked of Pagefind indexing the same built HTML, in one run.
// It prints S@1, S@5, MRR@5, section S@5, "Nothing found" counts and latency per language and engine. Then the
// identifier set (lib/identifier-queries.mjs: every name of the Python reference, and a typo of each) the same
// way, with section S@1 (the entry, or a guide section whose heading names it, first) per kind of query.
//
// Standalone, against a running production server of the build in DIST_DIR (default dist/), e.g. `npm start`:
//   node scripts/bench/search-quality.mjs http://127.0.0.1:3000
//   SEARCH_QUALITY_VERBOSE=1 ...   also prints every query whose first result is not one of its pages
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { htmlFiles } from '../prerendered.mjs';
import { openWithShortcut, waitForSearchShortcut } from './search.mjs';
import { identifierQueries } from './lib/identifier-queries.mjs';
import { benchDistDir } from './lib/server.mjs';

export const name = 'searchQuality';

/** The issue's goal for the site's search, per language. */
export const GOAL = { s5: 0.95, mrr5: 0.85, sectionS5: 0.75 };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const TOP = 5;
const LANGS = ['en', 'zh'];
const verbose = process.env.SEARCH_QUALITY_VERBOSE === '1';
/** SEARCH_QUALITY_SETS=questions skips the identifier set (about three minutes of typing). */
const sets = (process.env.SEARCH_QUALITY_SETS || 'questions,identifiers').split(',');

export function loadQueries(file = process.env.SEARCH_QUERIES || path.join(here, 'search-queries.json')) {
  const { queries } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return queries;
}

/** '/documentation/en/api_reference/cors#preflight' -> { page: 'api_reference/cors', section: 'api_reference/cors#preflight' } */
export function docsTarget(href, lang) {
  const url = new URL(href, 'http://site.invalid');
  const prefix = `/documentation/${lang}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const page = decodeURIComponent(url.pathname.slice(prefix.length).replace(/^\/+|\/+$/g, ''));
  const anchor = decodeURIComponent(url.hash.replace(/^#/, ''));
  return { page, section: anchor ? `${page}#${anchor}` : page };
}

/** Scores one engine's ranked hrefs per query. Queries without acceptable pages are counted apart. */
export function score(queries, answers, lang) {
  let s1 = 0;
  let s5 = 0;
  let rr = 0;
  let sectionHits = 0;
  let sectionFirst = 0;
  let withSections = 0;
  let nothingFound = 0;
  let judged = 0;
  let unanswerableQuiet = 0;
  let unanswerable = 0;
  const misses = [];
  queries.forEach((query, i) => {
    const targets = (answers[i]?.hrefs ?? [])
      .map((href) => docsTarget(href, lang))
      .filter(Boolean)
      .slice(0, TOP);
    if (targets.length === 0) nothingFound++;
    if (query.pages.length === 0) {
      unanswerable++;
      if (targets.length === 0) unanswerableQuiet++;
      return;
    }
    judged++;
    const rank = targets.findIndex((t) => query.pages.includes(t.page));
    if (rank === 0) s1++;
    if (rank >= 0) {
      s5++;
      rr += 1 / (rank + 1);
    }
    // Every question that costs reciprocal rank: not found in the top five (rank -1), or found below the first.
    if (rank !== 0)
      misses.push({ q: query.q, rank, expected: query.pages, got: targets.map((t) => t.section) });
    if (query.sections?.length) {
      withSections++;
      if (targets.some((t) => query.sections.includes(t.section))) sectionHits++;
      if (targets[0] && query.sections.includes(targets[0].section)) sectionFirst++;
    }
  });
  const ratio = (n, d) => (d ? Number((n / d).toFixed(3)) : null);
  return {
    queries: judged,
    s1: ratio(s1, judged),
    s5: ratio(s5, judged),
    mrr5: ratio(rr, judged),
    sectionS5: ratio(sectionHits, withSections),
    sectionS1: ratio(sectionFirst, withSections),
    withSections,
    nothingFound,
    unanswerable,
    unanswerableQuiet,
    misses,
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(2));
}

/** Our engine, through the dialog: clear the input, insert the whole question, read the result links. */
async function askSite(browser, baseUrl, lang, queries) {
  const page = await browser.newPage();
  const answers = [];
  try {
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}/documentation/${lang}`, { waitUntil: 'networkidle0' });
    await waitForSearchShortcut(page);
    // Ctrl+K loads the dialog's island and opens it.
    const input = await openWithShortcut(page);
    for (const query of queries) {
      await input.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await page.waitForFunction(() => !document.querySelector('[data-search-dialog] [role="option"]'));
      const started = performance.now();
      await page.keyboard.sendCharacter(query.q);
      await page.waitForFunction(
        () => {
          const dialog = document.querySelector('[data-search-dialog]');
          if (!dialog || dialog.querySelector('[role="status"]')) return false;
          return !!dialog.querySelector('[role="option"]') || /Nothing found/.test(dialog.textContent ?? '');
        },
        { polling: 'raf', timeout: 10_000 },
      );
      const ms = performance.now() - started;
      const hrefs = await page.$$eval('[data-search-dialog] [role="option"]', (links) =>
        links.map((a) => a.getAttribute('href') ?? ''),
      );
      answers.push({ hrefs, ms });
    }
  } finally {
    await page.close();
  }
  return answers;
}

/** Every prerendered docs page of a language, as [url, html]: dist/documentation/{lang}.html and {lang}/**.html. */
function builtDocsPages(distDir, lang) {
  const base = path.join(distDir, 'documentation');
  const pages = [...htmlFiles(base)].map((file) => {
    const rel = path
      .relative(base, file)
      .replace(/\.html$/, '')
      .split(path.sep)
      .join('/');
    return [`/documentation/${rel}`, fs.readFileSync(file, 'utf8')];
  });
  return pages.filter(
    ([url]) => url === `/documentation/${lang}` || url.startsWith(`/documentation/${lang}/`),
  );
}

/** Pagefind 1.x over the same built HTML (the article of each docs page), served from 127.0.0.1. */
async function buildPagefind(distDir) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ rootSelector: '[data-testid="docs-article"]' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let count = 0;
  // The host page of each language declares the same <html lang> as the built pages, so Pagefind loads that index.
  const htmlLang = {};
  for (const lang of LANGS) {
    for (const [url, content] of builtDocsPages(distDir, lang)) {
      htmlLang[lang] ??= /<html[^>]*\slang="([^"]+)"/.exec(content)?.[1] ?? lang;
      const added = await index.addHTMLFile({ url, content });
      if (added.errors?.length) throw new Error(`Pagefind ${url}: ${added.errors.join('; ')}`);
      count++;
    }
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  await pagefind.close();
  for (const lang of LANGS)
    fs.writeFileSync(
      path.join(outDir, `${lang}.html`),
      `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8"></head><body></body></html>`,
    );
  const types = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.wasm': 'application/wasm',
    '.json': 'application/json',
    '.css': 'text/css',
  };
  const server = http.createServer((request, response) => {
    const file = path.join(outDir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${server.address().port}`, pages: count, close };
}

/**
 * Pagefind ranks pages; each page's hit is its best-matching section (the sub-result with the most matched
 * words), which is what its default UI shows first under the page.
 */
async function askPagefind(browser, origin, lang, queries) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/${lang}.html`);
    await page.evaluate(async () => {
      window.__pagefind = await import('/pagefind/pagefind.js');
      await window.__pagefind.init();
    });
    const answers = [];
    for (const query of queries) {
      answers.push(
        await page.evaluate(
          async (q, top) => {
            const started = performance.now();
            const search = await window.__pagefind.search(q);
            const data = await Promise.all(search.results.slice(0, top).map((r) => r.data()));
            const ms = performance.now() - started;
            const hrefs = data.map((d) => {
              const best = [...(d.sub_results ?? [])].sort(
                (a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0),
              )[0];
              return best?.url ?? d.url;
            });
            return { hrefs, ms };
          },
          query.q,
          TOP,
        ),
      );
    }
    return answers;
  } finally {
    await page.close();
  }
}

const pct = (value) => (value === null ? '  –  ' : `${(value * 100).toFixed(0)}%`.padStart(4));

/** Asks both engines a query set, per language. */
async function askBoth(browser, baseUrl, pagefind, all) {
  const engines = { site: {}, pagefind: {} };
  for (const lang of LANGS) {
    const queries = all.filter((q) => q.lang === lang);
    for (const [engine, ask] of [
      ['site', () => askSite(browser, baseUrl, lang, queries)],
      ['pagefind', () => askPagefind(browser, pagefind.origin, lang, queries)],
    ]) {
      const answers = await ask();
      const scored = score(queries, answers, lang);
      const times = answers.map((a) => a.ms);
      engines[engine][lang] = { ...scored, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
      if (queries.some((q) => q.kind)) {
        engines[engine][lang].byKind = {};
        for (const kind of new Set(queries.map((q) => q.kind))) {
          const own = queries.flatMap((q, i) => (q.kind === kind ? [i] : []));
          const figures = score(
            own.map((i) => queries[i]),
            own.map((i) => answers[i]),
            lang,
          );
          delete figures.misses;
          engines[engine][lang].byKind[kind] = figures;
        }
      }
    }
  }
  return engines;
}

export async function run({ baseUrl, browser, distDir = benchDistDir() }) {
  const all = loadQueries();
  const identifiers = sets.includes('identifiers') ? identifierQueries(root, LANGS) : [];
  const result = { goal: GOAL, engines: {}, identifiers: {} };
  const pagefind = await buildPagefind(distDir);
  if (pagefind.pages === 0)
    throw new Error(`No documentation pages in ${distDir}/documentation: build first.`);
  try {
    result.engines = await askBoth(browser, baseUrl, pagefind, all);
    if (identifiers.length)
      result.identifiers = { engines: await askBoth(browser, baseUrl, pagefind, identifiers) };
  } finally {
    pagefind.close();
  }
  console.log(
    `Search quality: ${all.length} questions; answers chosen by reading the content (scripts/bench/search-queries.json)`,
  );
  console.log(
    'engine     lang  n    S@1   S@5   MRR@5  section S@5  nothing found  no-answer quiet  p50 / p95 (ms, question → results)',
  );
  for (const lang of LANGS) {
    for (const engine of ['site', 'pagefind']) {
      const r = result.engines[engine][lang];
      console.log(
        `${engine.padEnd(9)}  ${lang.padEnd(4)}  ${String(r.queries).padEnd(3)}  ${pct(r.s1)}  ${pct(r.s5)}  ${r.mrr5.toFixed(2).padStart(5)}  ${`${pct(r.sectionS5)} of ${r.withSections}`.padEnd(11)}  ${String(r.nothingFound).padEnd(13)}  ${`${r.unanswerableQuiet} of ${r.unanswerable}`.padEnd(15)}  ${r.p50Ms} / ${r.p95Ms}`,
      );
    }
  }
  const kinds = ['name', 'member', 'module', 'typo'];
  if (identifiers.length)
    console.log(
      `Identifiers: ${identifiers.length / LANGS.length} per language, every name of the Python reference and one typo of each of five letters or more; answers: the entry's anchor and the guide sections whose heading names it (scripts/bench/lib/identifier-queries.mjs)`,
    );
  if (identifiers.length)
    console.log(
      `engine     lang  n     S@1   section S@1  S@5   MRR@5  nothing found  section S@1: ${kinds.map((k) => k.padEnd(12)).join('')}p50 / p95 (ms)`,
    );
  for (const lang of identifiers.length ? LANGS : []) {
    for (const engine of ['site', 'pagefind']) {
      const r = result.identifiers.engines[engine][lang];
      console.log(
        `${engine.padEnd(9)}  ${lang.padEnd(4)}  ${String(r.queries).padEnd(4)}  ${pct(r.s1)}  ${pct(r.sectionS1).padEnd(11)}  ${pct(r.s5)}  ${r.mrr5.toFixed(2).padStart(5)}  ${String(r.nothingFound).padEnd(13)}  ${' '.repeat(13)}${kinds.map((k) => `${pct(r.byKind[k]?.sectionS1 ?? null)} of ${r.byKind[k]?.queries ?? 0}`.padEnd(12)).join('')}${r.p50Ms} / ${r.p95Ms}`,
      );
    }
  }
  const missed = LANGS.flatMap((lang) => {
    const r = result.engines.site[lang];
    return [
      ...(r.s5 < GOAL.s5 ? [`${lang} S@5 ${pct(r.s5).trim()} < ${GOAL.s5 * 100}%`] : []),
      ...(r.mrr5 < GOAL.mrr5 ? [`${lang} MRR@5 ${r.mrr5} < ${GOAL.mrr5}`] : []),
      ...(r.sectionS5 !== null && r.sectionS5 < GOAL.sectionS5
        ? [`${lang} section S@5 ${pct(r.sectionS5).trim()} < ${GOAL.sectionS5 * 100}%`]
        : []),
    ];
  });
  result.meetsGoal = missed.length === 0;
  console.log(
    missed.length
      ? `Search quality goal missed: ${missed.join('; ')}`
      : `Search quality goal met (S@5 ≥ ${GOAL.s5 * 100}%, MRR@5 ≥ ${GOAL.mrr5}, section S@5 ≥ ${GOAL.sectionS5 * 100}% per language).`,
  );
  if (verbose) {
    for (const [set, engines] of [
      ['question', result.engines],
      ...(identifiers.length ? [['identifier', result.identifiers.engines]] : []),
    ])
      for (const lang of LANGS) {
        for (const miss of engines.site[lang].misses)
          console.log(
            `  ${set} miss ${lang} [rank ${miss.rank < 0 ? 'none' : miss.rank + 1}]: ${miss.q}  expected ${miss.expected.join(', ')}  got ${miss.got.join(', ') || '(nothing)'}`,
          );
      }
  }
  return result;
}

// Standalone: node scripts/bench/search-quality.mjs [baseUrl]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] || 'http://127.0.0.1:3000';
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await run({ baseUrl, browser });
    if (process.env.SEARCH_QUALITY_JSON)
      fs.writeFileSync(process.env.SEARCH_QUALITY_JSON, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}
