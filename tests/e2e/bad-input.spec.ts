import { escapeRegExp } from '../../src/lib/regexp';
import { sendRaw } from '../raw-http';
import { expect, test } from './fixtures';

/**
 * Requests no browser sends: broken percent-encoding, traversal, NUL bytes, oversized paths and headers, odd
 * methods, probes for secrets. Each gets a 4xx (the unknown-path 404 screen counts) quickly, says nothing about
 * the server, and the server keeps answering. Raw sockets, so every byte goes out exactly as written.
 */
test.describe.configure({ mode: 'serial' });

/** The answer with its head and body as text. */
async function send(port: number, request: string | Buffer) {
  const answer = await sendRaw(port, request);
  return { ...answer, head: answer.raw, body: answer.body.toString('utf8') };
}

const get = (target: string, extraHeaders = '', method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`;

/** Whatever an answer must never contain: stack frames, server paths, file contents, error codes. */
const LEAKS = [
  /\n\s+at [\w.<>$[\] ]+\(?[^)\n]*:\d+:\d+/, // a stack frame
  new RegExp(escapeRegExp(process.cwd())),
  /node_modules\/|\/etc\/passwd|root:x?:0:0/,
  /\[core\]|repositoryformatversion/, // .git/config
  /\bE(NOENT|ACCES|ISDIR)\b|URIError|TypeError|ReferenceError/,
];

const CASES: { name: string; request: string | Buffer; status: number[] }[] = [
  { name: 'malformed percent-encoding', request: get('/documentation/%E0%A4%A'), status: [400, 404] },
  { name: 'malformed percent-encoding, last segment', request: get('/%'), status: [400, 404] },
  {
    name: 'encoded traversal in the docs',
    request: get('/documentation/..%2f..%2fetc/passwd'),
    status: [400, 404],
  },
  { name: 'encoded dot segments', request: get('/%2e%2e/%2e%2e/etc/passwd'), status: [400, 404] },
  {
    name: 'traversal out of the static folder',
    request: get('/_astro/..%2f..%2fpackage.json'),
    status: [400, 404],
  },
  {
    name: 'dot segments out of the build folder',
    request: get('/_astro/%2e%2e/%2e%2e/server/server.mjs'),
    status: [400, 404],
  },
  { name: 'an encoded NUL byte', request: get('/documentation/en%00.html'), status: [400, 404] },
  { name: 'a raw NUL byte', request: Buffer.from(get('/docu\u0000mentation')), status: [400] },
  { name: 'a 6 KB path', request: get(`/documentation/${'a'.repeat(6 * 1024)}`), status: [404, 414] },
  {
    name: 'a 20 KB header',
    request: get('/', `X-Padding: ${'x'.repeat(20 * 1024)}\r\n`),
    // Node refuses headers over 16 KB; Cloudflare's front end takes up to 32 KB, and workerd serves the page.
    status: process.env.E2E_HOST === 'cloudflare' ? [200] : [431],
  },
  { name: 'PROPFIND', request: get('/', '', 'PROPFIND'), status: [405] },
  {
    name: 'an unknown method',
    request: get('/', '', 'FOO'),
    // workerd's HTTP layer answers a method it does not know with 501, as RFC 9110 allows, before the worker.
    status: process.env.E2E_HOST === 'cloudflare' ? [501] : [400, 405],
  },
  {
    name: 'POST to a page',
    request: get('/documentation/en', 'Content-Length: 0\r\n', 'POST'),
    status: [405],
  },
  { name: 'DELETE on the search records', request: get('/search/en.json', '', 'DELETE'), status: [405] },
  { name: '.md on an unknown page', request: get('/documentation/en/no_such_page.md'), status: [404] },
  { name: '.json on an unknown page', request: get('/search/fr.json'), status: [404] },
  { name: '/.env', request: get('/.env'), status: [404] },
  { name: '/.git/config', request: get('/.git/config'), status: [404] },
];

test('bad requests get a quick 4xx that leaks nothing, and the server keeps serving', async () => {
  const port = Number(new URL(test.info().project.use.baseURL ?? '').port);
  for (const { name, request, status } of CASES) {
    const answer = await send(port, request);
    expect(status, `${name}: ${answer.head.split('\r\n')[0]}`).toContain(answer.status);
    expect(answer.ms, `${name}: answered in ${Math.round(answer.ms)} ms`).toBeLessThan(5_000);
    for (const leak of LEAKS) expect(answer.head + answer.body, `${name} leaks ${leak}`).not.toMatch(leak);
    // The 404 screen is the landing (or release-news) page, marked noindex.
    if (answer.status === 404 && answer.body.includes('<html'))
      expect(answer.body, name).toContain('noindex');
  }
  const after = await send(port, get('/documentation/en/api_reference/getting_started'));
  expect(after.status).toBe(200);
  expect(after.body).toContain('</html>');
});
