import type { Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';

// The Stream page as a streamer reads it (project 42 of the demo, live from the start): a status line with Pause and
// Stop, each asked first; the ingest in words; each destination once, in words, with its menu; one title for every
// destination, checked against each platform's limit before anything is sent and sent in one write; the chat beside;
// none of the service's field names, summaries or the console's table on the page — in English and Russian, wide and
// on a phone.

const STREAM_PAGE = '/projects/42/stream';
const BULK_TITLE = '/method/channel_settings/bulkUpdate';
const PHONE = { width: 390, height: 844 };

/** Said on the page only by the service's answer or the console, never by the designed page. */
const RAW = [
  'channel_id:',
  'Restrims',
  'Platform token (group)',
  'Platform token (account)',
  'Depends on the tariff',
  'Global settings',
  'Operations (',
  'Also described by this service',
  'streamInfo',
  'set_title',
];

const statusWord = (page: Page, word: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${word}$`) });
const destinations = (page: Page, name = 'Destinations') => page.getByRole('region', { name });
const titles = (page: Page, name = 'Title and description') => page.getByRole('region', { name });

/** The Stream page with its one title form open: the title's box. */
async function openTitleForm(page: Page) {
  await page.goto(STREAM_PAGE);
  await titles(page).getByText('Set one title and description for all').click();
  const title = titles(page).getByRole('textbox', { name: 'Title' });
  await expect(title).toBeVisible({ timeout: 20_000 });
  return title;
}

test.beforeEach(async ({ control }) => {
  // The demo's figures and chat hold still: what moves is what the test does.
  await control.setLive({ ticking: false });
  await control.chat({ ticking: false });
});

for (const [screen, viewport] of [
  ['wide', { width: 1366, height: 900 }],
  ['phone', PHONE],
] as const) {
  for (const language of ['en', 'ru'] as const) {
    test.describe(`${screen}, ${language}`, () => {
      test.use({ viewport, locale: language === 'en' ? 'en-US' : 'ru-RU' });

      test('the studio speaks a streamer’s words, with no console table', async ({ page, signedIn }) => {
        await signedIn();
        await page.goto(STREAM_PAGE);
        const w =
          language === 'en'
            ? { live: 'Live', destinations: 'Destinations', chat: 'Chat', more: 'All operations of this group' }
            : { live: 'В эфире', destinations: 'Площадки', chat: 'Чат', more: 'Все операции этой группы' };
        await expect(statusWord(page, w.live)).toBeVisible({ timeout: 20_000 });
        // Each destination once, its figures in it, its state in words.
        const list = destinations(page, w.destinations);
        await expect(list.getByRole('listitem').filter({ hasText: 'Main YouTube' })).toHaveCount(1);
        await expect(list.getByRole('term').first()).toBeVisible();
        await expect(page.getByRole('region', { name: w.chat })).toBeVisible();
        const main = page.getByRole('main');
        for (const raw of RAW) await expect(main).not.toContainText(raw);
        // The console is one link away, not on the page.
        await expect(main.getByRole('table')).toHaveCount(0);
        await expect(main.getByRole('link', { name: w.more })).toBeVisible();
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
        expect(await axeViolations(page, 'main')).toEqual([]);
        // A destination's own settings speak the same words: its form is drawn from the operation's body.
        const s =
          language === 'en'
            ? { more: 'More for Main YouTube', open: 'Title and settings', title: 'Title', cancel: 'Cancel' }
            : { more: 'Ещё для Main YouTube', open: 'Название и настройки', title: 'Название', cancel: 'Отмена' };
        await list.getByRole('button', { name: s.more }).click();
        await list.getByRole('button', { name: s.open, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Main YouTube: ${s.open.toLowerCase()}` });
        await expect(dialog.getByRole('textbox', { name: s.title, exact: true })).toBeVisible();
        for (const raw of [...RAW, 'privacy_video', 'category_id', 'playlist_id'])
          await expect(dialog).not.toContainText(raw);
        expect(await axeViolations(page, 'dialog')).toEqual([]);
        await dialog.getByRole('button', { name: s.cancel }).click();
        await expect(dialog).toHaveCount(0);
      });
    });
  }
}

