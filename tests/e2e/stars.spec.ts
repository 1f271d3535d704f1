import type { Page, Route } from '@playwright/test';
import { STAR_REFRESH_MS } from '../../src/lib/constants';
import { expect, FAKE_STARGAZERS, test } from './fixtures';

const API = 'https://api.github.com/repos/sparckles/Robyn';
const FAILURE_MESSAGE = 'Failed to fetch GitHub stars';

/** Answers the star API with the given handlers in turn (the last one repeats) and counts the calls. */
async function answerStars(page: Page, ...handlers: Array<(route: Route) => Promise<void> | void>) {
  const calls: Array<{ ifNoneMatch: string | undefined }> = [];
  await page.route(API, async (route) => {
    calls.push({ ifNoneMatch: route.request().headers()['if-none-match'] });
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    await handler(route);
  });
  return calls;
}

const stars = (count: number, etag?: string) => (route: Route) =>
  route.fulfill({
    json: { stargazers_count: count },
    headers: etag ? { ETag: etag, 'Access-Control-Expose-Headers': 'ETag' } : {},
  });

/** Expected console output of a failed fetch: ours, plus the browser's own line about the failed request. */
function takeFailureLogs(consoleErrors: string[]) {
  const ours = consoleErrors.filter((text) => text.startsWith(FAILURE_MESSAGE));
  const remaining = consoleErrors.filter(
    (text) => !text.startsWith(FAILURE_MESSAGE) && !text.startsWith('Failed to load resource'),
  );
  consoleErrors.length = 0;
  consoleErrors.push(...remaining);
  return ours;
}

test('the badge starts at 6.1k and shows the live count, linking to the repository in a new tab', async ({
  page,
}) => {
  const html = await (await page.request.get('/releases')).text();
  expect(html).toMatch(/data-testid="star-count"[^>]*>6\.1k</);

  await page.goto('/releases');
  const badge = page.getByTestId('star-badge');
  await expect(page.getByTestId('star-count')).toHaveText('7.2k'); // FAKE_STARGAZERS = 7234
  expect(FAKE_STARGAZERS).toBe(7234);
  await expect(badge).toHaveAttribute('href', 'https://github.com/sparckles/Robyn');
  await expect(badge).toHaveAttribute('target', '_blank');
  await expect(badge).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(badge).toHaveAccessibleName(/GitHub stars: 7\.2k/);
});

for (const [count, text] of [
  [999, '999'],
  [1000, '1.0k'],
  [6149, '6.1k'],
  [12_345, '12.3k'],
] as const) {
  test(`${count} stars are shown as ${text}`, async ({ page }) => {
    await answerStars(page, stars(count));
    await page.goto('/');
    await expect(page.getByTestId('star-count')).toHaveText(text);
  });
}

test('a failed fetch logs the message and keeps the previous count', async ({
  page,
  consoleErrors,
  context,
}) => {
  await context.route('https://github.com/**', (route) => route.abort());
  const calls = await answerStars(page, stars(8765), (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/community');
  const count = page.getByTestId('star-count');
  await expect(count).toHaveText('8.8k');

  const popup = page.waitForEvent('popup');
  await page.getByTestId('star-badge').click();
  await (await popup).close();
  await expect.poll(() => calls.length).toBe(2);
  await expect.poll(() => consoleErrors.some((text) => text.startsWith(FAILURE_MESSAGE))).toBe(true);
  await expect(page.getByTestId('star-badge')).toHaveAttribute('data-loading', 'false');
  await expect(count).toHaveText('8.8k');
  expect(takeFailureLogs(consoleErrors)).toHaveLength(1);
});

test('a failure on the first load keeps the default text', async ({ page, consoleErrors }) => {
  await answerStars(page, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect.poll(() => consoleErrors.some((text) => text.startsWith(FAILURE_MESSAGE))).toBe(true);
  await expect(page.getByTestId('star-count')).toHaveText('6.1k');
  expect(takeFailureLogs(consoleErrors)).toHaveLength(1);
});

test('while loading the count is dimmed and another fetch is skipped', async ({ page, context }) => {
  await context.route('https://github.com/**', (route) => route.abort());
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls = await answerStars(page, async (route) => {
    await held;
    await stars(5432)(route);
  });
  await page.goto('/');
  const badge = page.getByTestId('star-badge');
  const count = page.getByTestId('star-count');
  await expect(badge).toHaveAttribute('data-loading', 'true');
  await expect(badge).toHaveAttribute('aria-busy', 'true');
  const dimmed = await count.evaluate((el) => getComputedStyle(el).color);

  for (let i = 0; i < 2; i++) {
    const popup = page.waitForEvent('popup');
    await badge.click();
    await (await popup).close();
  }
  expect(calls).toHaveLength(1);

  release();
  await expect(count).toHaveText('5.4k');
  await expect(badge).toHaveAttribute('data-loading', 'false');
  expect(await count.evaluate((el) => getComputedStyle(el).color)).not.toBe(dimmed);
  expect(calls).toHaveLength(1);
});

test('the count refreshes every 5 minutes, sending the last ETag', async ({ page }) => {
  await page.clock.install();
  const calls = await answerStars(
    page,
    stars(7000, 'W/"first"'),
    (route) => route.fulfill({ status: 304, headers: { ETag: 'W/"first"' } }),
    stars(7100, 'W/"second"'),
  );
  await page.goto('/');
  const count = page.getByTestId('star-count');
  await expect(count).toHaveText('7.0k');
  expect(calls).toEqual([{ ifNoneMatch: undefined }]);

  // The fake clock also runs on its own, so leave a margin before the due time.
  await page.clock.fastForward(STAR_REFRESH_MS - 10_000);
  expect(calls).toHaveLength(1);
  await page.clock.fastForward(10_000);
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]!.ifNoneMatch).toBe('W/"first"');
  await expect(page.getByTestId('star-badge')).toHaveAttribute('data-loading', 'false');
  await expect(count).toHaveText('7.0k');

  await page.clock.fastForward(STAR_REFRESH_MS);
  await expect.poll(() => calls.length).toBe(3);
  await expect(count).toHaveText('7.1k');
});

test('a click refreshes the count', async ({ page, context }) => {
  await context.route('https://github.com/**', (route) => route.abort());
  const calls = await answerStars(page, stars(2000), stars(2500));
  await page.goto('/releases');
  const count = page.getByTestId('star-count');
  await expect(count).toHaveText('2.0k');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('star-badge').click();
  expect((await popup).url()).toMatch(/^(https:\/\/github\.com\/sparckles\/Robyn|chrome-error:|about:blank)/);
  await expect(count).toHaveText('2.5k');
  expect(calls).toHaveLength(2);
});

test('the last count and ETag carry over to the next page load', async ({ page }) => {
  const calls = await answerStars(page, stars(3300, '"v7"'), (route) =>
    route.fulfill({ status: 304, headers: { ETag: '"v7"' } }),
  );
  await page.goto('/');
  await expect(page.getByTestId('star-count')).toHaveText('3.3k');
  await page.goto('/community');
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]!.ifNoneMatch).toBe('"v7"');
  await expect(page.getByTestId('star-count')).toHaveText('3.3k');
});
