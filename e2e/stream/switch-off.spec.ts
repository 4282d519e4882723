import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// Switching off a destination that is live asks first, naming it and its viewers; Keep sending sends nothing and it
// stays on. Switching one on, or one that is not live off, is applied at once as before.

const SWITCH_PATH = '/method/channel/set-status';
/** Main YouTube, on and live in the seed. */
const YOUTUBE = 101;
const switchOf = (page: Page, label: string) =>
  page.getByRole('region', { name: /^(Destinations|Площадки)$/ }).getByRole('switch', { name: label });

test('switching a live destination off asks, naming it and its viewers; keeping it sends nothing (wide en, phone ru)', async ({
  page,
  signedIn,
  control,
}) => {
  await control.setLive({ ticking: false, channels: { [YOUTUBE]: { viewers: 130 } } });
  await signedIn();
  await page.goto('/projects/42/stream');
  const youtube = switchOf(page, 'Send to Main YouTube');
  await expect(youtube).toHaveAttribute('aria-checked', 'true', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Destinations' }).getByText('130', { exact: true })).toBeVisible();
  await control.clearLog();

  await youtube.click();
  const ask = page.getByRole('dialog', { name: 'Stop sending to Main YouTube?' });
  await expect(ask).toContainText('Main YouTube is live with 130 viewers: they stop seeing your stream there.');
  await ask.getByRole('button', { name: 'Keep sending' }).click();
  await expect(ask).toBeHidden();
  await expect(youtube).toHaveAttribute('aria-checked', 'true');
  expect((await control.log()).filter((entry) => entry.path === SWITCH_PATH)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Русский');
  const youtubeRu = switchOf(page, 'Трансляция на Main YouTube');
  await youtubeRu.click();
  const askRu = page.getByRole('dialog', { name: 'Перестать отправлять на Main YouTube?' });
  await expect(askRu).toContainText('На Main YouTube идёт эфир, 130 зрителей');
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === SWITCH_PATH);
  await askRu.getByRole('button', { name: 'Перестать отправлять' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ channel_id: YOUTUBE, status: false });
  await expect(youtubeRu).toHaveAttribute('aria-checked', 'false');

  // Switching it on again is applied at once: nothing to lose.
  await youtubeRu.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(youtubeRu).toHaveAttribute('aria-checked', 'true');
});
