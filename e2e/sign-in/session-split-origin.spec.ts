// The app on a static host and the API on an origin of its own, as a real deployment has them. A pair goes
// only to the API that issued it: a config.json that fails or hangs keeps the session and sends nothing with it; one
// that names another API, or a Settings change in another tab, ends the session locally without a request.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectConfirmedByService, isWarningOrError, test, refreshTokenField } from '../support/fixtures.ts';
import { type SplitDeployment, asSeen, carrying, startSplitDeployment } from '../support/split-origin.ts';

const TARIFF_42 = '/projects/42/tariffs/restream';
const CONFIG_BANNER = /The dashboard could not load its settings/;

/**
 * Presses the banner's "Try now" once config.json is back. The back-off's own retry may load it first (on a busy
 * machine it is due any moment), which takes the banner and its button away: that is the same recovery, so only a
 * button that stays while the banner does is a failure.
 */
async function tryNow(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Try now' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if (await page.getByText(CONFIG_BANNER).isVisible()) throw error;
    });
}

interface Pair {
  accessToken: string;
  refreshToken: string;
  signInId: string;
}

let deployment: SplitDeployment;
let context: BrowserContext;
let consoleProblems: string[];

test.beforeEach(async ({ browser }) => {
  deployment = await startSplitDeployment();
  context = await openContext(browser, deployment.appUrl);
});

test.afterEach(async () => {
  await context.close();
  await deployment.close();
  expect(consoleProblems, 'console warnings and errors on the static host’s pages').toEqual([]);
});

async function openContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const opened = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  consoleProblems = [];
  opened.on('console', (message) => {
    // A CSP report of a blocked request would also land here, and must not: the app sends nothing there at all.
    if (isWarningOrError(message)) consoleProblems.push(`${message.type()}: ${message.text()}`);
  });
  return opened;
}

/** The sign-in page of the static host, with a refresh token minted by the API on the other origin. */
async function signIn(page: Page, { remember = true } = {}): Promise<Pair> {
  await page.goto('/sign-in');
  await (await refreshTokenField(page)).fill(await deployment.apiControl.mintRefreshToken());
  await page.getByLabel('Stay signed in on this device').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  return storedPair(page);
}

function storedPair(page: Page): Promise<Pair> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('relay.session') ?? '{}') as { state: { session: Pair } }).state.session,
  );
}

async function expectPlan42(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('definition').nth(2)).toHaveText('6,000');
}

/** Nothing carrying the pair reached the static host or the other API; what reached the issuing API is its own. */
async function expectPairOnlyAtIssuer(pair: Pair): Promise<void> {
  const secrets = [pair.accessToken, pair.refreshToken];
  expect(
    carrying(deployment.staticLog, secrets).map((entry) => `${entry.method} ${entry.url}`),
    'requests with the pair at the static host',
  ).toEqual([]);
  expect(
    asSeen(await deployment.otherControl.log()).map((entry) => `${entry.method} ${entry.url}`),
    'requests at the API that did not issue the pair',
  ).toEqual([]);
}

test('config.json answering 503 keeps the session, sends nothing with the pair, and resumes when it loads', async () => {
  const page = await context.newPage();
  const pair = await signIn(page);
  await page.goto(TARIFF_42);
  await expectPlan42(page);

  // The token has expired meanwhile, so the next load owes a refresh; the static host fails config.json.
  await deployment.apiControl.expireAccess();
  await deployment.apiControl.clearLog();
  deployment.setConfig('unavailable');
  await page.reload();

  await expect(page.getByText(CONFIG_BANNER)).toBeVisible();
  // Still signed in: the last plans are on screen (as last seen), no sign-in page.
  await expect(page.getByText(/^as of /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The app retries config.json with back-off; a few failed retries send nothing with the pair either.
  await expect
    .poll(() => deployment.staticLog.filter((entry) => entry.url === '/config.json').length, { timeout: 8000 })
    .toBeGreaterThanOrEqual(3);
  expect(await deployment.apiControl.log(), 'nothing was sent to the API while its address was unknown').toEqual([]);
  await expectPairOnlyAtIssuer(pair);

  deployment.setConfig('ok');
  await tryNow(page);
  await expect(page.getByText(CONFIG_BANNER)).toBeHidden();
  await expect(page.getByText(/^as of /)).toBeHidden();
  await expectPlan42(page);
  const refreshes = (await deployment.apiControl.log()).filter((entry) => entry.path === '/method/auth/refresh-access');
  expect(refreshes.map((entry) => entry.status)).toEqual([200]);
  expect((await storedPair(page)).signInId, 'the same sign-in, no new one').toBe(pair.signInId);
  await expectPairOnlyAtIssuer(pair);
});

test('config.json that never answers keeps the session too, and a late load resumes without a sign-in', async () => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  const pair = await signIn(page);
  await deployment.apiControl.expireAccess();
  await deployment.apiControl.clearLog();
  deployment.setConfig('hang');
  await page.goto(TARIFF_42);

  // The first read of config.json times out after the default 15 s (nothing of the config is known yet).
  await expect(page.getByText(CONFIG_BANNER)).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await deployment.apiControl.log()).toEqual([]);
  await expectPairOnlyAtIssuer(pair);

  deployment.setConfig('ok');
  // Back online is the other prompt to try at once (the browser never went offline here: the button is the user's).
  await tryNow(page);
  await expectPlan42(page);
  expect((await storedPair(page)).signInId).toBe(pair.signInId);
  await expectPairOnlyAtIssuer(pair);
});

