import type { Page } from '@playwright/test';
import { INGEST_APP } from '../../api/studio/studio-seed.ts';
import { BARE_HOST, STUDIO_PATHS, STUDIO_STREAM_KEY } from '../support/fixture-studio-description.ts';
import { INVALID_TOKEN_REFUSAL, OAUTH_PAGE_PREFIX, expect, test } from '../support/fixture-studio-service.ts';
import { axeViolations } from '../support/console-page.ts';

// The same Stream page against a second, independently written description in the real framework's style: lists as
// allOf of a base list, the switch's summary a read's ("Get live status"), destination IDs strings where the switch
// takes integers, a bare-host server, IDs of 0, a status the description does not enumerate, and settings described
// for two platforms only.

const where = (page: Page) => page.getByRole('region', { name: 'Where to stream' });
const destinations = (page: Page) => page.getByRole('region', { name: 'Destinations' });
const row = (page: Page, name: string) => destinations(page).getByRole('listitem').filter({ hasText: name });

// This service has no realtime endpoint: the live panel polls.
test.use({ realtime: false });

test.beforeEach(async ({ signedIn, page }) => {
  await signedIn();
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  // The first poll's live info ties the stream to this project, and the live panel above the list grows then: every
  // row moves down (the rows themselves hold their figures' room), so a press before then can land where a row was.
  await expect(destinations(page).getByRole('term').filter({ hasText: 'Viewers' })).toHaveCount(4);
});

test('where to stream: a server of ID 0 first, a bare host as OBS takes it, the key masked until Reveal', async ({
  page,
}) => {
  await expect(where(page).getByText('rtmp://msk.live.example.io/app', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(STUDIO_STREAM_KEY);
  await where(page).getByLabel('Server location').selectOption('3');
  // OBS takes a whole address: the host gets its scheme and the application path config.json gives.
  await expect(where(page).getByText(`rtmp://${BARE_HOST}/${INGEST_APP}`, { exact: true })).toBeVisible();
  await where(page).getByRole('button', { name: 'Reveal' }).click();
  await expect(where(page).getByText(STUDIO_STREAM_KEY, { exact: true })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('destinations with the service’s own words; the lying switch is found and sent integers', async ({
  page,
  service,
}) => {
  // One state a destination: a token that asks for a new sign-in outranks a status the page has no words for
  // (`throttled`, which alone is shown as given: destination-state.test.ts), and the two are never said together.
  await expect(row(page, 'AnnaTrovo').getByText('Signed out', { exact: true })).toBeVisible();
  await expect(row(page, 'AnnaTrovo').getByText('throttled', { exact: true })).toHaveCount(0);
  const twitch = page.getByRole('switch', { name: 'Send to anna_stream' });
  await expect(twitch).toHaveAttribute('aria-checked', 'true');
  await twitch.click();
  // It is live: switching it off asks first.
  await page
    .getByRole('dialog', { name: 'Stop sending to anna_stream?' })
    .getByRole('button', { name: 'Stop sending' })
    .click();
  await expect(twitch).toHaveAttribute('aria-checked', 'false');
  await expect(twitch).toHaveAttribute('aria-busy', 'false');
  expect(service.received(STUDIO_PATHS.channelSwitch).map((call) => call.body)).toEqual([
    { channel_id: 17, status: false },
  ]);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Send to anna_stream' })).toHaveAttribute('aria-checked', 'false');
  // ID 0 is an ID like any other.
  await page.getByRole('switch', { name: 'Send to Anna Live' }).click();
  await page
    .getByRole('dialog', { name: 'Stop sending to Anna Live?' })
    .getByRole('button', { name: 'Stop sending' })
    .click();
  await expect(page.getByRole('switch', { name: 'Send to Anna Live' })).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(() => service.received(STUDIO_PATHS.channelSwitch).map((call) => call.body))
    .toContainEqual({ channel_id: 0, status: false });
});

test('a refused switch is put back with the service’s words; the invalid token offers reconnect', async ({
  page,
  context,
}) => {
  const vk = page.getByRole('switch', { name: 'Send to Анна ВКонтакте' });
  await vk.click();
  await expect(destinations(page).getByRole('alert')).toContainText(INVALID_TOKEN_REFUSAL);
  await expect(vk).toHaveAttribute('aria-checked', 'false');
  const opened = context.waitForEvent('page');
  await row(page, 'Анна ВКонтакте')
    .getByRole('button', { name: /^Sign in to / })
    .click();
  const tab = await opened;
  // Opened blank in the click, then sent to the address the service gives.
  await tab.waitForURL((url) => url.pathname === `${OAUTH_PAGE_PREFIX}vk`);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});

test('settings only where the description has them: youtube’s and the custom channel’s, with the ID filled', async ({
  page,
}) => {
  await expect(row(page, 'AnnaTrovo').getByRole('button', { name: /^More for/ })).toHaveCount(0);
  await row(page, 'Мой сервер').getByRole('button', { name: 'More for Мой сервер' }).click();
  await row(page, 'Мой сервер').getByRole('link', { name: 'Title and settings: every field' }).click();
  await expect(page).toHaveURL(/\/projects\/42\/channel-settings\/operations\/[^?]+\?body\.channel_id=44$/);
  await expect(page.getByRole('spinbutton', { name: 'channel_id' })).toHaveValue('44');
});
