import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE, WIDE, chooseLanguage } from '../support/screens.ts';

// A project's Quality page against the contract API (project 42: "720p for Twitch" running on its Twitch destination,
// "480p for phones" set on nothing; Weekend stream, 17, without a transcoding plan): the profiles in a person's words
// and their state while running; a 720p profile made with the form its operation describes (a number out of its
// bounds said before anything is sent), set on a destination from that destination's ⋯ menu on the Stream page, whose
// row then shows it; a running profile's delay reset and the profile stopped, and another deleted, each after a
// confirmation that names it; 17's page read-only with the way to the transcoding plans. In English on a wide screen
// and in Russian on a phone.

const ADD_PATH = '/method/transcoder/add';
const SET_PATH = '/method/channel_settings/setTranscoder';
const STOP_PATH = '/method/transcoder/stop';

const profile = (page: Page, name: string): Locator => page.getByRole('article', { name });
const dialog = (page: Page): Locator => page.getByRole('dialog');
const row = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: /^(Destinations|Площадки)$/ }).getByRole('listitem', { name });
/** What a destination's row shows (its ⋯ menu's items, hidden until it opens, are no part of it). */
const shown = (where: Locator, text: string | RegExp): Locator =>
  where.getByText(text, { exact: true }).filter({ visible: true });

test.describe('on a wide screen, in English', () => {
  test.use(WIDE);

  test('shows the profiles in words, makes a 720p profile, sets it on a destination from its menu, resets a delay, stops one and deletes another; 17 is read-only', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await page.goto('/projects/42/stream');
    await page.getByRole('link', { name: 'Quality', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All operations of this group' })).toHaveAttribute(
      'href',
      '/projects/42/quality/operations',
    );
    const twitch = profile(page, '720p for Twitch');
    await expect(twitch).toContainText('Running');
    // Units only where the description gives them: kbps for the bitrates; the delay and the state's numbers bare.
    await expect(twitch.getByText('1280×720 · 30 fps · 2,500 kbps video · 160 kbps audio · H.264')).toBeVisible();
    await expect(twitch.getByRole('list', { name: 'Now' })).toContainText('Your stream reaches it');
    await expect(twitch.getByRole('list', { name: 'Now' })).toContainText('Its destinations receive it');
    await expect(twitch.getByText('Set on: Twitch — demo_streamer')).toBeVisible();
    // Numbers without a configured unit are shown plainly, with no sentence about the missing unit.
    await expect(twitch.getByText(/no unit/)).toHaveCount(0);
    await expect(profile(page, '480p for phones')).toContainText('Not running');
    expect(await axeViolations(page, '.card-list-page')).toEqual([]);

    // A new profile: a width out of the description's bounds is said before anything is sent.
    await page.getByRole('button', { name: 'New profile' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'New profile' })).toBeVisible();
    expect(await axeViolations(page, '.item-form-dialog')).toEqual([]);
    await control.clearLog();
    await form.getByLabel('Name', { exact: true }).fill('720p for YouTube');
    await form.getByLabel('Video codec', { exact: true }).selectOption({ label: 'H.264' });
    // A preset fills the size, the frames and the bitrates the platforms recommend, in the description's units.
    const presets = form.getByRole('group', { name: 'Start from' });
    await expect(presets.getByRole('button')).toHaveText([
      '480p · 30 fps1,500 kbps video',
      '720p · 30 fps3,000 kbps video',
      '720p · 60 fps4,500 kbps video',
      '1080p · 30 fps4,500 kbps video',
      '1080p · 60 fps6,000 kbps video',
    ]);
    const hd = presets.getByRole('button', { name: /^720p · 30 fps/ });
    await hd.click();
    await expect(hd).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByLabel('Width', { exact: true })).toHaveValue('1280');
    await expect(form.getByLabel('Height', { exact: true })).toHaveValue('720');
    await expect(form.getByLabel('Frames per second')).toHaveValue('30');
    await expect(form.getByLabel('Video bitrate, kbps')).toHaveValue('3000');
    // The encoder's rarer settings are folded until asked for.
    await expect(form.getByLabel('B-frames')).toBeHidden();
    await form.getByText('Advanced encoder settings').click();
    await expect(form.getByLabel('B-frames')).toBeVisible();
    // A field the preset set is still the streamer's: out of the description's bounds, it is said before anything
    // is sent, and the preset no longer shows as chosen.
    await form.getByLabel('Width', { exact: true }).fill('50');
    await expect(hd).toHaveAttribute('aria-pressed', 'false');
    await form.getByRole('button', { name: 'Make the profile' }).click();
    await expect(form.getByText('From 100 to 4000.')).toBeVisible();
    expect(await control.requests(ADD_PATH)).toEqual([]);
    await hd.click();
    await form.getByRole('group', { name: 'Destinations' }).getByLabel('Main YouTube').check();
    await form.getByRole('button', { name: 'Make the profile' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '“720p for YouTube” saved.' })).toBeVisible();
    const made = profile(page, '720p for YouTube');
    await expect(made.getByText('1280×720 · 30 fps · 3,000 kbps video · 160 kbps audio · H.264')).toBeVisible();
    await expect(made.getByText('Set on: Main YouTube')).toBeVisible();
    const [added] = await control.requests(ADD_PATH);
    expect(added?.body).toMatchObject({
      name: '720p for YouTube',
      videoCodec: 'h264',
      width: 1280,
      height: 720,
      fps: 30,
      vBitrate: 3000,
      aBitrate: 160,
      channelIds: [101],
    });

    // The running profile's delay, then the profile itself, each asked first; Cancel sends nothing.
    await twitch.getByRole('button', { name: 'Reset delay' }).click();
    await expect(dialog(page).getByText('“720p for Twitch” is running: its delay is reset now')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Reset delay' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The delay of “720p for Twitch” was reset.' }),
    ).toBeVisible();
    await twitch.getByRole('button', { name: 'Stop' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Stop the profile?' })).toBeVisible();
    expect(await axeViolations(page, '.confirm-write')).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await control.requests(STOP_PATH)).toEqual([]);
    await twitch.getByRole('button', { name: 'Stop' }).click();
    await dialog(page).getByRole('button', { name: 'Stop' }).click();
    await expect(twitch).toContainText('Not running');
    expect(await control.requests(STOP_PATH)).toHaveLength(1);

    await profile(page, '480p for phones').getByRole('button', { name: 'Delete' }).click();
    await expect(dialog(page).getByText('“480p for phones” is deleted for good.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(profile(page, '480p for phones')).toHaveCount(0);

    // On the Stream page: the new profile on its destination's row; another destination set to it from its ⋯ menu.
    await page.getByRole('link', { name: '← Stream' }).click();
    await expect(shown(row(page, 'Main YouTube'), 'Quality: 720p for YouTube')).toBeVisible();
    const vk = row(page, 'VK community');
    await expect(shown(vk, /^Quality:/)).toHaveCount(0);
    await vk.getByRole('button', { name: 'More for VK community' }).click();
    await vk.getByRole('button', { name: 'Quality: as sent' }).click();
    const choice = dialog(page);
    await expect(choice.getByRole('heading', { name: 'Quality for VK community' })).toBeVisible();
    expect(await axeViolations(page, '.quality-choice')).toEqual([]);
    await choice.getByRole('radio', { name: '720p for YouTube' }).check();
    await control.clearLog();
    await choice.getByRole('button', { name: 'Save' }).click();
    await expect(choice).toHaveCount(0);
    await expect(shown(vk, 'Quality: 720p for YouTube')).toBeVisible();
    expect((await control.requests(SET_PATH)).map((entry) => entry.body)).toEqual([
      expect.objectContaining({ channel_id: 103, transcoder_id: expect.any(Number) }),
    ]);

    // Weekend stream has no transcoding plan: its page changes nothing and says where to get one.
    await page.goto('/projects/17/quality');
    const note = page.getByRole('note').filter({ hasText: 'This project’s plan has no transcoding' });
    await expect(note.getByRole('link', { name: 'Transcoding plans' })).toHaveAttribute(
      'href',
      '/projects/17/tariffs/transcoding',
    );
    await expect(page.getByText('No profiles yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New profile' })).toHaveCount(0);
  });
});

