// Search section of `npm run bench` (see README.md here): size of the search records each language ships
// (raw, gzip, brotli), time from opening the dialog to its first results, and the local engine's query
// latency (p50/p95) over a fixed set of English and Chinese queries, measured in Chromium.
//
// Standalone, against a running production server:
//   node scripts/bench/search.mjs http://127.0.0.1:3303
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const name = 'search';

/** Budgets of the search issue. */
export const BUDGET = { indexCompressedBytes: 150 * 1024, p95QueryMs: 20 };

/** Typed one character at a time, as a visitor would: every prefix is a query the engine answers. */
export const QUERIES = {
  en: [
    'request',
    'middleware',
    'cors',
    'websocket',
    'authentication',
    'dependency injection',
    'query params',
    'file upload',
    'redirect',
    'startup',
    'multiprocess',
    'robyn_env',
    'openapi',
    'templat',
    'exceptoin',
  ],
  zh: [
    '中间件',
    '请求',
    '路由',
    '身份验证',
    '依赖注入',
    '部署',
    '文件上传',
    '重定向',
    '模板',
    '异常',
    '请求对象',
    '跨域',
    'WebSocket 连接',
    'cors 配置',
    '环境变量',
  ],
};

const PAGE_OF = { en: '/documentation/en', zh: '/documentation/zh' };
const FIRST_QUERY = { en: 'request', zh: '请求' };
const COLD_RUNS = 5;
const LATENCY_ROUNDS = 3;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

async function indexSizes(baseUrl) {
  const sizes = {};
  for (const lang of Object.keys(PAGE_OF)) {
    const response = await fetch(`${baseUrl}/search/${lang}.json`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const raw = Buffer.from(await response.arrayBuffer());
    // The compact form of src/lib/search/wire.ts: one entry per record in `records`.
    const payload = JSON.parse(raw.toString('utf8'));
    sizes[lang] = {
      records: payload.records.length,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw, { level: 9 }).length,
      brotliBytes: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  }
  return sizes;
}

/** The site records its search timings only for the bench: it opts in before the page's scripts run. */
async function optInToMarks(page) {
  await page.evaluateOnNewDocument(() => {
    window.__ROBYN_BENCH__ = true;
  });
}

async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('[data-testid^="search-"]')].find(
      (b) => b.getBoundingClientRect().width > 0,
    );
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

async function openWithShortcut(page) {
  await page.keyboard.down('Control');
  await page.keyboard.press('k');
  await page.keyboard.up('Control');
}

/** Cold: a fresh page, nothing preloaded; Ctrl+K, type the query, wait for the first result. */
async function timeToFirstResult(browser, baseUrl, lang) {
  const samples = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport({ width: 1440, height: 900 });
      await optInToMarks(page);
      await page.goto(`${baseUrl}${PAGE_OF[lang]}`, { waitUntil: 'networkidle0' });
      await waitForHydration(page);
      await openWithShortcut(page);
      await page.keyboard.type(FIRST_QUERY[lang]);
      await page.waitForSelector('[role="dialog"] [role="option"]');
      const ms = await page.evaluate(
        () => performance.getEntriesByName('robyn-search:first-results', 'measure')[0]?.duration ?? null,
      );
      if (ms !== null) samples.push(ms);
    } finally {
      await context.close();
    }
  }
  return { medianMs: round(percentile(samples, 50), 1), samplesMs: samples.map((ms) => round(ms, 1)) };
}

/** Warm: the index is loaded; every keystroke of every query is one measured local search. */
async function queryLatency(browser, baseUrl, lang) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1440, height: 900 });
    await optInToMarks(page);
    // 'load' then hydration, not network idle: right after the search-quality section, waiting for an idle
    // network here sometimes ran out of time (30 s); query latency only needs a hydrated page.
    await page.goto(`${baseUrl}${PAGE_OF[lang]}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await openWithShortcut(page);
    const input = await page.waitForSelector('[role="dialog"] input[type="search"]');
    await input.type(FIRST_QUERY[lang]);
    await page.waitForSelector('[role="dialog"] [role="option"]');
    await page.evaluate(() => performance.clearMeasures('robyn-search:local-query'));
    for (let round_ = 0; round_ < LATENCY_ROUNDS; round_++) {
      for (const query of QUERIES[lang]) {
        await input.click({ count: 3 });
        await page.keyboard.press('Backspace');
        await input.type(query);
        await page.waitForFunction(
          (q) =>
            document.querySelector('[role="dialog"] input[type="search"]')?.value === q &&
            !document.querySelector('[role="dialog"] [role="status"]'),
          {},
          query,
        );
      }
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('robyn-search:local-query', 'measure').map((m) => m.duration),
    );
    return {
      queries: durations.length,
      p50Ms: round(percentile(durations, 50), 3),
      p95Ms: round(percentile(durations, 95), 3),
      maxMs: round(Math.max(...durations), 3),
    };
  } finally {
    await page.close();
  }
}

export async function run({ baseUrl, browser }) {
  const sizes = await indexSizes(baseUrl);
  const result = { budget: BUDGET, languages: {} };
  for (const lang of Object.keys(PAGE_OF)) {
    result.languages[lang] = {
      ...sizes[lang],
      timeToFirstResult: await timeToFirstResult(browser, baseUrl, lang),
      latency: await queryLatency(browser, baseUrl, lang),
    };
  }
  console.log(
    'lang  records  raw        gzip      brotli    first result (median, cold)  query p50   p95      (n)',
  );
  for (const [lang, r] of Object.entries(result.languages)) {
    console.log(
      `${lang.padEnd(4)}  ${String(r.records).padEnd(7)}  ${kb(r.rawBytes).padEnd(9)}  ${kb(r.gzipBytes).padEnd(8)}  ${kb(r.brotliBytes).padEnd(8)}  ${`${r.timeToFirstResult.medianMs} ms`.padEnd(27)}  ${`${r.latency.p50Ms} ms`.padEnd(10)}  ${`${r.latency.p95Ms} ms`.padEnd(7)}  (${r.latency.queries})`,
    );
  }
  const over = Object.entries(result.languages).flatMap(([lang, r]) => [
    ...(r.gzipBytes > BUDGET.indexCompressedBytes
      ? [`${lang} index ${kb(r.gzipBytes)} gzip > ${kb(BUDGET.indexCompressedBytes)}`]
      : []),
    ...(r.latency.p95Ms > BUDGET.p95QueryMs
      ? [`${lang} p95 ${r.latency.p95Ms} ms > ${BUDGET.p95QueryMs} ms`]
      : []),
  ]);
  result.withinBudget = over.length === 0;
  console.log(
    over.length
      ? `Search budget missed: ${over.join('; ')}`
      : `Search within budget (index ≤ ${kb(BUDGET.indexCompressedBytes)} compressed, p95 < ${BUDGET.p95QueryMs} ms).`,
  );
  return result;
}

// Standalone: node scripts/bench/search.mjs [baseUrl]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] || 'http://127.0.0.1:3303';
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await run({ baseUrl, browser });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}
