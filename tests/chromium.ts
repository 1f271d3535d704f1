import fs from 'node:fs';

/**
 * The browser the tests drive: Debian's Chromium headless shell (`chromium-headless-shell`, built from the same
 * sources and release as `chromium`) when it is installed, else Debian's Chromium; `CHROMIUM_PATH` overrides both.
 * The shell is what Playwright itself runs for headless Chromium: no browser UI, no GPU process, and our browser
 * suite takes about half as long with it on a two-core machine. The benchmarks keep the full browser
 * (scripts/bench.mjs: Lighthouse measures what a reader's Chrome does).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

/** How every Playwright config launches it: no sandbox as root, no background network calls. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
