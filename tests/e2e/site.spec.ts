import { expect, test } from './fixtures';

const PAGES = ['/', '/releases', '/community', '/documentation', '/no/such/page', '/old-release'];

for (const path of PAGES) {
  test(`${path}: no console errors, no CSP violations, every external link opens safely`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await expect(page.getByTestId('star-count')).toHaveText('7.2k');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);

    const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links
        .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
        .map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const link of external)
      expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });
}

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/releases');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  // The next stop is inside the content, not back in the header.
  expect(await page.evaluate(() => !!document.activeElement?.closest('main#main'))).toBe(true);
});

test('on a Chinese page the skip link is Chinese and moves focus to the main content (issue 32)', async ({
  page,
}) => {
  await page.goto('/documentation/zh');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到正文' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('no analytics script is requested where the hosting platform does not serve it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_vercel/') || request.url().includes('vercel-scripts'))
      requested.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('star-count')).toHaveText('7.2k');
  expect(requested).toEqual([]);
});
