import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const port = Number(process.env.E2E_PORT || 3210);
const chromium = chromiumLaunchOptions;

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
