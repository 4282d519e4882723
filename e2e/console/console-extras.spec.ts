import type { Page } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';
import { openOperation, axeViolations } from '../support/console-page.ts';
import { json, operation, parameter } from '../../src/testing/description-builder.ts';

// The operation page as a tool: the request copied as curl or fetch (never with the token, secrets only when
// asked), Ctrl+Enter to run, and Cancel with the elapsed time on a slow run.

/** Stream pull keys' list of operations: its page is the Pull links page, which links to it in its header. */
const PULL_KEYS = '/projects/42/pull-links/operations';
const USER_PROJECT = '/projects/42/team';
/** UserProject's list of operations: its page is the Team page, which links to it in its header. */
const TEAM_OPERATIONS = `${USER_PROJECT}/operations`;
const KEY = 'pk-rot-5150';
const PIN = "12'34";
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

/** Every Authorization header the page sent: the token, which no copy may hold. */
const tokensSent: string[] = [];

test.beforeEach(async ({ page, signedIn }) => {
  tokensSent.length = 0;
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (authorization) tokensSent.push(authorization.replace(/^oauth /, ''));
  });
  await signedIn();
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('copying the request', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('before running, curl has the method, full URL, token placeholder and headers, with secrets masked unless included', async ({
    page,
    service,
  }) => {
    await openOperation(page, PULL_KEYS, 'Rotate key');
    await page.getByLabel('key', { exact: true }).fill(KEY);
    await page.getByLabel('pin', { exact: true }).fill(PIN);
    const origin = new URL(page.url()).origin;

    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    const masked = await clipboard(page);
    expect(masked).toContain(`curl -X POST '${origin}/method/pull_keys/••••••/rotate?v=1&language=en&pin=••••••'`);
    expect(masked).toContain('-H "Authorization: oauth $ACCESS_TOKEN"');
    expect(masked).toContain("-H 'Accept: application/json'");
    expect(masked).not.toContain(KEY);
    expect(masked).not.toContain('1234');
    expect(service.calls.filter((call) => call.path.endsWith('/rotate'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Include secrets' }).check();
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect
      .poll(() => clipboard(page))
      .toContain(`'${origin}/method/pull_keys/${KEY}/rotate?v=1&language=en&pin=12%2734'`);
    // The included secrets stay in the page: not in its URL, not in storage.
    expect(page.url()).not.toContain(KEY);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(KEY);

    // Run it, so the page holds a token: the copy still names only the placeholder.
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => service.calls.filter((call) => call.path.endsWith('/rotate')).length).toBe(1);
    await expect(result(page).getByRole('alert')).toBeVisible();
    expect(tokensSent.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copy as fetch' }).click();
    await expect.poll(() => clipboard(page)).toContain('await fetch(');
    const script = await clipboard(page);
    expect(script).toContain('"Authorization": "oauth $ACCESS_TOKEN"');
    for (const token of tokensSent) expect(script).not.toContain(token);
  });

  test('a JSON body is copied as sent, its secret masked, and the words exist in ru and cn', async ({ page }) => {
    await openOperation(page, PULL_KEYS, 'Import key');
    await page.getByLabel('name', { exact: true }).fill("O'Neil — 直播");
    await page.getByLabel('key', { exact: true }).fill(KEY);
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => clipboard(page)).toContain('--data-raw');
    const command = await clipboard(page);
    expect(command).toContain(`--data-raw '{"project_id":42,"name":"O'\\''Neil — 直播","key":"••••••"}'`);
    expect(command).toContain("-H 'Content-Type: application/json'");
    expect(command).not.toContain(KEY);

    for (const [language, curl, fetch, include] of [
      ['ru', 'Копировать как curl', 'Копировать как fetch', 'Включить секреты'],
      ['cn', '复制为 curl', '复制为 fetch', '包含机密值'],
    ] as const) {
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await expect(page.getByRole('button', { name: curl })).toBeVisible();
      await expect(page.getByRole('button', { name: fetch })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: include })).not.toBeChecked();
    }
  });
});

test('Ctrl+Enter runs a read from a field, and a write from the JSON editor only up to its confirmation', async ({
  page,
  service,
}) => {
  await openOperation(page, PULL_KEYS, 'Check key');
  await page.getByLabel('key', { exact: true }).fill('pk-secret-777');
  await page.getByLabel('key', { exact: true }).press('Control+Enter');
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.path === '/method/pull_keys/check')).toHaveLength(1);

  await openOperation(page, PULL_KEYS, 'Create key');
  await page.getByRole('textbox', { name: 'JSON' }).press('Control+Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(service.calls.filter((call) => call.method === 'POST' && call.path === '/method/pull_keys')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page).getByText('201', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.method === 'POST' && call.path === '/method/pull_keys')).toHaveLength(1);
});

