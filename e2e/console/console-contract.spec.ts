import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openOperation } from '../support/console-page.ts';

// The console on the contract API's own description, in the real kind's shapes: where an answer is what a real
// deployment sends rather than a fixture's trap.

const result = (page: Page) => page.getByRole('region', { name: 'Result' });

test('a list of servers with no time line draws nothing, and its answer is shown as before', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await openOperation(page, '/rtmp-server', 'State of rtmp servers');
  await page.getByLabel('interval', { exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('serverStatus', { exact: true }).first()).toBeVisible();
  await expect(result(page).getByRole('table')).toBeVisible();
  await expect(result(page).getByRole('img')).toHaveCount(0);
  await expect(result(page).getByRole('list', { name: 'Series' })).toHaveCount(0);
});
