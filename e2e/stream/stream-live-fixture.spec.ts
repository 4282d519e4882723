import type { Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixture-studio-service.ts';

// The live panel against the second, independently written description (fixture-studio-*.ts), in the real kind's
// shapes: a live status read with no parameters and naming no project, a broadcast whose ID is 0, destination IDs as
// strings, a status and a figure the dashboard has no words for, analytics described only as {"type":"object"} and
// events as a bare list. Each live info read moves the viewers.
// config.json names the contract API's realtime endpoint, which refuses this description's tokens (they are not
// its own): the panel says live updates are disconnected and polls instead.

const panel = (page: Page) => page.getByRole('region', { name: 'Incoming stream' });
const destination = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Destinations' }).getByRole('listitem').filter({ hasText: name });
/** A figure by the words it is shown with. */
const figure = (scope: ReturnType<Page['locator']>, term: RegExp) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('the live panel reads the fixture’s shapes and its viewers move without a reload, on a phone too', async ({
  page,
  signedIn,
  service,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn();
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // Its Centrifuge token operations are POSTs, which the page never sends by itself (a real deployment's are GETs):
  // it polls, and says only that.
  await expect(panel(page).getByRole('status')).toHaveText('Updating every 5 s');
  // The ingest in a streamer's words on one line; the rest behind Details.
  await expect(panel(page).getByText('1920×1080', { exact: true })).toBeVisible();
  await panel(page).getByText('Details', { exact: true }).click();
  // A status the dashboard has no words for is shown as the service gives it, in the status line and its Details; a
  // figure it has no words for, by the description's own gloss.
  await expect(figure(panel(page), /^State$/)).toHaveText('transcoding');
  await expect(page.getByText('Status: transcoding')).toBeVisible();
  await expect(figure(panel(page), /^Потеряно кадров$/)).toHaveText('2');
  const viewers = figure(destination(page, 'Anna Live'), /^Viewers$/);
  const first = await viewers.textContent();
  await expect(viewers).not.toHaveText(first!, { timeout: 15_000 });
  expect(service.studio.liveReads).toBeGreaterThanOrEqual(2);
  expect(page.url()).toContain('/projects/42/stream');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, '.live-panel')).toEqual([]);
});

test('after the stream ends, its bitrate and viewers are drawn and its events listed', async ({
  page,
  signedIn,
  service,
}) => {
  await signedIn();
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  service.studio.endStream();
  await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible({ timeout: 40_000 });
  const after = page.getByRole('region', { name: 'The last stream' });
  await expect(after.getByText('Stream 9001')).toBeVisible();
  await expect(after.getByRole('img', { name: /^Line chart of Bitrate by Time, from .+\./ })).toBeVisible();
  await expect(after.getByRole('img', { name: /^Line chart of Viewers by Time, from .+\./ })).toBeVisible();
  await expect(after.getByRole('listitem').filter({ hasText: 'stream_start' })).toBeVisible();
  expect(await axeViolations(page, '.stream-after')).toEqual([]);
});
