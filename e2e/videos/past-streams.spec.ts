import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { describeWithout } from '../support/description-without.ts';
import { localDateTime } from '../support/local-time.ts';
import { expect, test } from '../support/fixtures.ts';

// A project's past streams against the contract API's demo deployment: project 42 is live (broadcast 9001, its end
// not yet given) and has ten past streams, broadcasts 9000 (two days ago, an hour long) back to 8991 (four weeks
// ago). The list newest first, ten a page, each with its date in the reader's zone and its duration in words; a
// stream's own page with both charts and its events; Back and a reload; in English and Russian, wide and on a phone;
// and a description that leaves the list out.

const ZONE = 'Asia/Tokyo';
test.use({ timezoneId: ZONE });

const LIST_PATH = '/projects/42/streams';

/** The demo's streams, newest first: how long each ran, in each language (api/studio/broadcast-history.ts). */
const DURATIONS = {
  en: [
    'Not ended',
    '1 hour',
    '1 hour, 35 minutes',
    '45 minutes',
    '2 hours',
    '1 hour',
    '2 hours, 30 minutes',
    '35 minutes',
    '1 hour, 20 minutes',
    '50 minutes',
    '1 hour, 10 minutes',
  ],
  ru: [
    'Не завершён',
    '1 час',
    '1 час 35 минут',
    '45 минут',
    '2 часа',
    '1 час',
    '2 часа 30 минут',
    '35 минут',
    '1 час 20 минут',
    '50 минут',
    '1 час 10 минут',
  ],
};

const streamList = (page: Page, name: string) => page.getByRole('region', { name });
/** Each stream of the list: a card headed by its date, a link to its page. */
const cards = (list: Locator) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { level: 2 }) });

/** The cards' dates as sent (their `datetime`) and as shown, and each card's duration. */
async function readCards(list: Locator) {
  const shown = [];
  for (const card of await cards(list).all()) {
    const time = card.getByRole('heading', { level: 2 }).locator('time');
    shown.push({
      iso: await time.getAttribute('datetime'),
      text: await time.innerText(),
      card: await card.innerText(),
    });
  }
  return shown;
}

