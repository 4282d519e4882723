// Browser plumbing shared by the benchmarks: the same Chromium the e2e tests drive, and signing in the way a user
// does (the session's tokens come from the service, so there is nothing to pre-seed in storage).
import { type Browser, type BrowserContextOptions, type Page, chromium } from '@playwright/test';
import { Control } from '../../api/testing/control-client.ts';

export const TARIFF_PATH = '/projects/42/tariffs/restream';
/** Lighthouse's mobile preset (a Moto G Power's screen). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

// scripts/find-browser.mjs (shared with playwright.config.ts) ships no type declarations; importing it by URL
// keeps the type checker out of it.
const findBrowserUrl = new URL('../../scripts/find-browser.mjs', import.meta.url).href;

/** Debian's Chromium or $CHROMIUM_PATH, as for the e2e tests; undefined lets Playwright use its own. */
export async function chromiumPath(): Promise<string | undefined> {
  const { findChromium } = (await import(findBrowserUrl)) as { findChromium: () => string | null };
  return findChromium() ?? undefined;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
}

/**
 * Signs in through /sign-in with a freshly minted refresh token and waits for the overview. With `staySignedIn`, first
 * checks that "Stay signed in on this device" is ticked (the default), for what only such a session keeps.
 */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  { staySignedIn = false }: { staySignedIn?: boolean } = {},
): Promise<void> {
  const token = await new Control(baseUrl).mintRefreshToken();
  await page.goto(new URL('/sign-in', baseUrl).href);
  if (staySignedIn && !(await page.getByLabel('Stay signed in on this device').isChecked()))
    throw new Error('"Stay signed in on this device" is not ticked by default');
  // Under "Other ways to sign in", folded where the service describes its providers.
  const other = page.locator('details.other-sign-in');
  await other.waitFor();
  if (!(await other.evaluate((details: HTMLDetailsElement) => details.open)))
    await other.getByText('Other ways to sign in', { exact: true }).click();
  await page.getByLabel('Refresh token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
}

/** The tariff page has painted its cards: the current plan shows a number, not a skeleton bar. */
export async function waitForTariffCards(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Current plan' })
    .getByRole('definition')
    .filter({ hasText: /\d/ })
    .first()
    .waitFor({ timeout: 20_000 });
}

/**
 * What the page's scripts (and TanStack Query's focus manager) see of a background tab. Passed as text: tsx would
 * wrap a function's inner arrows in a helper the page does not have.
 */
export const HIDE_PAGE = `
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
`;
