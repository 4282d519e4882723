import { readDescription } from '../../src/lib/service-description/description.ts';
import { namedOperation } from '../../src/lib/service-description/match.ts';
import { expect, test } from '../support/described-fixtures.ts';
import { fixtureDescription } from '../support/fixture-description.ts';
import { READS_AS_WRITES } from '../support/fixture-service.ts';

// The second, framework-style description's cabinet operations (e2e/support/fixture-cabinet-*.ts) that the views of
// projects, identity, sign-out and tariffs run against: each document name is found in it, none at the contract
// API's path, and its service keeps state as the views need.

const NAMES: [group: string, name: string][] = [
  ['UserProject', 'List of project for current user'],
  ['Auth', 'Get basic data for auth user'],
  ['User', 'Get user profile'],
  ['Auth', 'Logout'],
  ['PlanRestream', 'Remove after tariff'],
  ['PlanRestream', 'Buy restream tariff'],
  ['PlanRestream', 'Get list of restream tariffs'],
  ['PlanRestream', 'Get list of restream tariffs for project'],
  ['PlanRestream', 'Get discount restream'],
  ['PlanTranscoding', 'Get tariff for project'],
  ['PlanTranscoding', 'Remove after tariff'],
  ['PlanTranscoding', 'Buy transcoder tariff'],
  ['PlanTranscoding', 'Get list of transcoding tariffs'],
  ['PlanTranscoding', 'Get discount transcoding'],
  ['PlanTranscoding', 'Check transcoding tariff before buy'],
  ['PlanStorage', 'Get tariff for project'],
  ['PlanStorage', 'Remove next tariff'],
  ['PlanStorage', 'Buy storage tariff'],
  ['PlanStorage', 'Get info for storage tariff'],
  ['PlanStorage', 'Get discount of storage'],
  ['PlanStorage', 'Check storage tariff before buy'],
];

test('every cabinet operation is found by its group and document name, at a path of its own', async ({ server }) => {
  const fixture = readDescription(fixtureDescription());
  const contract = readDescription(await (await fetch(`${server.url}/__contract/openapi.json`)).json());
  for (const [group, name] of NAMES) {
    const own = namedOperation(fixture, group, name);
    expect(own, `${group} — ${name}`).toBeDefined();
    expect(own?.path, `${group} — ${name}`).not.toBe(namedOperation(contract, group, name)?.path);
  }
});

test('the fixture keeps state: a plan id of 0 is removed by its id, a bought plan is next with a start date, Logout ends the sign-in', async ({
  service,
  control,
}) => {
  const refreshToken = await control.mintRefreshToken();
  const pair = (await (
    await fetch(`${service.url}/method/auth/refresh-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: refreshToken }),
    })
  ).json()) as { accessToken: string; refreshToken: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${service.url}${path}${path.includes('?') ? '&' : '?'}v=1&language=en`, {
      method,
      headers: { Authorization: `oauth ${pair.accessToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  expect((await call('GET', '/method/user_project/my')).body).toMatchObject({
    total: 3,
    results: [{ project_id: 42, title: 'Основной канал' }, {}, {}],
  });
  expect((await call('GET', '/method/auth/user')).body).toEqual({
    id: 501,
    username: 'anna_stream',
    email: 'anna@example.com',
  });

  const tariff = await call('GET', '/method/transcoding/tariff?project_id=42');
  expect(tariff.body.next).toMatchObject({ id: 0, title: 'Пробный' });
  expect(tariff.body.next).not.toHaveProperty('date_end');
  expect(
    (await call('POST', '/method/transcoding/remove_after_tariff', { project_id: 42, plan_transcoding_id: 0 })).status,
  ).toBe(200);
  expect((await call('GET', '/method/transcoding/tariff?project_id=42')).body.next).toBeNull();

  const check = await call('GET', '/method/transcoding/check_buy?project_id=42&plan_transcoding_id=1&period=12');
  // 3,600 for a year, less the project's 10 %; nothing to refund; 3,000 on the balance, so the buy is refused.
  expect(check.body).toEqual({
    amount: 3240,
    balance: {
      balance: 3000,
      currency: 'rub',
      balances_allow: ['payment'],
      balances_values: { payment: 3000, bonus: 0, profit: 0 },
    },
    refund: { current: 0, after: 0 },
  });
  expect(
    (await call('POST', '/method/transcoding/buy_tariff', { project_id: 42, plan_transcoding_id: 1, period: 12 }))
      .status,
  ).toBe(400);
  expect(
    (await call('POST', '/method/transcoding/buy_tariff', { project_id: 42, plan_transcoding_id: 1, period: 1 }))
      .status,
  ).toBe(200);
  const bought = (await call('GET', '/method/transcoding/tariff?project_id=42')).body;
  expect(bought.next).toEqual({
    id: 1,
    title: 'Транскодер S',
    stream_count: 2,
    date_start: (bought.current as { date_end: string }).date_end,
  });
  expect(service.cabinet.balance('u1')).toBe(3000 - 270);

  const loggedOut = await fetch(`${service.url}/method/auth/sign_out?v=1&language=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: pair.refreshToken }),
  });
  expect(loggedOut.status).toBe(200);
  const reuse = await fetch(`${service.url}/method/auth/refresh-access`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: pair.refreshToken }),
  });
  expect(reuse.status).toBe(400);

  service.reset();
  expect(service.cabinet.balance('u1')).toBe(3000);
});

test('reads the dashboard sends by itself are only reads: described as DELETE or POST, none is sent, and each page says why', async ({
  page,
  signIn,
  service,
  control,
}) => {
  service.describe('reads-as-writes');
  await signIn();
  // The account is named by User's "Get user profile" instead of Auth's DELETE; the overview says why it lists nothing.
  await expect(page.getByRole('banner').getByText('anna_stream')).toBeVisible();
  await expect(page.getByText('Your projects are not listed: add a project by its ID.')).toBeVisible();
  await page.goto('/projects/42/tariffs/restream');
  await expect(page.locator('.slot-current dd').first()).toBeVisible();
  await page.goto('/projects/42/tariffs/transcoding');
  await expect(page.getByRole('main').getByRole('note').filter({ hasText: 'Not available here.' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText('anna_stream')).toBeVisible();

  const sent = [...service.calls, ...(await control.log())].map((call) => `${call.method} ${call.path}`);
  expect(sent.filter((call) => !call.startsWith('GET ') && !call.endsWith('/refresh-access'))).toEqual([]);
  expect(sent).toContain('GET /method/user/me');
  for (const path of Object.keys(READS_AS_WRITES)) expect(sent.filter((call) => call.endsWith(` ${path}`))).toEqual([]);
});
