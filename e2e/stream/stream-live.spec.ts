import type { Page, Request } from '@playwright/test';
import type { Control } from '../../api/testing/control-client.ts';
import { axeViolations } from '../support/console-page.ts';
import { setHidden } from '../support/page-visibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { scrollUntil } from '../support/scroll-until.ts';

// The Stream page's live panel against the demo deployment (project 42, live from the start): its numbers change on
// screen without a reload — pushed over the contract API's Centrifugo-protocol endpoint, or, with no realtime
// endpoint in config.json, read again every few seconds — a hidden tab sends nothing, and once the stream ends its
// bitrate and viewers are drawn.

const STREAM_PAGE = '/projects/42/stream';
const STATUS_PATH = '/method/project/live-status';
const INFO_PATH = '/method/live/restreams';
const READ_PATHS = [STATUS_PATH, INFO_PATH];
/** A request the page sends once its tab is hidden, to mark where the reads sent while hidden start. */
const HIDDEN_FROM_HERE = '/__hidden-from-here';
/** Main YouTube, on and live in the seed. */
const YOUTUBE = 101;

const panel = (page: Page) => page.getByRole('region', { name: /^(Incoming stream|Входящий поток|输入流)$/ });
/** The page's first line: whether the project is live, in words. */
const onAir = (page: Page, word = 'Live') => page.getByRole('status').filter({ hasText: new RegExp(`^${word}$`) });
/** The page's one list of destinations: each with its switch and, while live, its figures. */
const destination = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Destinations' }).getByRole('listitem').filter({ hasText: name });
/** A destination's viewers, as the live info gives them (`viewer`). */
const viewersOf = (page: Page, name: string) =>
  destination(page, name)
    .locator('dt', { hasText: /^Viewers$/ })
    .locator('xpath=following-sibling::dd[1]');

async function openLivePanel(page: Page) {
  await page.goto(STREAM_PAGE);
  // The page's first load here: its code, the description and the first reads, on a machine that may be busy.
  await expect(onAir(page)).toBeVisible({ timeout: 20_000 });
  await expect(viewersOf(page, 'Main YouTube')).toBeVisible();
}

/** Signed in, on the Stream page with its numbers still (moved only by the test) and live updates connected. */
async function openPushedStill(page: Page, signedIn: () => Promise<unknown>, control: { setLive: Control['setLive'] }) {
  await control.setLive({ ticking: false });
  await signedIn();
  await openLivePanel(page);
  await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
}

