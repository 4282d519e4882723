// How fast the tariff page shows its cards to a signed-in user on a first visit and on a return visit, with the
// network and CPU throttled like Lighthouse's mobile preset (its devtools-throttling values: 562.5 ms latency,
// 1474.56 kbit/s down, 675 kbit/s up, CPU 4× slower). Each run signs in through the UI ("Stay signed in" ticked)
// in a fresh browser profile, then opens the page with an empty HTTP cache (first visit), closes it, lets the access
// token expire as by the next day (the service refuses it, and the stored session's clock says so too, so the app
// refreshes first, as a JWT session does), and opens it again in the same profile (return visit).
// For each visit: time from navigation start to the current plan's card showing a number, the requests started before
// that (how many went to the network, how many were calls to the service's /method/, config.json counted apart), and
// when the plan read was last answered.
// Serves dist/ with the contract API. Prints the figures and exits 0: it informs, npm test does not run it.
//
//   npm run bench:revisit                   builds dist/ first
//   npm run bench:revisit -- --no-build     measures the dist/ already there
//   --runs=<n>                              runs (default 5; medians are printed)
//   --dist=<dir>                            measures that build instead (not rebuilt), e.g. an older checkout's dist/
//   --requests                              also lists every request started before the cards, per visit
// Raw figures: bench/.out/revisit.json
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { Control } from '../api/testing/control-client.ts';
import { APP_DIST, ROOT, buildApp } from './lib/build.ts';
import { TARIFF_PATH, launchChromium, signInThroughUi } from './lib/browser.ts';
import {
  MOBILE_CPU_SLOWDOWN,
  MOBILE_NETWORK,
  MOBILE_SLOW_4G,
  NetworkLog,
  type NetworkRequest,
  WorkerTap,
  throttledPageSession,
} from './lib/cdp-network.ts';
import { type ReadyWhen, watchReady } from './lib/measure.ts';

// The current plan's card with a number in it (slot-card.tsx): its skeleton has the same rows with empty bars.
const CARDS: ReadyWhen = { selector: '.slot-current dd', text: /\d/ };
const PLAN_PATH = '/method/plan_restream';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
/** Another build to measure (e.g. an older checkout's dist/, for a before/after on one machine and one day). */
const DIST_ARG = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const DIST = DIST_ARG ? path.resolve(DIST_ARG) : APP_DIST;
const LIST_REQUESTS = process.argv.includes('--requests');

/** One request, times in ms from navigation start. */
interface VisitRequest {
  path: string;
  from: NetworkRequest['from'];
  sentMs: number;
  endedMs: number | null;
  status: number | null;
  servedFrom: NetworkRequest['servedFrom'];
  failed: string | null;
}

interface Visit {
  cardsMs: number;
  /** api: config.json and /method/ calls, described; method: how many of them were /method/ calls. */
  beforeCards: { total: number; network: number; api: string[]; method: number };
  /** The cards were up before any answer of the service (`/method/*`) had arrived: painted from what was stored. */
  cardsBeforeAnyServiceAnswer: boolean;
  /** The last successful plan read finished (null: the page never asked). */
  checkedMs: number | null;
  /** `/method/*` requests the service logged against those seen here: a mismatch means some traffic went unseen. */
  serviceLogged: number;
  seenByService: number;
  requests: VisitRequest[];
}

interface Run {
  first: Visit;
  again: Visit;
}

const isApiCall = (pathname: string) => pathname.startsWith('/method/') || pathname === '/config.json';

function describeCall(request: VisitRequest): string {
  const notes = [
    request.status ?? request.failed ?? 'no answer',
    request.from === 'worker' ? 'refresh worker' : '',
    request.servedFrom === 'network' ? '' : request.servedFrom,
  ];
  return `${request.path} (${notes.filter(Boolean).join(', ')})`;
}

