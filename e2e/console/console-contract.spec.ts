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

/** Every `format: password` taken out: a description that marks no secret, as a real deployment's marks none. */
function unmarked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unmarked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(key === 'format' && item === 'password'))
      .map(([key, item]) => [key, unmarked(item)]),
  );
}

test('a keyed address typed where the description marks nothing: in no address, history or storage, masked when confirmed', async ({
  page,
  signedIn,
  control,
}) => {
  const KEY = 'new-key-7Q2x';
  const ADDRESS = `rtmp://backup.relay.example/live/${KEY}`;
  await page.route('**/__contract/openapi.json', async (route) => {
    const response = await route.fetch();
    // A revalidation (304) has no body: the browser keeps the copy it was given, already unmarked.
    if (response.status() !== 200) return route.fulfill({ response });
    await route.fulfill({ response, json: unmarked(await response.json()) });
  });
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/method/')) urls.push(request.url());
  });
  await signedIn();
  await openOperation(
    page,
    '/projects/42/channel-settings',
    'Set rtmp url for a custom channel (global settings)',
    'Set rtmp url from channel. Global settings.',
  );
  const url = page.getByLabel('url', { exact: true });
  // Nothing in the description calls it secret: the value itself is.
  await expect(url).toHaveAttribute('type', 'text');
  await page.getByLabel('channel_id', { exact: true }).fill('105');
  await url.fill(ADDRESS);
  await expect(page.getByText(ADDRESS)).toHaveCount(0);
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('••••••');
  await expect(dialog).not.toContainText(KEY);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page)).toContainText('The service accepted the request');
  const [sent] = (await control.requests('/method/channel_settings/setRtmp')).filter(
    (entry) => entry.method === 'POST',
  );
  // Sent; and the service's log keeps that it was, never the address.
  expect(sent?.body).toMatchObject({ channel_id: 105, url: '[secret]' });

  await page.reload();
  urls.push(page.url());
  expect(urls.filter((seen) => seen.includes(KEY))).toEqual([]);
  const kept = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, history.state]));
  expect(kept).not.toContain(KEY);
  await expect(page.getByLabel('url', { exact: true })).toHaveValue('');
  // A link that brings one fills nothing with it.
  await page.goto(`${new URL(page.url()).pathname}?body.channel_id=105&body.url=${encodeURIComponent(ADDRESS)}`);
  await expect(page.getByLabel('channel_id', { exact: true })).toHaveValue('105');
  await expect(page.getByLabel('url', { exact: true })).toHaveValue('');
});

test('List keys: every link’s key and share address masked in the readable view and Raw JSON until asked', async ({
  page,
  signedIn,
}) => {
  const KEYS = ['6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f', '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f70'];
  await signedIn();
  await openOperation(page, '/projects/42/pull-links/operations', 'List keys');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table')).toBeVisible();
  for (const key of KEYS) await expect(result(page)).not.toContainText(key);
  await expect(result(page)).not.toContainText('pull-fra.relay.example');
  await result(page).getByRole('button', { name: 'Raw JSON' }).click();
  const raw = result(page).getByRole('region', { name: 'Raw JSON' });
  await expect(raw).toContainText('"shareUrl": "••••••"');
  for (const key of KEYS) await expect(raw).not.toContainText(key);
  await result(page).getByRole('button', { name: 'Show secrets' }).click();
  await expect(raw).toContainText(`rtmp://pull-fra.relay.example:1935/live/${KEYS[0]}`);
});
