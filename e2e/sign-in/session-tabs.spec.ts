import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import type { Control, LogEntry } from '../../api/testing/control-client.ts';
import {
  PLAN_PATH,
  REFRESH_PATH,
  expect,
  expectAccountShown,
  expectConfirmedByService,
  isWarningOrError,
  test,
} from '../support/fixtures.ts';

// Several tabs of one browser profile (pages of one context share localStorage, BroadcastChannel and Web Locks)
// against the contract API, whose rotation answers 400 to a refresh token used twice: a race between tabs shows
// up as a second refresh call in the request log, or as a tab that lands on the sign-in page.

const TARIFF_42 = '/projects/42/tariffs/restream';

interface StoredPair {
  accessToken: string;
  refreshToken: string;
  receivedAt: number;
  lifetimeMs: number | null;
}

/** The pair a tab keeps under `relay.session`, or null; tokens stay in this process and are never printed. */
function storedSession(
  page: Page,
  area: 'localStorage' | 'sessionStorage' = 'localStorage',
): Promise<StoredPair | null> {
  return page.evaluate((name) => {
    const raw = window[name].getItem('relay.session');
    if (!raw) return null;
    return (JSON.parse(raw) as { state?: { session?: StoredPair | null } }).state?.session ?? null;
  }, area);
}

/** A short, one-way stand-in for a token, safe to show in an assertion message. */
function digest(token: string | undefined): string {
  return token === undefined ? '(none)' : createHash('sha256').update(token).digest('hex').slice(0, 12);
}

/** Digest of the access token each tab holds in localStorage. */
async function accessDigests(pages: Page[]): Promise<string[]> {
  return Promise.all(pages.map(async (page) => digest((await storedSession(page))?.accessToken)));
}

/** The JWT id of an access token (not secret), to match a stored token with the request log's `accessTokenJti`. */
function jtiOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string }).jti;
}

/** The cards of project 42 with the service's data in them (the loading skeleton has the same regions, empty). */
async function expectPlan42(page: Page, timeout?: number): Promise<void> {
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000', timeout === undefined ? {} : { timeout });
  await expectConfirmedByService(page, timeout);
}

/**
 * Resolves once the page has had an idle moment. A signed-in tab joins the refresh worker when it is first idle (or
 * when it first refreshes): from then on it hears the answers to other tabs' refreshes.
 */
function idle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
}

function signInHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Sign in' });
}

/** Signs in, opens project 42 in `page` and in a second tab of the same profile, and runs `check` in each. */
async function twoTabsOn42(
  page: Page,
  context: BrowserContext,
  signIn: (page: Page) => Promise<void>,
  check?: (tab: Page) => Promise<void>,
) {
  await signIn(page);
  const tabs = [page, await context.newPage()];
  const otherErrors = trackErrors(tabs[1]!);
  for (const tab of tabs) {
    await tab.goto(TARIFF_42);
    await expectPlan42(tab);
    await expectAccountShown(tab);
    await check?.(tab);
  }
  return { tabs, otherErrors };
}

/**
 * Expires the access token and reloads `tab`, whose refresh the service holds (`latencyMs`, or until the test clears
 * the faults), until that refresh has reached the service. Returns the held request's log entry.
 */
async function reloadWhileRefreshing(
  control: Control,
  tab: Page,
  hold: { latencyMs: number } | 'until-cleared',
): Promise<LogEntry | undefined> {
  // A second refresh would also let it go; the tests that hold it until cleared expect none.
  await control.fault({ operation: 'refresh-access', times: 1, ...(hold === 'until-cleared' ? { gather: 2 } : hold) });
  await control.expireAccess();
  await control.clearLog();
  await tab.reload();
  const [held] = await waitForRefreshRequests(control, 1);
  expect(held?.status, 'the tab’s refresh is still in flight').toBeNull();
  return held;
}

/** reloadWhileRefreshing, then the tab is closed with its refresh still held. */
async function closeWhileRefreshing(
  control: Control,
  tab: Page,
  hold: { latencyMs: number } | 'until-cleared',
): Promise<LogEntry | undefined> {
  const held = await reloadWhileRefreshing(control, tab, hold);
  await tab.close();
  return held;
}

