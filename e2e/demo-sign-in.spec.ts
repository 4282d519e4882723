import { expect, test } from './support/fixtures.ts';

test('a newcomer signs in with the demo and sees project 42’s restream tariff', async ({ page, pageErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.getByLabel('Project ID').fill('42');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'Project 42', exact: true }).click();

  await expect(page).toHaveURL(/\/projects\/42\/tariffs\/restream$/);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByText('Max channels')).toBeVisible();
  await expect(current.getByRole('definition').nth(1)).toHaveText('5');
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000');
  await expect(page.getByRole('region', { name: 'Previous plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next plan' }).getByText('Max channels: more (+5)')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a refused refresh token: the page says so, with the service’s own words, and keeps the form', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Refresh token').fill('rt_not-a-token-the-service-issued');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The service refused this refresh token.');
  // The contract API's 400 body, read from the shape it uses: the service's sentence, and its code.
  await expect(
    alert.getByText('The refresh token is invalid, expired, revoked or already used', { exact: true }),
  ).toBeVisible();
  await expect(alert.getByText('Error code: invalid_grant')).toBeVisible();
  await expect(alert).not.toContainText('rt_not-a-token');
  await expect(page.getByLabel('Refresh token')).toHaveAttribute('aria-invalid', 'true');
  expect(pageErrors).toEqual([]);
});

test('the refresh token is masked while it is pasted, and a Show toggle (keyboard too) reveals it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/sign-in');
  const field = page.getByLabel('Refresh token');
  await field.fill('rt_pasted-secret');
  await expect(field).toHaveAttribute('type', 'password');
  const show = page.getByRole('button', { name: 'Show', exact: true });
  await expect(show).toHaveAttribute('aria-pressed', 'false');

  await show.focus();
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(field).toHaveValue('rt_pasted-secret');
  await show.click();
  await expect(field).toHaveAttribute('type', 'password');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  expect(pageErrors).toEqual([]);
});
