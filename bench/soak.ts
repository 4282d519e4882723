// A refresh soak: several tabs of one sign-in on access tokens that live two seconds, each tab going to a page at
// random or reloading, with Chromium's CPU throttling on, for some minutes. What must hold: no refresh is refused (a
// service that detects a reused refresh token ends the whole sign-in), and every tab is still signed in at the end.
//
//   npm run bench:soak                                   5 minutes, 4 tabs, CPU 4× slower; builds dist/ first
//   npm run bench:soak -- --minutes=1 --tabs=2 --cpu=6   other settings; --no-build measures the dist/ there
//   npm run bench:soak -- --timeline                     also every refresh in order, and who sent each refused one
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
    // Who sent each refresh (the refresh worker, or a page from its own fetch), by the token it carried: a refused
    // one then says which path let a spent token through. Tokens stay in memory; none is printed.
    const senders = new Map<unknown, string[]>();
    context.on('request', (request) => {
      if (!request.url().endsWith(REFRESH_PATH) || request.method() !== 'POST') return;
      let token: unknown;
      try {
        token = (JSON.parse(request.postData() ?? 'null') as { refresh?: unknown } | null)?.refresh;
      } catch {
        return;
      }
      let who = 'the refresh worker';
      if (!request.serviceWorker()) {
        try {
          who = `a page (${new URL(request.frame().url()).pathname})`;
        } catch {
          who = 'a page that has gone';
        }
      }
      senders.set(token, [...(senders.get(token) ?? []), `${who} at ${new Date().toISOString().slice(11, 23)}`]);
    });
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
    const collect = async (attempts = 3): Promise<void> => {
      try {
        for (const entry of await control.requests(REFRESH_PATH)) refreshes.set(entry.seq, entry);
      } catch (error) {
        // A kept-alive connection the server closed as it was reused (its 5-second idle limit): ask again.
        if (attempts <= 1) throw error;
        await collect(attempts - 1);
      }
    };
    const collector = setInterval(() => void collect().catch(() => undefined), 4_000);
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
    // A tab without a session: the device's storage holds no pair for it, or the page offers the sign-in (its form,
    // or the tariff page's "You are signed out" with a link to it). The storage alone would miss a tab that ended
    // its session in memory while another tab's pair was stored.
    const onSignIn = await Promise.all(
      tabs.map(async (tab) => {
        await tab
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        const stored = await tab.evaluate(() => {
          const raw = localStorage.getItem('relay.session');
          return raw !== null && (JSON.parse(raw) as { state?: { session?: unknown } }).state?.session != null;
        });
        const offered =
          (await tab.getByRole('heading', { level: 1, name: 'Sign in' }).count()) +
          (await tab.getByRole('link', { name: 'Go to sign-in' }).count());
        return !stored || offered > 0;
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
        console.log(`      sent by: ${(senders.get(token) ?? ['(not seen)']).join('; ')}`);
      }
      if (!spent.has(token)) spent.set(token, entry);
    }
    if (process.argv.includes('--timeline')) {
      // Every refresh in order, its token named by the order it was first sent in (#1, #2…), not printed.
      const names = new Map<unknown, number>();
      for (const entry of [...answered].sort((a, b) => a.seq - b.seq)) {
        const token = (entry.body as { refresh?: unknown } | null)?.refresh;
        if (!names.has(token)) names.set(token, names.size + 1);
        console.log(
          `    ${new Date(entry.at).toISOString().slice(11, 23)} token #${names.get(token)}: ${entry.status}`,
        );
      }
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
