import type { NextConfig } from 'next';

const isDev = process.env.NODE_ENV === 'development';

/**
 * The hosting platform's analytics script exists only on that platform: on for builds made there (VERCEL is set)
 * or when asked for with NEXT_PUBLIC_ANALYTICS=1, off elsewhere so no page requests a script that isn't there.
 */
const analytics = process.env.NEXT_PUBLIC_ANALYTICS ?? (process.env.VERCEL ? '1' : '0');

/**
 * The same on every response. The Content-Security-Policy differs per page (the hashes of its scripts), so the
 * proxy sends it (src/proxy.ts, src/lib/security-headers.ts), with the cache policy for a CDN.
 */
const securityHeaders = [
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
  // `.next/standalone/server.js` runs the site from a small folder: scripts/standalone.mjs copies the static
  // files and the CSP manifest into it after the build (see README, Deploy).
  output: 'standalone',
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
