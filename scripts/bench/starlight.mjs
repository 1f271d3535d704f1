// Starlight section of `npm run bench` (see README.md here): our documentation pages against the same content
// in Starlight, the peer a docs site is measured against (as Pagefind is for search). The peer is generated from
// this build's Markdown twins (scripts/bench/lib/starlight-peer.mjs: same pages, titles, descriptions and
// navigation order, Starlight's default theme and its Pagefind search), built with Astro and served by
// server/server.mjs on BENCH_PEER_PORT (default BENCH_PORT + 1): same compression (brotli or gzip), same headers.
//
// Lighthouse (mobile preset, the main bench's flags) runs on getting_started in English and Chinese of both
// sites, interleaved (ours, peer, ours, peer, ...) BENCH_RUNS times; each figure is the median of its runs. Then
// the targets of issue 19, PASS/FAIL per line (`npm run bench -- --check` exits 1 on a FAIL):
//   - docs pages (en, zh): TBT ≤ Starlight's + 50 ms, LCP ≤ 1.05 × Starlight's, total bytes ≤ Starlight's;
//   - every page type (/, /releases, /community, docs en, docs zh): JavaScript transferred on load ≤ 20 KB
//     (Lighthouse resource-summary), performance ≥ 98, CLS 0 (/, /releases and /community from the main table:
//     SKIP when BENCH_PAGES leaves them out);
//   - getting_started's HTML ≤ 20 KB gzip (as the server sends it to a client asking for gzip).
//
//   STARLIGHT_DIR=bench-results/starlight   where the peer is generated and built
//   STARLIGHT_REBUILD=1 (or --build)         rebuild the peer even when its sources did not change
import http from 'node:http';
import path from 'node:path';
import { kb, median, printColumns, runLighthouseWithRetry } from './lib/lighthouse.mjs';
import { buildPeer } from './lib/starlight-peer.mjs';
import { ROOT, startSiteServer } from './lib/server.mjs';

export const name = 'starlight';

export const PAIRS = [
  {
    id: 'docs-en',
    label: 'getting_started (en)',
    ours: '/documentation/en/api_reference/getting_started',
    peer: '/en/api_reference/getting_started',
  },
  {
    id: 'docs-zh',
    label: 'getting_started (zh)',
    ours: '/documentation/zh/api_reference/getting_started',
    peer: '/zh/api_reference/getting_started',
  },
];

/** Issue 19's targets. */
export const TARGETS = {
  tbtOverPeerMs: 50,
  lcpOverPeerRatio: 1.05,
  scriptBytes: 20 * 1024,
  performance: 98,
  cls: 0,
  htmlGzipBytes: 20 * 1024,
};

/** The page types every target applies to: the main table's pages, and the docs pages measured here. */
const PAGE_TYPES = [
  { label: '/', page: '/' },
  { label: '/releases', page: '/releases' },
  { label: '/community', page: '/community' },
  { label: 'docs en', pair: 'docs-en' },
  { label: 'docs zh', pair: 'docs-zh' },
];

const METRICS = [
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'speedIndexMs',
  'totalBytes',
  'scriptBytes',
  'documentBytes',
];

/** Bytes of a response body as sent for that Accept-Encoding (not decoded, unlike fetch). */
function sentBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'] ?? null,
            bytes,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The figures of one site on one page: the median of each metric over the runs. */
function medianOf(samples) {
  const figures = Object.fromEntries(METRICS.map((key) => [key, median(samples.map((s) => s[key]))]));
  figures.performance = median(samples.map((s) => s.scores.performance));
  // The run whose performance is the median: its requests, LCP element and blocking resources are shown.
  const chosen = samples.find((s) => s.scores.performance === figures.performance) ?? samples[0];
  return {
    ...figures,
    scores: chosen.scores,
    byType: chosen.byType,
    requests: chosen.requests,
    lcpElement: chosen.lcpElement,
    renderBlocking: chosen.renderBlocking,
    failingAudits: chosen.failingAudits,
    consoleErrors: chosen.consoleErrors,
    runs: samples.map((s) => ({
      performance: s.scores.performance,
      lcpMs: s.lcpMs,
      tbtMs: s.tbtMs,
      cls: s.cls,
      benchmarkIndex: s.benchmarkIndex,
    })),
  };
}

