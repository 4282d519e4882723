// What the tariff page costs the service: one read per visit, and none when the answer is still fresh (30 s).
import { PLAN_PATH, REFRESH_PATH, expect, test } from '../support/fixtures.ts';

const TARIFF = '/projects/42/tariffs/restream';

test('opening the tariff page with a valid session reads the plan once and never refreshes', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await signIn();
  // Signing in exchanges the refresh token; what follows is the page's own traffic.
  await control.clearLog();

  await page.goto(TARIFF);
  await expect(page.getByRole('region', { name: 'Current plan' }).getByText('6,000')).toBeVisible();

  const reads = await control.requests(PLAN_PATH);
  expect(reads).toHaveLength(1);
  expect(reads[0]).toMatchObject({ method: 'GET', authorization: 'valid', status: 200, query: { project_id: '42' } });
  expect(await control.requests(REFRESH_PATH)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('reopening the tariff page within 30 s, by link or by Back, reads nothing it had read', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await signIn();
  await page.goto(TARIFF);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByText('6,000')).toBeVisible();
  // The project's name is read after the cards (from the account's list); the log is cleared once it is shown, so
  // what follows is only what reopening costs.
  await expect(page.getByRole('main').getByText(/^.+ ID 42$/)).toBeVisible();
  await control.clearLog();

  // Away through the in-app link and back through the overview's card: served from the fresh cache.
  await page.getByRole('link', { name: 'All projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Project 42', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${TARIFF}$`));
  await expect(current.getByText('6,000')).toBeVisible();

  // And once more with the browser's Back and Forward buttons.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.goForward();
  await expect(current.getByText('6,000')).toBeVisible();

  // Home draws project 42's card from the same cached plan, and its list from the account's list the tariff page read
  // for the project's name, so neither was read again. Home reads its other cards' facts (home.spec.ts counts those);
  // the header's account name is read once per sign-in, and the bell's unread count once a minute.
  const log = await control.log();
  expect(log.filter((entry) => entry.path === PLAN_PATH && entry.query.project_id === '42')).toEqual([]);
  expect(log.filter((entry) => entry.path === '/method/project/list')).toEqual([]);
  expect(log.filter((entry) => entry.path === REFRESH_PATH)).toEqual([]);
  for (const path of ['/method/users/profile', '/method/notify_history/get_status'])
    expect(log.filter((entry) => entry.path === path).length).toBeLessThanOrEqual(1);
  expect(pageErrors).toEqual([]);
});
