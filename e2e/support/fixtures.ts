import { randomUUID } from 'node:crypto';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import type { AccountKey } from '../../api/accounts.ts';
import { startServer, type RunningServer } from '../../api/server.ts';
import { Control } from '../../api/testing/control-client.ts';
import { SESSION_STORAGE_KEY, entryText } from '../../src/lib/session/token-store.ts';
import { TRAILING_SLASHES } from '../../src/lib/trailing-slashes.ts';

/**
 * The sign-in page's refresh-token field, under "Other ways to sign in" (opened if it is folded: a service that
 * describes its providers offers them first).
 */
export async function refreshTokenField(page: Page): Promise<Locator> {
  const other = page.locator('details.other-sign-in');
  const field = page.getByLabel('Refresh token');
  // The page may be drawn again while it settles (its description arriving, a session that just ended), folding a
  // section opened a moment before: opened again until the field stays in view.
  await expect(async () => {
    if (!(await other.evaluate((details: HTMLDetailsElement) => details.open)))
      await other.getByText('Other ways to sign in', { exact: true }).click();
    await expect(field).toBeVisible({ timeout: 1000 });
  }).toPass();
  return field;
}

export const REFRESH_PATH = '/method/auth/refresh-access';
export const PLAN_PATH = '/method/plan_restream';
/** Short enough that a "never answers" fault is seen within a test, long enough for an 8 s slow answer. */
export const E2E_REQUEST_TIMEOUT_MS = 10_000;

interface WorkerFixtures {
  server: RunningServer;
  /**
   * Whether the config.json the app gets names the units the demo's figures are in, as `npm start` serves it. Off
   * by default: most tests read figures as a deployment that names no units shows them (a bare number); the plans'
   * tests turn it on (`test.use({ demoUnits: true })`).
   */
  demoUnits: boolean;
}