/** Every tab is still on project 42's tariff page, signed in, and all hold one and the same access token. */
async function expectStillSignedInWithOnePair(tabs: Page[]): Promise<void> {
  for (const tab of tabs) {
    await expect(tab).toHaveURL(new RegExp(`${TARIFF_42}$`));
    await expect(signInHeading(tab)).toHaveCount(0);
  }
  const digests = await accessDigests(tabs);
  expect(new Set(digests).size, `the tabs hold the same access token: ${digests.join(', ')}`).toBe(1);
  expect(digests[0]).not.toBe('(none)');
}

/** Console and page errors of an extra tab, with the same filter as the `pageErrors` fixture has for `page`. */
function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (isWarningOrError(message)) errors.push(message.text());
  });
  return errors;
}

/** Polls the log until `count` refresh requests have arrived (whether or not they were answered yet). */
async function waitForRefreshRequests(control: Control, count: number): Promise<LogEntry[]> {
  await expect
    .poll(async () => (await control.requests(REFRESH_PATH)).length, { message: `${count} refresh request(s) arrive` })
    .toBeGreaterThanOrEqual(count);
  return control.requests(REFRESH_PATH);
}

test('three tabs open across an expiry make one refresh between them and end with the same new pair', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  await signIn(page);
  const tabs = [page, await context.newPage(), await context.newPage()];
  const otherErrors = tabs.slice(1).map(trackErrors);
  for (const tab of tabs) {
    await tab.goto(TARIFF_42);
    await expectPlan42(tab);
    await expectAccountShown(tab);
  }

  // A race does not show every time: three rounds of "every tab hits the expiry at once".
  for (let round = 1; round <= 3; round += 1) {
    const before = digest((await storedSession(page))?.accessToken);
    await control.expireAccess();
    await control.clearLog();
    // Every tab sends its plan request with the expired token at the same moment; each gets a 401 and asks to refresh.
    await Promise.all(tabs.map((tab) => tab.reload()));
    await Promise.all(tabs.map((tab) => expectPlan42(tab)));
    // Each reloaded tab reads the account's name after its plan; the next round's expiry must not catch that read.
    await Promise.all(tabs.map((tab) => expectAccountShown(tab)));

    const refreshes = await control.requests(REFRESH_PATH);
    expect(
      refreshes.map((entry) => entry.status),
      `round ${round}: one refresh call between the three tabs, and it succeeded`,
    ).toEqual([200]);
    const digests = await accessDigests(tabs);
    expect(new Set(digests).size, `round ${round}: every tab holds the same access token: ${digests.join(', ')}`).toBe(
      1,
    );
    expect(digests[0], `round ${round}: a session is stored`).not.toBe('(none)');
    expect(digests[0], `round ${round}: the access token is a new one`).not.toBe(before);
    // Each tab's successful plan request was sent with that same, stored token.
    const stored = await storedSession(page);
    const validPlans = (await control.requests(PLAN_PATH)).filter((entry) => entry.authorization === 'valid');
    expect(validPlans.length, `round ${round}: each tab loaded its plan with a valid token`).toBeGreaterThanOrEqual(3);
    expect(new Set(validPlans.map((entry) => entry.accessTokenJti))).toEqual(
      new Set([jtiOf(stored?.accessToken ?? '')]),
    );
  }
  expect([...pageErrors, ...otherErrors.flat()]).toEqual([]);
});

test('three tabs past a short access lifetime refresh ahead of time, once between them', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  // A 3 s token is refreshed proactively 1 s before its end (refreshMarginMs), so no request is sent with it expired.
  await control.setAccessTtl(3);
  await signIn(page);
  const tabs = [page, await context.newPage(), await context.newPage()];
  const otherErrors = tabs.slice(1).map(trackErrors);
  for (const tab of tabs) {
    await tab.goto(TARIFF_42);
    await expectPlan42(tab);
  }
  // Wait (by polling the stored pair, not by sleeping a guessed time) until the token every tab holds has ended.
  await expect
    .poll(
      async () => {
        const stored = await storedSession(page);
        return page.evaluate(
          (s) => s !== null && s.lifetimeMs !== null && Date.now() >= s.receivedAt + s.lifetimeMs,
          stored,
        );
      },
      { timeout: 10_000, message: 'the stored access token reaches the end of its lifetime' },
    )
    .toBe(true);

  // The pair issued now lives long, so a tab that reloads slowly cannot find it near its end too: any second
  // refresh call below is then a race, not a second expiry.
  await control.setAccessTtl(600);
  await control.clearLog();
  await Promise.all(tabs.map((tab) => tab.reload()));
  await Promise.all(tabs.map((tab) => expectPlan42(tab)));

  const refreshes = await control.requests(REFRESH_PATH);
  expect(
    refreshes.map((entry) => entry.status),
    'one refresh call between the three tabs',
  ).toEqual([200]);
  const plans = await control.requests(PLAN_PATH);
  expect(
    plans.filter((entry) => entry.authorization !== 'valid').length,
    'no plan request went out with the ended token',
  ).toBe(0);
  expect(plans.length).toBeGreaterThanOrEqual(3);
  const digests = await accessDigests(tabs);
  expect(new Set(digests).size, `every tab holds the same access token: ${digests.join(', ')}`).toBe(1);
  expect([...pageErrors, ...otherErrors.flat()]).toEqual([]);
});

