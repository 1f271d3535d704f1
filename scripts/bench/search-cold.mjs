// Cold-phone search section of `npm run bench` (issue 29): how long a reader on a phone waits, from pressing the
// search button to the first result on screen, on this site and on the Starlight peer with its Pagefind search
// (built from our Markdown twins by lib/starlight-peer.mjs, served by the same server), and how many bytes the
// press costs.
//
// Method, the same for both sites, every sample in a fresh browser context:
// - Lighthouse's mobile network profile (150 ms round trip, 1.6 Mbps down, 750 kbps up) applied with the Chrome
//   DevTools Protocol's Network.emulateNetworkConditions, on the page and on every worker it starts (requests
//   made inside a worker are not the page's: each worker gets the same conditions on its own session), and a 4x
//   slower CPU (Emulation.setCPUThrottlingRate); a phone's viewport (412 x 823, touch).
// - The docs page (getting_started) opens; once loaded it stays open 3 s, as a reader reads before searching.
// - The reader taps the search button (a touch: no hover before it, so nothing starts earlier than the tap),
//   waits for the search field to have focus, and types the query.
// - Measured in the page: from the tap (its touchstart) to the first result in the results list, then the next
//   frame; and the bytes received (encoded, as sent) for every request started after the tap, the page's and its
//   workers'.
// Several queries per language, each site once per query and run, interleaved (ours, peer, ours, ...), the median
// of SEARCH_COLD_RUNS runs (default 3). The machine may be busy: read the ratios (ours / peer) of one run, never
// absolute times across runs. Target: ratio at most 0.9 in both languages (per language: the median over its
// queries of the per-query medians).
//
// Standalone, against two running servers (ours, then the peer), and optionally a third, an older build of ours
// measured in the same interleaved runs (`before`):
//   node scripts/bench/search-cold.mjs http://127.0.0.1:3340 http://127.0.0.1:3341 [http://127.0.0.1:3342]
import { pathToFileURL } from 'node:url';
import { buildPeer } from './lib/starlight-peer.mjs';
import { startSiteServer } from './lib/server.mjs';

export const name = 'search-cold';

/** Lighthouse's mobile throttling (its `throttling.mobileSlow4G` preset), as DevTools applies it. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const IDLE_MS = 3000;
/** The issue's target: our time to the first result at most this share of Pagefind's. */
export const TARGET_RATIO = 0.9;

export const QUERIES = {
  en: ['middleware', 'websocket', 'cors'],
  zh: ['中间件', '路由', '部署'],
};

const PAGES = {
  en: { ours: '/documentation/en/api_reference/getting_started', peer: '/en/api_reference/getting_started' },
  zh: { ours: '/documentation/zh/api_reference/getting_started', peer: '/zh/api_reference/getting_started' },
};

