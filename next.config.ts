import type { NextConfig } from 'next';

const isDev = process.env.NODE_ENV === 'development';

/**
 * The hosting platform's analytics script exists only on that platform: on for builds made there (VERCEL is set)
 * or when asked for with NEXT_PUBLIC_ANALYTICS=1, off elsewhere so no page requests a script that isn't there.
 */
const analytics = process.env.NEXT_PUBLIC_ANALYTICS ?? (process.env.VERCEL ? '1' : '0');

/** Extra search hosts (tests point them at a local server); "host:port" or a full origin. */
const searchHosts = (process.env.NEXT_PUBLIC_ALGOLIA_HOSTS || '')
  .split(',')
  .map((host) => host.trim().replace(/\/+$/, ''))
  .filter(Boolean);

/**
 * A policy the pages actually satisfy. Scripts: our own files plus inline ones, which a prerendered App Router
 * page needs (the theme script and React's streamed payload; nonces would force dynamic rendering). Network:
 * our origin, the code host's API (star count) and the hosted search provider.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  [
    'connect-src',
    "'self'",
    'https://api.github.com',
    'https://*.algolia.net',
    'https://*.algolianet.com',
    'https://*.algolia.io',
    ...searchHosts,
    ...(isDev ? ['ws:'] : []),
  ].join(' '),
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Browsers honour this on HTTPS only, so it is harmless on a plain-HTTP local server.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/**
 * Documentation URLs of the previous site (robyn.tech) that have no page of their own here. Every other old URL
 * maps one to one onto a page. Config redirects run before the proxy (src/proxy.ts), so these answer 308 instead of
 * the proxy's 404 screen for unknown paths.
 */
const legacyDocsRedirects = [
  // The old "Architecture deep dive" reference page: its content lives on the architecture page.
  ...['en', 'zh'].map((lang) => ({
    source: `/documentation/${lang}/api_reference/architecture_deep_dive`,
    destination: `/documentation/${lang}/architecture#overview`,
    permanent: true,
  })),
  // Chinese pages that the old site published under the English tree (and the same paths under /zh).
  ...['en', 'zh'].flatMap((lang) => [
    {
      source: `/documentation/${lang}/api_reference/zh/getting_started`,
      destination: '/documentation/zh/api_reference/getting_started',
      permanent: true,
    },
    { source: `/documentation/${lang}/example_app/zh`, destination: '/documentation/zh/example_app', permanent: true },
  ]),
];

const nextConfig: NextConfig = {
  // Separate build folders let several people build on one machine (see README).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // route.dev.ts files exist only in `next dev` (the content reload events, src/lib/docs/dev-reload.ts).
  pageExtensions: isDev ? ['tsx', 'ts', 'jsx', 'js', 'dev.ts'] : ['tsx', 'ts', 'jsx', 'js'],
  // MDX is compiled in server components from content/, never bundled for the browser.
  serverExternalPackages: ['shiki', '@shikijs/rehype', 'subset-font'],
  env: { NEXT_PUBLIC_ANALYTICS: analytics },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  async redirects() {
    return legacyDocsRedirects;
  },
};

export default nextConfig;