test('a tab closed while its refresh holds the lock never blocks another tab', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  const tabB = page;
  const tabA = (await twoTabsOn42(page, context, signIn)).tabs[1]!;
  // Tab B goes to the overview, and hears the worker's answers from there.
  await tabB.getByRole('link', { name: 'Relay dashboard' }).click();
  await expect(tabB.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await idle(tabB);

  // Tab A's refresh is held for 4 s by the service; tab A is closed while it waits, with the Web Lock held.
  const held = await closeWhileRefreshing(control, tabA, { latencyMs: 4000 });

  // Tab B takes the lock at once, and its refresh joins the one the refresh worker still has in flight for the
  // closed tab: tab B is done as soon as the service answers that request, with no second call to spend the token.
  // A lock left held would keep tab B waiting 15 s (1.5 × the request timeout) before it went on alone.
  // Adding project 16 reads its plan with the expired token, which makes tab B refresh (Home's list read the plans of
  // its first page only, which 16 is not on).
  await tabB.getByLabel('Project ID').fill('16');
  await tabB.getByRole('button', { name: 'Add', exact: true }).click();
  const heldAt = held?.at ?? 0;
  const added = tabB.getByRole('listitem').filter({ has: tabB.getByRole('link', { name: 'Project 16', exact: true }) });
  await expect(added.getByRole('definition').nth(1)).toHaveText('4,000', { timeout: 10_000 });
  expect(Date.now() - heldAt, 'tab B did not wait for the closed tab’s lock').toBeLessThan(9000);
  await expect(signInHeading(tabB)).toHaveCount(0);
  expect(
    (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
    'one refresh call, answered',
  ).toEqual([200]);
  const stored = await storedSession(tabB);
  expect(stored, 'tab B stored the new pair').not.toBeNull();

  // The pair from that call is the live one: the next expiry refreshes with it, and the plan is read with its result.
  await control.expireAccess();
  await tabB.goto(TARIFF_42);
  await expectPlan42(tabB);
  await expect(signInHeading(tabB)).toHaveCount(0);
  expect(
    (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
    'tab B refreshes again with its own token',
  ).toEqual([200, 200]);
  const latest = await storedSession(tabB);
  const validPlans = (await control.requests(PLAN_PATH)).filter((entry) => entry.authorization === 'valid');
  expect(validPlans.at(-1)?.accessTokenJti).toBe(jtiOf(latest?.accessToken ?? ''));
  expect(pageErrors).toEqual([]);
});

test('a tab closed after its refresh reached the service does not end the session of the other tabs', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  // The service rotates the token when the closed tab's request arrives; the refresh worker (a service worker, which
  // sees the request through without the tab) hands the new pair to the tabs still open.
  const tabA = (await twoTabsOn42(page, context, signIn)).tabs[1]!;
  await idle(page);
  const before = digest((await storedSession(page))?.refreshToken);

  const held = await closeWhileRefreshing(control, tabA, 'until-cleared');
  // This time the service gets to the closed tab's request (and rotates the token) before the other tab asks.
  await control.clearFaults();
  await expect
    .poll(async () => (await control.requests(REFRESH_PATH)).find((entry) => entry.seq === held?.seq)?.status, {
      message: 'the closed tab’s request has been answered',
    })
    .toBe(200);
  // The worker hands the answer to the tab still open, which keeps it.
  await expect
    .poll(async () => digest((await storedSession(page))?.refreshToken), {
      message: 'the open tab holds the pair the closed tab’s refresh got',
    })
    .not.toBe(before);

  await page.reload();
  await expectPlan42(page, 5000);
  await expect(signInHeading(page)).toHaveCount(0);
  // The closed tab's request was answered (to the worker), and nobody sent the spent token again.
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200]);
  expect(pageErrors).toEqual([]);
});