/** How each site is searched: its button, its search field, a result with its title on screen. */
const SITES = {
  ours: {
    button: '[data-search-trigger]',
    input: '[data-search-dialog] input[type="search"]',
    result: '[data-search-dialog] [role="option"]',
  },
  peer: {
    button: 'button[data-open-modal]',
    input: 'dialog[open] input.pagefind-ui__search-input',
    result: 'dialog[open] .pagefind-ui__result .pagefind-ui__result-link',
  },
};

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));
const kb = (bytes) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(0)} KB`);
const seconds = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);

/**
 * Installed before the page's own scripts: the time of the first touch on a search button, and the first frame
 * after a result appeared (a mutation observer, then the next animation frame).
 */
function watchForResults(buttonSelector, resultSelector) {
  window.__cold = { tapAt: null, resultAt: null };
  window.addEventListener(
    'touchstart',
    (event) => {
      if (window.__cold.tapAt === null && event.target.closest?.(buttonSelector))
        window.__cold.tapAt = performance.now();
    },
    { capture: true, passive: true },
  );
  const observer = new MutationObserver(() => {
    if (window.__cold.tapAt === null || window.__cold.resultAt !== null) return;
    const result = document.querySelector(resultSelector);
    if (!result || !result.textContent.trim()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__cold.resultAt = performance.now();
    });
  });
  const start = () => observer.observe(document, { childList: true, subtree: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Counts the bytes of every request a session sees start while `counting()` is true. */
function countBytes(session, counting, totals) {
  const counted = new Set();
  session.on('Network.requestWillBeSent', ({ requestId }) => {
    if (counting()) counted.add(requestId);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (counted.has(requestId)) {
      totals.bytes += encodedDataLength;
      totals.requests += 1;
    }
  });
}

async function throttle(session, { cpu }) {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.send('Network.emulateNetworkConditions', NETWORK);
  if (cpu) await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** One cold sample: a fresh context, the page, 3 s, a tap on the search button, the query typed. */
export async function coldSample(browser, url, site, query) {
  // Any site but the peer is a build of this one (`before`, in a comparison of two builds).
  const selectors = SITES[site] ?? SITES.ours;
  const context = await browser.createBrowserContext();
  const totals = { bytes: 0, requests: 0 };
  let afterTap = false;
  try {
    const page = await context.newPage();
    await page.emulate({
      viewport: {
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      },
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const session = await page.createCDPSession();
    await throttle(session, { cpu: true });
    countBytes(session, () => afterTap, totals);
    // Workers' requests are theirs, not the page's: the same network conditions and byte count on their sessions.
    page.on('workercreated', (worker) => {
      const client = worker.client;
      countBytes(client, () => afterTap, totals);
      throttle(client, { cpu: false }).catch(() => undefined);
    });
    await page.evaluateOnNewDocument(watchForResults, selectors.button, selectors.result);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    // The visible, enabled button (a page may have one per layout, the others hidden).
    const button = (
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll(selector)].find(
            (el) => !el.disabled && el.getBoundingClientRect().width > 0,
          ),
        { timeout: 30_000 },
        selectors.button,
      )
    ).asElement();
    afterTap = true;
    const t0 = performance.now();
    const step = (label) =>
      process.env.SEARCH_COLD_DEBUG && console.log(`  ${label} ${Math.round(performance.now() - t0)} ms`);
    await button.tap();
    step('tapped');
    const input = await page.waitForSelector(selectors.input, { timeout: 60_000 });
    step('input');
    await page.waitForFunction((el) => document.activeElement === el, { timeout: 60_000 }, input);
    step('focused');
    await page.keyboard.type(query);
    step('typed');
    await page.waitForFunction(() => window.__cold.resultAt !== null, { timeout: 60_000, polling: 50 });
    step('result');
    // Let the answer's last requests (result fragments, the index's remaining parts) finish before counting.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
    const { tapAt, resultAt } = await page.evaluate(() => window.__cold);
    return { ms: resultAt - tapAt, bytes: totals.bytes, requests: totals.requests };
  } finally {
    await context.close();
  }
}

export async function measure(browser, urls, { runs = 3, queries = QUERIES, log = console.log } = {}) {
  const samples = {};
  for (const lang of Object.keys(queries))
    for (const query of queries[lang])
      samples[`${lang}\u0000${query}`] = Object.fromEntries(Object.keys(urls).map((site) => [site, []]));
  for (let run = 0; run < runs; run++) {
    for (const lang of Object.keys(queries)) {
      for (const query of queries[lang]) {
        for (const site of Object.keys(urls)) {
          process.stdout.write(`cold search ${site} ${lang} "${query}" (${run + 1}/${runs}) ...      \r`);
          try {
            samples[`${lang}\u0000${query}`][site].push(
              await coldSample(
                browser,
                `${urls[site]}${PAGES[lang][site === 'peer' ? 'peer' : 'ours']}`,
                site,
                query,
              ),
            );
          } catch (error) {
            log(`\n${site} ${lang} "${query}": ${error.message}`);
          }
        }
      }
    }
  }
  const sites = Object.keys(urls);
  const ratioTo = (ms, peerMs) => (ms !== null && peerMs ? round(ms / peerMs, 2) : null);
  const rows = Object.entries(samples).map(([key, bySite]) => {
    const [lang, query] = key.split('\u0000');
    const figures = Object.fromEntries(
      Object.entries(bySite).map(([site, list]) => [
        site,
        {
          ms: round(median(list.map((s) => s.ms))),
          bytes: round(median(list.map((s) => s.bytes))),
          samplesMs: list.map((s) => round(s.ms)),
        },
      ]),
    );
    for (const site of sites) figures[site].ratio = ratioTo(figures[site].ms, figures.peer.ms);
    return { lang, query, ...figures, ratio: figures.ours.ratio };
  });
  const languages = Object.fromEntries(
    Object.keys(queries).map((lang) => {
      const of = rows.filter((row) => row.lang === lang);
      const bySite = Object.fromEntries(
        sites.map((site) => [
          site,
          {
            ms: round(median(of.map((row) => row[site].ms))),
            bytes: round(median(of.map((row) => row[site].bytes))),
          },
        ]),
      );
      for (const site of sites) bySite[site].ratio = ratioTo(bySite[site].ms, bySite.peer.ms);
      const ratio = bySite.ours.ratio;
      return [lang, { ...bySite, ratio, met: ratio !== null && ratio <= TARGET_RATIO }];
    }),
  );
  return { sites, rows, languages };
}

export function print({ sites, rows, languages }, runs) {
  console.log(
    `\nCold search on a phone (150 ms RTT, 1.6 Mbps, CPU 4x, page open 3 s, tap → first result; median of ${runs})`,
  );
  const label = (site) => (site === 'peer' ? 'Pagefind' : site);
  console.log(
    `lang  query            ${sites.map((site) => `${label(site).padEnd(8)}  after tap  ${site === 'peer' ? '' : '/ peer  '}`).join('  ')}`,
  );
  const line = (lang, query, figures) =>
    console.log(
      `${lang.padEnd(4)}  ${query.padEnd(15)}  ${sites
        .map(
          (site) =>
            `${seconds(figures[site].ms).padEnd(8)}  ${kb(figures[site].bytes).padEnd(9)}  ${site === 'peer' ? '' : String(figures[site].ratio ?? '-').padEnd(8)}`,
        )
        .join('  ')}`,
    );
  for (const row of rows) line(row.lang, row.query, row);
  for (const [lang, r] of Object.entries(languages)) line(lang, '(median)', r);
  for (const [lang, r] of Object.entries(languages))
    console.log(
      `  ${r.met ? 'PASS' : 'FAIL'}  ${lang} first result ≤ ${TARGET_RATIO} × Pagefind's: ratio ${r.ratio ?? '-'}`,
    );
}

