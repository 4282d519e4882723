import type { Page } from '@playwright/test';
import { INGEST_APP, RTMP_SERVERS, streamKeyOf } from '../../api/studio/studio-seed.ts';
import { axeViolations } from '../support/console-page.ts';
import { describeWithout } from '../support/description-without.ts';
import { expect, test } from '../support/fixtures.ts';

// The Stream page against the contract API's demo deployment (project 42): where to stream, with the key masked
// until Reveal; the destinations with their switches, a refused one put back with the service's words, reconnect
// through the platform's OAuth page; in three languages, on a phone, and without a description.

const KEY = streamKeyOf(42);
const SWITCH_PATH = '/method/channel/set-status';
const where = (page: Page) => page.getByRole('region', { name: 'Where to stream' });
const destinations = (page: Page) => page.getByRole('region', { name: 'Destinations' });
const destinationSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `Send to ${name}` });

async function openStream(page: Page, heading = 'Stream') {
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('shows the server and a masked key; Reveal and Copy work, and the key is kept nowhere', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openStream(page);
  // The service's first server, a bare host shown as OBS takes it, with its health in the service's enumerated word.
  const server = `rtmp://${RTMP_SERVERS[0]!.url}/${INGEST_APP}`;
  await expect(where(page).getByText(server, { exact: true })).toBeVisible();
  await expect(where(page).getByLabel('Server location')).toHaveValue(RTMP_SERVERS[0]!.url);
  await expect(where(page).getByText('Health: good')).toBeVisible();
  await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(KEY);
  expect(await page.content()).not.toContain(KEY);

  await where(page).getByRole('button', { name: 'Copy stream key' }).click();
  await expect(where(page).getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(KEY);
  await expect(page.locator('body')).not.toContainText(KEY);

  await where(page).getByRole('button', { name: 'Copy both for OBS' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Server: ${server}\nStream Key: ${KEY}`);

  await where(page).getByRole('button', { name: 'Reveal' }).click();
  await expect(where(page).getByText(KEY, { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(KEY);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(KEY);
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('recording is switched on only once the user confirms, and the switch then shows the service’s state', async ({
  page,
}) => {
  await openStream(page);
  const recording = where(page).getByRole('switch', { name: 'Record the stream' });
  await expect(recording).toHaveAttribute('aria-checked', 'false');
  await recording.click();
  const dialog = page.getByRole('dialog', { name: 'Turn recording on?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(recording).toHaveAttribute('aria-checked', 'false');
  await recording.click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/method/stream-keys/record');
  await page
    .getByRole('dialog', { name: 'Turn recording on?' })
    .getByRole('button', { name: 'Turn recording on' })
    .click();
  expect((await sent).postDataJSON()).toEqual({ project_id: 42, record: true });
  await expect(recording).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the chosen server is remembered for the project', async ({ page }) => {
  await openStream(page);
  await where(page).getByLabel('Server location').selectOption({ label: 'New York, United States — problem' });
  await expect(where(page).getByText(RTMP_SERVERS[2]!.url, { exact: true })).toBeVisible();
  await expect(where(page).getByText('Health: problem')).toBeVisible();
  await page.reload();
  await expect(where(page).getByText(RTMP_SERVERS[2]!.url, { exact: true })).toBeVisible();
});

test('a destination switched off shows it at once, sends the described body, and is off after a reload', async ({
  page,
}) => {
  await openStream(page);
  const youtube = destinationSwitch(page, 'Main YouTube');
  await expect(youtube).toHaveAttribute('aria-checked', 'true');
  // Held until the switch has shown the change and its pending state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${SWITCH_PATH}*`, async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === SWITCH_PATH);
  await youtube.click();
  // It is live: switching it off asks first.
  await page
    .getByRole('dialog', { name: 'Stop sending to Main YouTube?' })
    .getByRole('button', { name: 'Stop sending' })
    .click();
  await expect(youtube).toHaveAttribute('aria-checked', 'false');
  await expect(youtube).toHaveAttribute('aria-busy', 'true');
  expect((await sent).postDataJSON()).toEqual({ channel_id: 101, status: false });
  release();
  await expect(youtube).toHaveAttribute('aria-busy', 'false');
  await page.unroute(`**${SWITCH_PATH}*`);
  await page.reload();
  await expect(destinationSwitch(page, 'Main YouTube')).toHaveAttribute('aria-checked', 'false');
});

test('a refused switch is put back, with the service’s words', async ({ page }) => {
  await openStream(page);
  const telegram = destinationSwitch(page, 'Telegram channel');
  await expect(telegram).toHaveAttribute('aria-checked', 'false');
  await telegram.click();
  const refusal = destinations(page).getByRole('alert');
  await expect(refusal).toContainText('Telegram channel was not switched:');
  await expect(refusal).toContainText('reconnect the channel to turn it on');
  await expect(telegram).toHaveAttribute('aria-checked', 'false');
  await expect(telegram).toHaveAttribute('aria-busy', 'false');
});

test('a browser that blocks the tab Reconnect opens: the page says so and offers the sign-in as a link', async ({
  page,
  context,
  control,
}) => {
  // Off air, Twitch's outdated sign-in is what it says (on air, it says only that).
  await control.endStream();
  // What a pop-up blocker does: window.open gives nothing back.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openStream(page);
  const row = destinations(page).getByRole('listitem').filter({ hasText: 'Twitch — demo_streamer' });
  await row.getByRole('button', { name: /^Sign in to Twitch/ }).click();
  await expect(row.getByRole('status')).toHaveText(
    /^The browser did not let this page open a new tab for Twitch\. Open the sign-in page of Twitch$/,
  );
  const link = row.getByRole('link', { name: 'Open the sign-in page of Twitch' });
  await expect(link).toHaveAttribute('href', /\/__contract\/oauth\/twitch\?/);
  // The user's press on the link opens it, cut off from the page.
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForURL(/\/__contract\/oauth\/twitch\?/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(link).toHaveCount(0);
});

test('a destination whose token is not valid offers to reconnect, in a new tab cut off from the page', async ({
  page,
  context,
  control,
}) => {
  // Off air, Twitch's outdated sign-in is what it says (on air, it says only that).
  await control.endStream();
  await openStream(page);
  const row = destinations(page).getByRole('listitem').filter({ hasText: 'Twitch — demo_streamer' });
  // The real kind's tokens (one deprecated) said as what to do, by the platform's name, never by the field's.
  await expect(row.getByText('Twitch asks you to sign in again.')).toBeVisible();
  await expect(row).not.toContainText('Platform token');
  // Telegram's token is invalid too, but the service's OAuth start does not take Telegram: nothing to offer there.
  const telegram = destinations(page).getByRole('listitem').filter({ hasText: 'Telegram channel' });
  await expect(telegram.getByText('Telegram asks you to sign in again.')).toBeVisible();
  await expect(telegram.getByRole('button', { name: /^Sign in to/ })).toHaveCount(0);
  // The tab opens in the click itself, before the service has answered with the address (a tab opened after an
  // awaited answer is blocked as a pop-up): the answer is held back here until the tab is there.
  let answered = false;
  const starts: URL[] = [];
  await page.route('**/method/platforms/connect?*', async (route) => {
    starts.push(new URL(route.request().url()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    answered = true;
    await route.continue();
  });
  const opened = context.waitForEvent('page');
  await row.getByRole('button', { name: /^Sign in to Twitch/ }).click();
  const tab = await opened;
  expect(answered).toBe(false);
  await tab.waitForURL(/\/__contract\/oauth\/twitch\?/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(tab.locator('body')).toContainText('Connected: Twitch — demo_streamer');
  await tab.close();
  // The real kind's start takes the project and the platform, nothing else.
  expect(starts.map((url) => [url.searchParams.get('project_id'), url.searchParams.get('platform')])).toEqual([
    ['42', 'twitch'],
  ]);
  expect(starts[0]!.searchParams.has('channel_id')).toBe(false);
  await page.reload();
  await expect(row.getByRole('switch', { name: 'Send to Twitch — demo_streamer' })).toBeVisible();
  await expect(row.getByText('Twitch asks you to sign in again.')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Sign in to/ })).toHaveCount(0);
  // A custom RTMP destination has no platform sign-in to start: no notice at all, not an empty one.
  const custom = destinations(page).getByRole('listitem').filter({ hasText: 'Backup RTMP' });
  await expect(custom.getByRole('switch', { name: 'Send to Backup RTMP' })).toBeVisible();
  await expect(custom.getByText(/asks you to sign in again/)).toHaveCount(0);
});

test('a destination’s ⋯ menu opens its settings in the console as the operation’s form with its ID filled', async ({
  page,
}) => {
  await openStream(page);
  // VK's settings body is flat (YouTube's and Twitch's take a list of tags, which the console edits as JSON).
  await destinations(page).getByRole('button', { name: 'More for VK community' }).click();
  await destinations(page).getByRole('link', { name: 'Title and settings: every field' }).click();
  await expect(page).toHaveURL(/\/projects\/42\/channel-settings\/operations\/[^?]+\?body\.channel_id=103$/);
  await expect(page.getByRole('heading', { level: 1, name: /Optional settings for vk/ })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'channel_id' })).toHaveValue('103');
});

test('adding a destination lists the supported platforms: one that connects by signing in starts its OAuth', async ({
  page,
}) => {
  await openStream(page);
  // Folded to its one line until opened: it is what a streamer does once, not while live.
  await destinations(page).getByText('Add a destination', { exact: true }).click();
  const add = destinations(page).locator('.stream-add');
  await add.getByRole('button', { name: 'YouTube', exact: true }).click();
  await expect(add.getByRole('button', { name: /^Connect YouTube/ })).toBeVisible();
  await add.getByRole('button', { name: 'All platforms' }).click();
  // The service says the custom kind does not connect through OAuth: it is added by its own form.
  await add.getByRole('button', { name: 'Custom RTMP', exact: true }).click();
  await expect(add.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  await expect(add.getByRole('button', { name: /^Connect/ })).toHaveCount(0);
});

test('the page in Russian and Chinese', async ({ page }) => {
  await openStream(page);
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Стрим' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Куда вести трансляцию' }).getByRole('button', { name: 'Показать' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Трансляция на Main YouTube' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByLabel('Язык').selectOption('cn');
  await expect(page.getByRole('heading', { level: 1, name: '开播' })).toBeVisible();
  await expect(page.getByRole('region', { name: '推流地址' }).getByRole('button', { name: '显示' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '推流到 Main YouTube' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('status, then server and key, destinations and chat in that order; switches take a thumb, nothing scrolls sideways', async ({
    page,
  }) => {
    await openStream(page);
    const status = page.getByRole('status').filter({ hasText: /^Live$/ });
    const chat = page.getByRole('region', { name: 'Chat' });
    await expect(status).toBeVisible();
    await expect(chat).toBeVisible();
    const youtube = destinationSwitch(page, 'Main YouTube');
    await expect(youtube).toBeVisible();
    const tops = await Promise.all(
      [status, where(page), destinations(page), chat, page.getByRole('region', { name: 'Incoming stream' })].map(
        async (part) => (await part.boundingBox())!.y,
      ),
    );
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    for (const control of await page.getByRole('main').getByRole('switch').all()) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

test('without a description the page says so in one line and lists the Stream key group’s operations', async ({
  page,
  context,
}) => {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const { serviceDescriptionUrl: _, ...config } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: config });
  });
  await openStream(page);
  await expect(page.getByRole('rowheader', { name: 'Get stream credentials' })).toBeVisible();
  // What stands instead speaks for itself: why is Settings → Advanced's to say, not the page's.
  await expect(page.getByText(/description/i)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Where to stream' })).toHaveCount(0);
});

test('an operation the description leaves out: that part says so in one line, the rest works', async ({
  page,
  context,
}) => {
  await describeWithout(context, ['List rtmp servers']);
  await openStream(page);
  await expect(where(page).getByText('Not available here.')).toBeVisible();
  await expect(where(page).getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expect(destinationSwitch(page, 'Main YouTube')).toBeVisible();
});

test('a guest of a live project sees its stream as it is, and why: no Pause, Stop, title form or switch to use', async ({
  page,
  control,
}) => {
  // Guest studio (16) is another owner's; the demo account is a member at level 1 there.
  await control.addChannels(2, 16);
  await control.startStream(16);
  await control.clearLog();
  await page.goto('/projects/16/stream');
  await expect(page.getByRole('note').filter({ hasText: /^Your access to this project/ })).toHaveText(
    'Your access to this project does not let you change its stream: Pause, Stop, recording, its title and its destinations are shown as they are.',
  );
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Pause|Stop)$/ })).toHaveCount(0);
  const switches = destinations(page).getByRole('switch', { name: /^Send to / });
  await expect(switches).toHaveCount(2);
  await expect(switches.first()).toHaveAttribute('aria-disabled', 'true');
  // Pressed anyway, it sends nothing.
  await switches.first().click({ force: true });
  await expect(destinations(page).getByText('Add a destination', { exact: true })).toHaveCount(0);
  await page.getByText('Set one title and description for all').click();
  await expect(
    page.getByText('Your access to this project does not let you change its title and description.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  expect(await control.requests(SWITCH_PATH)).toEqual([]);
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('from the projects overview to a project’s Stream page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Stream: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  await expect(where(page).getByRole('button', { name: 'Reveal' })).toBeVisible();
});

test('a project of a hundred destinations and more draws the first 50, and all of them on request', async ({
  page,
  control,
}) => {
  await openStream(page);
  const switches = destinations(page).getByRole('switch', { name: /^Send to / });
  await expect(switches.first()).toBeVisible();
  const seeded = await switches.count();
  await control.addChannels(120);
  await control.clearLog();
  await page.reload();
  const total = (seeded + 120).toLocaleString('en');
  const showAll = destinations(page).getByRole('button', { name: `Show all ${total}` });
  await expect(showAll).toBeVisible();
  // Read whole, in pages of the most the description allows, each from where the last ended.
  const pages = (await control.requests('/method/channel/search')).map(({ query }) => [query.limit, query.offset]);
  expect(pages).toEqual([
    ['100', undefined],
    ['100', '100'],
  ]);
  // Not a list of that size drawn at once: the destinations beyond the first 50 are not in the page yet.
  await expect(switches).toHaveCount(50);
  await showAll.click();
  await expect(switches).toHaveCount(seeded + 120);
  // The keyboard is not dropped: the line that replaces the button has the focus.
  await expect(destinations(page).getByText(`Showing all ${total}`)).toBeFocused();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
