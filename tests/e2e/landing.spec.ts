import { expect, test } from './fixtures';

test('the landing page says what Robyn is, shows a first program and leads into the docs', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.locator('main#main');
  await expect(main).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Python web APIs on a Rust runtime');
  await expect(main).toContainText('async Python web framework');
  await expect(main).toContainText('Rust');

  const sample = main.getByRole('region', { name: 'app.py' });
  await expect(sample).toContainText('from robyn import Robyn');
  await expect(sample).toContainText('app = Robyn(__file__)');
  await expect(sample).toContainText('app.start(port=8080)');

  const getStarted = main.getByRole('link', { name: 'Get started' });
  await expect(getStarted).toHaveAttribute('href', '/documentation/en/api_reference/getting_started');
  await getStarted.click();
  await expect(page).toHaveURL(/\/documentation\/en\/api_reference\/getting_started$/);
});

test('feature highlights link to the pages that explain them', async ({ page }) => {
  await page.goto('/');
  const features = page.getByRole('region', { name: 'What you get' }).getByRole('listitem');
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Async and sync handlers',
    'Multi-process workers',
    'WebSockets',
    'Middlewares',
    'OpenAPI',
    'Dependency injection',
    'Templating',
  ]);
  const hrefs = await features
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/documentation\/en\/api_reference\/[a-z_]+$/);
  await features.getByRole('link', { name: 'WebSockets' }).click();
  await expect(page).toHaveURL(/\/documentation\/en\/api_reference\/websockets$/);
});

test('community links open in a new tab', async ({ page }) => {
  await page.goto('/');
  const links = page
    .getByRole('region', { name: 'Join the community' })
    .getByRole('listitem')
    .getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(links.nth(0)).toHaveAttribute('href', 'https://discord.gg/rkERZ5eNU8');
});

test('coming from a documentation page, the landing page offers the way back to it', async ({ page }) => {
  await page.goto('/documentation/en/api_reference/cors');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const back = page.getByTestId('return-to-docs');
  await expect(back).toHaveText('Back to CORS');
  await back.click();
  await expect(page).toHaveURL(/\/documentation\/en\/api_reference\/cors$/);
});

test('the way back uses the title in the language of the page the visitor came from', async ({ page }) => {
  await page.goto('/documentation/zh/architecture');
  await expect(page.getByTestId('star-count')).toHaveText('7.2k'); // hydrated: the visit is recorded
  await page.goto('/');
  await expect(page.getByTestId('return-to-docs')).toHaveText('Back to 架构');
  await expect(page.getByTestId('return-to-docs').locator('[lang="zh-CN"]')).toHaveText('架构');
  // A reload still knows where the visitor came from.
  await page.reload();
  await expect(page.getByTestId('return-to-docs')).toHaveAttribute('href', '/documentation/zh/architecture');
});

test('with no documentation page before it, the slot shows the latest release instead', async ({ page }) => {
  await page.goto('/releases');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('return-to-docs')).toHaveCount(0);
  const latest = page.getByRole('link', { name: /What’s new in v0\.88\.0/ });
  await expect(latest).toHaveAttribute('href', '/releases#v0-88-0');
});
