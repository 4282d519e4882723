import type { Page, Request } from '@playwright/test';
import type { Control, LogEntry } from '../../api/testing/control-client.ts';
import {
  E2E_REQUEST_TIMEOUT_MS,
  PLAN_PATH,
  REFRESH_PATH,
  expect,
  expectAccountShown,
  expectConfirmedByService,
  test,
  refreshTokenField,
} from '../support/fixtures.ts';

// One tab against the contract API: what a refused, failing, slow or unreachable refresh does to the session, what
// the user sees, and what the service was sent (its request log).

const TARIFF_42 = '/projects/42/tariffs/restream';
const TARIFF_7 = '/projects/7/tariffs/restream';
const ENDED_MESSAGE = 'Your session has ended. Sign in again to continue where you were.';
const UNREACHABLE_BANNER = 'Cannot connect right now. You are still signed in; we will keep trying.';
const OFFLINE_BANNER = 'You are offline. You are still signed in; we will reconnect when the network is back.';

interface StoredPair {
  accessToken: string;
  refreshToken: string;
}

/** The pair this tab keeps under `relay.session`, or null; tokens stay in this process and are never printed. */
function storedSession(page: Page): Promise<StoredPair | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('relay.session') ?? localStorage.getItem('relay.session');
    if (!raw) return null;
    return (JSON.parse(raw) as { state?: { session?: StoredPair | null } }).state?.session ?? null;
  });
}

/** The Max bitrate of the current plan, filled in (the loading skeleton has the same regions, empty). */
async function expectCurrentPlan(page: Page, timeout?: number): Promise<void> {
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000', timeout === undefined ? {} : { timeout });
  await expectConfirmedByService(page, timeout);
}

function errorPanel(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Could not load this' }) });
}

function signInHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Sign in' });
}

async function refreshStatuses(control: Control): Promise<(number | null)[]> {
  return (await control.requests(REFRESH_PATH)).map((entry) => entry.status);
}

async function waitForRefreshRequest(control: Control): Promise<LogEntry> {
  await expect
    .poll(async () => (await control.requests(REFRESH_PATH)).length, { message: 'the refresh request arrives' })
    .toBeGreaterThan(0);
  return (await control.requests(REFRESH_PATH))[0]!;
}

/** Signs in on the tariff page of project 42 and waits for its data and the header's account read (then it is idle). */
async function openTariff42(page: Page, signIn: (page?: Page) => Promise<void>): Promise<void> {
  await signIn(page);
  await page.goto(TARIFF_42);
  await expectCurrentPlan(page);
  await expectAccountShown(page);
}