const ratio = (ours, peer) =>
  Number.isFinite(ours) && Number.isFinite(peer) && peer > 0 ? Number((ours / peer).toFixed(2)) : null;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function printComparison(pages) {
  const header = ['page', 'site', 'perf', 'LCP', 'TBT', 'CLS', 'JS on load', 'HTML sent', 'total'];
  const lines = [];
  for (const { label, ours, peer, ratios } of pages) {
    for (const [site, r] of [
      ['ours', ours],
      ['Starlight', peer],
    ])
      lines.push([
        site === 'ours' ? label : '',
        site,
        r.performance,
        seconds(r.lcpMs),
        `${r.tbtMs} ms`,
        r.cls,
        kb(r.scriptBytes),
        kb(r.documentBytes),
        kb(r.totalBytes),
      ]);
    const x = (value) => (value === null ? '–' : `×${value.toFixed(2)}`);
    lines.push([
      '',
      'ours/peer',
      x(ratios.performance),
      x(ratios.lcpMs),
      x(ratios.tbtMs),
      '',
      x(ratios.scriptBytes),
      x(ratios.documentBytes),
      x(ratios.totalBytes),
    ]);
  }
  printColumns(header, lines);
}

/** Bytes by resource type (Lighthouse resource-summary) of both sites, and each site's largest requests. */
function printBytes(pages) {
  const types = ['document', 'script', 'stylesheet', 'font', 'image', 'other'];
  const lines = [];
  for (const { label, ours, peer } of pages) {
    for (const [site, r] of [
      ['ours', ours],
      ['Starlight', peer],
    ])
      lines.push([
        site === 'ours' ? label : '',
        site,
        ...types.map((type) => `${kb(r.byType?.[type]?.bytes ?? 0)} (${r.byType?.[type]?.requests ?? 0})`),
      ]);
  }
  console.log('\nTransferred on load by type (KB, requests):');
  printColumns(['page', 'site', ...types], lines);
  console.log('\nLargest requests (transferred), LCP element and render-blocking requests:');
  for (const { label, ours, peer } of pages) {
    for (const [site, r] of [
      ['ours', ours],
      ['Starlight', peer],
    ]) {
      const largest = [...(r.requests ?? [])]
        .sort((a, b) => b.transferSize - a.transferSize)
        .slice(0, 5)
        .map((q) => `${q.url} ${kb(q.transferSize)}`)
        .join(', ');
      const blocking = (r.renderBlocking ?? []).map((b) => b.url).join(', ') || 'none';
      console.log(`  ${label}, ${site}: ${largest}`);
      console.log(`    LCP element: ${r.lcpElement ?? '?'}; render-blocking: ${blocking}`);
    }
  }
}

