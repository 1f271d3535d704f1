import { expect, test } from './fixtures';

test('where to talk and how to contribute', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build Robyn with us');
  const expectations: Array<[RegExp, string]> = [
    [/^Discord/, 'https://discord.gg/rkERZ5eNU8'],
    [/^@Robyn_oss on X/, 'https://twitter.com/Robyn_oss'],
    [/^The repository/, 'https://github.com/sparckles/Robyn'],
    [/^Issues/, 'https://github.com/sparckles/Robyn/issues'],
    [/^Contributing guide/, 'https://github.com/sparckles/Robyn/blob/main/CONTRIBUTING.md'],
  ];
  const main = page.locator('main#main');
  for (const [name, href] of expectations) {
    const link = main.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('links into the community resources page of the docs', async ({ page }) => {
  await page.goto('/community');
  const talks = page.getByRole('link', { name: /conference talks/ });
  await expect(talks).toHaveAttribute('href', '/documentation/en/community-resources#talks');
  await expect(page.getByRole('link', { name: /blog posts/ })).toHaveAttribute(
    'href',
    '/documentation/en/community-resources#blogs',
  );
  await talks.click();
  await expect(page).toHaveURL(/\/documentation\/en\/community-resources#talks$/);
  await expect(page.locator('#talks')).toBeVisible();
  await expect(page.locator('#blogs')).toHaveCount(1);
});
