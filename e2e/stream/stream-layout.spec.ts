import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  describeShifts,
  forgetLayoutShifts,
  layoutShifts,
  twoFrames,
  watchLayoutShifts,
} from '../support/layout-shifts.ts';

// Nothing on the Stream page moves while it loads (the browser's own layout-shift entries add up to 0), on a phone
// and on a wide screen, whatever order its reads land in: each read that once moved the page is held back until the
// rest of the page is drawn, then let through. The demo's project 42 is live, with the service's notice up.

const STREAM_PAGE = '/projects/42/stream';
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1366, height: 900 } };

/** What the page shows once drawn, each with the reads it waits for (by path), by role and text. */
const SHOWN: { name: string; reads: string[]; shown: (page: Page) => Promise<void> }[] = [
  {
    name: 'the server',
    reads: ['/method/rtmp_server/list'],
    shown: (page) => expect(where(page).getByLabel('Server location')).toBeVisible(),
  },
  {
    name: 'the key and the recording switch',
    reads: ['/method/stream-keys'],
    shown: async (page) => {
      await expect(where(page).getByRole('button', { name: 'Reveal' })).toBeVisible();
      await expect(where(page).getByRole('switch')).toBeVisible();
    },
  },
  {
    name: 'the destinations',
    reads: ['/method/channel/search', '/method/platforms/list'],
    shown: (page) => expect(destinations(page).getByRole('switch')).toHaveCount(5),
  },
  {
    name: 'the status',
    reads: ['/method/broadcast/status'],
    shown: (page) => expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(),
  },
  {
    name: 'the figures',
    reads: ['/method/broadcast/status', '/method/live/restreams', '/method/channel/search', '/method/platforms/list'],
    shown: (page) => expect(destinations(page).getByRole('term').filter({ hasText: 'Viewers' })).toHaveCount(4),
  },
  {
    name: 'the notice',
    reads: ['/method/broadcast/status', '/method/notify_user/screen'],
    shown: (page) => expect(page.getByRole('alert', { name: 'Warning' })).toBeVisible(),
  },
  {
    name: 'the chat',
    reads: ['/method/broadcast/status', '/method/chat/key', '/method/chat/messages', '/method/platforms/list'],
    // Drawn once what is above it is: attached is what the rest of the page needs of it.
    shown: (page) => expect(page.locator('[role="log"]')).toBeAttached(),
  },
  {
    name: 'the title',
    reads: ['/method/channel/search', '/method/platforms/list'],
    shown: (page) => expect(page.getByText('Every destination shows')).toBeAttached(),
  },
];

const where = (page: Page): Locator => page.getByRole('region', { name: 'Where to stream' });
const destinations = (page: Page): Locator => page.getByRole('region', { name: 'Destinations' });

/** Waits until everything shown does not wait for `held` (every part, when nothing is held). */
async function drawn(page: Page, held?: string) {
  for (const part of SHOWN) if (held === undefined || !part.reads.includes(held)) await part.shown(page);
}

/** Opens the page with the first GET of `path` held until the rest is drawn; what moved, from the first paint. */
async function shiftsWithHeld(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  let asked = false;
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, async (route) => {
    if (asked || route.request().method() !== 'GET') return route.fallback();
    asked = true;
    await held;
    await route.fallback();
  });
  await page.goto(STREAM_PAGE);
  await drawn(page, path);
  await expect.poll(() => asked, { message: `${path} is asked for` }).toBe(true);
  await twoFrames(page);
  release();
  await drawn(page);
  await twoFrames(page);
  const shifts = await layoutShifts(page);
  await page.unroute(matches);
  await forgetLayoutShifts(page);
  return shifts;
}

const HELD = [
  '/method/stream-keys',
  '/method/rtmp_server/list',
  '/method/channel/search',
  '/method/platforms/list',
  '/method/broadcast/status',
  '/method/live/restreams',
  '/method/notify_user/screen',
  '/method/chat/key',
  '/method/chat/messages',
];

test.beforeEach(async ({ control }) => {
  // The demo's figures and chat hold still: what could move the page is its reads landing.
  await control.setLive({ ticking: false });
  await control.chat({ ticking: false });
});

for (const [screen, device] of [
  ['on a phone', PHONE],
  ['on a wide screen', WIDE],
] as const) {
  test.describe(screen, () => {
    test.use(device);

    test(`nothing moves while the Stream page loads ${screen}, whatever read lands last`, async ({
      page,
      signedIn,
    }) => {
      test.slow();
      await signedIn();
      await watchLayoutShifts(page);
      const moved: string[] = [];
      await page.goto(STREAM_PAGE);
      await drawn(page);
      await twoFrames(page);
      const first = await layoutShifts(page);
      if (first.length) moved.push(`as the reads come:\n${describeShifts(first)}`);
      for (const path of HELD) {
        const shifts = await test.step(`${path} last`, () => shiftsWithHeld(page, path));
        if (shifts.length) moved.push(`${path} last:\n${describeShifts(shifts)}`);
      }
      expect(moved, moved.join('\n\n')).toEqual([]);
    });
  });
}
