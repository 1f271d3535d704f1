// Lighthouse as the bench runs it (mobile preset, the four categories), shared by scripts/bench.mjs and the
// Starlight comparison (scripts/bench/starlight.mjs), so both tables come from the same flags and the same
// reading of the report.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const pathOf = (url) => {
  try {
    const { origin, pathname, search } = new URL(url);
    return origin.startsWith('http://127.0.0.1') || origin.startsWith('http://localhost')
      ? `${pathname}${search}`
      : url;
  } catch {
    return url;
  }
};

/** The figures the bench keeps from one Lighthouse report. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytesOf = (list) => list.reduce((sum, r) => sum + (r.transferSize || 0), 0);
  // Transfer sizes by type as Lighthouse sums them (resource-summary): script is "JavaScript transferred on load".
  const summary = Object.fromEntries(
    (lhr.audits['resource-summary']?.details?.items ?? []).map((row) => [
      row.resourceType,
      { requests: row.requestCount, bytes: row.transferSize },
    ]),
  );
  const scriptBytes = summary.script?.bytes ?? bytesOf(requests.filter((r) => r.resourceType === 'Script'));
  // The page's own HTML as sent (compressed), and what was requested before the first paint of the unthrottled
  // load: the bytes Lighthouse's mobile model has to move before it can paint.
  const documentBytes = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0;
  const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
  const bytesBeforePaint = bytesOf(requests.filter((r) => r.rendererStartTime <= observedFcp));
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
    )
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
  const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map(
    (item) => `${item.source}: ${item.description}`,
  );
  // What the LCP waited for: the element, and the requests that block rendering (render-blocking insight).
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? [])
    .flatMap((item) => (item?.type === 'node' ? [item] : (item?.items ?? [])))
    .find((item) => item?.type === 'node');
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items ?? []).map((item) => ({
    url: pathOf(item.url ?? ''),
    transferSize: item.totalBytes ?? item.transferSize ?? null,
    wastedMs: item.wastedMs ?? null,
  }));
  return {
    scores,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    totalBytes: Math.round(audit('total-byte-weight')),
    scriptBytes,
    documentBytes,
    bytesBeforePaint,
    byType: summary,
    requests: requests.map((r) => ({
      url: pathOf(r.url),
      type: r.resourceType ?? 'Other',
      transferSize: r.transferSize ?? 0,
      resourceSize: r.resourceSize ?? 0,
    })),
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet ?? null) : null,
    renderBlocking,
    failingAudits: [...new Set(failing)],
    consoleErrors,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * One Lighthouse run (mobile preset, the default config) on url in a new tab of the bench's browser.
 * `saveAs`: also write the full report to that file.
 */
export async function runLighthouse(browser, chromePort, url, { saveAs } = {}) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    if (saveAs) {
      fs.mkdirSync(path.dirname(saveAs), { recursive: true });
      fs.writeFileSync(saveAs, JSON.stringify(result.lhr));
    }
    return summarise(result.lhr);
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** runLighthouse, retried once: a busy machine occasionally makes a run fail (e.g. a protocol timeout). */
export async function runLighthouseWithRetry(browser, chromePort, url, options) {
  try {
    return await runLighthouse(browser, chromePort, url, options);
  } catch (error) {
    console.warn(`\n${url}: ${error.message}; retrying once`);
    return runLighthouse(browser, chromePort, url, options);
  }
}

export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');

/** Prints rows of cells as a left-aligned table under a header and a rule. */
export function printColumns(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) =>
    cells
      .map((c, i) => String(c).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}
