#!/usr/bin/env node
// `npm run bench`: Lighthouse 13 (mobile preset) on the main pages against the production server
// (server/server.mjs) launched here on the static build, then every module in scripts/bench/ that exports
// `run(context)` (search, search quality, load, the Starlight comparison). Prints tables, writes
// bench-results/bench.json.
//
//   BENCH_RUNS=3          Lighthouse runs per page (the median run is reported)
//   BENCH_PORT=3399       port of the server it starts (the Starlight peer's: BENCH_PEER_PORT, default +1)
//   DIST_DIR=dist         build folder (built first when it has no _server.json, or always with --build)
//   CHROME_PATH=/usr/bin/chromium
//   BENCH_PAGES=/,/releases  only these pages (none: no main table, the sections alone)
//   BENCH_SAVE_LHR=1      also keep each page's full Lighthouse report in bench-results/lhr-*.json
//   BENCH_SECTIONS=load,search  only these extra sections of scripts/bench/ (none: Lighthouse alone)
//   --check               exit 1 when a page misses a target (performance ≥ 98, the other categories 100) or a
//                         section reports `targetsMet: false` (the Starlight comparison's targets)
import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { kb, median, printColumns, runLighthouseWithRetry } from './bench/lib/lighthouse.mjs';
import { benchDistDir, startSiteServer } from './bench/lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = benchDistDir();
const port = Number(process.env.BENCH_PORT || 3399);
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const baseUrl = `http://127.0.0.1:${port}`;
const args = new Set(process.argv.slice(2));
const onlySections = process.env.BENCH_SECTIONS
  ? process.env.BENCH_SECTIONS.split(',').map((name) => name.trim())
  : null;

export const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',')
      .map((page) => page.trim())
      .filter((page) => page && page !== 'none')
  : [
      '/',
      '/releases',
      '/community',
      '/documentation/en/api_reference/getting_started',
      '/documentation/zh/api_reference/getting_started',
    ];
/** Lighthouse performance of every page, and the other three categories (issue 19: performance 98). */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The star badge calls the code host's API; the bench answers it locally, like the browser tests do. */
const STAR_API = 'https://api.github.com/repos/*';
const STAR_ANSWER = JSON.stringify({ stargazers_count: 6100 });
const STAR_ETAG = '"bench"';

