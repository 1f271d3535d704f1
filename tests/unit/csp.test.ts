import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { pagePath, processPage } from '../../scripts/csp-hashes.mjs';

const hash = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the page policy', () => {
  it('allows script files of the site and only the listed inline scripts, neither other inline ones nor eval', () => {
    const scripts = directive(
      contentSecurityPolicy({ scriptHashes: ['sha256-AAA=', 'sha256-BBB='] }),
      'script-src',
    );
    expect(scripts).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it('runs no script on a response without scripts, and relaxes only for the dev server or a missing manifest', () => {
    expect(directive(contentSecurityPolicy({ scriptHashes: [] }), 'script-src')).toEqual(["'none'"]);
    expect(
      directive(contentSecurityPolicy({ scriptHashes: ['sha256-A='], dev: true }), 'script-src'),
    ).toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ scriptHashes: null }), 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it('reports violations only when asked, and refuses a value that would end the directive', () => {
    expect(contentSecurityPolicy({ scriptHashes: [] })).not.toMatch(/report-/);
    const policy = contentSecurityPolicy({ scriptHashes: [], reportUri: 'https://reports.example/csp' });
    expect(directive(policy, 'report-uri')).toEqual(['https://reports.example/csp']);
    expect(directive(policy, 'report-to')).toEqual(['csp']);
    expect(
      contentSecurityPolicy({ scriptHashes: [], reportUri: "x; script-src 'unsafe-inline'" }),
    ).not.toMatch(/report-|unsafe-inline'[^;]*; style/);
  });
});

describe('scripts/csp-hashes.mjs', () => {
  const chunk = '/_astro/app.js';
  const fileHash = (src: string) => (src === chunk ? 'sha256-FILE=' : undefined);

  it('hashes inline scripts as the browser does and marks script files with their hash', () => {
    const html =
      `<head><link rel="preload" as="script" fetchPriority="low" href="${chunk}"/>` +
      `<script src="${chunk}" async=""></script><script src="/_astro/polyfill.js" noModule=""></script>` +
      `<script>window.astroIsland("a\\n")</script><script type="application/ld+json">{"a":1}</script>` +
      `<script>line one\r\nline two</script></head>`;
    const result = processPage(html, fileHash);
    expect(result.hashes).toEqual([hash('window.astroIsland("a\\n")'), hash('line one\nline two')].sort());
    expect(result.html).toContain(`<script src="${chunk}" async="" integrity="sha256-FILE="></script>`);
    expect(result.html).toContain(`href="${chunk}" integrity="sha256-FILE="/>`);
    // Data blocks and nomodule scripts never run in a current browser: left alone.
    expect(result.html).toContain('<script src="/_astro/polyfill.js" noModule=""></script>');
    // A second run changes nothing.
    expect(processPage(result.html, fileHash)).toEqual(result);
  });

  it('names each page by the path it answers', () => {
    expect(pagePath('/b/server/app', '/b/server/app/index.html')).toBe('/');
    expect(pagePath('/b/server/app', '/b/server/app/documentation/en/api_reference/cors.html')).toBe(
      '/documentation/en/api_reference/cors',
    );
  });
});