test.describe('on a phone, in Russian', () => {
  test.use(PHONE);

  test('makes a 720p profile, sets it on a destination from its menu, and the row says so; 17 is read-only', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await page.goto('/projects/42/quality');
    await chooseLanguage(page, 'Русский');
    await expect(page.getByRole('heading', { level: 1, name: 'Качество' })).toBeVisible();
    await expect(
      profile(page, '720p for Twitch').getByText(
        /^1280×720 · 30 кадр\/с · видео 2\s500\skbps · звук 160\skbps · H\.264$/,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Новый профиль' }).click();
    const form = dialog(page);
    await form.getByLabel('Название', { exact: true }).fill('720p телефон');
    await form.getByLabel('Видеокодек', { exact: true }).selectOption({ label: 'H.264' });
    await form
      .getByRole('group', { name: 'Начать с' })
      .getByRole('button', { name: /^720p · 30 кадр\/с/ })
      .click();
    await expect(form.getByLabel('Ширина', { exact: true })).toHaveValue('1280');
    await expect(form.getByText('Расширенные настройки кодировщика')).toBeVisible();
    await form.getByRole('button', { name: 'Создать профиль' }).click();
    await expect(form).toHaveCount(0);
    await expect(profile(page, '720p телефон')).toContainText('Не выбран ни для одной площадки');
    // No way sideways on a phone.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);

    await page.getByRole('link', { name: '← Стрим' }).click();
    const telegram = row(page, 'Telegram channel');
    await telegram.getByRole('button', { name: 'Ещё для Telegram channel' }).click();
    await telegram.getByRole('button', { name: 'Качество: как есть' }).click();
    await dialog(page).getByRole('radio', { name: '720p телефон' }).check();
    await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
    await expect(shown(telegram, 'Качество: 720p телефон')).toBeVisible();
    expect((await control.requests(SET_PATH)).map((entry) => entry.body)).toEqual([
      expect.objectContaining({ channel_id: 104, transcoder_id: expect.any(Number) }),
    ]);

    await page.goto('/projects/17/quality');
    await expect(page.getByRole('note').getByRole('link', { name: 'Тарифы транскодирования' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Новый профиль' })).toHaveCount(0);
  });
});
