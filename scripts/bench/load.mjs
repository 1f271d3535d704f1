// Load section of `npm run bench` (see README.md here): autocannon against the production server on loopback,
// for the landing page, a long documentation page, the Chinese search records and an unknown path (the 404
// screen), each with and without compression: requests per second, p50/p99 latency, errors, and the server's
// resident memory (RSS) before and after. Bounded: LOAD_SECONDS (10) per run, LOAD_CONNECTIONS (50).
//
// Standalone: `node scripts/bench/load.mjs` starts server/server.mjs on the build in $DIST_DIR (dist/) itself;
// `node scripts/bench/load.mjs http://127.0.0.1:3000 [server pid]` loads a running server instead.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchDistDir, startSiteServer } from './lib/server.mjs';

export const name = 'load';

export const TARGETS = [
  { label: 'landing', path: '/' },
  { label: 'long docs page', path: '/documentation/en/api_reference/getting_started' },
  { label: 'search records (zh)', path: '/search/zh.json' },
  { label: '404 screen', path: '/no/such/page' },
];
export const ENCODINGS = ['gzip', 'identity'];
const SECONDS = Number(process.env.LOAD_SECONDS || 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50);

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere or without a pid. */
function rssMb(pid) {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

function loopbackOnly(baseUrl) {
  const host = new URL(baseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    throw new Error(`The load test runs against loopback only, not ${host}.`);
  }
}

async function load(url, encoding) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': encoding },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // The unknown path answers 404 by design: only transport errors, timeouts and 5xx count as errors.
    errors: result.errors + result.timeouts + result['5xx'],
    non2xx: result.non2xx,
    megabytesPerSecond: Number((result.throughput.average / 1024 / 1024).toFixed(1)),
  };
}

export async function run({ baseUrl, serverPid }) {
  loopbackOnly(baseUrl);
  const memory = { beforeMb: rssMb(serverPid) };
  const runs = [];
  for (const encoding of ENCODINGS) {
    for (const target of TARGETS) {
      // Warm the path first so the first request's work is not part of the measure.
      await fetch(`${baseUrl}${target.path}`, { headers: { 'accept-encoding': encoding } }).then((r) =>
        r.arrayBuffer(),
      );
      const figures = await load(`${baseUrl}${target.path}`, encoding);
      runs.push({ ...target, encoding, ...figures, rssAfterMb: rssMb(serverPid) });
      console.log(
        `${target.label.padEnd(20)} ${encoding.padEnd(8)} ${String(figures.requestsPerSecond).padStart(6)} req/s` +
          `  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors}` +
          `  RSS ${runs.at(-1).rssAfterMb ?? '?'} MB`,
      );
    }
  }
  memory.afterMb = rssMb(serverPid);
  console.log(`Server RSS: ${memory.beforeMb ?? '?'} MB before, ${memory.afterMb ?? '?'} MB after`);
  return { seconds: SECONDS, connections: CONNECTIONS, memory, runs };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  let [baseUrl, pid] = process.argv.slice(2);
  let server;
  if (!baseUrl) {
    const port = Number(process.env.BENCH_PORT || 3398);
    server = await startSiteServer({ distDir: benchDistDir(), port });
    baseUrl = `http://127.0.0.1:${port}`;
    pid = server.pid;
  }
  try {
    const result = await run({ baseUrl, serverPid: Number(pid) || undefined });
    if (process.env.LOAD_JSON)
      fs.writeFileSync(process.env.LOAD_JSON, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    server?.kill();
  }
}