interface TestFixtures {
  control: Control;
  /** Console warnings and errors and uncaught page errors seen on `page` (failed-request noise excluded). */
  pageErrors: string[];
  /** Console messages a test expects (a fault it injects on purpose); every other warning or error fails it. */
  allowConsole: RegExp[];
  /** Runs for every test: any console warning or error on any page of the test's browser context fails it. */
  consoleCheck: void;
  /**
   * Whether the config.json the browser gets names the contract API's realtime endpoint (`realtimeUrl`), as
   * `npm run preview` does. `test.use({ realtime: false })`: it does not, so pages poll instead of being pushed.
   */
  realtime: boolean;
  /** Runs for every test: applies `realtime`. */
  realtimeConfig: void;
  /** Whom `signIn` signs in when not told: the demo account, or `test.use({ account: 'edges' })` for a block. */
  account: AccountKey;
  /**
   * Signs in through the sign-in page with a fresh refresh token and waits for the overview: of the demo account
   * (project 42's owner), of the second seeded account (another person, with projects of their own), or of the
   * edge-case account (the projects whose plans take the shapes the document leaves open); `account` by default.
   */
  signIn: (page?: Page, options?: { remember?: boolean; account?: AccountKey }) => Promise<void>;
  /**
   * Signed in without the sign-in page, for tests whose subject is not signing in ("Stay signed in", of `account`
   * unless told): the session a sign-in with a fresh refresh token keeps is put in the origin's storage with its
   * access token already due, so the app's first act on the next page the test opens is the refresh, with its own
   * fingerprint. It opens no page of the app; `signIn` goes through the sign-in page and lands on the overview.
   */
  signedIn: (page?: Page, options?: { account?: AccountKey }) => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // One contract API + built app per worker, on a free loopback port: faults injected by one test never reach
  // another, and workers run in parallel.
  demoUnits: [false, { scope: 'worker', option: true }],
  server: [
    async ({ demoUnits }, use) => {
      const server = await startServer({
        port: 0,
        staticDir: 'dist',
        control: true,
        configOverrides: { requestTimeoutMs: E2E_REQUEST_TIMEOUT_MS, ...(demoUnits ? {} : { units: {} }) },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  control: async ({ server }, use) => {
    const control = new Control(server.url);
    await control.reset();
    await control.clearFaults();
    await control.clearLog();
    await use(control);
    await control.clearFaults();
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (isWarningOrError(message)) errors.push(message.text());
    });
    await use(errors);
  },
  allowConsole: [[], { option: true }],
  realtime: [true, { option: true }],
  account: ['demo', { option: true }],
  realtimeConfig: [
    async ({ context, realtime }, use) => {
      if (!realtime) {
        await context.route('**/config.json', async (route) => {
          const response = await route.fetch();
          const { realtimeUrl: _, ...config } = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: config });
        });
      }
      await use();
    },
    { auto: true },
  ],
  consoleCheck: [
    async ({ context, allowConsole }, use) => {
      const seen: string[] = [];
      const note = (text: string) => {
        if (!allowConsole.some((pattern) => pattern.test(text))) seen.push(text);
      };
      context.on('console', (message) => {
        if (isWarningOrError(message))
          note(`${message.type()}: ${message.text()} (${message.page()?.url() ?? 'no page'})`);
      });
      context.on('weberror', (error) => note(`pageerror: ${error.error().message}`));
      await use();
      expect(seen, 'console warnings and errors on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page, control, account: defaultAccount }, use) => {
    await use(async (target = page, { remember = true, account = defaultAccount } = {}) => {
      const token = await control.mintRefreshToken(account);
      await target.goto('/sign-in');
      await (await refreshTokenField(target)).fill(token);
      const box = target.getByLabel('Stay signed in on this device');
      if ((await box.isChecked()) !== remember) await box.setChecked(remember);
      await target.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(target.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    });
  },
  signedIn: async ({ page, control, account: defaultAccount }, use) => {
    await use(async (target = page, { account = defaultAccount } = {}) => {
      const refreshToken = await control.mintRefreshToken(account);
      // A file of the origin that does not start the app: its storage is the app's.
      await target.goto('/robots.txt');
      const config = (await (await target.request.get('/config.json')).json()) as { apiBaseUrl?: string };
      const origin = new URL(target.url()).origin;
      const apiBase = config.apiBaseUrl
        ? new URL(config.apiBaseUrl, origin).href.replace(TRAILING_SLASHES, '')
        : origin;
      const session = {
        accessToken: 'due',
        refreshToken,
        receivedAt: 0,
        lifetimeMs: 60_000,
        apiBase,
        signInId: randomUUID(),
      };
      const text = entryText('local', { session, lastEnd: null });
      await target.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, text] as const);
    });
  },
});

/**
 * The page shows what the service answers now: no card is a copy from the last visit still waiting for its check
 * (those carry an "as of <time>" note until the service confirms them).
 */
export async function expectConfirmedByService(page: Page, timeout?: number): Promise<void> {
  // Every note (a page of several projects has one each); a confirmed note stays in place, hidden.
  await expect(
    page.getByText(/^as of /).filter({ visible: true }),
    'the cards were checked with the service',
  ).toHaveCount(0, timeout === undefined ? {} : { timeout });
}

/**
 * The header names the signed-in account. Its read is the last of a page's reads, so once the name shows the tab is
 * idle: an expiry or a cleared log after this point cannot catch one of the page's own requests in flight.
 */
export async function expectAccountShown(page: Page, name = 'Demo Streamer'): Promise<void> {
  await expect(page.getByRole('banner').getByText(name), 'the header names the account').toBeVisible();
}

/** The pair a tab keeps (relay.session) in the device's storage or in its own, as the app wrote it. */
export interface StoredPair {
  accessToken: string;
  refreshToken: string;
  signInId: string;
}

export function storedSession(
  page: Page,
  area: 'localStorage' | 'sessionStorage' = 'localStorage',
): Promise<StoredPair | null> {
  return page.evaluate((name) => {
    const raw = window[name].getItem('relay.session');
    return raw ? ((JSON.parse(raw) as { state?: { session?: StoredPair | null } }).state?.session ?? null) : null;
  }, area);
}

/** A console warning or error, except the browser's own line for each failed request (the faults under test). */
export function isWarningOrError(message: ConsoleMessage): boolean {
  return (
    (message.type() === 'error' || message.type() === 'warning') &&
    !message.text().startsWith('Failed to load resource')
  );
}

export { expect };
