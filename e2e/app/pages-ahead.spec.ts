import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { holdUntilSent } from '../support/hold-until-sent.ts';

// The pages people open from a link (sign-in, the Stream page, Billing) have their files asked for beside the first
// load, from their links in index.html (scripts/pages-ahead.ts), not once the app's script has come and run; any
// other address asks for nothing more; and a pattern that cannot be read only loses the head start.

const APP = /\/assets\/app-[\w-]+\.js$/;
const SIGN_IN = /\/assets\/sign-in-route-[\w-]+\.js$/;
const STREAM = /\/assets\/stream-route-[\w-]+\.js$/;
const BILLING = /\/assets\/billing-route-[\w-]+\.js$/;
/** The routes the first load does not hold (app/page-routes.ts). */
const ROUTES = /\/assets\/page-routes-[\w-]+\.js$/;
/** A designed page's stylesheet (its route module's). */
const DESIGNED_PAGE_CSS =
  /\/assets\/(stream|past-streams|destinations|quality|pull-links|videos|transcoding|storage|billing|team)-route-[\w-]+\.css$/;

/** The paths of the requests the page sends from now on. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the sign-in page’s files are asked for while the app’s script is still coming', async ({ page }) => {
  const askedWhileHeld = await holdUntilSent(page, APP, (path) => SIGN_IN.test(path));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(askedWhileHeld(), 'the sign-in page’s chunk was asked for only after the app’s script').toBe(true);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn();
  });

  for (const { name, path, view } of [
    { name: 'Stream', path: '/projects/42/stream', view: STREAM },
    { name: 'Billing', path: '/projects/42/billing', view: BILLING },
  ])
    test(`the ${name} page’s view and the routes are asked for while the app’s script is still coming`, async ({
      page,
    }) => {
      const paths = requested(page);
      const askedWhileHeld = await holdUntilSent(page, APP, (sent) => view.test(sent));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(askedWhileHeld(), 'the view was asked for only after the app’s script').toBe(true);
      // Each file once: the app's own import took what was asked for ahead.
      expect(paths.filter((sent) => view.test(sent))).toHaveLength(1);
      expect(paths.filter((sent) => ROUTES.test(sent))).toHaveLength(1);
    });

  // On one link the app's script has it first: nothing runs before the script, and the page's files are needed only
  // once it has.
  test('the Stream page’s files are asked for at a lower priority than the app’s script', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await cdp.send('Network.enable');
    await page.goto('/projects/42/stream');
    await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
    const of = (file: RegExp) => [...priorities].filter(([path]) => file.test(path)).map(([, priority]) => priority);
    expect(of(APP)).toEqual(['High']);
    expect(of(STREAM)).toEqual(['Low']);
    expect(of(ROUTES)).toEqual(['Low']);
    // A stylesheet's "low" is a step below a stylesheet's own (the app's: VeryHigh), and above a script's.
    expect(of(/\/assets\/app-[\w-]+\.css$/)).toEqual(['VeryHigh']);
    expect(of(/\/assets\/stream-route-[\w-]+\.css$/)).toEqual(['High']);
  });

  test('the Stream page’s own page (its chat) has its view asked for while the app’s script is still coming', async ({
    page,
  }) => {
    const askedWhileHeld = await holdUntilSent(page, APP, (sent) => STREAM.test(sent));
    await page.goto('/projects/42/stream/chat');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(askedWhileHeld(), 'the view was asked for only after the app’s script').toBe(true);
  });

  // A group's operations are the console's pages: announcing the designed page's stylesheet there would leave it
  // unused, which the browser reports in the console.
  for (const { path, view } of [
    { path: '/projects/42/stream/operations', view: STREAM },
    { path: '/projects/42/Stream/operations/StreamKeyController_get', view: STREAM },
    { path: '/projects/42/billing/operations', view: BILLING },
  ])
    test(`${path} announces no designed page’s files`, async ({ page }) => {
      const paths = requested(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(paths.filter((sent) => view.test(sent) || DESIGNED_PAGE_CSS.test(sent))).toEqual([]);
    });

  // (The designed pages' manifests may come before the cards on their own: the navigation reads them once the
  // description is here, to keep their first reads.)
  test('the tariff page asks for no other page’s view before its cards', async ({ page }) => {
    // When the current plan first showed a number, by the page's own clock.
    await page.addInitScript(() => {
      const watch = () => {
        const shown = [...document.querySelectorAll('.slot-current dd')].some((value) => /\d/.test(value.textContent));
        if (shown) (window as unknown as { cardsAt: number }).cardsAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto('/projects/42/tariffs/restream');
    await expect(
      page.getByRole('region', { name: 'Current plan' }).getByRole('definition').filter({ hasText: /\d/ }).first(),
    ).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { cardsAt?: number }).cardsAt !== undefined);
    const { cardsAt, files } = await page.evaluate(() => ({
      cardsAt: (window as unknown as { cardsAt: number }).cardsAt,
      files: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const early = files.filter(
      ({ path, startTime }) => startTime < cardsAt && [SIGN_IN, STREAM, BILLING].some((file) => file.test(path)),
    );
    expect(early).toEqual([]);
  });

  test('an address pattern that cannot be read announces nothing, and the Stream page loads as before', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const paths = requested(page);
    let broken = 0;
    await page.route('**/projects/42/stream', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // Not a regular expression: RegExp throws on it.
      const garbled = html.replaceAll(/(<template data-pages-ahead=")[^"]*/g, '$1(');
      if (garbled !== html) broken += 1;
      await route.fulfill({ response, body: garbled });
    });
    const askedWhileHeld = await holdUntilSent(page, APP, (sent) => STREAM.test(sent));
    await page.goto('/projects/42/stream');
    await expect(
      page.getByRole('region', { name: 'Where to stream' }).getByLabel('Hidden until you reveal it'),
    ).toBeVisible();
    expect(broken, 'index.html holds no pattern to break').toBe(1);
    expect(askedWhileHeld(), 'the view was asked for before the app’s script, from a pattern that cannot be read').toBe(
      false,
    );
    expect(paths.filter((sent) => STREAM.test(sent))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
