import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const port = Number(process.env.E2E_PORT || 3210);
const chromium = chromiumLaunchOptions;

/**
 * Specs whose subject is the same at every width: what the server sends (statuses, headers, policies, routes,
 * MCP), files (twins, llms.txt, social cards, links), and page content and data (the content pages, code
 * notation, search ranking by identifier, reference entries, sources, the star count). They run once, at 1440 px.
 * Everything a reader sees or touches differently on a phone (layout, menus, dialogs, touch, axe at 375 px, the
 * version lens, symbol cards) runs in both projects. This list is the one place that decides it.
 */
const SAME_AT_EVERY_WIDTH = [
  'bad-input.spec.ts',
  'community.spec.ts',
  'content-pages.spec.ts',
  'csp.spec.ts',
  'deploy.spec.ts',
  'host-rules.spec.ts',
  'links.spec.ts',
  'mcp.spec.ts',
  'reader-code.spec.ts',
  'reference.spec.ts',
  'releases.spec.ts',
  'routes.spec.ts',
  'search-identifiers.spec.ts',
  'search-results.spec.ts',
  'social.spec.ts',
  'sources.spec.ts',
  'stars.spec.ts',
  'twins.spec.ts',
  'vercel-routes.spec.ts',
];

/** Browser tests run against the production build (server/server.mjs over dist/), at 1440 px and 375 px. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testIgnore: SAME_AT_EVERY_WIDTH,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node server/server.mjs',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port) },
  },
});
