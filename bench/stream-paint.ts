// How soon the Stream page shows what a streamer came for, against the tariff page's cards, on a signed-in cold
// visit (empty HTTP cache) with the network and CPU throttled like Lighthouse's mobile preset. Each run opens both
// pages in the same signed-in profile, in turn, and notes the time from navigation start to: the tariff page's
// current plan showing a number; the Stream page's heading; and its stream key, masked, in place (the server and
// the key are read by then). Serves dist/ with the contract API (project 42). Prints medians and exits 0.
//
//   npm run bench:stream-paint                 builds dist/ first
//   npm run bench:stream-paint -- --no-build   measures the dist/ already there
//   --runs=<n>                                 runs (default 5)
// Raw figures: bench/.out/stream-paint.json
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { APP_DIST, ROOT, buildApp } from './lib/build.ts';
import { TARIFF_PATH, launchChromium, signInThroughUi } from './lib/browser.ts';
import { MOBILE_CPU_SLOWDOWN, MOBILE_SLOW_4G, NetworkLog, throttledPageSession } from './lib/cdp-network.ts';
import { type ReadyWhen, watchReady } from './lib/measure.ts';

const STREAM_PATH = '/projects/42/stream';
const CARDS: ReadyWhen = { selector: '.slot-current dd', text: /\d/ };
const STREAM_HEADING: ReadyWhen = { selector: 'h1', text: /^Stream$/ };
// The key's mask (components/secret-value.tsx) is there once the credentials are read.
const STREAM_KEY: ReadyWhen = { selector: '.stream-where .value-secret', text: /•/ };

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;

/** Milliseconds from navigation start until each condition held, on a cold, throttled load of `pathname`. */
async function coldLoad(
  context: BrowserContext,
  baseUrl: string,
  pathname: string,
  conditions: readonly ReadyWhen[],
): Promise<number[]> {
  const page = await context.newPage();
  try {
    conditions.forEach((condition, index) =>
      // Each condition notes its own moment under its own name.
      page.addInitScript({
        content: watchReady(condition).replaceAll('window.__readyAt', `window.__readyAt${index}`),
      }),
    );
    const cdp = await throttledPageSession(page, new NetworkLog());
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'commit' });
    const times: number[] = [];
    for (const index of conditions.keys()) {
      const at = (await (
        await page.waitForFunction((name) => (window as unknown as Record<string, number>)[name], `__readyAt${index}`, {
          timeout: 60_000,
        })
      ).jsonValue()) as number;
      const origin = await page.evaluate(() => performance.timeOrigin);
      times.push(Math.round(at - origin));
    }
    return times;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  if (!process.argv.includes('--no-build')) await buildApp();
  const server = await startServer({ port: 0, staticDir: APP_DIST, control: true });
  const browser = await launchChromium();
  const runs: { tariffCardsMs: number; streamHeadingMs: number; streamKeyMs: number }[] = [];
  try {
    console.log(`Stream page vs tariff page, signed in, cold cache — Chromium ${browser.version()}`);
    console.log(
      `Throttling (Lighthouse mobile, devtools): latency ${MOBILE_SLOW_4G.latencyMs} ms, CPU ${MOBILE_CPU_SLOWDOWN}×`,
    );
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await signInThroughUi(page, server.url, { staySignedIn: true });
        await page.close();
        const [tariffCardsMs] = await coldLoad(context, server.url, TARIFF_PATH, [CARDS]);
        const [streamHeadingMs, streamKeyMs] = await coldLoad(context, server.url, STREAM_PATH, [
          STREAM_HEADING,
          STREAM_KEY,
        ]);
        runs.push({ tariffCardsMs: tariffCardsMs!, streamHeadingMs: streamHeadingMs!, streamKeyMs: streamKeyMs! });
        console.log(
          `run ${run + 1}: tariff cards ${tariffCardsMs} ms; Stream heading ${streamHeadingMs} ms, key in place ${streamKeyMs} ms`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const result = {
    at: new Date().toISOString(),
    host: `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
    runs,
    medians: {
      tariffCardsMs: median(runs.map((run) => run.tariffCardsMs)),
      streamHeadingMs: median(runs.map((run) => run.streamHeadingMs)),
      streamKeyMs: median(runs.map((run) => run.streamKeyMs)),
    },
  };
  console.log(
    `medians of ${RUNS}: tariff cards ${result.medians.tariffCardsMs} ms; Stream heading ${result.medians.streamHeadingMs} ms, key in place ${result.medians.streamKeyMs} ms`,
  );
  const out = path.join(ROOT, 'bench', '.out');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'stream-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
