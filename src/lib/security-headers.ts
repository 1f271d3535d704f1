/**
 * The Content-Security-Policy of each response and the cache policy for a CDN in front of the server. Pure
 * functions: the build (src/integrations/static-output.ts) writes every page's policy into dist/_server.json,
 * which the server sends.
 *
 * Scripts: every page is static, so nonces (which need a response per request) are out; scripts/csp-hashes.mjs
 * lists the sha256 of each inline script of each page (the theme script, the sidebar's scroll restore), and
 * script files (Astro's island runtime among them) load from this origin only.
 */

import { CSP_REPORT_GROUP } from '../../server/rules.mjs';

/**
 * The cache policy of pages and files (a CDN may keep them 5 minutes and serve a stale copy for a day; browsers
 * always revalidate) and the name of the Reporting-Endpoints entry that `report-to` refers to: both are serving
 * rules, kept in server/rules.mjs, which every server and host reads.
 */
export { CSP_REPORT_GROUP, PAGE_CACHE_CONTROL } from '../../server/rules.mjs';

export type PolicyOptions = {
  /**
   * The inline scripts allowed to run: a page's hashes, [] for a response that runs no script (the search
   * records, the feed), or null to allow inline scripts (a build without its hashes).
   */
  scriptHashes: readonly string[] | null;
  /** The development server: React's development build needs eval and the hot reload socket. */
  dev?: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URI); no reporting when empty. */
  reportUri?: string;
  /** Extra hosted-search hosts (PUBLIC_ALGOLIA_HOSTS), "host:port" or full origins. */
  searchHosts?: readonly string[];
};

function scriptSources({ scriptHashes, dev }: PolicyOptions): string {
  if (dev) return "'self' 'unsafe-inline' 'unsafe-eval'";
  if (scriptHashes === null) return "'self' 'unsafe-inline'";
  if (scriptHashes.length === 0) return "'none'";
  // Script files come from this origin only ('self': the build's own files, imported by each other and by the
  // islands); inline scripts only by the hash of their text. No 'strict-dynamic': it would refuse the static
  // imports between the build's modules, which carry no hash of their own.
  return ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const { dev = false, reportUri, searchHosts = [] } = options;
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources(options)}`,
    // Styles stay 'unsafe-inline': React renders style props as attributes (motion's animations, Shiki's token
    // colours, the header's CSS variables), and CSP cannot hash attributes short of listing every value.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    [
      'connect-src',
      "'self'",
      // The star count and the hosted search provider.
      'https://api.github.com',
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
      ...searchHosts,
      ...(dev ? ['ws:'] : []),
    ].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // A value that could end the directive (space, ';', ',') is refused rather than spliced into the policy.
  if (reportUri && /^[^\s;,]+$/.test(reportUri))
    directives.push(`report-uri ${reportUri}`, `report-to ${CSP_REPORT_GROUP}`);
  return directives.join('; ');
}

/** PUBLIC_ALGOLIA_HOSTS as the connect-src entries it adds. */
export function parseSearchHosts(value: string | undefined): string[] {
  return (value || '')
    .split(',')
    .map((host) => host.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