test('one title everywhere: a title longer than a platform takes is refused before anything is sent', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  const title = await openTitleForm(page);
  await control.clearLog();
  // YouTube takes 100 characters of title, VK 128, Twitch 140 (the description's maxLength of each one's settings).
  await title.fill('A'.repeat(150));
  await titles(page).getByRole('button', { name: 'Apply to all destinations' }).click();
  await expect(titles(page).getByRole('alert')).toHaveText(
    'The title is longer than YouTube (100 characters), Twitch (140 characters), VK (128 characters) takes. Nothing was sent.',
  );
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // Within Twitch's 140 but over YouTube's 100: refused for YouTube alone.
  await title.fill('A'.repeat(120));
  await titles(page).getByRole('button', { name: 'Apply to all destinations' }).click();
  await expect(titles(page).getByRole('alert')).toHaveText(
    'The title is longer than YouTube (100 characters) takes. Nothing was sent.',
  );
  expect(await control.requests(BULK_TITLE)).toHaveLength(0);
});

test('one title everywhere: sent once, and each destination shows what the service reads back', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  const title = await openTitleForm(page);
  await control.clearLog();
  const newTitle = `Saturday Q&A "live" №${Date.now() % 1000}`;
  await title.fill(newTitle);
  await titles(page).getByRole('textbox', { name: 'Description' }).fill('Questions from every chat');
  await titles(page).getByRole('button', { name: 'Apply to all destinations' }).click();
  const results = titles(page).getByRole('region', { name: 'On each destination now' });
  await expect(results).toContainText('Main YouTube · YouTube: ✓ Applied');
  // One write for every destination, in the shape the description gives it.
  const writes = (await control.requests(BULK_TITLE)).filter((entry) => entry.method === 'POST');
  expect(writes).toHaveLength(1);
  // The rows read back the service's title, as text.
  await expect(
    destinations(page).getByRole('listitem').filter({ hasText: 'Main YouTube' }).getByText(newTitle, { exact: true }),
  ).toBeVisible();
  await expect(titles(page).getByText(`Every destination shows “${newTitle}”.`)).toBeVisible();
});

test('Pause, Resume and Stop are each asked first; Cancel changes nothing', async ({ page, signedIn, control }) => {
  await signedIn();
  await page.goto(STREAM_PAGE);
  const controls = page.getByRole('group', { name: 'The stream' });
  await expect(statusWord(page, 'Live')).toBeVisible({ timeout: 20_000 });
  await control.clearLog();
  await controls.getByRole('button', { name: 'Stop the stream' }).click();
  const ask = page.getByRole('dialog', { name: 'Stop the stream?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await control.requests('/method/broadcast/stop')).toHaveLength(0);
  await expect(statusWord(page, 'Live')).toBeVisible();

  await controls.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('dialog', { name: 'Pause the stream?' }).getByRole('button', { name: 'Pause' }).click();
  await expect(statusWord(page, 'Paused')).toBeVisible();
  await controls.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('dialog', { name: 'Resume the stream?' }).getByRole('button', { name: 'Resume' }).click();
  await expect(statusWord(page, 'Live')).toBeVisible();

  await controls.getByRole('button', { name: 'Stop the stream' }).click();
  await page.getByRole('dialog', { name: 'Stop the stream?' }).getByRole('button', { name: 'Stop the stream' }).click();
  await expect(statusWord(page, 'Offline')).toBeVisible();
  expect((await control.requests('/method/broadcast/stop')).filter((entry) => entry.method === 'POST')).toHaveLength(1);
  // After Stop: what one can do next, and no empty controls in the status line's place.
  await expect(page.getByText(/^Stopped\. To go live again, start streaming in OBS/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Pause|Stop the stream)$/, includeHidden: true })).toHaveCount(0);
});

test('the chat opens on a screen of its own under the Stream page; any other address there is no page', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.goto(STREAM_PAGE);
  const link = page.getByRole('link', { name: 'Open the chat in its own window' });
  await expect(link).toHaveAttribute('href', '/projects/42/stream/chat');
  await page.goto('/projects/42/stream/chat');
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/projects/42/stream/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