/**
 * Signed in on project 42, the page is reloaded while its refresh is held (until the test clears the faults, or a
 * second request with the same token arrives: the reuse), then reloaded again: the new page holds the old token.
 */
async function reloadTwiceMidRefresh(page: Page, control: Control, signIn: (page: Page) => Promise<void>) {
  await signIn(page);
  await page.goto(TARIFF_42);
  await expectPlan42(page);
  await reloadWhileRefreshing(control, page, 'until-cleared');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** After a reload in the middle of a refresh: still signed in, and the token was sent once, not again. */
async function expectKeptWithOneRefresh(page: Page, control: Control, pageErrors: string[]): Promise<void> {
  await expectPlan42(page, 10_000);
  await expect(signInHeading(page)).toHaveCount(0);
  expect(
    (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
    'one refresh call, answered, and no second one with its token',
  ).toEqual([200]);
  expect(pageErrors).toEqual([]);
}

test('the only tab, reloaded while its refresh is on the way, keeps the session: the spent token is never sent again', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  // One tab, no other to keep a shared worker alive: the page that sent the refresh is gone before the answer, and
  // the service rotates the token all the same. The new page holds the old token; sending it again would be a reuse.
  await reloadTwiceMidRefresh(page, control, signIn);
  // The new page has asked for its refresh; then the service answers the first request.
  await control.clearFaults();
  await expectKeptWithOneRefresh(page, control, pageErrors);
});

test('a page reloaded while its refresh worker is still registering keeps the session: the refresh waits for the worker', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  // A busy phone: registering the worker takes seconds. A refresh sent from the page meanwhile dies with the page,
  // the service rotates the token all the same, and the next page's refresh with the old one is refused.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      return new Promise<void>((done) => setTimeout(done, 5000))
        .then(() => register.apply(this, args))
        .finally(() => document.documentElement.setAttribute('data-test-registered', ''));
    };
  });
  await reloadTwiceMidRefresh(page, control, signIn);
  // Registered in the new page too: a refresh sent from the page would have gone by now (and been let through
  // with the held one, as the second request with the token). Sent to the worker, it joins the one on the way or
  // takes its answer, whichever comes first.
  await page.locator('html[data-test-registered]').waitFor({ state: 'attached', timeout: 10_000 });
  await control.clearFaults();
  await expectKeptWithOneRefresh(page, control, pageErrors);
});

test('two tabs refreshing at the same instant never sign out, with one refresh call at most', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  const { tabs, otherErrors } = await twoTabsOn42(page, context, signIn);
  await control.expireAccess();
  await control.clearLog();
  await Promise.all(tabs.map((tab) => tab.reload()));
  await Promise.all(tabs.map((tab) => expectPlan42(tab)));

  await expectStillSignedInWithOnePair(tabs);
  const refreshes = await control.requests(REFRESH_PATH);
  expect(refreshes.length, 'at most one refresh call').toBeLessThanOrEqual(1);
  expect(
    refreshes.filter((entry) => entry.status === 400),
    'no refresh refused',
  ).toEqual([]);
  expect([...pageErrors, ...otherErrors]).toEqual([]);
});

test('without Web Locks, two tabs refreshing at once share one call through the refresh worker', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  // Web Locks hidden, so nothing in the pages stops both tabs from refreshing with the same token at once; the
  // refresh worker sends the first and answers the second with the same exchange instead of spending the token
  // twice (which the service would refuse).
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
  });
  const { tabs, otherErrors } = await twoTabsOn42(page, context, signIn, async (tab) => {
    expect(await tab.evaluate(() => navigator.locks === undefined), 'Web Locks are hidden').toBe(true);
  });
  // Held long enough that the second tab, even on a slow machine, asks while the first one's call is in flight.
  await control.fault({ operation: 'refresh-access', latencyMs: 4000, times: 1 });
  await control.expireAccess();
  await control.clearLog();
  await Promise.all(tabs.map((tab) => tab.reload()));
  await Promise.all(tabs.map((tab) => expectPlan42(tab, 12_000)));

  await expectStillSignedInWithOnePair(tabs);
  const plans = await control.requests(PLAN_PATH);
  expect(
    plans.filter((entry) => entry.authorization === 'expired').length,
    'both tabs were refused with the old token',
  ).toBeGreaterThanOrEqual(2);
  expect(
    (await control.requests(REFRESH_PATH)).map((entry) => entry.status),
    'one refresh call between the two tabs',
  ).toEqual([200]);
  expect([...pageErrors, ...otherErrors]).toEqual([]);
});