test('a refused refresh token ends the session: sign-in page with the reason, storage emptied', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await openTariff42(page, signIn);
  await control.revoke();
  await control.expireAccess();
  await control.clearLog();
  await page.reload();

  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2F42%2Ftariffs%2Frestream&reason=ended$/);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByText(ENDED_MESSAGE)).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(await refreshStatuses(control), 'one refresh, refused, and no second try').toEqual([400]);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a refresh answered 503 keeps the session; the user sees why, and “Try now” recovers once the service is back', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await openTariff42(page, signIn);
  await control.fault({ operation: 'refresh-access', status: 503 });
  await control.expireAccess();
  await control.clearLog();
  await page.reload();

  await expect(errorPanel(page)).toContainText('Something went wrong on our side. Try again in a moment.');
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE_BANNER })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${TARIFF_42}$`));
  await expect(signInHeading(page)).toHaveCount(0);
  expect(await storedSession(page), 'the session is kept').not.toBeNull();
  expect((await refreshStatuses(control)).every((status) => status === 503)).toBe(true);
  // The back-off timer's own attempts (2 s, then 4 s later) fail too, so the next one is 8 s away: the click below
  // comes well before it, even on a busy machine, so the banner cannot clear itself under the click.
  await expect.poll(async () => (await refreshStatuses(control)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  await control.clearFaults();
  await page.getByRole('status').getByRole('button', { name: 'Try now' }).click();
  await expectCurrentPlan(page);
  await expect(errorPanel(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE_BANNER })).toHaveCount(0);
  expect((await refreshStatuses(control)).at(-1)).toBe(200);
  expect(pageErrors).toEqual([]);
});

test('after the refresh back-off has grown, Retry asks the service again once it is back', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  // The user's Retry must not be answered from the refresh back-off window (the old 503) once the service is back.
  await openTariff42(page, signIn);
  await control.fault({ operation: 'refresh-access', status: 503 });
  await control.expireAccess();
  await control.clearLog();
  await page.reload();
  await expect(errorPanel(page)).toContainText('Something went wrong on our side.');
  // The back-off timer's own attempts (2 s, then 4 s later) fail too, so the next one is 8 s away: recovering within
  // 5 s of the click shows the click asked the service, not the timer.
  await expect.poll(async () => (await refreshStatuses(control)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

  await control.clearFaults();
  await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
  await expectCurrentPlan(page, 5000);
  await expect(errorPanel(page)).toHaveCount(0);
  expect((await refreshStatuses(control)).at(-1)).toBe(200);
  expect(pageErrors).toEqual([]);
});

test('offline while the token expires: still signed in, told so, and back online recovers at once', async ({
  page,
  context,
  control,
  signIn,
  pageErrors,
}) => {
  await openTariff42(page, signIn);
  // What loads after the cards is here before the network goes: this test is about the session, not the host.
  await expect(page.getByRole('region', { name: 'Manage the plan' })).toBeVisible();
  await control.expireAccess();
  await control.clearLog();
  await context.setOffline(true);

  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.getByRole('status').getByRole('button', { name: 'Try now' }).click();
  await expect(page).toHaveURL(new RegExp(`${TARIFF_42}$`));
  await expect(signInHeading(page)).toHaveCount(0);
  await expectCurrentPlan(page);
  expect(await storedSession(page), 'the session is kept').not.toBeNull();
  expect(await control.log(), 'nothing reached the service while offline').toEqual([]);

  const back = Date.now();
  await context.setOffline(false);
  // The app listens to `online`: the owed request goes out at once, gets its 401, refreshes, and succeeds.
  await expect
    .poll(async () => (await control.requests(PLAN_PATH)).map((entry) => entry.authorization), { timeout: 3000 })
    .toContain('valid');
  expect(Date.now() - back, 'recovered without waiting for a back-off').toBeLessThan(3000);
  expect(await refreshStatuses(control)).toEqual([200]);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  await expect(errorPanel(page)).toHaveCount(0);
  await expectCurrentPlan(page);
  expect(pageErrors).toEqual([]);
});

test('a refresh that never answers times out: still signed in, with a timeout message', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  test.slow();
  await openTariff42(page, signIn);
  await control.fault({ operation: 'refresh-access', hang: true });
  await control.expireAccess();
  await control.clearLog();
  const started = Date.now();
  await page.reload();

  await expect(errorPanel(page)).toContainText('This is taking too long. Try again in a moment.', {
    timeout: E2E_REQUEST_TIMEOUT_MS + 5000,
  });
  expect(Date.now() - started, 'the refresh was given the configured time').toBeGreaterThanOrEqual(
    E2E_REQUEST_TIMEOUT_MS,
  );
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE_BANNER })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${TARIFF_42}$`));
  await expect(signInHeading(page)).toHaveCount(0);
  expect(await storedSession(page), 'the session is kept').not.toBeNull();
  expect((await refreshStatuses(control))[0], 'the refresh was never answered').toBeNull();
  expect(pageErrors).toEqual([]);
});

