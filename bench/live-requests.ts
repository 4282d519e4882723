// What the Stream page's live panel costs the service: requests per minute to the live reads (live status, live
// info) and the realtime token operations, for a visible page with push, a visible page polling (no realtimeUrl in
// config.json), a hidden tab (both ways), and a project with nothing live (both ways). The contract API's own
// request log counts what arrived; its realtime log counts the publications the page was sent.
// Serves dist/ with the contract API. Prints the figures and exits 0: it informs, npm test does not run it.
//
//   npm run bench:live-requests                  builds dist/ first
//   npm run bench:live-requests -- --no-build    measures the dist/ already there
//   --seconds=<n>                                how long each case is watched (default 60)
//   --dist=<dir>                                 measures that build instead (not rebuilt)
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { Control } from '../api/testing/control-client.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { HIDE_PAGE, signInThroughUi } from './lib/browser.ts';
import { runRequestCases } from './lib/request-cases.ts';

const STREAM_PAGE = '/projects/42/stream';
/** The live status (the newer description's, by project, and the older one), then the live info. */
const STATUS_PATHS = ['/method/broadcast/status', '/method/project/live-status'];
const INFO_PATH = '/method/live/restreams';
const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
const SECONDS = secondsArg ? Number(secondsArg.slice('--seconds='.length)) : 60;
const DIST_ARG = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const DIST = DIST_ARG ? path.resolve(DIST_ARG) : APP_DIST;

interface Case {
  name: string;
  push: boolean;
  hidden: boolean;
  live: boolean;
}

const CASES: Case[] = [
  { name: 'visible, push', push: true, hidden: false, live: true },
  { name: 'visible, polling', push: false, hidden: false, live: true },
  { name: 'hidden, push', push: true, hidden: true, live: true },
  { name: 'hidden, polling', push: false, hidden: true, live: true },
  { name: 'nothing live, push', push: true, hidden: false, live: false },
  { name: 'nothing live, polling', push: false, hidden: false, live: false },
];

async function measure(browser: Browser, baseUrl: string, control: Control, which: Case) {
  await control.reset();
  await control.clearRealtime();
  if (!which.live) await control.endStream();
  const context = await browser.newContext({ baseURL: baseUrl });
  if (!which.push)
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const { realtimeUrl: _, ...config } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: config });
    });
  const page = await context.newPage();
  await signInThroughUi(page, baseUrl);
  await page.goto(new URL(STREAM_PAGE, baseUrl).href);
  // The status line says Live; the live panel (the incoming stream) says how it keeps up.
  const panel = page.getByRole('region', { name: 'Incoming stream' });
  if (which.live)
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor({ timeout: 20_000 });
  else await panel.getByText(/^Not live\./).waitFor({ timeout: 20_000 });
  await panel
    .getByRole('status')
    .filter({ hasText: which.push ? 'Live updates: connected' : /^(Updating every|Checking every)/ })
    .waitFor({ timeout: 20_000 });
  if (which.hidden) await page.evaluate(HIDE_PAGE);
  await control.clearLog();
  await control.clearRealtime();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const log = await control.log();
  const { publications } = await control.realtime();
  await context.close();
  const perMinute = (count: number) => (count * 60) / SECONDS;
  const byPath = (prefix: string) => log.filter((entry) => entry.path.startsWith(prefix)).length;
  const status = log.filter((entry) => STATUS_PATHS.includes(entry.path)).length;
  const info = byPath(INFO_PATH);
  return {
    case: which.name,
    'live reads/min': perMinute(status + info),
    'status/min': perMinute(status),
    'info/min': perMinute(info),
    'token calls/min': perMinute(byPath('/method/centrifuge/')),
    'all /method/ per min': perMinute(log.length),
    'publications/min': perMinute(publications.filter((publication) => publication.delivered > 0).length),
  };
}

if (!DIST_ARG && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
  await buildApp();
await runRequestCases(DIST, CASES, measure, SECONDS);