/** Opens the tariff page in a new throttled tab of `context` and waits for the cards, then for the network to rest. */
async function visit(
  context: BrowserContext,
  workers: WorkerTap,
  control: Control,
  baseUrl: string,
  { cold }: { cold: boolean },
): Promise<Visit> {
  const log = new NetworkLog();
  workers.log = log;
  await control.clearLog();
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: watchReady(CARDS) });
    const cdp = await throttledPageSession(page, log);
    if (cold) await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}${TARIFF_PATH}`, { waitUntil: 'commit' });
    const readyAt = (await (
      await page
        .waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, undefined, { timeout: 60_000 })
        .catch(() => {
          throw new Error(`no cards within 60 s; the page is at ${page.url()}`);
        })
    ).jsonValue()) as number;
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // What the page does once the cards are up (the plan read answered after a refresh, chunks loaded when idle)
    // belongs to this visit too, and a return visit finds it cached.
    await log.waitForQuiet();
    if (new URL(page.url()).pathname !== TARIFF_PATH)
      throw new Error(`the visit ended on ${page.url()}: the session did not survive`);
    if (log.epochOffsetMs === undefined) throw new Error('no request was seen: the page session missed the navigation');
    const serviceLogged = (await control.log()).length;

    // The page's clock (epoch ms from its time origin, which is navigation start) onto the protocol's.
    const navigationStart = timeOrigin - log.epochOffsetMs;
    const ms = (seconds: number) => Math.round(seconds * 1000 - navigationStart);
    const cardsMs = Math.round(readyAt - timeOrigin);
    const requests: VisitRequest[] = log.requests.map((request) => ({
      path: new URL(request.url).pathname,
      from: request.from,
      sentMs: ms(request.sentAt),
      endedMs: request.endedAt === undefined ? null : ms(request.endedAt),
      status: request.status ?? null,
      servedFrom: request.servedFrom,
      failed: request.failed ?? null,
    }));
    const before = requests.filter((request) => request.sentMs <= cardsMs);
    const serviceCalls = requests.filter((request) => request.path.startsWith('/method/'));
    const planAnswers = serviceCalls.filter(
      (request) =>
        request.path === PLAN_PATH && request.status !== null && request.status < 300 && request.endedMs !== null,
    );
    const seenByService = serviceCalls.filter((request) => request.servedFrom === 'network').length;
    return {
      cardsMs,
      beforeCards: {
        total: before.length,
        network: before.filter((request) => request.servedFrom === 'network').length,
        api: before.filter((request) => isApiCall(request.path)).map(describeCall),
        method: before.filter((request) => request.path.startsWith('/method/')).length,
      },
      cardsBeforeAnyServiceAnswer: !serviceCalls.some(
        (request) => request.endedMs !== null && request.endedMs <= cardsMs,
      ),
      checkedMs: planAnswers.length ? Math.max(...planAnswers.map((request) => request.endedMs!)) : null,
      serviceLogged,
      seenByService,
      requests,
    };
  } finally {
    workers.log = undefined;
    await page.close();
  }
}

/** One profile: sign in (unthrottled), first visit with an empty cache, expire the access token, return visit. */
async function run(browser: Browser, workers: WorkerTap, control: Control, baseUrl: string): Promise<Run> {
  const context = await browser.newContext();
  try {
    const signIn = await context.newPage();
    const profile = await workers.watch(signIn);
    await signInThroughUi(signIn, baseUrl, { staySignedIn: true });
    // The refresh worker starts with the session. Tapped now, each later start of it waits to be throttled; one
    // first started during a visit would be throttled a moment late.
    if (!(await workers.tapped(profile, 5000)))
      console.warn('  no refresh worker started at sign-in: its requests may go out unthrottled at first');
    // Closed before the first visit empties the cache, so nothing it still fetches can land there afterwards.
    await signIn.close();
    await workers.throttle(MOBILE_NETWORK);
    const first = await visit(context, workers, control, baseUrl, { cold: true });
    await expireAccessAsByTheNextDay(context, control, baseUrl);
    const again = await visit(context, workers, control, baseUrl, { cold: false });
    return { first, again };
  } finally {
    await workers.throttle(null);
    await context.close();
  }
}

/**
 * The service stops accepting the access token, and the stored session's clock is moved back by the token's lifetime
 * (done on a same-origin page that is not the app), so the app knows, as it would the next day, that it must refresh.
 */
async function expireAccessAsByTheNextDay(context: BrowserContext, control: Control, baseUrl: string): Promise<void> {
  await control.expireAccess();
  const page = await context.newPage();
  try {
    await page.goto(new URL('/config.json', baseUrl).href);
    const moved = await page.evaluate(() => {
      const raw = localStorage.getItem('relay.session');
      const stored = raw
        ? (JSON.parse(raw) as { state?: { session?: { receivedAt: number; lifetimeMs: number | null } } })
        : null;
      const session = stored?.state?.session;
      if (!session?.lifetimeMs) return false;
      session.receivedAt -= session.lifetimeMs;
      localStorage.setItem('relay.session', JSON.stringify(stored));
      return true;
    });
    if (!moved)
      console.warn('  the stored session has no JWT lifetime: the return visit learns of the expiry from a 401');
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function visitLine(label: string, visit: Visit): string {
  const { total, network, api, method } = visit.beforeCards;
  return (
    `  ${label}  cards at ${visit.cardsMs} ms; before them ${total} requests, ${network} to the network, ${method} to /method/ (${api.join(', ') || 'none'}); ` +
    `cards ${visit.cardsBeforeAnyServiceAnswer ? 'before' : 'after'} the first /method/ answer; ` +
    `checked by the service at ${visit.checkedMs === null ? '— (no plan read)' : `${visit.checkedMs} ms`}` +
    (visit.serviceLogged === visit.seenByService
      ? ''
      : ` — WARNING: the service logged ${visit.serviceLogged} /method/ requests, the browser showed ${visit.seenByService}`)
  );
}

function listRequests(visit: Visit): string[] {
  return visit.requests
    .filter((request) => request.sentMs <= visit.cardsMs)
    .map(
      (request) =>
        `      ${String(request.sentMs).padStart(6)} → ${request.endedMs === null ? '   …' : String(request.endedMs).padStart(6)} ms  ${describeCall(request)}`,
    );
}

function printMedians(runs: Run[]): void {
  const rows = (['first', 'again'] as const).map((key) => {
    const visits = runs.map((r) => r[key]);
    const checked = visits.map((v) => v.checkedMs).filter((value): value is number => value !== null);
    const figure = (pick: (v: Visit) => number) => String(median(visits.map(pick)));
    return [
      key === 'first' ? 'first visit' : 'return visit',
      `${Math.round(median(visits.map((v) => v.cardsMs)))} ms`,
      `${figure((v) => v.beforeCards.total)} / ${figure((v) => v.beforeCards.network)} / ${figure((v) => v.beforeCards.method)}`,
      checked.length ? `${Math.round(median(checked))} ms` : '—',
    ];
  });
  const header = [
    `median of ${runs.length}`,
    'time to cards',
    'requests before cards (total / to the network / to /method/)',
    'checked by the service at',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs wants a positive whole number, not ${runsArg}`);
  if (!DIST_ARG && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp();
  const loadBefore = os.loadavg()[0] ?? 0;
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  const control = new Control(server.url);
  const browser = await launchChromium();
  const runs: Run[] = [];
  try {
    const workers = await WorkerTap.start(browser);
    console.log(`Return visit of ${TARIFF_PATH}, signed in — Chromium ${browser.version()}`);
    console.log(
      `Throttling (Lighthouse mobile, devtools): latency ${MOBILE_SLOW_4G.latencyMs} ms, ${+MOBILE_SLOW_4G.downloadKbps.toFixed(2)} kbit/s down, ${+MOBILE_SLOW_4G.uploadKbps.toFixed(2)} kbit/s up, CPU ${MOBILE_CPU_SLOWDOWN}× (refresh worker: network only)`,
    );
    for (let i = 0; i < RUNS; i += 1) {
      const result = await run(browser, workers, control, server.url);
      runs.push(result);
      console.log(`run ${i + 1}`);
      for (const [label, v] of [
        ['first ', result.first],
        ['return', result.again],
      ] as const) {
        console.log(visitLine(label, v));
        if (LIST_REQUESTS) console.log(listRequests(v).join('\n'));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  // Throttling slows the CPU by a factor of what it has: on a busy machine every figure is inflated.
  const cores = os.availableParallelism();
  const loadAfter = os.loadavg()[0] ?? 0;
  const busy = Math.max(loadBefore, loadAfter) > cores;
  console.log(
    `\nMachine: ${cores} cores, load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after${busy ? ' — busy: the times are inflated, rerun when idle' : ''}`,
  );
  printMedians(runs);
  await mkdir(path.join(ROOT, 'bench/.out'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/.out/revisit.json'),
    JSON.stringify(
      { throttling: { ...MOBILE_NETWORK, cpuSlowdown: MOBILE_CPU_SLOWDOWN }, cores, loadBefore, loadAfter, runs },
      null,
      2,
    ),
  );
  console.log('Raw figures: bench/.out/revisit.json');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
