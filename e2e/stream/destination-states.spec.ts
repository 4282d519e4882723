import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// Each destination says one state, with its reason and its one thing to do, and never two that contradict each
// other: before the stream, one switched on is ready and one whose platform wants its sign-in again offers that
// platform's Connect; live, the one on air says only that, one that did not start offers to try it again (asked first,
// the stream being live), and a busy one says why.

const SWITCH_PATH = '/method/channel/set-status';
/** VK community: on, and refused by its platform while live, in the seed. */
const VK = 103;
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^(Destinations|Площадки)$/ })
    .getByRole('listitem')
    .filter({ hasText: name });

test('one state per destination, with its reason and its one action, before and while live (wide en, phone ru)', async ({
  page,
  signedIn,
  control,
}) => {
  await control.endStream();
  await signedIn();
  await page.goto('/projects/42/stream');
  // Nothing is live: switched on is ready, whatever the platform said last; no "Starting", no "Turned off" beside it.
  const vk = rowOf(page, 'VK community');
  await expect(vk.locator('.dest-badge')).toHaveText('Ready', { timeout: 20_000 });
  await expect(vk).toContainText('It goes live when you start the stream.');
  const twitch = rowOf(page, 'Twitch — demo_streamer');
  await expect(twitch.locator('.dest-badge')).toHaveText('Signed out');
  await expect(twitch).toContainText('Twitch asks you to sign in again.');
  await expect(twitch.getByRole('button', { name: /^Sign in to Twitch/ })).toBeVisible();
  await expect(twitch).not.toContainText('On air');

  await control.startStream();
  // Live, once the platforms have taken the new stream: the outdated sign-in still streams, so the row says on air
  // and nothing else.
  await expect(async () => {
    await page.reload();
    await expect(twitch.locator('.dest-badge')).toHaveText('On air', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(twitch).not.toContainText('sign in again');
  await expect(twitch.getByRole('button', { name: /^Sign in to/ })).toHaveCount(0);
  const busy = rowOf(page, 'Backup RTMP');
  await expect(busy.locator('.dest-badge')).toHaveText('Busy');
  await expect(busy).toContainText('Another stream is using it.');
  await expect(busy.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(vk.locator('.dest-badge')).toHaveText('Did not start');
  await expect(vk).toContainText('It did not go live with the stream.');

  // Trying it again while live asks first; Cancel sends nothing.
  await control.clearLog();
  await vk.getByRole('button', { name: 'Try again' }).click();
  const ask = page.getByRole('dialog', { name: 'Try VK community again?' });
  await expect(ask).toContainText('VK community is switched off and on again.');
  await ask.getByRole('button', { name: 'Keep sending' }).click();
  await expect(ask).toBeHidden();
  expect((await control.log()).filter((entry) => entry.path === SWITCH_PATH)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Русский');
  await expect(vk.locator('.dest-badge')).toHaveText('Не запустилась');
  await expect(rowOf(page, 'Telegram channel').locator('.dest-badge')).toHaveText('Нужен вход');
  await vk.getByRole('button', { name: 'Попробовать снова' }).click();
  const askRu = page.getByRole('dialog', { name: 'Попробовать «VK community» снова?' });
  await askRu.getByRole('button', { name: 'Попробовать снова' }).click();
  // Switched off, then on again, in that order; it ends on.
  await expect
    .poll(async () =>
      (await control.log())
        .filter((entry) => entry.path === SWITCH_PATH)
        .map((entry) => (entry.body as { channel_id: number; status: boolean }).status),
    )
    .toEqual([false, true]);
  expect(
    (await control.log())
      .filter((entry) => entry.path === SWITCH_PATH)
      .map((entry) => (entry.body as { channel_id: number }).channel_id),
  ).toEqual([VK, VK]);
  await expect(vk.getByRole('switch', { name: 'Трансляция на VK community' })).toHaveAttribute('aria-checked', 'true');
});
