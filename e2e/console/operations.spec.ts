import type { Page } from '@playwright/test';
import { REFRESH_PATH, expectAccountShown } from '../support/fixtures.ts';
import { expect, test } from '../support/described-fixtures.ts';
import { ELSEWHERE_HOST, HOSTILE_TEXT } from '../support/fixture-description.ts';
import { axeViolations, openOperation } from '../support/console-page.ts';

// The operation pages, against a service that describes itself (e2e/support/fixture-service.ts): what a project
// admin does with an operation the interface document only names.

const USER_PROJECT = '/projects/42/team';
/** UserProject's list of operations: its page is the Team page, which links to it in its header. */
const TEAM_OPERATIONS = `${USER_PROJECT}/operations`;
const hostsAsked: string[] = [];

test.beforeEach(async ({ page, signedIn }) => {
  hostsAsked.length = 0;
  page.on('request', (request) => hostsAsked.push(new URL(request.url()).host));
  await signedIn();
});

test.afterEach(() => {
  // The description's `servers` names another host: nothing ever goes there, whatever the test did.
  expect(hostsAsked).not.toContain(ELSEWHERE_HOST);
});

const result = (page: Page) => page.getByRole('region', { name: 'Result' });

test('the group page marks each document line: described (a link), not described, and what the service adds', async ({
  page,
}) => {
  // The group's page is the Team page, which links to the group's list in its header.
  await page.goto(USER_PROJECT);
  await page.getByRole('link', { name: 'All operations of this group' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Operation', 'Interface document', 'This service']);
  const row = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('List of user in project').getByRole('link', { name: 'List of user in project' })).toBeVisible();
  await expect(row('List of user in project')).toContainText('GET /method/user_project/users');
  await expect(row('Get project full info')).toContainText('Not described');
  const also = page.getByRole('region', { name: 'Also described by this service' });
  await expect(also.getByRole('link')).toHaveText([
    'Get users of project (short list)',
    'GET /method/user_project/export',
  ]);
});

test('a GET with project_id prefilled renders its list as a table, and the URL keeps what was run (never a run flag)', async ({
  page,
  service,
}) => {
  await openOperation(page, TEAM_OPERATIONS, 'List of user in project');
  await expect(page.getByText('GET /method/user_project/users', { exact: true })).toBeVisible();
  // The service's own words, and the dashboard's own values, shown as such.
  await expect(page.getByText('Возвращает пользователей проекта постранично.')).toBeVisible();
  await expect(page.getByLabel('project_id', { exact: true })).toHaveValue('42');
  await expect(page.getByLabel('project_id', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('v', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('language', { exact: true })).toHaveValue('en');
  await expect(page.getByText('The service’s default is 1; it is not sent unless you enter it.')).toBeVisible();
  // A numeric enum is a select of its values, with "not sent".
  await expect(page.getByLabel('role', { exact: true }).getByRole('option')).toHaveText(['Not sent', '1', '2', '3']);
  await expect(
    page
      .getByRole('region', { name: 'Request that will be sent' })
      .or(page.getByText('GET /method/user_project/users?v=1&language=en&project_id=42')),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('Status')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('run')).toBe(false);
  await expect(result(page).getByText('Status')).toBeVisible();
  await expect(result(page).locator('dd').first()).toHaveText('200');
  const table = result(page).getByRole('table');
  // Columns in the schema's order; every value as text, in the user's language.
  await expect(table.getByRole('columnheader')).toHaveText([
    'id',
    'name',
    'role',
    'email',
    'added_at',
    'active',
    'profile',
    'user_id',
  ]);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(2)).toContainText('<b>bold</b> Boris');
  await expect(result(page).locator('b')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Yes');
  await expect(result(page).getByText('count', { exact: true })).toBeVisible();

  // Filter by role, then Back returns to the first result.
  await page.getByLabel('role', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/query\.role=2/);
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(2);
  // The header reads the account's name once the page's reads settle: it must not land between the two counts.
  await expectAccountShown(page, 'anna_stream');
  const sent = service.calls.length;
  await page.goBack();
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('');
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(4);
  // Forward: the filtered answer again, from what this tab already has; Back and Forward send nothing.
  await page.goForward();
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(2);
  expect(service.calls).toHaveLength(sent);

  // The raw JSON view.
  await result(page).getByRole('button', { name: 'Raw JSON' }).click();
  await expect(result(page).getByRole('region', { name: 'Raw JSON' })).toContainText('"count": 1');
});

test('a link, a bookmark or a reload fills the form and sends nothing until Run (an old run=1 included)', async ({
  page,
  service,
}) => {
  await openOperation(page, TEAM_OPERATIONS, 'List of user in project');
  const link = new URL(page.url());
  link.searchParams.set('query.role', '2');
  link.searchParams.set('run', '1');
  service.calls.length = 0;
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
  await expect(result(page)).toContainText('No result yet');
  await page.reload();
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
  await expect(result(page)).toContainText('No result yet');
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toEqual([]);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(2);
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toHaveLength(1);
});

test('an expired access token mid-session: exactly one refresh, then the result', async ({
  page,
  control,
  service,
}) => {
  await openOperation(page, TEAM_OPERATIONS, 'List of user in project');
  // The header's account read, caught by the expiry, would refresh before the log is cleared.
  await expectAccountShown(page, 'anna_stream');
  await control.expireAccess();
  await control.clearLog();
  service.calls.length = 0;
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(4);
  expect(await control.requests(REFRESH_PATH)).toHaveLength(1);
  // Sent once with the expired token (401), once after the refresh.
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toHaveLength(2);
});

test('a DELETE sends nothing until Confirm; Cancel sends nothing; Confirm sends it once', async ({ page, service }) => {
  await openOperation(page, TEAM_OPERATIONS, 'Remove user from project');
  await page.getByLabel('user_id', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this request?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Remove user from project');
  await expect(dialog).toContainText('DELETE /method/user_project/user');
  await expect(dialog.getByRole('definition')).toContainText(['1', 'en', '42', '12']);
  expect(service.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(service.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page).getByText('success')).toBeVisible();
  const deletes = service.calls.filter((call) => call.method === 'DELETE');
  expect(deletes).toHaveLength(1);
  expect(deletes[0]!.query).toMatchObject({ project_id: '42', user_id: '12' });
  expect(service.users.map((user) => user.id)).toEqual([11, 13]);
});

test('the service’s per-field message shows beside the input it names', async ({ page, service }) => {
  await openOperation(page, TEAM_OPERATIONS, 'Change access user from project');
  // A flat JSON body is a form, one input per property.
  await page.getByLabel('user_id', { exact: true }).fill('999');
  await page.getByLabel('role', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const field = page.locator('[data-field="body.user_id"]');
  await expect(field).toContainText('user_id 999 is not a member of project 42');
  await expect(page.getByLabel('user_id', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The service's message in the panel, as text; the field message is not repeated there.
  await expect(result(page)).toContainText('Ошибка валидации');
  await expect(result(page)).toContainText('Error code: I18nValidationException');
  await expect(result(page).getByText('The service named these fields:')).toHaveCount(0);
  expect(service.calls.filter((call) => call.path === '/method/user_project/access')).toHaveLength(1);

  // A rule only the service knows, on another field.
  await page.getByLabel('user_id', { exact: true }).fill('11');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('[data-field="body.role"]')).toContainText('The owner’s role cannot be changed');
});

test('a body the schema refuses is not sent; the problem is named beside the editor', async ({ page, service }) => {
  await openOperation(page, '/notify-history', 'Set one as read', 'Set notification in cabinet as read');
  const editor = page.getByLabel('JSON', { exact: true });
  await editor.fill('{"notify_history_ids": "n-1"}');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('[data-field="body"]')).toContainText('Does not match the schema at notify_history_ids');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await editor.fill('{"notify_history_ids": ["n-1", "n-2"]}');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page).getByText('count', { exact: true })).toBeVisible();
  expect(service.calls.find((call) => call.method === 'PUT')?.body).toEqual({ notify_history_ids: ['n-1', 'n-2'] });
});

test('cancelling the next restream plan shows on the tariff page without a reload', async ({ page }) => {
  await page.goto('/projects/42/tariffs/restream');
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('term').first()).toBeVisible();
  await page.getByRole('link', { name: 'All operations of this group' }).click();
  await page.getByRole('link', { name: 'Remove after tariff', exact: true }).click();
  await expect(page.getByLabel('project_id', { exact: true })).toHaveValue('42');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page).getByText('success')).toBeVisible();
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /ID 42$/ })
    .click();
  await expect(page.getByRole('region', { name: 'Next plan' })).toHaveText('Next planNo plan scheduled');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
});

