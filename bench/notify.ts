// What the header's bell costs the service: reads of the unread count ("Get unread status") per minute, for one
// visible tab, two visible tabs of one sign-in (they share one read a minute), and a hidden tab (none). Real time, the
// contract API's request log counting what arrived. Prints the figures and exits 0: npm test does not run it.
//
//   npm run bench:notify                   builds dist/ first
//   npm run bench:notify -- --no-build     measures the dist/ already there
//   --seconds=<n>                          how long each case is watched (default 180: three intervals)
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { Control } from '../api/testing/control-client.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { HIDE_PAGE, signInThroughUi } from './lib/browser.ts';
import { runRequestCases } from './lib/request-cases.ts';

const COUNT_PATH = '/method/notify_history/get_status';
const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
const SECONDS = secondsArg ? Number(secondsArg.slice('--seconds='.length)) : 180;

interface Case {
  name: string;
  tabs: number;
  hidden: boolean;
}

const CASES: Case[] = [
  { name: 'one visible tab', tabs: 1, hidden: false },
  { name: 'two visible tabs', tabs: 2, hidden: false },
  { name: 'one hidden tab', tabs: 1, hidden: true },
];

async function measure(browser: Browser, baseUrl: string, control: Control, which: Case) {
  await control.reset();
  const context = await browser.newContext({ baseURL: baseUrl });
  const first = await context.newPage();
  await signInThroughUi(first, baseUrl, { staySignedIn: true });
  const pages = [first];
  for (let tab = 1; tab < which.tabs; tab += 1) {
    const page = await context.newPage();
    await page.goto(new URL('/', baseUrl).href);
    pages.push(page);
  }
  for (const page of pages) await page.getByRole('button', { name: /^Notifications/ }).waitFor({ timeout: 20_000 });
  if (which.hidden) for (const page of pages) await page.evaluate(HIDE_PAGE);
  await control.clearLog();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const reads = (await control.requests(COUNT_PATH)).length;
  await context.close();
  return { case: which.name, 'count reads': reads, 'count reads/min': +((reads * 60) / SECONDS).toFixed(2) };
}

if (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))) await buildApp();
await runRequestCases(APP_DIST, CASES, measure, SECONDS);
