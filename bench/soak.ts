// A refresh soak: several tabs of one sign-in on access tokens that live two seconds, each tab going to a page at
// random or reloading, with Chromium's CPU throttling on, for some minutes. What must hold: no refresh is refused (a
// service that detects a reused refresh token ends the whole sign-in), and every tab is still signed in at the end.
//
//   npm run bench:soak                                   5 minutes, 4 tabs, CPU 4× slower; builds dist/ first
//   npm run bench:soak -- --minutes=1 --tabs=2 --cpu=6   other settings; --no-build measures the dist/ there
//
// Prints what was asked and refused; exits 1 when a refresh was refused or a tab was signed out.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { Control, type LogEntry } from '../api/testing/control-client.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { TARIFF_PATH, launchChromium, signInThroughUi } from './lib/browser.ts';

const REFRESH_PATH = '/method/auth/refresh-access';
const ACCESS_TTL_SECONDS = 2;
const PAGES = [
  TARIFF_PATH,
  '/',
  '/projects/7/tariffs/restream',
  '/projects/42/tariffs/transcoding',
  '/projects/42/tariffs/storage',
  '/projects/42/stream',
  '/settings',
];

function option(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number, not ${given}`);
  return value;
}

const MINUTES = option('minutes', 5);
const TABS = Math.round(option('tabs', 4));
const CPU = option('cpu', 4);

/** Goes somewhere at random, or reloads, then waits a moment as a person would; errors of a page cut short count. */
async function wander(page: Page, until: number, moves: { count: number; failed: number }): Promise<void> {
  while (Date.now() < until) {
    try {
      if (Math.random() < 0.25) await page.reload({ waitUntil: 'domcontentloaded' });
      else await page.goto(PAGES[Math.floor(Math.random() * PAGES.length)]!, { waitUntil: 'domcontentloaded' });
      moves.count += 1;
    } catch {
      moves.failed += 1;
    }
    await page.waitForTimeout(300 + Math.random() * 2_700);
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))) await buildApp();
  const server = await startServer({ port: 0, staticDir: APP_DIST, control: true });
  const control = new Control(server.url);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const first = await context.newPage();
    // Before signing in: the lifetime applies to tokens issued afterwards, the sign-in's own included.
    await control.setAccessTtl(ACCESS_TTL_SECONDS);
    await signInThroughUi(first, server.url, { staySignedIn: true });
    const tabs = [first, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))];
    for (const tab of tabs) {
      await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    }
    console.log(
      `Refresh soak — ${TABS} tabs of one sign-in, access tokens of ${ACCESS_TTL_SECONDS} s, CPU ${CPU}× slower, ` +
        `${MINUTES} min; Chromium ${browser.version()}, load ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores`,
    );

    // The service keeps its recent requests only: read them as the soak goes, each once.
    const refreshes = new Map<number, LogEntry>();
    const collect = async () => {
      for (const entry of await control.requests(REFRESH_PATH)) refreshes.set(entry.seq, entry);
    };
    const collector = setInterval(() => void collect(), 5_000);
    const moves = { count: 0, failed: 0 };
    const until = Date.now() + MINUTES * 60_000;
    await Promise.all(tabs.map((tab) => wander(tab, until, moves)));
    clearInterval(collector);
    // Every tab on a page of the app once more, so each shows whether it is still signed in.
    await Promise.all(tabs.map((tab) => tab.goto(TARIFF_PATH)));
    await Promise.all(tabs.map((tab) => tab.waitForLoadState('networkidle').catch(() => undefined)));
    await collect();

    const answered = [...refreshes.values()].filter((entry) => entry.status !== null);
    const refused = answered.filter((entry) => entry.status !== 200);
    // A page of the app without a session shows the sign-in form where the page would be (the address stays).
    const onSignIn = await Promise.all(
      tabs.map(async (tab) => {
        await tab
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        return (await tab.getByRole('heading', { level: 1, name: 'Sign in' }).count()) > 0;
      }),
    );
    const signedOut = onSignIn.filter(Boolean);
    console.log(`  moves (navigations and reloads): ${moves.count}, cut short: ${moves.failed}`);
    console.log(`  refreshes answered: ${answered.length}, not answered 200: ${refused.length}`);
    // Whether a refused refresh sent a token already spent (a reuse: what a service that detects reuse punishes by
    // ending the whole sign-in), by comparing tokens in memory; no token is printed.
    const spent = new Map<unknown, LogEntry>();
    for (const entry of [...answered].sort((a, b) => a.seq - b.seq)) {
      const token = (entry.body as { refresh?: unknown } | null)?.refresh;
      if (entry.status !== 200) {
        const first = spent.get(token);
        const why = first
          ? `its refresh token had been used ${((entry.at - first.at) / 1000).toFixed(1)} s before (answered ${first.status})`
          : 'a token not used before';
        console.log(`    ${new Date(entry.at).toISOString()}: HTTP ${entry.status}, ${why}`);
      }
      if (!spent.has(token)) spent.set(token, entry);
    }
    console.log(`  tabs on the sign-in page at the end: ${signedOut.length} of ${TABS}`);
    // A soak in which nearly nothing was refreshed did not test the refresh.
    // Tabs refresh when they ask for something with a lapsed token, not on a timer: a few a minute at least.
    const expected = Math.max(5, Math.floor(MINUTES * 2));
    if (answered.length < expected) console.log(`  fewer refreshes than ${expected}: the soak did not exercise them`);
    if (refused.length > 0 || signedOut.length > 0 || answered.length < expected) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