test('clicking Retry quickly while refresh answers 503 does not storm the service', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await openTariff42(page, signIn);
  await control.fault({ operation: 'refresh-access', status: 503 });
  await control.expireAccess();
  await page.reload();
  const retry = errorPanel(page).getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled();

  await control.clearLog();
  // As fast as the button allows (it is disabled while its refetch, with its one delayed retry, is under way).
  const started = Date.now();
  let clicks = 0;
  while (Date.now() - started < 2000) {
    await retry.click({ timeout: 3000 });
    clicks += 1;
  }
  const refreshes = (await control.requests(REFRESH_PATH)).filter((entry) => entry.at - started <= 2000);
  expect(clicks, 'the user did click more than once').toBeGreaterThanOrEqual(2);
  // One manual attempt a second at most (the coordinator's gap), so a 2 s window holds at most three — at 0, 1 and
  // 2 s, which a slow machine reaches — and never more than one per click. Counted, not timed: the contract API runs
  // in this test's process, so when it is busy two calls sent a second apart can be logged a moment apart.
  expect(refreshes.length, `${clicks} clicks in 2 s made at most one refresh call per second`).toBeLessThanOrEqual(
    Math.min(3, clicks),
  );
  expect(await storedSession(page)).not.toBeNull();
  await expect(signInHeading(page)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('signing out while a refresh is in flight wins: the late pair is dropped', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await openTariff42(page, signIn);
  // The service holds the refresh until the test lets it go (a second refresh would too; none is expected).
  await control.fault({ operation: 'refresh-access', gather: 2, times: 1 });
  await control.expireAccess();
  await control.clearLog();
  await page.reload();
  await waitForRefreshRequest(control);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByText('You signed out.')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await control.clearFaults();

  // The refresh may go out from the page or from the refresh worker, so the service's log is what is watched. The
  // sign-out told the service (Logout), which ends the token family: the refresh it held is then refused (400), or,
  // had the Logout not reached it yet, issued a pair (200) — either way it is answered once, after the sign-out.
  await expect
    .poll(async () => (await control.requests(REFRESH_PATH)).map((entry) => entry.status ?? 'pending').join(), {
      message: 'the service answered the refresh',
      timeout: 10_000,
    })
    .toMatch(/^(200|400)$/);
  // The pair arrives after the sign-out; give the page a moment to (wrongly) store it or use it, then check it did not.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await storedSession(page), 'storage stays empty').toBeNull();
  await expect(page).toHaveURL(/\/sign-in\?reason=signed-out$/);
  await expect(signInHeading(page)).toBeVisible();
  const plans = await control.requests(PLAN_PATH);
  expect(
    plans.filter((entry) => entry.authorization === 'valid'),
    'the late token was never used',
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('when the session ends the user lands on sign-in once, back does not bounce, and signing in returns them', async ({
  page,
  control,
  signIn,
  pageErrors,
}) => {
  await signIn(page);
  await page.goto(TARIFF_7);
  await expectCurrentPlan(page);
  // An account read still in flight at the expiry would end the session before the reload: two sign-in landings.
  await expectAccountShown(page);
  const signInVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/sign-in') signInVisits.push(frame.url());
  });

  await control.revoke();
  await control.expireAccess();
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2F7%2Ftariffs%2Frestream&reason=ended$/);
  await expect(page.getByText(ENDED_MESSAGE)).toBeVisible();
  expect(signInVisits, 'one landing on the sign-in page').toHaveLength(1);

  // The ended page was replaced by the sign-in page, so Back leaves it and stays where it lands (signed out).
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(signInVisits).toHaveLength(1);
  await page.goForward();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2F7%2Ftariffs%2Frestream&reason=ended$/);

  await (await refreshTokenField(page)).fill(await control.mintRefreshToken());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${TARIFF_7}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  await expectCurrentPlan(page);
  await expect(page.getByText(ENDED_MESSAGE)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('no token ever appears in a requested URL, and Authorization goes only to the API origin', async ({
  page,
  baseURL,
  control,
  pageErrors,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const secrets = new Set<string>();
  const remember = async () => {
    const stored = await storedSession(page);
    if (stored) {
      secrets.add(stored.accessToken);
      secrets.add(stored.refreshToken);
    }
  };

  // A full session: sign in, load data, refresh across an expiry, reload, sign out.
  const minted = await control.mintRefreshToken();
  secrets.add(minted);
  await page.goto('/sign-in');
  await (await refreshTokenField(page)).fill(minted);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await remember();
  await page.getByLabel('Project ID').fill('42');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('link', { name: 'Project 42', exact: true }).click();
  await expectCurrentPlan(page);
  // Idle first: an account read caught by the expiry would refresh while the reload below throws the page away.
  await expectAccountShown(page);
  await control.expireAccess();
  await page.reload();
  await expectCurrentPlan(page);
  await remember();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Project 42', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(page)).toBeVisible();

  expect(secrets.size, 'minted token + two pairs').toBe(5);
  expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200, 200]);
  const leaking = requests.filter((request) => [...secrets].some((secret) => request.url().includes(secret)));
  expect(
    leaking.map((request) => request.url().replace(/[?#].*$/, '?…')),
    'URLs carrying a token',
  ).toEqual([]);
  // Refreshes go out from the refresh worker, which page events do not see: the service's log covers those too.
  const received = await control.log();
  const leakingQueries = received.filter((entry) =>
    [...secrets].some((secret) => JSON.stringify(entry.query).includes(secret)),
  );
  expect(
    leakingQueries.map((entry) => entry.path),
    'queries carrying a token',
  ).toEqual([]);

  // Only requests the page sent to the service (the worker script's own request never resolves its headers).
  const toService = requests.filter((request) => new URL(request.url()).pathname.startsWith('/method/'));
  const withAuthorization = (
    await Promise.all(
      toService.map(async (request) => ({ request, authorization: (await request.allHeaders())['authorization'] })),
    )
  ).filter((item) => item.authorization !== undefined);
  expect(withAuthorization.length, 'the data requests did carry Authorization').toBeGreaterThanOrEqual(3);
  const apiOrigin = new URL(baseURL ?? '').origin;
  expect(
    withAuthorization
      .filter((item) => new URL(item.request.url()).origin !== apiOrigin)
      .map((item) => item.request.url()),
  ).toEqual([]);
  expect(
    withAuthorization.filter((item) => !/^oauth \S+$/.test(item.authorization ?? '')).map((item) => item.request.url()),
  ).toEqual([]);
  // The data requests carry it (the plan, and the account's name and projects); the refresh never does.
  expect(
    withAuthorization.some((item) => new URL(item.request.url()).pathname === PLAN_PATH),
    'the plan read carries it',
  ).toBe(true);
  expect(
    withAuthorization
      .filter((item) => new URL(item.request.url()).pathname === REFRESH_PATH)
      .map((item) => item.request.url()),
    'the refresh does not',
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
});
