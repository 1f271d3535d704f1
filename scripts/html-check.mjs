#!/usr/bin/env node
/*
 * The W3C Nu HTML Checker (vnu-jar, pinned in package.json; Java from the system) over every page of dist/ in one
 * JVM run. Errors fail the run, except the checker's known lags, each allowed by name below and nothing else.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const dist = path.resolve(process.argv[2] ?? 'dist');

/** What the checker does not know yet: the CSS property view-transition-name, `blocking` on <link rel="expect">. */
const KNOWN_LAGS = [
  { name: 'view-transition-name', match: /\bview-transition-name\b/ },
  {
    name: 'blocking on <link rel="expect">',
    match:
      /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
  },
];

const pages = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(dist, file));
if (pages.length === 0) throw new Error(`html-check: no pages in ${dist}; build first`);

const run = spawnSync(
  'java',
  ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...pages],
  {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
if (run.error) throw run.error;
const { messages } = JSON.parse(run.stderr || run.stdout);
const allowed = new Map(KNOWN_LAGS.map((lag) => [lag.name, 0]));
const errors = messages.filter((message) => {
  const lag = KNOWN_LAGS.find((each) => each.match.test(message.message));
  if (lag) allowed.set(lag.name, allowed.get(lag.name) + 1);
  return !lag;
});
for (const error of errors)
  console.error(
    `${path.relative(dist, new URL(error.url).pathname)}:${error.lastLine ?? '?'}: ${error.message}`,
  );
console.log(
  `html-check: ${pages.length} pages, ${errors.length} errors; known lags allowed: ${[...allowed]
    .map(([name, count]) => `${name} (${count})`)
    .join(', ')}`,
);
process.exitCode = errors.length ? 1 : 0;
