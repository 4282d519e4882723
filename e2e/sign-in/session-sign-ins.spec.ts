// Sign-ins do not touch each other, and the last plans are kept the moment they are shown. Pages of one
// context share localStorage, BroadcastChannel and Web Locks, as the tabs of one browser profile do.
import type { Page } from '@playwright/test';
import {
  PLAN_PATH,
  REFRESH_PATH,
  expect,
  expectAccountShown,
  expectConfirmedByService,
  storedSession,
  test,
} from '../support/fixtures.ts';

const TARIFF_42 = '/projects/42/tariffs/restream';

function lastSeen(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('relay.last-seen'));
}

const currentBitrate = (page: Page) =>
  page.getByRole('region', { name: 'Current plan' }).getByRole('definition').nth(2);
const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });

test('a "this tab only" sign-in that refreshes and signs out leaves the other tab’s "Stay signed in" and its plans alone', async ({
  page,
  context,
  control,
  signIn,
}) => {
  const stay = page;
  await signIn(stay, { remember: true });
  await stay.goto(TARIFF_42);
  await expect(currentBitrate(stay)).toHaveText('6,000');
  await expect.poll(() => lastSeen(stay)).toContain('"bitrate_max":6000');
  // Both tabs idle before the expiry: an account read caught by it would refresh (the device's pair, or the tab's
  // own before the log is cleared).
  await expectAccountShown(stay);
  const stayPair = (await storedSession(stay, 'localStorage'))!;

  // A second account in a second tab, for this tab only.
  const tabOnly = await context.newPage();
  await signIn(tabOnly, { remember: false });
  await expectAccountShown(tabOnly);
  const tabPair = (await storedSession(tabOnly, 'sessionStorage'))!;
  expect(tabPair.signInId).not.toBe(stayPair.signInId);

  // Its access token expires; its first refresh must not touch the device's pair.
  await control.expireAccess();
  await control.clearLog();
  await tabOnly.goto(TARIFF_42);
  await expect(currentBitrate(tabOnly)).toHaveText('6,000');
  await expectConfirmedByService(tabOnly);
  const refreshes = await control.requests(REFRESH_PATH);
  expect(refreshes.map((entry) => entry.status)).toEqual([200]);
  expect(
    (refreshes[0]!.body as { refresh?: string }).refresh === tabPair.refreshToken,
    'the tab refreshed its own pair',
  ).toBe(true);
  expect(
    (await storedSession(stay, 'localStorage'))?.refreshToken === stayPair.refreshToken,
    'the device’s pair is untouched',
  ).toBe(true);

  // It signs out: that tab only.
  await tabOnly.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(tabOnly)).toBeVisible();
  await tabOnly.reload();
  await expect(signInHeading(tabOnly)).toBeVisible();

  // The first tab is still signed in after a reload, and paints its last plans before the service answers.
  await control.fault({ operation: 'plan_restream', latencyMs: 4000, times: 1 });
  await stay.reload();
  await expect(currentBitrate(stay)).toHaveText('6,000');
  await expect(stay.getByText(/^as of /)).toBeVisible();
  await expect(signInHeading(stay)).toBeHidden();
  await expectConfirmedByService(stay);
  expect((await storedSession(stay, 'localStorage'))?.signInId).toBe(stayPair.signInId);
  await expect.poll(() => lastSeen(stay)).toContain(stayPair.signInId);
});