test('HTML in a description or a value is shown as text and runs nothing', async ({ page }) => {
  await openOperation(page, TEAM_OPERATIONS, 'Remove user from project');
  await expect(page.getByText(HOSTILE_TEXT, { exact: false })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('the refresh operation and Logout belong to the session: their pages say so and have no Run', async ({ page }) => {
  await openOperation(page, '/auth', 'Logout');
  await expect(page.getByText('The dashboard’s session layer sends this operation itself')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toHaveCount(0);
  await page.goto('/auth');
  await page.getByRole('cell').getByRole('link', { name: 'Update access token' }).click();
  await expect(page.getByText('Documented by the interface document (4.1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run' })).toHaveCount(0);
});

test('the operation page passes axe, and reads in Russian and Chinese', async ({ page }) => {
  await openOperation(page, TEAM_OPERATIONS, 'List of user in project');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('banner').getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('group', { name: 'Параметры' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выполнить' })).toBeVisible();
  await expect(page.getByLabel('project_id', { exact: true })).toHaveValue('42');
  await expect(page.getByText('из открытого проекта (42)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Результат' })).toContainText('Результата пока нет');
  await page.getByRole('button', { name: 'Выполнить' }).click();
  await expect(page.getByRole('region', { name: 'Результат' }).getByRole('table')).toBeVisible();

  await page.getByRole('banner').getByLabel('Язык').selectOption('cn');
  await expect(page.getByRole('group', { name: '参数' })).toBeVisible();
  // The service answers in the language it is asked in: a new language is a new request, sent on Run.
  await page.getByRole('button', { name: '运行' }).click();
  await expect(page.getByRole('region', { name: '结果' }).getByRole('table')).toBeVisible();
});

test.describe('when the description cannot be used', () => {
  for (const [mode, reason] of [
    ['missing', 'it answered HTTP 404.'],
    ['not-json', 'it is not JSON (YAML is not supported).'],
    ['swagger-2', 'it is a Swagger 2.0 document; only OpenAPI 3.0 and 3.1 are supported.'],
  ] as const) {
    test(`${mode}: group pages say why, and everything else keeps working`, async ({ page, service }) => {
      service.describe(mode);
      // The group's generated page (its page is the Team page, which the kit's frame draws).
      await page.goto(TEAM_OPERATIONS);
      await expect(page.getByRole('alert')).toContainText(
        `description of its operations, which this part of the dashboard is built from, could not be read: ${reason}`,
      );
      // The document's catalog is still there, as without a description.
      await expect(page.getByRole('rowheader', { name: 'List of user in project' })).toBeVisible();
      await expect(page.getByRole('table').getByRole('link')).toHaveCount(0);
      // The tariff page and the rest of the app work.
      await page.getByRole('link', { name: 'Back to project' }).click();
      await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('definition').nth(2)).toHaveText(
        '6,000',
      );
      await expect(
        page.getByRole('link', { name: 'Sign out' }).or(page.getByRole('button', { name: 'Sign out' })),
      ).toBeVisible();
    });
  }
});