async function expectNewestFirst(list: Locator, durations: readonly string[], locale: string) {
  const shown = await readCards(list);
  expect(shown.length).toBe(durations.length);
  const starts = shown.map(({ iso }) => Date.parse(iso!));
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
  for (const [index, { iso, text, card }] of shown.entries()) {
    expect(text).toBe(localDateTime(iso!, ZONE, locale));
    expect(card).toContain(durations[index]);
  }
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('the list newest first, ten a page, then a past stream with both charts and its events; Back and reload', async ({
  page,
}) => {
  await page.goto(LIST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Past streams' })).toBeVisible();
  const list = streamList(page, 'Past streams');
  await expect(cards(list)).toHaveCount(10);
  await expect(list.getByText('Newest first.')).toBeVisible();
  await expect(list.getByText('Showing 10 of 11.')).toBeVisible();
  await expectNewestFirst(list, DURATIONS.en.slice(0, 10), 'en-GB');
  // The platforms each went to, by the names "Supported platforms" gives them, with their figures.
  const latest = cards(list).nth(1);
  await expect(latest.getByText('YouTube', { exact: true })).toBeVisible();
  await expect(latest.getByText('Twitch', { exact: true })).toBeVisible();
  await expect(latest.getByText('Viewers').first()).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Show more reads the next page from where this one ended; the first stream it brought takes the focus.
  await list.getByRole('button', { name: 'Show more' }).click();
  await expect(cards(list)).toHaveCount(11);
  await expect(list.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect(cards(list).nth(10).getByRole('link')).toBeFocused();
  await expectNewestFirst(list, DURATIONS.en, 'en-GB');

  // 8997: two hours, three destinations, the encoder reconnecting twice.
  const opened = (await readCards(list))[4]!;
  await cards(list).nth(4).getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/42\/streams\/8997$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Past stream' })).toBeFocused();
  await expectPastStream(page, opened.text);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Back: the list as it was, both pages.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Past streams' })).toBeVisible();
  await expect(cards(list)).toHaveCount(11);

  // A reload of a stream's own page opens it again.
  await page.goForward();
  await expect(page).toHaveURL(/\/projects\/42\/streams\/8997$/);
  await page.reload();
  await expectPastStream(page, opened.text);
  await page.getByRole('link', { name: 'All past streams' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`));
  // Read afresh after the reload: its first page.
  await expect(cards(list)).toHaveCount(10);
});

/** Stream 8997's page: when, its incoming stream and destinations, both charts, its four events in order. */
async function expectPastStream(page: Page, started: string) {
  const main = page.getByRole('main');
  // When it started, in the reader's zone: in its figures, and as its first event's time.
  await expect(main.getByRole('definition').getByText(started, { exact: true })).toBeVisible();
  await expect(main.getByText('2 hours', { exact: true })).toBeVisible();
  const incoming = page.getByRole('region', { name: 'Incoming stream' });
  await expect(incoming.getByText('OBS Studio 30.2')).toBeVisible();
  await expect(incoming.getByText('Frankfurt')).toBeVisible();
  const destinations = page.getByRole('region', { name: 'Destinations' });
  await expect(destinations.getByRole('link', { name: 'Watch on Main YouTube' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(destinations.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Bitrate', 'Viewers'])
    await expect(
      page.getByRole('region', { name }).getByRole('img', { name: new RegExp(`^Line chart of ${name} by Time`) }),
    ).toBeVisible();
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText('Oldest first.')).toBeVisible();
  await expect(events.getByRole('listitem').first()).toContainText(started);
  await expect(events.getByRole('listitem')).toHaveText([
    /Info.*Stream started/,
    /Warning.*The encoder reconnected/,
    /Warning.*The encoder reconnected/,
    /Info.*Stream ended/,
  ]);
}

test.describe('on a phone, in Russian', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });

  test('the list as cards, a stream’s charts full width and its events, nothing scrolls sideways', async ({ page }) => {
    await page.goto(LIST_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Прошлые эфиры' })).toBeVisible();
    const list = streamList(page, 'Прошлые эфиры');
    await expect(cards(list)).toHaveCount(10);
    await list.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(cards(list)).toHaveCount(11);
    await expectNewestFirst(list, DURATIONS.ru, 'ru-RU');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // 9000: an hour, and the platform refusing VK twelve minutes in.
    await cards(list).nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/projects\/42\/streams\/9000$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Прошлый эфир' })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of ['Битрейт', 'Зрители']) {
      const chart = page.getByRole('region', { name }).getByRole('img');
      await expect(chart).toBeVisible();
      // Full width: the chart spans its card, which spans the page.
      const [chartBox, mainBox] = await Promise.all([chart.boundingBox(), main.boundingBox()]);
      expect(chartBox!.width).toBeGreaterThan(mainBox!.width * 0.8);
    }
    const events = page.getByRole('region', { name: 'События' });
    await expect(events.getByRole('listitem')).toHaveText([
      /Сведения.*Трансляция началась/,
      /Ошибка.*VK.*VK community: платформа отклонила поток/,
      /Сведения.*Трансляция завершена/,
    ]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

test('a description without “List broadcast” says so in one line; a stream’s own page still works', async ({
  page,
  context,
}) => {
  await describeWithout(context, ['List broadcast']);
  await page.goto(LIST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Past streams' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Not available here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await page.goto(`${LIST_PATH}/8997`);
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Bitrate' }).getByRole('img')).toBeVisible();
});

test.describe('an address that names no stream of the project', () => {
  test.use({ allowConsole: [/the server responded with a status of 400/] });

  test('says the service’s words once, not once a part', async ({ page }) => {
    await page.goto(`${LIST_PATH}/99999`);
    await expect(page.getByRole('heading', { level: 1, name: 'Past stream' })).toBeVisible();
    await expect(page.getByText('"broadcast_id" names no broadcast of your projects', { exact: true })).toHaveCount(1);
    await expect(page.getByText('unknown_broadcast')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Events' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Bitrate' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All past streams' }).click();
    await expect(cards(streamList(page, 'Past streams'))).toHaveCount(10);
  });
});