export async function run({ baseUrl, browser, distDir }) {
  const runs = Math.max(1, Number(process.env.SEARCH_COLD_RUNS || 3));
  const force = process.env.STARLIGHT_REBUILD === '1' || process.argv.includes('--build');
  const peerBuild = buildPeer(distDir, { force });
  const peerPort = Number(process.env.BENCH_PEER_PORT || Number(new URL(baseUrl).port) + 1);
  const peerUrl = `http://127.0.0.1:${peerPort}`;
  const peerServer = await startSiteServer({
    distDir: peerBuild.out,
    port: peerPort,
    label: 'the Starlight peer (server/server.mjs)',
  });
  let result;
  try {
    result = await measure(browser, { ours: baseUrl, peer: peerUrl }, { runs });
  } finally {
    peerServer.kill();
  }
  print(result, runs);
  return {
    method: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, idleMs: IDLE_MS, runs },
    targetRatio: TARGET_RATIO,
    ...result,
    targetsMet: Object.values(result.languages).every((r) => r.met),
  };
}

// Standalone: node scripts/bench/search-cold.mjs <ours> <peer>
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [ours = 'http://127.0.0.1:3340', peer = 'http://127.0.0.1:3341', before] = process.argv.slice(2);
  const runs = Math.max(1, Number(process.env.SEARCH_COLD_RUNS || 3));
  const queries = process.env.SEARCH_COLD_QUERIES ? JSON.parse(process.env.SEARCH_COLD_QUERIES) : QUERIES;
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const urls = before ? { before, ours, peer } : { ours, peer };
    const result = await measure(browser, urls, { runs, queries });
    print(result, runs);
    if (process.env.SEARCH_COLD_JSON) console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}