function build() {
  console.log(`Building into ${path.relative(root, distDir) || '.'} ...`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Answers the star API on every page of the browser through the DevTools protocol, the way the code host does:
 * CORS preflight allowing If-None-Match, the count with an ETag, and 304 when the visitor's ETag still matches.
 */
async function stubStarApi(browser) {
  const cors = [
    { name: 'Access-Control-Allow-Origin', value: '*' },
    { name: 'Access-Control-Expose-Headers', value: 'ETag' },
  ];
  const attach = async (target) => {
    if (target.type() !== 'page') return;
    const session = await target.createCDPSession();
    session.on('Fetch.requestPaused', ({ requestId, request }) => {
      const ifNoneMatch = Object.entries(request.headers).find(
        ([name]) => name.toLowerCase() === 'if-none-match',
      )?.[1];
      let answer;
      if (request.method === 'OPTIONS') {
        answer = {
          responseCode: 204,
          responseHeaders: [
            ...cors,
            { name: 'Access-Control-Allow-Methods', value: 'GET' },
            { name: 'Access-Control-Allow-Headers', value: 'Accept, If-None-Match' },
            { name: 'Access-Control-Max-Age', value: '86400' },
          ],
        };
      } else if (ifNoneMatch === STAR_ETAG) {
        answer = { responseCode: 304, responseHeaders: [...cors, { name: 'ETag', value: STAR_ETAG }] };
      } else {
        answer = {
          responseCode: 200,
          responseHeaders: [
            ...cors,
            { name: 'Content-Type', value: 'application/json; charset=utf-8' },
            { name: 'ETag', value: STAR_ETAG },
          ],
          body: Buffer.from(STAR_ANSWER).toString('base64'),
        };
      }
      session.send('Fetch.fulfillRequest', { requestId, ...answer }).catch(() => undefined);
    });
    await session.send('Fetch.enable', { patterns: [{ urlPattern: STAR_API }] });
  };
  browser.on('targetcreated', (target) => void attach(target).catch(() => undefined));
  await Promise.all(browser.targets().map((target) => attach(target).catch(() => undefined)));
}

function printTable(rows) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'TBT',
    'CLS',
    'total',
    'JS',
    'HTML',
    'pre-paint',
  ];
  const lines = rows.map((r) => [
    r.page,
    r.scores.performance,
    r.scores.accessibility,
    r.scores['best-practices'],
    r.scores.seo,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${r.tbtMs} ms`,
    r.cls,
    kb(r.totalBytes),
    kb(r.scriptBytes),
    kb(r.documentBytes),
    kb(r.bytesBeforePaint),
  ]);
  printColumns(header, lines);
  if (runs > 1) {
    console.log(`\nPerformance of each run (the median run is shown above):`);
    for (const r of rows)
      console.log(
        `  ${r.page}: ${r.runs.map((run) => `${run.performance} (TBT ${run.tbtMs} ms, LCP ${(run.lcpMs / 1000).toFixed(2)} s)`).join(', ')}`,
      );
  }
}

function meetsTargets(row) {
  return Object.entries(TARGETS).every(([category, min]) => row.scores[category] >= min);
}

const lhrFile = (url) =>
  process.env.BENCH_SAVE_LHR
    ? path.join(root, 'bench-results', `lhr${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')}.json`)
    : undefined;

async function main() {
  if (args.has('--build') || !fs.existsSync(path.join(distDir, '_server.json'))) build();
  const server = await startSiteServer({ distDir, port });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results = {
    date: new Date().toISOString(),
    commit: null,
    distDir: path.relative(root, distDir) || '.',
    runsPerPage: runs,
    machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
    lighthouse: { preset: 'mobile', targets: TARGETS, pages: [] },
  };
  try {
    results.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    // not a git checkout
  }
  let exitCode = 0;
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    await stubStarApi(browser);
    // One throwaway load so the server's first-request work (compressing the page) is not measured.
    await fetch(`${baseUrl}/`).catch(() => undefined);

    for (const pagePath of PAGES) {
      const samples = [];
      const url = `${baseUrl}${pagePath}`;
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`Lighthouse ${pagePath} (${i + 1}/${runs}) ...\r`);
        samples.push(await runLighthouseWithRetry(browser, chrome.port, url, { saveAs: lhrFile(url) }));
      }
      const chosen = samples.find(
        (s) => s.scores.performance === median(samples.map((x) => x.scores.performance)),
      );
      results.lighthouse.pages.push({
        page: pagePath,
        ...chosen,
        runs: samples.map((s) => ({
          performance: s.scores.performance,
          lcpMs: s.lcpMs,
          tbtMs: s.tbtMs,
          cls: s.cls,
        })),
      });
    }
    if (PAGES.length) printTable(results.lighthouse.pages);
    const indexes = results.lighthouse.pages.map((row) => row.benchmarkIndex);
    console.log(
      `\nHost: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(
          ' ',
        )}${indexes.length ? `, Lighthouse benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)}` : ''}`,
    );
    for (const row of results.lighthouse.pages) {
      if (row.failingAudits.length) console.log(`  ${row.page}: ${row.failingAudits.join(', ')}`);
      for (const error of row.consoleErrors) console.log(`    console: ${error}`);
    }
    const missed = results.lighthouse.pages.filter((row) => !meetsTargets(row));
    if (PAGES.length)
      console.log(
        missed.length
          ? `\nTargets missed on: ${missed.map((r) => r.page).join(', ')}`
          : `\nAll pages meet the targets (performance ≥ ${TARGETS.performance}, others 100).`,
      );
    if (missed.length && args.has('--check')) exitCode = 1;

    // Extra sections: every scripts/bench/*.mjs exporting run(context) (see scripts/bench/README.md).
    const benchDir = path.join(root, 'scripts', 'bench');
    const modules = fs.existsSync(benchDir)
      ? fs
          .readdirSync(benchDir)
          .filter((f) => f.endsWith('.mjs'))
          .filter((f) => !onlySections || onlySections.includes(path.basename(f, '.mjs')))
          .sort()
      : [];
    for (const file of modules) {
      const mod = await import(pathToFileURL(path.join(benchDir, file)).href);
      if (typeof mod.run !== 'function') continue;
      const name = mod.name || path.basename(file, '.mjs');
      console.log(`\n== ${name}`);
      try {
        results[name] = await mod.run({
          baseUrl,
          browser,
          chromePort: chrome.port,
          root,
          distDir,
          runs,
          results,
          serverPid: server.pid,
        });
      } catch (error) {
        // One broken section does not lose the others' figures; the bench still fails.
        console.error(`Section ${name} failed:`, error);
        results[name] = { error: String(error?.stack ?? error) };
        exitCode = 1;
      }
      if (results[name]?.targetsMet === false && args.has('--check')) exitCode = 1;
    }
    await browser.disconnect();
  } finally {
    await chrome.kill();
    server.kill();
  }
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, path.join(outDir, 'bench.json'))}`);
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
