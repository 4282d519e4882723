// How soon the Stream page shows what a streamer came for, against the tariff page's cards, on a signed-in cold
// visit (empty HTTP cache) with the network and CPU throttled like Lighthouse's mobile preset. Each run opens both
// pages in the same signed-in profile, in turn, and notes the time from navigation start to: the tariff page's
// current plan showing a number; the Stream page's heading; and its stream key, masked, in place (the server and
// the key are read by then). Serves dist/ with the contract API (project 42). Prints medians, the ratio of the key's
// time to the cards' and exits 0.
//
// Signing in reads the deployment's description (the sign-in page's providers), which the app keeps for the next
// visit: the Stream page's visit is then a return to a kept description, as for anyone signed in. `--forget` drops
// what was kept before the Stream page is opened (a first visit of it ever, with the description read from the
// service).
//
//   npm run bench:stream-paint                 builds dist/ first
//   npm run bench:stream-paint -- --no-build   measures the dist/ already there
//   --runs=<n>                                 runs (default 5)
//   --description=<file>                       serves that OpenAPI document as the deployment's description
//                                              (gzipped, with an ETag), instead of the contract API's own; a large
//                                              one of the real kind: npx tsx bench/real-kind-description.ts FILE
//   --forget                                   no kept description for the Stream page
//   --return                                   the Stream page seen once before (unthrottled), as by a streamer
//                                              who comes back to it: its first reads are then sent by the first load
//   --requests                                 lists the Stream page's requests (sent and ended, ms) in each run
// Raw figures: bench/.out/stream-paint.json
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { sendLargeJson } from '../api/http-json.ts';
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
const descriptionArg = process.argv.find((arg) => arg.startsWith('--description='));
const DESCRIPTION_FILE = descriptionArg?.slice('--description='.length);
const FORGET = process.argv.includes('--forget');
const RETURN = process.argv.includes('--return');
const LIST_REQUESTS = process.argv.includes('--requests');
/** Where a description given with --description is served, on the app's origin as the contract API's is. */
const GIVEN_DESCRIPTION_PATH = '/bench/description.json';

/** Milliseconds from navigation start until each condition held, on a cold, throttled load of `pathname`. */
async function coldLoad(
  context: BrowserContext,
  baseUrl: string,
  pathname: string,
  conditions: readonly ReadyWhen[],
  { forget = false, listRequests = false } = {},
): Promise<number[]> {
  const page = await context.newPage();
  const log = new NetworkLog();
  try {
    conditions.forEach((condition, index) =>
      // Each condition notes its own moment under its own name.
      page.addInitScript({
        content: watchReady(condition).replaceAll('window.__readyAt', `window.__readyAt${index}`),
      }),
    );
    const cdp = await throttledPageSession(page, log);
    await cdp.send('Network.clearBrowserCache');
    if (forget) {
      // The app's kept description lives in Cache Storage, which clearing the HTTP cache leaves.
      await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'cache_storage' });
    }
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
    if (listRequests) {
      const start = log.requests[0]?.sentAt ?? 0;
      for (const request of log.requests)
        console.log(
          `    ${String(Math.round((request.sentAt - start) * 1000)).padStart(6)} → ${
            request.endedAt === undefined ? '   …  ' : String(Math.round((request.endedAt - start) * 1000)).padStart(6)
          } ms  ${request.status ?? '   '} ${request.servedFrom === 'network' ? '' : `(${request.servedFrom}) `}${request.url.replace(baseUrl, '')}`,
        );
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
  const given =
    DESCRIPTION_FILE === undefined ? undefined : (JSON.parse(await readFile(DESCRIPTION_FILE, 'utf8')) as object);
  const server = await startServer({
    port: 0,
    staticDir: APP_DIST,
    control: true,
    ...(given && {
      configOverrides: { serviceDescriptionUrl: GIVEN_DESCRIPTION_PATH },
      extraRoutes: async (req, res) => {
        if (new URL(req.url ?? '/', 'http://x').pathname !== GIVEN_DESCRIPTION_PATH) return false;
        sendLargeJson(req, res, given);
        return true;
      },
    }),
  });
  const browser = await launchChromium();
  const runs: { tariffCardsMs: number; streamHeadingMs: number; streamKeyMs: number }[] = [];
  try {
    console.log(`Stream page vs tariff page, signed in, cold cache — Chromium ${browser.version()}`);
    console.log(
      `Description: ${DESCRIPTION_FILE ?? "the contract API's"}; ${FORGET ? 'none kept for the Stream page' : 'kept from signing in'}` +
        (RETURN ? '; the Stream page seen once before' : ''),
    );
    console.log(
      `Throttling (Lighthouse mobile, devtools): latency ${MOBILE_SLOW_4G.latencyMs} ms, CPU ${MOBILE_CPU_SLOWDOWN}×`,
    );
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await signInThroughUi(page, server.url, { staySignedIn: true });
        if (RETURN) {
          await page.goto(`${server.url}${STREAM_PATH}`);
          await page
            .getByRole('region', { name: 'Where to stream' })
            .getByLabel('Hidden until you reveal it')
            .waitFor({ timeout: 60_000 });
        }
        await page.close();
        const [tariffCardsMs] = await coldLoad(context, server.url, TARIFF_PATH, [CARDS]);
        const [streamHeadingMs, streamKeyMs] = await coldLoad(
          context,
          server.url,
          STREAM_PATH,
          [STREAM_HEADING, STREAM_KEY],
          { forget: FORGET, listRequests: LIST_REQUESTS },
        );
        runs.push({ tariffCardsMs: tariffCardsMs!, streamHeadingMs: streamHeadingMs!, streamKeyMs: streamKeyMs! });
        console.log(
          `run ${run + 1}: tariff cards ${tariffCardsMs} ms; Stream heading ${streamHeadingMs} ms, key in place ${streamKeyMs} ms (${(streamKeyMs! / tariffCardsMs!).toFixed(2)}×)`,
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
    description: DESCRIPTION_FILE ?? 'contract API',
    keptDescription: !FORGET,
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
  console.log(
    `key in place ÷ tariff cards (medians): ${(result.medians.streamKeyMs / result.medians.tariffCardsMs).toFixed(2)}× (target ≤ 1.3×); load average ${result.host}`,
  );
  const out = path.join(ROOT, 'bench', '.out');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'stream-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
