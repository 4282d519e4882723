import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { holdUntilSent } from '../support/hold-until-sent.ts';
import { scriptsOf } from '../support/scripts-of.ts';
import { scrollUntil } from '../support/scroll-until.ts';

// A cold visit of the Stream page (an address opened from a bookmark): its view's code is asked for with the first
// load, beside the routes the first load does not hold (which the router matches the address against), not a round
// trip after them; and what it loads holds none of the operations console, which an operation's page loads for itself.

/** The routes the first load does not hold (app/page-routes.ts), which the router loads to match the address. */
const PAGE_ROUTES = /\/assets\/page-routes-[\w-]+\.js$/;
/** The Stream page's route module, with its view. */
const STREAM_VIEW = /\/assets\/stream-route-[\w-]+\.js$/;
/** The shared chunks (the sign-in page's and the signed-in pages'), either of which may hold the binding layer. */
const SHARED = /\/assets\/(pages-)?shared-[\w-]+\.js$/;

const where = (page: Page) => page.getByRole('region', { name: 'Where to stream' });

/** The contract API's path of "Get stream credentials" (the key and the server). */
const KEY_READ = '/method/stream-keys';

/**
 * Opens the Stream page with the binding layer's code (which finds the key's operation in the description) held back
 * until the key's read has gone: whether it went before that code, and every key read sent.
 */
async function openHoldingBindings(page: Page, path: string): Promise<{ readWhileHeld: boolean; keyReads: string[] }> {
  const keyReads: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === KEY_READ) keyReads.push(request.url());
  });
  const readWhileHeld = await holdUntilSent(page, SHARED, (sent) => sent === KEY_READ);
  await page.goto(path);
  await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
  return { readWhileHeld: readWhileHeld(), keyReads };
}

test.describe('signed in', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn();
  });

  test('the Stream page’s view is asked for while the routes are still coming', async ({ page }) => {
    // The routes are answered only once the view is asked for.
    const askedWhileHeld = await holdUntilSent(page, PAGE_ROUTES, (path) => STREAM_VIEW.test(path));
    await page.goto('/projects/42/stream');
    await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
    await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
    expect(askedWhileHeld(), 'the view was asked for only after the routes had come').toBe(true);
  });

  test('what the Stream page loads holds none of the console, which an operation’s page loads for itself', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/projects/42/stream');
    await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // A word only the console's pages say (its request line's "Copy as curl").
    expect(
      scripts.some((text) => text.includes('Copy as curl')),
      'a script the Stream page loaded holds the console',
    ).toBe(false);

    await page.goto('/projects/42/team/operations');
    await page.getByRole('link', { name: 'List of user in project' }).first().click();
    await expect(page.getByRole('button', { name: 'Copy as curl' })).toBeVisible();
  });

  test('where to stream is drawn before the destinations are read and the live panel, the chat and the last stream asked for', async ({
    page,
  }) => {
    // The first frame whose drawing holds the card "Where to stream" (a frame's animation callbacks run just before
    // it is drawn, with what the page holds then).
    await page.addInitScript(() => {
      const watch = () => {
        const drawn = document.querySelector('.stream-where h2') !== null;
        if (drawn) (window as unknown as { whereDrawnAt: number }).whereDrawnAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto('/projects/42/stream');
    await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
    const { drawnAt, asked } = await page.evaluate(() => ({
      drawnAt: (window as unknown as { whereDrawnAt: number }).whereDrawnAt,
      asked: performance.getEntriesByType('resource').flatMap((entry) => {
        const part = /\/assets\/(live-panel|chat-panel|stream-after)-[\w-]+\.js$|\/method\/(channel\/search)\?/.exec(
          entry.name,
        );
        return part ? [{ part: part[1] ?? part[2]!, at: entry.startTime }] : [];
      }),
    }));
    // A part may come in two files (its code, and the name its page imports it by).
    expect([...new Set(asked.map((entry) => entry.part))].sort()).toEqual([
      'channel/search',
      'chat-panel',
      'live-panel',
      'stream-after',
    ]);
    for (const entry of asked)
      expect(entry.at, `${entry.part} was asked for before that frame`).toBeGreaterThan(drawnAt);
  });

  test('a key read before the page’s code came is in the page’s first frame, not a stand-in', async ({ page }) => {
    // What the card "Where to stream" showed for the key in the first frame that held the card.
    await page.addInitScript(() => {
      const watch = () => {
        const card = document.querySelector('.stream-where');
        if (!card) return void requestAnimationFrame(watch);
        const shown = [...card.querySelectorAll('.value-secret')].find((mask) => !mask.closest('[inert]'));
        (window as unknown as { firstKey: string }).firstKey = shown?.textContent ?? '(a stand-in)';
      };
      requestAnimationFrame(watch);
    });
    // The view's code is held back until the key's answer has come, whole, and a moment more for the page to read it.
    let answered: () => void = () => {};
    const keyAnswered = new Promise<void>((resolve) => (answered = resolve));
    page.on('requestfinished', (request) => new URL(request.url()).pathname === KEY_READ && answered());
    await page.route(STREAM_VIEW, async (route) => {
      await keyAnswered;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.continue();
    });
    await page.goto('/projects/42/stream');
    await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstKey: string }).firstKey)).toMatch(/^•+/);
  });

  test('a return visit sends the key’s read with the first load, before the page’s code, and the page takes its answer', async ({
    page,
  }) => {
    await page.goto('/projects/42/stream');
    await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
    // Only the address is kept for the next visit: no token, no key.
    const kept = await page.evaluate(() => localStorage.getItem('relay.reads-ahead') ?? '');
    expect(kept).toContain(KEY_READ);
    expect(kept).not.toMatch(/oauth|accessToken|refreshToken|stream_key|live_/i);
    await page.goto('/robots.txt');

    // Another project's Stream page: the same reads, with its number.
    const { readWhileHeld, keyReads } = await openHoldingBindings(page, '/projects/7/stream');
    expect(readWhileHeld, 'the key was read only once the binding layer’s code had come').toBe(true);
    expect(keyReads, 'the page read the key again instead of taking the answer sent ahead').toHaveLength(1);
    expect(new URL(keyReads[0]!).searchParams.get('project_id')).toBe('7');
  });
});

