import { expect, test, refreshTokenField } from '../support/fixtures.ts';

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

/** The demo account's projects, as "Try the demo" lists them (api/accounts.ts). */
const DEMO_PROJECTS: ReadonlyArray<[string, number]> = [
  ['Main channel', 42],
  ['Speedrun practice', 7],
  ['Cooking with Anna', 31],
  ['Indie game nights', 32],
  ['Guitar lessons live', 33],
  ['Esports watch party', 34],
  ['Travel vlog live', 35],
  ['Study with me', 36],
  ['Football talk show', 37],
  ['Late-night jazz', 38],
  ['Guest studio', 16],
  ['Weekend stream', 17],
];

test('"Try the demo" lists projects by a streamer’s names, none of the edge cases, on ordinary plans', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const list = page.getByRole('region', { name: 'Projects of your account' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await list.getByRole('button', { name: 'Show more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(DEMO_PROJECTS.length);
  for (const [name, id] of DEMO_PROJECTS) {
    const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(item.getByText(`ID ${id}`, { exact: true }), name).toBeVisible();
  }
  // The edge cases are the edge-case account's: none of their IDs is listed here.
  await expect(list.getByText(/^ID (8|9|1[0-5])$/)).toHaveCount(0);

  // A project opens on a whole, ordinary plan history: three filled cards, nothing unread or left out.
  await list.getByRole('link', { name: 'Esports watch party', exact: true }).click();
  await expect(page).toHaveURL('/projects/34/tariffs/restream');
  for (const name of ['Previous plan', 'Current plan', 'Next plan']) {
    await expect(page.getByRole('region', { name }).getByRole('definition'), name).toHaveCount(6);
  }
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('definition').nth(1)).toHaveText('10');
  await expect(current).toContainText(/Ends in \d+ days/);
  await expect(page.getByRole('main')).not.toContainText(/— not sent|is not shown/);
  expect(pageErrors).toEqual([]);
});

test('a refused refresh token: the page says so, with the service’s own words, and keeps the form', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/sign-in');
  await (await refreshTokenField(page)).fill('rt_not-a-token-the-service-issued');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This refresh token was not accepted.');
  // The contract API's 400 body, read from the shape it uses: the service's sentence as its reason; its code is the
  // API section's to show.
  await expect(
    alert.getByText('The refresh token is invalid, expired, revoked or already used', { exact: true }),
  ).toBeVisible();
  await expect(alert.getByText('Reason:')).toBeVisible();
  await expect(alert).not.toContainText('invalid_grant');
  await expect(alert).not.toContainText('rt_not-a-token');
  await expect(await refreshTokenField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(pageErrors).toEqual([]);
});

test('the refresh token is masked while it is pasted, and a Show toggle (keyboard too) reveals it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/sign-in');
  const field = await refreshTokenField(page);
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
