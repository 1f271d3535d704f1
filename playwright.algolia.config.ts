import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/**
 * The hosted-search browser tests (tests/e2e/search-hosted.algolia.ts) need a production build made with the
 * PUBLIC_ALGOLIA_* variables, which are read at build time. This config makes that build in its own
 * folder and points the Algolia client at a fake Algolia server the tests run on 127.0.0.1.
 *
 *   npx playwright test -c playwright.algolia.config.ts
 *
 * E2E_ALGOLIA_PORT (site), E2E_ALGOLIA_SERVER_PORT (fake Algolia) and E2E_ALGOLIA_DIST_DIR change the defaults;
 * E2E_ALGOLIA_SKIP_BUILD=1 serves an existing build of that folder (while iterating on the tests only).
 */
const port = Number(process.env.E2E_ALGOLIA_PORT || 3211);
const serverPort = Number(process.env.E2E_ALGOLIA_SERVER_PORT || 3219);
const distDir = process.env.E2E_ALGOLIA_DIST_DIR || 'dist-algolia';

// Read by the spec, in the worker processes this config's process starts.
process.env.E2E_ALGOLIA_SERVER_PORT = String(serverPort);
process.env.E2E_ALGOLIA_APP_ID = 'ROBYNTEST';
process.env.E2E_ALGOLIA_SEARCH_KEY = 'search-only-test-key';
process.env.E2E_ALGOLIA_INDEX_NAME = 'robyn_docs_test';

const chromium = chromiumLaunchOptions;

const build = process.env.E2E_ALGOLIA_SKIP_BUILD ? '' : 'node scripts/build.mjs && ';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: 'search-hosted.algolia.ts',
  outputDir: process.env.PW_OUTPUT_DIR || 'test-results-algolia',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // One fake Algolia server on a fixed port (it is baked into the build): its tests run one after another.
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop-algolia',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `${build}node server/server.mjs`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      DIST_DIR: distDir,
      PORT: String(port),
      PUBLIC_ALGOLIA_APP_ID: process.env.E2E_ALGOLIA_APP_ID,
      PUBLIC_ALGOLIA_SEARCH_KEY: process.env.E2E_ALGOLIA_SEARCH_KEY,
      PUBLIC_ALGOLIA_INDEX_NAME: process.env.E2E_ALGOLIA_INDEX_NAME,
      PUBLIC_ALGOLIA_HOSTS: `http://127.0.0.1:${serverPort}`,
    },
  },
});
