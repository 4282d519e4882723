import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { REFRESH_PATH, refreshTokenField } from '../support/fixtures.ts';
import { expect, test } from '../support/described-fixtures.ts';

// The same views against a second, independently written description in the real framework's style (NestJS): other
// paths and operationIds, the list idiom with a base whose results are strings, project items `{project_id, title}`,
// an identity `{id, username, email}` and a Logout whose body is `{refresh_token}`. Nothing here is at the contract
// API's paths: the views must find each operation by its document name and read its shapes.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const accountList = (page: Page) => page.getByRole('region', { name: 'Projects of your account' });
const header = (page: Page) => page.getByRole('banner');

async function signInAs(page: Page, token: string, remember: boolean) {
  await page.goto('/sign-in');
  await (await refreshTokenField(page)).fill(token);
  await page.getByLabel('Stay signed in on this device').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

test('the overview lists the account’s projects by their titles and opens one', async ({ page, signIn, service }) => {
  await signIn();
  const list = accountList(page);
  // Each project's own link (its Stream, Billing and Team links are named for it too: "Stream: …"). Project 33's plan
  // (the contract API's, read by ID) ends within a week, so it comes first; the others in the service's order.
  await expect(list.getByRole('link', { name: /^(?!Stream:|Billing:|Team:)/ })).toHaveText([
    'Тестовый стенд',
    'Основной канал',
    'Второй канал',
  ]);
  await expect(list.getByRole('listitem').nth(2)).toContainText('ID 7');
  await expect(list.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  expect(service.calls.filter((call) => call.path === '/method/user_project/my')).toHaveLength(1);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await list.getByRole('link', { name: 'Второй канал', exact: true }).click();
  await expect(page).toHaveURL('/projects/7/tariffs/restream');
});

test('each of two tabs names its own account by its username', async ({ page, context, control }) => {
  await signInAs(page, await control.mintRefreshToken(), true);
  const second = await context.newPage();
  await signInAs(second, await control.mintRefreshToken('second'), false);
  await expect(header(page).getByText('anna_stream')).toBeVisible();
  await expect(header(second).getByText('boris_live')).toBeVisible();
  await expect(header(second).getByText('this tab only')).toBeVisible();
  await expect(accountList(second).getByRole('link', { name: /^(?!Stream:|Billing:|Team:)/ })).toHaveText([
    'Подкаст Бориса',
  ]);
});

test('sign-out sends the refresh token as the body’s refresh_token, and the token is then refused', async ({
  page,
  signIn,
  service,
}) => {
  await signIn();
  await expect(header(page).getByText('anna_stream')).toBeVisible();
  const { refreshToken, fingerprint } = await page.evaluate(() => ({
    refreshToken:
      (JSON.parse(localStorage.getItem('relay.session') ?? '{}') as { state?: { session?: { refreshToken?: string } } })
        .state?.session?.refreshToken ?? '',
    fingerprint: localStorage.getItem('relay.fingerprint'),
  }));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The sign-in has ended on the server too.')).toBeVisible();
  const logouts = service.calls.filter((call) => call.path === '/method/auth/sign_out');
  expect(logouts.map((call) => [call.method, call.body])).toEqual([['POST', { refresh_token: refreshToken }]]);
  expect(logouts[0]!.query).toMatchObject({ v: '1', language: 'en' });
  const refused = await fetch(`${service.url}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: refreshToken, fingerprint }),
  });
  expect(refused.status).toBe(400);
});