test('a slow run shows its elapsed time, and Cancel aborts the request and keeps the form', async ({
  page,
  service,
}) => {
  // The group's page is the Team page, which lists the members itself: once it has, the log starts afresh.
  await page.goto(USER_PROJECT);
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  service.calls.length = 0;
  await page.getByRole('link', { name: 'All operations of this group' }).click();
  await page.getByRole('link', { name: 'List of user in project', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'List of user in project' })).toBeVisible();
  await page.getByLabel('role', { exact: true }).selectOption('2');
  // Held: the request reaches the browser's network layer and gets no answer until the page gives up on it.
  const held = '**/method/user_project/users?*';
  await page.route(held, () => {});
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/method/user_project/users'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('timer')).toHaveText('Running for 1 s');
  await page.getByRole('button', { name: 'Cancel request' }).click();
  expect((await aborted).failure()?.errorText).toMatch(/abort/i);
  await expect(page.getByText('The request was cancelled. The form keeps its values.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
  expect(await axeViolations(page)).toEqual([]);
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toEqual([]);

  await page.unroute(held);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByText('The request was cancelled. The form keeps its values.')).toHaveCount(0);
});

test.describe('an ID offered from a described list', () => {
  const MEMBERS = '/method/user_project/members';

  /** The fixture's description with one more list of the group, whose items carry `user_id` and a name. */
  async function describeMembersList(page: Page) {
    await page.route('**/fixture/openapi.json', async (route) => {
      const response = await route.fetch();
      const document = (await response.json()) as { paths: Record<string, unknown> };
      const item = { type: 'object', properties: { user_id: { type: 'integer' }, name: { type: 'string' } } };
      // First in the description, so it is the group's list the picker chooses over "List of user in project".
      document.paths = {
        [MEMBERS]: {
          get: operation({
            group: 'UserProject',
            summary: 'List of members',
            common: [
              parameter('v', { schema: { type: 'string' } }),
              parameter('language', { schema: { type: 'string' } }),
              parameter('project_id', { schema: { type: 'integer' } }),
            ],
            responses: { '200': { description: 'OK', content: json({ type: 'array', items: item }) } },
          }),
        },
        ...document.paths,
      };
      await route.fulfill({ response, json: document });
    });
  }

  test('loads on focus with the page’s context, offers each item by name with its ID, and sends the chosen ID', async ({
    page,
    service,
  }) => {
    await describeMembersList(page);
    const asked: URL[] = [];
    await page.route(`**${MEMBERS}?*`, (route) => {
      asked.push(new URL(route.request().url()));
      return route.fulfill({ json: service.users.map((user) => ({ user_id: user.id, name: user.name })) });
    });
    await openOperation(page, TEAM_OPERATIONS, 'Change access user from project');
    const field = page.getByLabel('user_id', { exact: true });
    await expect(page.getByText('Choices from “List of members”; you can also type a value.')).toBeVisible();
    expect(asked).toEqual([]);
    await field.focus();
    const target = service.users.find((user) => user.role !== 1 && user.name)!;
    const options = page.locator(`datalist#${await field.getAttribute('list')} option`);
    await expect(options).toHaveCount(service.users.length);
    await expect(options.and(page.locator(`[value="${target.id}"]`))).toHaveAttribute(
      'label',
      `${target.name} (${target.id})`,
    );
    expect(asked.map((url) => [url.searchParams.get('project_id'), url.searchParams.get('language')])).toEqual([
      ['42', 'en'],
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await field.fill(String(target.id));
    await page.getByLabel('role', { exact: true }).selectOption('2');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(result(page).getByText('200', { exact: true })).toBeVisible();
    expect(
      service.calls.filter((call) => call.path === '/method/user_project/access').map((call) => call.body),
    ).toEqual([{ project_id: 42, user_id: target.id, role: 2 }]);
  });

  test('a list that fails leaves a plain field', async ({ page }) => {
    await describeMembersList(page);
    await page.route(`**${MEMBERS}?*`, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openOperation(page, TEAM_OPERATIONS, 'Change access user from project');
    const field = page.getByLabel('user_id', { exact: true });
    await field.focus();
    await expect(page.getByText('Choices from “List of members”; you can also type a value.')).toHaveCount(0);
    await expect(field).not.toHaveAttribute('list');
    await field.fill('5');
    await expect(field).toHaveValue('5');
  });
});
