import { expect, test } from './fixtures';

/**
 * With JavaScript off, every page still reads, and the documentation is still navigable and switchable between
 * languages: the pages are static HTML, the sidebar is plain links (below the article on small screens), the
 * language menu has plain links, and controls that need a script are not shown.
 */
// Reduced motion also turns off the page transition: without JavaScript nothing can handle its rejection when
// the browser skips it (Chromium reports that as a page error).
test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

test('a documentation page reads, navigates and switches language without JavaScript', async ({ page }) => {
  await page.goto('/documentation/en/api_reference/getting_started');
  const article = page.getByTestId('docs-article');
  await expect(article.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(article.locator('pre').first()).toBeVisible();
  // Controls that only a script can run are hidden rather than dead.
  await expect(page.getByTestId('page-actions')).toBeHidden();
  await expect(page.getByTestId('search-icon-button')).toBeHidden();
  await expect(page.getByTestId('search-pill')).toBeHidden();
  await expect(page.getByTestId('copy-button').first()).toBeHidden();
  await expect(page.getByTestId('page-feedback')).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeHidden();

  // Another page through the documentation navigation (the sidebar; below the article on phones).
  const navigation = page.getByRole('navigation', { name: 'Documentation', exact: true });
  const cors = navigation.getByRole('link', { name: 'CORS', exact: true });
  await cors.scrollIntoViewIfNeeded();
  await expect(cors).toBeVisible();
  await cors.click();
  await expect(page).toHaveURL(/\/documentation\/en\/api_reference\/cors$/);
  await expect(page.getByTestId('docs-article').getByRole('heading', { level: 1 })).toBeVisible();

  // The same page in Chinese through the language links.
  const chinese = page.getByRole('link', { name: '中文' });
  await expect(chinese).toBeVisible();
  await chinese.click();
  await expect(page).toHaveURL(/\/documentation\/zh\/api_reference\/cors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();

  // Each Chinese section links to its English original; the script-driven section tools are hidden.
  const section = page.locator('[data-section="allow-cors"]');
  await expect(section.getByRole('button', { name: '复制本节' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: '英文原文' })).toHaveCount(0);
  const original = section.getByRole('link', { name: '英文原文' });
  await expect(original).toHaveAttribute('href', '/documentation/en/api_reference/cors#allow-cors');
  await original.click();
  await expect(page).toHaveURL(/\/documentation\/en\/api_reference\/cors#allow-cors$/);
});

for (const path of ['/', '/releases', '/community', '/documentation']) {
  test(`${path} reads without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The footer's site links lead everywhere the header menu would.
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Home', 'Documentation', 'Releases', 'Community']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
}