test('without Web Locks or the refresh worker, the tab whose refresh is refused adopts the pair the other tab stored', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  // A browser without navigator.locks or service workers (the coordinator's last fallback): both tabs send the same
  // refresh token from the page. The first answer rotates it; the second (1.5 s later) is the "used
  // token" 400, which must not sign out, because by then the stored refresh token is no longer the one that tab sent.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true });
  });
  const { tabs, otherErrors } = await twoTabsOn42(page, context, signIn, async (tab) => {
    expect(
      await tab.evaluate(() => navigator.locks === undefined && navigator.serviceWorker === undefined),
      'Web Locks and service workers are hidden',
    ).toBe(true);
  });
  // Each is held until both have arrived (so both tabs really sent one), then answered 1.5 s apart.
  await control.fault({ operation: 'refresh-access', gather: 2, latencyMs: 1500, times: 1 });
  await control.fault({ operation: 'refresh-access', gather: 2, latencyMs: 3000, times: 1 });
  await control.expireAccess();
  await control.clearLog();
  await Promise.all(tabs.map((tab) => tab.reload()));

  const sent = await waitForRefreshRequests(control, 2);
  expect(sent.length, 'both tabs sent a refresh (the race this test is about happened)').toBe(2);
  expect(digest((sent[0]?.body as { refresh?: string }).refresh), 'with the same refresh token').toBe(
    digest((sent[1]?.body as { refresh?: string }).refresh),
  );
  await Promise.all(tabs.map((tab) => expectPlan42(tab, 8000)));
  await expect
    .poll(async () => (await control.requests(REFRESH_PATH)).map((entry) => entry.status))
    .toEqual([200, 400]);

  await expectStillSignedInWithOnePair(tabs);
  expect([...pageErrors, ...otherErrors]).toEqual([]);
});

test('signing out in one tab reaches the other within a second', async ({ page, context, signIn, pageErrors }) => {
  await signIn(page);
  const tab2 = await context.newPage();
  const otherErrors = trackErrors(tab2);
  await tab2.goto(TARIFF_42);
  await expectPlan42(tab2);
  // Both tabs idle and the sign-out's code loaded (it comes with the account's name), so the second counted is the
  // message between the tabs, not a chunk fetched on a busy machine.
  await expectAccountShown(page);
  await expectAccountShown(tab2);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(tab2)).toBeVisible({ timeout: 1000 });
  await expect(tab2.getByText('You signed out.')).toBeVisible();
  // A sign-out is not an ended session: no "continue where you were" return path.
  await expect(tab2).toHaveURL(/\/sign-in\?reason=signed-out$/);
  await expect(signInHeading(page)).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(await storedSession(tab2)).toBeNull();
  await expect(tab2.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect([...pageErrors, ...otherErrors]).toEqual([]);
});

test('with “Stay signed in” unticked the session lives in this tab only', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  await signIn(page, { remember: false });
  // The overview's account read must not be caught by the expiry below (it would refresh before the log is cleared).
  await expectAccountShown(page);
  expect(await storedSession(page, 'sessionStorage'), 'the pair is in sessionStorage').not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('relay.session')), 'and not in localStorage').toBeNull();

  const tab2 = await context.newPage();
  const otherErrors = trackErrors(tab2);
  await tab2.goto('/');
  await expect(tab2.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await tab2.goto(TARIFF_42);
  await expect(tab2.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(await storedSession(tab2, 'sessionStorage')).toBeNull();

  // The first tab keeps working, through a refresh too (the rotated pair stays in sessionStorage).
  await control.expireAccess();
  await control.clearLog();
  await page.goto(TARIFF_42);
  await expectPlan42(page);
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200]);
  expect(await page.evaluate(() => localStorage.getItem('relay.session'))).toBeNull();
  expect(await storedSession(page, 'sessionStorage')).not.toBeNull();
  expect([...pageErrors, ...otherErrors]).toEqual([]);
});
