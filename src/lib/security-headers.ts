/**
 * The per-response headers the proxy (src/proxy.ts) adds: the Content-Security-Policy of each page and the
 * cache policy for a CDN in front of the server. Pure functions, so unit tests and the proxy share them.
 *
 * Scripts: every page is prerendered, so nonces (which force dynamic rendering) are out; instead
 * scripts/csp-hashes.mjs, run after the build, lists for every prerendered page the sha256 of each inline
 * script (the theme script and React's streamed payload) and of each script file it loads (which it marks
 * with the same `integrity`), in `<distDir>/csp-manifest.json`. With 'strict-dynamic' the scripts those
 * hashes allow may load further chunks (the router, the search dialog); nothing else runs.
 */

/** Written next to the build by scripts/csp-hashes.mjs, read once by the proxy. */
export const CSP_MANIFEST_FILE = 'csp-manifest.json';

export type CspManifest = {
  /** Page path (as in the URL, no trailing slash) → its script hashes, each `sha256-<base64>`. */
  pages: Record<string, string[]>;
};

/**
 * HTML, the search records and the other files: a CDN may keep them 5 minutes and serve a stale copy for a day
 * while it fetches a fresh one; browsers always revalidate (max-age=0), so a deploy shows within minutes.
 * Hashed assets under /_next/static keep Next's own `public, max-age=31536000, immutable`.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

export type PolicyOptions = {
  /**
   * The hashes allowed to run: a page's list from the manifest, [] for a response that runs no script (the
   * search records, the feed), or null when no manifest exists (a `next build` without scripts/build.mjs):
   * then inline scripts are allowed as before, so the site still works, and the proxy logs why.
   */
  scriptHashes: readonly string[] | null;
  /** `next dev`: React's development build needs eval and the hot reload socket. */
  dev?: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URI); no reporting when empty. */
  reportUri?: string;
  /** Extra hosted-search hosts (PUBLIC_ALGOLIA_HOSTS), "host:port" or full origins. */
  searchHosts?: readonly string[];
};

/** The name of the Reporting-Endpoints entry that `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';

function scriptSources({ scriptHashes, dev }: PolicyOptions): string {
  if (dev) return "'self' 'unsafe-inline' 'unsafe-eval'";
  if (scriptHashes === null) return "'self' 'unsafe-inline'";
  if (scriptHashes.length === 0) return "'none'";
  // 'self' only matters to browsers without 'strict-dynamic' (CSP 2), which ignore the keyword and load our
  // files by origin; newer browsers ignore 'self' and go by the hashes.
  return ["'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`), "'self'"].join(' ');
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
