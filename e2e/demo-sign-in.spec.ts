import { expect, test } from './support/fixtures.ts';

test('a newcomer signs in with the demo and sees project 42’s restream tariff', async ({ page, pageErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.getByLabel('Project ID').fill('42');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'Project 42' }).click();

  await expect(page).toHaveURL(/\/projects\/42\/tariffs\/restream$/);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByText('Max channels')).toBeVisible();
  await expect(current.getByRole('definition').nth(1)).toHaveText('5');
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000 kbps');
  await expect(page.getByRole('region', { name: 'Previous plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next plan' }).getByText('Max channels: more (+5)')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