test('what waits for the page (the navigation, the account’s name) waits for its code too, not only its reads', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  const asked: string[] = [];
  page.on('request', (request: Request) => asked.push(new URL(request.url()).pathname));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The page's code is slow to come; nothing is read meanwhile, yet the page is not settled.
  await page.route(SHARED, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/projects/42/stream');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  await page.waitForTimeout(2_500);
  expect(asked.filter((path) => /\/sidebar-nav-part-|\/account-loader-/.test(path))).toEqual([]);
  release();
  await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
});

test('the first visit after signing in sends the key’s read with the first load too: the sign-in kept it', async ({
  page,
  signIn,
}) => {
  await signIn();
  // Home is settled once the account is named; the navigation beside it keeps the pages' first reads.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('relay.reads-ahead') ?? ''), {
      message: 'the Stream page’s first reads are kept',
    })
    .toContain(KEY_READ);
  await page.goto('/robots.txt');
  const { readWhileHeld, keyReads } = await openHoldingBindings(page, '/projects/42/stream');
  expect(readWhileHeld, 'the key was read only once the binding layer’s code had come').toBe(true);
  expect(keyReads).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the last stream’s charts and events are read once the reader nears them, not with the page', async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    const analytics: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/method/analytics/stream/')) analytics.push(pathname);
    });
    await page.goto('/projects/42/stream');
    const last = page.getByRole('region', { name: 'The last stream' });
    await expect(last).toBeAttached();
    await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('switch')).toHaveCount(5);
    // Far below the screen on a phone: its stream is known, its figures not asked for.
    await expect(last.getByText(/^Stream \d+/)).toBeAttached();
    expect(analytics).toEqual([]);
    await scrollUntil(page, last.getByRole('img', { name: /^Line chart of Viewers by Time/ }));
    expect([...new Set(analytics)].sort()).toEqual([
      '/method/analytics/stream/events',
      '/method/analytics/stream/graph/bitrate',
      '/method/analytics/stream/graph/viewers',
    ]);
  });
});