/** Issue 19's targets as lines: { target, page, value, limit, status: 'PASS' | 'FAIL' | 'SKIP' }. */
function checkTargets(pages, mainPages, htmlGzip) {
  const lines = [];
  const line = (target, measured, limit, pass, note) =>
    lines.push({ target, measured, limit, status: pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL', note });
  for (const { id, ours, peer } of pages) {
    const lang = id.replace('docs-', '');
    line(
      `docs ${lang}: TBT ≤ Starlight + ${TARGETS.tbtOverPeerMs} ms`,
      `${ours.tbtMs} ms`,
      `${peer.tbtMs + TARGETS.tbtOverPeerMs} ms`,
      ours.tbtMs <= peer.tbtMs + TARGETS.tbtOverPeerMs,
    );
    line(
      `docs ${lang}: LCP ≤ ${TARGETS.lcpOverPeerRatio} × Starlight`,
      seconds(ours.lcpMs),
      seconds(peer.lcpMs * TARGETS.lcpOverPeerRatio),
      ours.lcpMs <= peer.lcpMs * TARGETS.lcpOverPeerRatio,
    );
    line(
      `docs ${lang}: total bytes ≤ Starlight`,
      kb(ours.totalBytes),
      kb(peer.totalBytes),
      ours.totalBytes <= peer.totalBytes,
    );
  }
  for (const type of PAGE_TYPES) {
    const figures = type.pair
      ? pages.find((p) => p.id === type.pair)?.ours
      : mainPages.find((p) => p.page === type.page);
    const note = figures ? undefined : 'not measured (BENCH_PAGES)';
    const performance = figures ? (figures.performance ?? figures.scores?.performance) : undefined;
    line(
      `${type.label}: JavaScript on load ≤ ${kb(TARGETS.scriptBytes)}`,
      figures ? kb(figures.scriptBytes) : '–',
      kb(TARGETS.scriptBytes),
      figures ? figures.scriptBytes <= TARGETS.scriptBytes : null,
      note,
    );
    line(
      `${type.label}: performance ≥ ${TARGETS.performance}`,
      figures ? String(performance) : '–',
      String(TARGETS.performance),
      figures ? performance >= TARGETS.performance : null,
      note,
    );
    line(
      `${type.label}: CLS ${TARGETS.cls}`,
      figures ? String(figures.cls) : '–',
      String(TARGETS.cls),
      figures ? figures.cls <= TARGETS.cls : null,
      note,
    );
  }
  for (const [lang, sent] of Object.entries(htmlGzip)) {
    line(
      `getting_started (${lang}): HTML ≤ ${kb(TARGETS.htmlGzipBytes)} gzip`,
      kb(sent.bytes),
      kb(TARGETS.htmlGzipBytes),
      sent.encoding === 'gzip' && sent.bytes <= TARGETS.htmlGzipBytes,
      sent.encoding === 'gzip' ? undefined : `sent as ${sent.encoding ?? 'identity'}`,
    );
  }
  return lines;
}

export async function run({ baseUrl, browser, chromePort, distDir, runs = 1, results }) {
  const force = process.env.STARLIGHT_REBUILD === '1' || process.argv.includes('--build');
  const peerBuild = buildPeer(distDir, { force });
  const peerPort = Number(process.env.BENCH_PEER_PORT || Number(new URL(baseUrl).port) + 1);
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const peerServer = await startSiteServer({
    distDir: peerBuild.out,
    port: peerPort,
    label: 'the Starlight peer (server/server.mjs)',
  });
  const samples = Object.fromEntries(PAIRS.map((pair) => [pair.id, { ours: [], peer: [] }]));
  const htmlGzip = {};
  try {
    // Each server compresses a file on its first request and keeps it: ask once per encoding before measuring.
    for (const pair of PAIRS) {
      for (const url of [`${baseUrl}${pair.ours}`, `${peerUrl}${pair.peer}`]) {
        for (const encoding of ['br', 'gzip']) {
          const sent = await sentBytes(url, encoding);
          if (sent.status !== 200) throw new Error(`${url} answered ${sent.status}`);
        }
      }
      htmlGzip[pair.id.replace('docs-', '')] = await sentBytes(`${baseUrl}${pair.ours}`, 'gzip');
    }
    const lhrFile = (site, pair, i) =>
      process.env.BENCH_SAVE_LHR
        ? path.join(ROOT, 'bench-results', `lhr-starlight-${site}-${pair.id}-${i + 1}.json`)
        : undefined;
    for (let i = 0; i < runs; i++) {
      for (const pair of PAIRS) {
        for (const [site, url] of [
          ['ours', `${baseUrl}${pair.ours}`],
          ['peer', `${peerUrl}${pair.peer}`],
        ]) {
          process.stdout.write(`Lighthouse ${site} ${pair.label} (${i + 1}/${runs}) ...       \r`);
          samples[pair.id][site].push(
            await runLighthouseWithRetry(browser, chromePort, url, { saveAs: lhrFile(site, pair, i) }),
          );
        }
      }
    }
  } finally {
    peerServer.kill();
  }

  const pages = PAIRS.map((pair) => {
    const ours = medianOf(samples[pair.id].ours);
    const peer = medianOf(samples[pair.id].peer);
    const ratios = Object.fromEntries(
      ['performance', ...METRICS].map((key) => [key, ratio(ours[key], peer[key])]),
    );
    return { ...pair, ours: { url: pair.ours, ...ours }, peer: { url: pair.peer, ...peer }, ratios };
  });
  console.log(
    `Starlight ${peerBuild.versions['@astrojs/starlight']} (Astro ${peerBuild.versions.astro}), ${peerBuild.pages} pages from our Markdown twins; ` +
      `Lighthouse mobile, median of ${runs} run${runs === 1 ? '' : 's'} per site and page`,
  );
  printComparison(pages);
  printBytes(pages);
  for (const { label, ours, peer } of pages) {
    for (const [site, r] of [
      ['ours', ours],
      ['Starlight', peer],
    ]) {
      if (r.failingAudits.length) console.log(`  ${label}, ${site}: ${r.failingAudits.join(', ')}`);
      for (const error of r.consoleErrors) console.log(`    console (${site}): ${error}`);
    }
  }

  const checks = checkTargets(pages, results?.lighthouse?.pages ?? [], htmlGzip);
  console.log('\nIssue 19 targets:');
  const width = Math.max(...checks.map((c) => c.target.length));
  for (const c of checks)
    console.log(
      `  ${c.status}  ${c.target.padEnd(width)}  ${c.measured} (limit ${c.limit})${c.note ? `  ${c.note}` : ''}`,
    );
  const failed = checks.filter((c) => c.status === 'FAIL');
  const skipped = checks.filter((c) => c.status === 'SKIP');
  console.log(
    failed.length
      ? `${failed.length} of ${checks.length} targets missed${skipped.length ? `, ${skipped.length} not measured` : ''}.`
      : `All measured targets met${skipped.length ? ` (${skipped.length} not measured)` : ''}.`,
  );

  return {
    peer: {
      starlight: peerBuild.versions['@astrojs/starlight'],
      astro: peerBuild.versions.astro,
      pages: peerBuild.pages,
      dir: path.relative(ROOT, peerBuild.dir) || peerBuild.dir,
      rebuilt: peerBuild.built,
      buildMs: peerBuild.buildMs,
    },
    runs,
    targets: TARGETS,
    pages: pages.map(({ id, label, ours, peer, ratios }) => ({ id, label, ours, peer, ratios })),
    htmlGzip,
    checks,
    targetsMet: failed.length === 0,
  };
}
