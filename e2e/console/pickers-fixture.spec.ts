import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';
import { axeViolations } from '../support/console-page.ts';

// ID fields offered from the service's own lists, on the framework-style fixture description as it is (no routed
// changes): "Buy restream tariff" offers the group's tariffs by title, "Change access user from project" the
// project's members by name, and the chosen item's ID is what the service receives.

const result = (page: Page) => page.getByRole('region', { name: 'Result' });

/** The choices a field offers (its datalist's options), loaded by focusing it. */
async function choicesOf(page: Page, field: Locator): Promise<Locator> {
  await field.focus();
  const list = await field.getAttribute('list');
  expect(list).not.toBeNull();
  return page.locator(`datalist[id="${list}"] option`);
}

/**
 * Picks the choice labelled `label` as the browser's suggestion list does: the field takes that option's value.
 * The suggestion popup is the browser's own widget, outside the page, so the option is chosen through the page.
 */
async function pick(field: Locator, options: Locator, label: string): Promise<string> {
  const option = options.and(field.page().locator(`[label^=${JSON.stringify(`${label} (`)}]`));
  await expect(option).toHaveCount(1);
  const value = (await option.getAttribute('value'))!;
  await field.fill(value);
  return value;
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('"Buy restream tariff" offers the group’s tariffs by title and sends the chosen tariff’s ID', async ({
  page,
  service,
}) => {
  await page.goto('/projects/42/tariffs/restream/operations/PlanRestreamController_buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy restream tariff' })).toBeVisible();
  const field = page.getByLabel('plan_restream_id', { exact: true });
  await expect(page.getByText('Choices from “Get list of restream tariffs”; you can also type a value.')).toBeVisible();
  // Nothing is loaded before the field is focused.
  expect(service.calls.filter((call) => call.path.startsWith('/method/plan_restream/'))).toEqual([]);

  const options = await choicesOf(page, field);
  await expect(options).toHaveCount(4);
  expect(await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')))).toEqual([
    'Старт (1)',
    'Базовый (2)',
    'Стандарт (3)',
    'Про (4)',
  ]);
  const asked = service.calls.filter((call) => call.path === '/method/plan_restream/tariffs');
  expect(asked.map((call) => [call.method, call.query.language])).toEqual([['GET', 'en']]);
  expect(await axeViolations(page)).toEqual([]);

  const chosen = await pick(field, options, 'Стандарт');
  await page.getByLabel('period', { exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(
    service.calls.filter((call) => call.path === '/method/plan_restream/purchase').map((call) => call.body),
  ).toEqual([{ project_id: 42, plan_restream_id: Number(chosen), period: 1 }]);
  expect(chosen).toBe('3');
});

test('"Change access user from project" offers the project’s members by name and sends the chosen member’s ID, in ru and cn too', async ({
  page,
  service,
}) => {
  // The group's page is the Team page, which lists the members itself: once it has, the log starts afresh.
  await page.goto('/projects/42/team');
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
  service.calls.length = 0;
  await page.getByRole('link', { name: 'All operations of this group' }).click();
  await page.getByRole('link', { name: 'Change access user from project', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change access user from project' })).toBeVisible();
  const field = page.getByLabel('user_id', { exact: true });
  await expect(page.getByText('Choices from “List of user in project”; you can also type a value.')).toBeVisible();
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toEqual([]);

  const options = await choicesOf(page, field);
  await expect(options).toHaveCount(service.users.length);
  // A member without a name is offered by its ID.
  expect(await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')))).toEqual([
    'Анна (11)',
    '<b>bold</b> Boris (12)',
    '13',
  ]);
  expect(
    service.calls
      .filter((call) => call.path === '/method/user_project/users')
      .map((call) => [call.query.project_id, call.query.language]),
  ).toEqual([['42', 'en']]);
  expect(await axeViolations(page)).toEqual([]);

  const chosen = await pick(field, options, '<b>bold</b> Boris');
  await page.getByLabel('role', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request (HTTP 200).');
  expect(service.calls.filter((call) => call.path === '/method/user_project/access').map((call) => call.body)).toEqual([
    { project_id: 42, user_id: 12, role: 3 },
  ]);
  expect(chosen).toBe('12');
  expect(service.users.find((user) => user.id === 12)?.role).toBe(3);

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByText('Варианты из «List of user in project»; можно ввести значение вручную.')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByText('选项来自“List of user in project”；也可以直接输入值。')).toBeVisible();
});
