import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/**
 * The serving rules on Cloudflare's own runtime: wrangler's `pages dev` runs the build (dist/, with the worker the
 * build writes in dist/_worker.js/) in workerd, offline, and the security, 404, redirect, cache-header and CSP
 * browser tests that run against the Node server run against it, and the MCP endpoint's (POST /mcp, answered by the
 * worker's MCP module with the SDK's client and raw requests). wrangler needs Node 22.12+: it runs on the
 * project's own Node (the `node` devDependency).
 *
 *   npx playwright test -c playwright.cloudflare.config.ts      E2E_CLOUDFLARE_PORT (default 3212), DIST_DIR
 */
const port = Number(process.env.E2E_CLOUDFLARE_PORT || 3212);
const distDir = process.env.DIST_DIR || 'dist';
const chromium = chromiumLaunchOptions;

// Read by the specs in the worker processes: which host serves the build.
process.env.E2E_HOST = 'cloudflare';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: [
    'routes.spec.ts',
    'csp.spec.ts',
    'deploy.spec.ts',
    'bad-input.spec.ts',
    'host-rules.spec.ts',
    'mcp.spec.ts',
  ],
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results-cloudflare',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium, trace: 'off' },
  projects: [
    {
      name: 'cloudflare',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `node node_modules/wrangler/bin/wrangler.js pages dev ${distDir} --ip 127.0.0.1 --port ${port} --compatibility-date 2026-11-17 --log-level warn`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  },
});
