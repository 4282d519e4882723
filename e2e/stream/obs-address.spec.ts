import type { Page } from '@playwright/test';
import { INGEST_APP, RTMP_SERVERS, streamKeyOf } from '../../api/studio/studio-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// Copy server and Copy both give the whole address OBS takes (scheme, host and application path) for the default
// location and every other: the demo names some servers by their host alone, as the real kind does, and its
// config.json gives the application path (`ingestApp`).

const KEY = streamKeyOf(42);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const OBS_ADDRESS = new RegExp(`^rtmps?://[a-z0-9.-]+(:\\d+)?/${INGEST_APP}$`);

test('Copy server and Copy both give rtmp://host/app for every location, wide in English and on a phone in Russian', async ({
  page,
  context,
  signedIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn();
  await page.goto('/projects/42/stream');
  const where = page.getByRole('region', { name: 'Where to stream' });
  const location = where.getByLabel('Server location');
  await expect(location).toHaveValue(RTMP_SERVERS[0]!.url);
  // The default location is one the service names by its host alone.
  expect(RTMP_SERVERS[0]!.url).not.toContain('://');
  const copied: string[] = [];
  for (const server of RTMP_SERVERS) {
    await location.selectOption(server.url);
    await where.getByRole('button', { name: 'Copy server' }).click();
    const address = await clipboard(page);
    expect(address).toMatch(OBS_ADDRESS);
    expect(address).toContain(new URL(server.url.includes('://') ? server.url : `rtmp://${server.url}`).host);
    await expect(where.getByText(address, { exact: true })).toBeVisible();
    await where.getByRole('button', { name: 'Copy both for OBS' }).click();
    expect(await clipboard(page)).toBe(`Server: ${address}\nStream Key: ${KEY}`);
    copied.push(address);
  }
  expect(new Set(copied).size).toBe(RTMP_SERVERS.length);

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Русский');
  const whereRu = page.getByRole('region', { name: 'Куда вести трансляцию' });
  await whereRu.getByLabel('Расположение сервера').selectOption(RTMP_SERVERS[0]!.url);
  await whereRu.getByRole('button', { name: 'Копировать оба для OBS' }).click();
  expect(await clipboard(page)).toBe(`Сервер: ${copied[0]}\nКлюч потока: ${KEY}`);
  await whereRu.getByRole('button', { name: 'Копировать сервер' }).click();
  expect(await clipboard(page)).toBe(copied[0]);
});
