import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/described-fixtures.ts';

// Managing the restream plan where it is shown, against the fixture service whose description (NestJS style)
// gives PlanRestream's "Remove after tariff" as a DELETE that takes the project only.

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

const manage = (page: Page) => page.getByRole('region', { name: 'Manage the plan' });

async function openRestream(page: Page) {
  await page.goto('/projects/42/tariffs/restream');
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('term').first()).toBeVisible();
}

test('"Remove the next plan" asks first, naming the plan and its end; Cancel sends nothing; confirming clears the next card', async ({ page, service }) => {
  await openRestream(page);
  await expect(manage(page).getByText('Not described by this service, so not offered here: Buy restream tariff, Get list of restream tariffs.')).toBeVisible();
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the next plan?' });
  await expect(dialog).toContainText('The next plan of project 42, Plan ID 4 (until ');
  await expect(dialog).toContainText('The service is asked by “Remove after tariff”.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze().then(({ violations }) => expect(violations.map((v) => v.id)).toEqual([]));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(service.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('term').first()).toBeVisible();

  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await manage(page).getByRole('button', { name: 'Remove the next plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove the next plan' }).click();
  await expect(page.getByRole('region', { name: 'Next plan' })).toHaveText('Next planNo plan scheduled');
  await expect(manage(page).getByRole('status')).toHaveText('The next plan was removed.');
  expect(service.calls.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.query.project_id])).toEqual([['/method/plan_restream/next', '42']]);
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

test('a group the description does not give plans for falls back to its group page, saying why in one line', async ({ page }) => {
  await page.goto('/projects/42/tariffs/transcoding');
  await expect(page.getByRole('heading', { level: 1, name: 'PlanTranscoding' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'The service’s description has no “Get tariff for project” in PlanTranscoding, so this tariff’s plans cannot be shown; here is what the interface document lists.',
  );
  await expect(page.getByRole('rowheader', { name: 'Check transcoding tariff before buy' })).toBeVisible();
});
