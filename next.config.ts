import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Separate build folders let several people build on one machine (see README).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  // MDX is compiled in server components from content/, never bundled for the browser.
  serverExternalPackages: ['shiki', '@shikijs/rehype'],
};

export default nextConfig;
