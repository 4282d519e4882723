import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';

// The tariff views against the fixture service, whose description is written as NestJS prints it and independently
// of the contract API's (e2e/support/fixture-*-description.ts): PlanRestream's "Remove after tariff" is a DELETE
// that takes the project only; slots are `{description, allOf: [{$ref}]}` wrappers, next slots have a start and no
// end, lists are a base of strings redeclared, and the transcoding plan scheduled next has the id 0.

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

const manage = (page: Page) => page.getByRole('region', { name: 'Manage the plan' });

async function openRestream(page: Page) {
  await page.goto('/projects/42/tariffs/restream');
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('term').first()).toBeVisible();
}

test('"Remove the next plan" asks first, naming the plan and its end; Cancel sends nothing; confirming clears the next card', async ({
  page,
  service,
}) => {
  await openRestream(page);
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the next plan?' });
  await expect(dialog).toContainText('The next plan of project 42, Plan ID 4 (until ');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .then(({ violations }) => expect(violations.map((v) => v.id)).toEqual([]));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(service.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('term').first()).toBeVisible();

  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove the next plan' }).click();
  await expect(page.getByRole('region', { name: 'Next plan' })).toHaveText('Next planNo plan scheduled');
  await expect(manage(page).getByRole('status')).toHaveText('The next plan was removed.');
  expect(
    service.calls.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.query.project_id]),
  ).toEqual([['/method/plan_restream/next', '42']]);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
  // Nothing left to remove: the button goes with the plan.
  await expect(manage(page).getByRole('button', { name: 'Remove the next plan' })).toHaveCount(0);
});

test('the confirmation reads in Russian and Chinese', async ({ page, service }) => {
  expect(service.calls).toEqual([]);
  await openRestream(page);
  for (const [language, label, button, title] of [
    ['ru', 'Language', 'Удалить следующий тариф', 'Удалить следующий тариф?'],
    ['cn', 'Язык', '移除下一个套餐', '移除下一个套餐？'],
  ] as const) {
    await page.getByRole('banner').getByLabel(label).selectOption(language);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a group the description does not give plans for falls back to its group page, saying why in one line', async ({
  page,
  service,
}) => {
  const description = (await (await page.request.get(`${service.url}/fixture/openapi.json`)).json()) as {
    paths: Record<string, unknown>;
  };
  delete description.paths['/method/transcoding/tariff'];
  await page.route('**/fixture/openapi.json', (route) => route.fulfill({ json: description }));
  await page.goto('/projects/42/tariffs/transcoding');
  await expect(page.getByRole('heading', { level: 1, name: 'PlanTranscoding' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Not available here.');
  await expect(page.getByRole('rowheader', { name: 'Check transcoding tariff before buy' })).toBeVisible();
});

test('transcoding cards read through the slot wrappers: a next plan with a start and the id 0', async ({ page }) => {
  await page.goto('/projects/42/tariffs/transcoding');
  await expect(page.getByRole('heading', { level: 1, name: 'Transcoding tariff' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current).toContainText('Транскодер M');
  // The service's words beside the dashboard's: as written, in the language the service wrote them.
  await expect(current.getByRole('term').filter({ hasText: /^Streams/ })).toContainText('Потоков');
  const next = page.getByRole('region', { name: 'Next plan' });
  await expect(next).toContainText('Пробный');
  // Its name on the card's first line, not as a row.
  await expect(next.locator('.slot-plan-title')).toHaveText('Пробный');
  await expect(next.getByRole('term')).toHaveText([/^Plan ID/, /^Streams/, /^Starts/]);
  await expect(next.getByRole('definition').first()).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Previous plan' })).toContainText('Транскодер S');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('"Remove the next plan" sends the next slot’s id — 0 — after confirming, and Cancel sends nothing', async ({
  page,
  service,
}) => {
  await page.goto('/projects/42/tariffs/transcoding');
  const next = page.getByRole('region', { name: 'Next plan' });
  await expect(next).toContainText('Пробный');
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the next plan?' });
  await expect(dialog).toContainText(/The next plan of project 42, “Пробный” \(from .+\), will be removed\./);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const removals = () => service.calls.filter((call) => call.path === '/method/transcoding/remove_after_tariff');
  expect(removals()).toEqual([]);
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  await dialog.getByRole('button', { name: 'Remove the next plan' }).click();
  await expect(next).toHaveText('Next planNo plan scheduled');
  expect(removals().map((call) => call.body)).toEqual([{ project_id: 42, plan_transcoding_id: 0 }]);
});

test('"Change plan" on storage: the plans as cards, the check in words, then the buy and the next card', async ({
  page,
  service,
}) => {
  await page.goto('/projects/42/tariffs/storage');
  await expect(page.getByRole('region', { name: 'Next plan' })).toContainText('500 ГБ');
  await manage(page).getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog.getByRole('group', { name: 'Plans' }).getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio', { name: '2 ТБ' }).check();
  // A period the buy names by other values than a month and a year is offered as they are described.
  await dialog.getByLabel(/^Period/).selectOption('1');
  const check = dialog.getByRole('region', { name: 'What you pay' });
  // The check in words, its nested balance and refund read for what they are; none of its names shown.
  await expect(check.locator('.check-total')).toHaveText(/^To pay now: .*1,200/);
  await expect(check).not.toContainText(/[a-z]+_[a-z]+|\{/);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  expect(service.calls.filter((call) => call.path === '/method/storage/buy_tariff')).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue to buy' }).click();
  await page.getByRole('dialog', { name: 'Buy 2 ТБ?' }).getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('region', { name: 'Next plan' })).toContainText('2 ТБ');
  expect(service.calls.filter((call) => call.path === '/method/storage/buy_tariff').map((call) => call.body)).toEqual([
    { project_id: 42, plan_storage_id: 3, period: 1 },
  ]);
});