test.describe('pushed', () => {
  test('viewers change on screen without a reload, and the live status is not polled while subscribed', async ({
    page,
    signedIn,
    control,
  }) => {
    await openPushedStill(page, signedIn, control);
    for (const viewers of [1234, 1301]) {
      await control.setLive({ channels: { [YOUTUBE]: { viewers } } });
      await expect(viewersOf(page, 'Main YouTube')).toHaveText(viewers.toLocaleString('en-US'));
    }

    // Six moves 2 s apart, each published and each to a number not shown before (the demo's own ticker can give one
    // number twice in a row): in a flood the page reads once a live polling interval (5 s), so the moves span more
    // than two polling intervals, in which a page that polled would have read the status at least twice.
    test.setTimeout(90_000);
    await control.clearLog();
    await control.clearRealtime();
    let viewers = 1301;
    for (let move = 0; move < 6; move += 1) {
      viewers += 17;
      await control.setLive({ channels: { [YOUTUBE]: { viewers } } });
      await page.waitForTimeout(2_000);
    }
    await expect(viewersOf(page, 'Main YouTube')).toHaveText(viewers.toLocaleString('en-US'), { timeout: 15_000 });
    await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
    const log = await control.log();
    // Reads follow publications (a broadcast's publication changes the status's figures and the live info's), at
    // most one each and the one a (re)subscription makes to catch up.
    const { publications } = await control.realtime();
    expect(log.filter((entry) => entry.path === STATUS_PATH).length).toBeLessThanOrEqual(publications.length + 1);
    expect(log.filter((entry) => entry.path === INFO_PATH).length).toBeLessThanOrEqual(publications.length + 1);
    // With nothing published, nothing is read: no polling while subscribed (its safety read is a minute away).
    // The last publications are read once more (at the end of their 5 s window at most, and a read on the way is
    // waited for first, which on a loaded machine takes seconds more): then nothing is.
    await expect
      .poll(
        async () => {
          // Chat messages keep arriving and cause no read of these: the last publication that does is the mark.
          const last = Math.max(
            ...(await control.realtime()).publications
              .filter((publication) => !publication.channel.startsWith('$chat:'))
              .map((publication) => publication.time),
          );
          const reads = (await control.log()).filter((entry) => READ_PATHS.includes(entry.path));
          return reads.every(({ path }) => reads.some((entry) => entry.path === path && entry.at > last));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await control.clearLog();
    await page.waitForTimeout(6_000);
    expect((await control.log()).filter((entry) => READ_PATHS.includes(entry.path))).toEqual([]);
    expect(page.url()).toContain(STREAM_PAGE);
    expect(await axeViolations(page, '.live-panel')).toEqual([]);
  });

  test('a flood of publications against a slow service still puts the last figures on screen, one read at a time', async ({
    page,
    signedIn,
    control,
  }) => {
    await openPushedStill(page, signedIn, control);
    // Every live read now takes 400 ms; the page's reads of each, in flight at once, are counted as they go.
    for (const operation of ['live/restreams', 'project/live-status'] as const)
      await control.fault({ operation, latencyMs: 400, times: 500 });
    // Only reads seen starting count: one already on the way (the subscription's catch-up) would otherwise end
    // below zero and hide an overlap.
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const seen = new Set<Request>();
    const track = (request: Request, change: number) => {
      const path = new URL(request.url()).pathname;
      if (!READ_PATHS.includes(path)) return;
      if (change > 0) seen.add(request);
      else if (!seen.delete(request)) return;
      const now = (inFlight.get(path) ?? 0) + change;
      inFlight.set(path, now);
      most.set(path, Math.max(most.get(path) ?? 0, now));
    };
    page.on('request', (request) => track(request, 1));
    page.on('requestfinished', (request) => track(request, -1));
    page.on('requestfailed', (request) => track(request, -1));
    // 100 publications in 10 s, each a new viewer count.
    for (let viewers = 1; viewers <= 100; viewers += 1) {
      await control.setLive({ channels: { [YOUTUBE]: { viewers: 5000 + viewers } } });
      await page.waitForTimeout(100);
    }
    await expect(viewersOf(page, 'Main YouTube')).toHaveText('5,100', { timeout: 10_000 });
    expect(most.get(INFO_PATH)).toBe(1);
    expect(most.get(STATUS_PATH) ?? 0).toBeLessThanOrEqual(1);
  });

  test('the stream ending is pushed too, and its bitrate and viewers are drawn', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await openLivePanel(page);
    await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
    await control.endStream();
    await expect(onAir(page, 'Offline')).toBeVisible();
    await expect(panel(page).getByText(/^Not live\. Start streaming from OBS/)).toBeVisible();
    const after = page.getByRole('region', { name: 'The last stream' });
    // The time axis in words, not the answer's field name (timeLine). Below the chat, drawn as the reader nears it.
    await scrollUntil(page, after.getByRole('img', { name: /^Line chart of Bitrate by Time, from .+\./ }));
    await expect(after.getByRole('img', { name: /^Line chart of Viewers by Time, from .+\./ })).toBeVisible();
    await expect(after.getByRole('heading', { name: 'Events' })).toBeVisible();
    expect(await axeViolations(page, '.stream-after')).toEqual([]);
  });
});

test('the realtime connection outlives a change of language, and ends when the page is left and on sign-out', async ({
  page,
  signedIn,
  control,
}) => {
  const subscribers = async () => (await control.realtime()).subscribers['$project_channels:42'] ?? 0;
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signedIn();
  await openLivePanel(page);
  await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
  expect(await subscribers()).toBe(1);
  expect(sockets).toHaveLength(1);
  // The words change; the connection does not (closing it mid-handshake is what a new one per language risked).
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(panel(page).getByRole('status')).toHaveText('Обновления в реальном времени: подключено');
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
  expect(sockets).toHaveLength(1);
  expect(await subscribers()).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect.poll(subscribers).toBe(0);

  await page.goBack();
  await expect(panel(page).getByRole('status')).toHaveText('Live updates: connected');
  await expect.poll(subscribers).toBe(1);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(subscribers).toBe(0);
});

test.describe('polled', () => {
  test.use({ realtime: false });

  test('viewers change on screen without a reload', async ({ page, signedIn, control }) => {
    await control.setLive({ ticking: false });
    await signedIn();
    await openLivePanel(page);
    await expect(panel(page).getByRole('status')).toHaveText('Updating every 5 s');
    await control.setLive({ channels: { [YOUTUBE]: { viewers: 4321 } } });
    await expect(viewersOf(page, 'Main YouTube')).toHaveText('4,321', { timeout: 15_000 });
    expect(await axeViolations(page, '.live-panel')).toEqual([]);
  });

  test('a hidden tab sends no reads', async ({ page, signedIn }) => {
    // Time is the page's fake clock: 30 s pass in an instant, every timer due in them firing.
    await page.clock.install();
    await signedIn();
    await openLivePanel(page);
    await expect(panel(page).getByRole('status')).toHaveText('Updating every 5 s');
    const reads: string[] = [];
    let marked = false;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === HIDDEN_FROM_HERE) {
        reads.length = 0;
        marked = true;
      } else if (READ_PATHS.includes(pathname)) reads.push(pathname);
    });

    // Visible, the panel reads every 5 s: the fake clock drives its polling.
    await page.clock.runFor(5_500);
    await expect.poll(() => reads.length).toBeGreaterThan(0);

    // Hidden (what TanStack Query’s focus manager reads), a minute sends nothing. Requests are reported in the order the
    // page sends them, but later than the page sends them: a mark the page sends once hidden starts the count, so a
    // read sent while visible and reported after the tab was hidden is not counted.
    await setHidden(page, true);
    await page.evaluate(
      (mark) =>
        fetch(mark).then(
          () => {},
          () => {},
        ),
      HIDDEN_FROM_HERE,
    );
    await expect.poll(() => marked).toBe(true);
    await page.clock.runFor(30_000);
    await page.clock.runFor(30_000);
    expect(reads).toEqual([]);

    // Shown again, it catches up at once.
    await setHidden(page, false);
    await expect.poll(() => reads.length).toBeGreaterThan(0);
  });

  test('in Russian and Chinese, the panel says how it keeps up', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('banner').getByRole('combobox').selectOption('ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
    await page.goto(STREAM_PAGE);
    await expect(onAir(page, 'В эфире')).toBeVisible();
    await expect(panel(page).getByRole('status')).toHaveText('Обновляется каждые 5 с');
    // The destinations' figures stand in the page's one list of destinations, in the page's language.
    await expect(
      page
        .getByRole('region', { name: 'Площадки' })
        .locator('dt', { hasText: /^Зрители$/ })
        .first(),
    ).toBeVisible();
    expect(await axeViolations(page, '.live-panel')).toEqual([]);

    await page.getByRole('banner').getByRole('combobox').selectOption('cn');
    await expect(onAir(page, '直播中')).toBeVisible();
    await expect(panel(page).getByRole('status')).toHaveText('每 5 秒更新一次');
    expect(await axeViolations(page, '.live-panel')).toEqual([]);
  });
});