test('a copy of a "this tab only" tab, refused with the token the original has rotated since, leaves the original signed in', async ({
  page,
  context,
  control,
  signIn,
}) => {
  await signIn(page, { remember: false });
  await page.goto(TARIFF_42);
  await expect(currentBitrate(page)).toHaveText('6,000');
  // Idle before the first expiry, as after each round below.
  await expectAccountShown(page);
  // The user duplicates the tab: the copy starts with this tab's sessionStorage, the same sign-in and pair (R0).
  const copied = (await page.evaluate(() => sessionStorage.getItem('relay.session')))!;
  const old = (await storedSession(page, 'sessionStorage'))!;

  // The original refreshes twice meanwhile: R0 → R1 → R2.
  for (let round = 1; round <= 2; round += 1) {
    await control.expireAccess();
    await control.clearLog();
    await page.reload();
    await expect(currentBitrate(page)).toHaveText('6,000');
    await expectConfirmedByService(page);
    // The header's account name is read after the page's own reads: once it shows, this tab is idle, and the
    // expiry below cannot catch one of its reads (which would refresh with its own, valid token).
    await expect(page.getByText('Demo Streamer')).toBeVisible();
    expect(
      (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
      `the original's refresh ${round}`,
    ).toEqual([200]);
  }

  // The copy wakes (asleep or discarded all along, and without a refresh worker, as on Chrome for Android) and
  // refreshes with R0, which the service refuses.
  const copy = await context.newPage();
  await copy.addInitScript((entry) => {
    if (!sessionStorage.getItem('relay.session')) sessionStorage.setItem('relay.session', entry);
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true });
  }, copied);
  await control.expireAccess();
  await control.clearLog();
  await copy.goto(TARIFF_42);
  await expect(signInHeading(copy)).toBeVisible();
  const refused = await control.requests(REFRESH_PATH);
  expect(refused.map((entry) => entry.status)).toEqual([400]);
  expect((refused[0]!.body as { refresh?: string }).refresh === old.refreshToken, 'the copy sent the old token').toBe(
    true,
  );

  // The original holds R2: its session goes on, after a reload too.
  await expect(signInHeading(page)).toHaveCount(0);
  await page.reload();
  await expect(currentBitrate(page)).toHaveText('6,000');
  await expectConfirmedByService(page);
  await expect(signInHeading(page)).toHaveCount(0);
  expect((await storedSession(page, 'sessionStorage'))?.signInId).toBe(old.signInId);
  expect(
    (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
    'the original refreshed with its own token',
  ).toEqual([400, 200]);
});

test('a second "Stay signed in" in another tab ends the first sign-in’s tabs plainly; the old pair is never sent again', async ({
  page,
  context,
  control,
  signIn,
}) => {
  await signIn(page, { remember: true });
  const first = (await storedSession(page, 'localStorage'))!;

  const other = await context.newPage();
  await signIn(other, { remember: true });
  const second = (await storedSession(other, 'localStorage'))!;
  expect(second.signInId).not.toBe(first.signInId);

  // The first tab is told, in words, and offered the sign-in the device now keeps.
  await expect(signInHeading(page)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'This device keeps one such sign-in at a time' }),
  ).toBeVisible();

  // With every access token expired, nothing this tab does sends the old pair.
  await control.expireAccess();
  await control.clearLog();
  await page.getByRole('button', { name: 'Continue with that sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.goto(TARIFF_42);
  await expect(currentBitrate(page)).toHaveText('6,000');
  const sent = (await control.requests(REFRESH_PATH)).map((entry) => (entry.body as { refresh?: string }).refresh);
  expect(sent.includes(first.refreshToken), 'the replaced pair was sent').toBe(false);
  expect((await storedSession(page, 'localStorage'))?.signInId).toBe(second.signInId);
});

test('a tab closed right after the cards appear leaves them for the next visit, painted while refresh and read are held', async ({
  page,
  context,
  control,
  signIn,
}) => {
  await signIn(page);
  const glance = await context.newPage();
  // What storage holds at the very moment the plan first appears on screen (a mutation observer runs before the
  // browser could even paint), so "kept the moment it is shown" is checked exactly, not by a race with close().
  await glance.addInitScript(() => {
    const seen = window as unknown as { keptWhenShown?: string };
    new MutationObserver(() => {
      if (seen.keptWhenShown === undefined && document.querySelector('main')?.textContent?.includes('6,000'))
        seen.keptWhenShown = localStorage.getItem('relay.last-seen') ?? '(nothing)';
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await glance.goto(TARIFF_42);
  await expect(currentBitrate(glance)).toHaveText('6,000');
  expect(await glance.evaluate(() => (window as unknown as { keptWhenShown?: string }).keptWhenShown)).toContain(
    '"bitrate_max":6000',
  );
  await glance.close();

  await control.expireAccess();
  await control.clearLog();
  await control.fault({ operation: 'refresh-access', latencyMs: 6000, times: 1 });
  const next = await context.newPage();
  await next.goto(TARIFF_42);
  await expect(currentBitrate(next)).toHaveText('6,000');
  await expect(next.getByText(/^as of /)).toBeVisible();
  // Painted before the refresh (and so the read) had an answer.
  const refreshes = await control.requests(REFRESH_PATH);
  expect(
    refreshes.every((entry) => entry.status === null),
    'the refresh was still held',
  ).toBe(true);
  expect(
    (await control.requests(PLAN_PATH)).filter((entry) => entry.status === 200),
    'no plan read had been answered',
  ).toHaveLength(0);
  await expectConfirmedByService(next, 15_000);
});
