// The MCP server's search latency (issue 30): every question of search-queries.json as a `search_docs` call,
// through POST /mcp on the production server (one stateless request per call, as an assistant's client sends it)
// and directly (the same search through the bundle's store, in this process: the engine's share). p50/p95 in ms.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadQueries } from './search-quality.mjs';

export const name = 'mcp';

const ROUNDS = Number(process.env.MCP_BENCH_ROUNDS || 3);

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const round = (ms) => Math.round(ms * 100) / 100;
  return { calls: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), maxMs: round(sorted.at(-1)) };
}

function callBody(id, query, lang) {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'search_docs', arguments: { query, lang, limit: 5 } },
  });
}

export async function run({ baseUrl, distDir }) {
  const queries = loadQueries();
  const { openStore } = await import(pathToFileURL(path.join(distDir, '_mcp', 'server.mjs')).href);
  const store = openStore(distDir);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2025-06-18',
  };
  // Warm both paths (the server loads the bundle and each language's index on first use).
  for (const lang of ['en', 'zh']) {
    store.search('warm', lang, 5);
    const warm = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: callBody(0, 'warm', lang) });
    if (!warm.ok) throw new Error(`POST /mcp answered ${warm.status}`);
    await warm.text();
  }
  const http = [];
  const direct = [];
  let id = 1;
  for (let round = 0; round < ROUNDS; round++) {
    for (const { q, lang } of queries) {
      let start = performance.now();
      const response = await fetch(`${baseUrl}/mcp`, {
        method: 'POST',
        headers,
        body: callBody(id++, q, lang),
      });
      const answer = await response.json();
      http.push(performance.now() - start);
      if (answer.error || answer.result?.isError)
        throw new Error(`search_docs "${q}": ${JSON.stringify(answer)}`);
      start = performance.now();
      store.search(q, lang, 5);
      direct.push(performance.now() - start);
    }
  }
  const result = {
    questions: queries.length,
    rounds: ROUNDS,
    http: percentiles(http),
    direct: percentiles(direct),
  };
  console.log(
    `MCP search_docs over ${queries.length} questions × ${ROUNDS}: HTTP p50 ${result.http.p50Ms} ms, p95 ${result.http.p95Ms} ms; direct p50 ${result.direct.p50Ms} ms, p95 ${result.direct.p95Ms} ms`,
  );
  return result;
}