test('config.json naming another API ends the session locally, without a request, and the sign-in page says why', async () => {
  const page = await context.newPage();
  const pair = await signIn(page);
  await page.goto(TARIFF_42);
  await expectPlan42(page);
  await deployment.apiControl.clearLog();

  deployment.setConfig('other-api');
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'now connects to another server' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('relay.session'))).not.toContain(pair.refreshToken);
  expect(await page.evaluate(() => localStorage.getItem('relay.last-seen'))).toBeNull();
  expect(await deployment.apiControl.log(), 'not even the issuing API is asked: the session ends locally').toEqual([]);
  await expectPairOnlyAtIssuer(pair);
});

test('a Settings change of the API base URL in another tab ends this tab’s session without a request', async () => {
  const tariff = await context.newPage();
  const pair = await signIn(tariff);
  await tariff.goto(TARIFF_42);
  await expectPlan42(tariff);
  await deployment.apiControl.clearLog();

  const settings = await context.newPage();
  await settings.goto('/settings');
  await settings.getByText('Advanced (for a self-hosted deployment)').click();
  await settings.getByLabel('API base URL').fill(deployment.other.url);
  await settings.getByRole('button', { name: 'Save' }).click();

  // The other tab hears of it through the shared preferences and ends its session on its own.
  await expect(tariff.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(tariff.getByRole('status').filter({ hasText: 'now connects to another server' })).toBeVisible();
  await expect(settings.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Reloading the tariff page does not bring the old pair back, nor send it anywhere.
  await tariff.goto(TARIFF_42);
  await expect(tariff.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  expect(await deployment.apiControl.log()).toEqual([]);
  await expectPairOnlyAtIssuer(pair);
});

/** Every request that reached a contract API, preflights included (its control client leaves those out). */
async function everythingAt(url: string): Promise<string[]> {
  const { entries } = (await (await fetch(`${url}/__control/log`)).json()) as {
    entries: { method: string; path: string }[];
  };
  return entries.map((entry) => `${entry.method} ${entry.path}`);
}

test('a refresh answered 307 to another origin is not followed: nothing reaches it, the user stays signed in and is told', async () => {
  const page = await context.newPage();
  const pair = await signIn(page);
  await page.goto(TARIFF_42);
  await expectPlan42(page);

  // The issuing API (or something in front of it) sends the refresh elsewhere; a 307 would re-send its body there.
  await deployment.apiControl.expireAccess();
  await deployment.apiControl.clearLog();
  await deployment.apiControl.fault({
    operation: 'refresh-access',
    status: 307,
    location: `${deployment.other.url}/method/auth/refresh-access`,
    times: 1,
  });
  await page.reload();

  await expect(
    page.getByRole('status').filter({ hasText: 'The connection was sent to another address' }),
  ).toBeVisible();
  // The token was not refused: the next attempt, the app's own after its back-off (2 s), renews the same sign-in.
  // (Not "Try now": on a busy machine the back-off can end first and take the button away before the click.)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(
    await everythingAt(deployment.other.url),
    'requests (preflights included) at the origin the redirect named',
  ).toEqual([]);
  await expectPairOnlyAtIssuer(pair);
  // The plan was on screen from the last visit all along; the refresh's answer is what shows the retry went through.
  const refreshStatuses = async () =>
    (await deployment.apiControl.log())
      .filter((entry) => entry.path === '/method/auth/refresh-access')
      .map((entry) => entry.status);
  await expect.poll(refreshStatuses).toEqual([307, 200]);
  await expectConfirmedByService(page);
  await expectPlan42(page);
  await expect(page.getByRole('status').filter({ hasText: 'The connection was sent to another address' })).toBeHidden();
  expect(await refreshStatuses(), 'one retry, no more').toEqual([307, 200]);
  expect((await storedPair(page)).signInId).toBe(pair.signInId);
  expect(await everythingAt(deployment.other.url)).toEqual([]);
});
