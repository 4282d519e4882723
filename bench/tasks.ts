// The main thread during the tariff page's load, task by task, from a Chromium trace: what Lighthouse's Total Blocking
// Time is made of, in a form a busy machine disturbs less. Lighthouse (simulated throttling) takes the tasks of an
// unthrottled load and multiplies them by 4; a machine shared with builds stretches those tasks in wall time, so its
// TBT wanders (the floor, 1 ms on a quiet machine, measured 8–925 ms under load). This script reads each task's CPU
// time instead (the trace's thread time), × 4 like Lighthouse, and prints for a first and a return visit:
//   - main-thread CPU before the first contentful paint (× 4): evaluating the script and the first render, which hold
//     back the first paint (and the LCP, the page's <h1>);
//   - the main thread's CPU over the whole trace (× 4), and the timers the page set (each a task of its own, and a
//     stack recorded with each in a traced load such as Lighthouse's: npm run bench:timer-cost);
//   - blocking time: for every task longer than 50 ms (× 4), what exceeds 50 ms, before the first paint or after (each
//     task says which). Lighthouse counts from a first paint its simulation places: on this app's first visit it
//     left out the script's evaluation (TBT 38 ms beside a 123–208 ms evaluation task), while a first render drawn
//     in one task counted (issue 16, README). Counting every task keeps both in view.
// For the first visit no plans are kept, for the return visit the first visit's are (signed in with "Stay signed in",
// as bench/revisit.ts does). The network is not throttled: like Lighthouse's own trace.
//
//   npm run bench:tasks                     builds dist/ first
//   npm run bench:tasks -- --no-build       measures the dist/ already there
//   --runs=<n>                              runs (default 5; medians are printed)
//   --dist=<dir>                            measure another build (e.g. a checkout of an earlier commit)
//   --path=/projects/42/stream              another page: traced for 6 s after its load, whatever it draws (the
//                                           return visit has what the first kept, rather than the tariff's plans)
//   --phone                                 on Lighthouse's mobile screen (412 × 823) rather than Playwright's
//                                           default window (1280 × 720): what a phone lays out, one column
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { PHONE, TARIFF_PATH, launchChromium, signInThroughUi, waitForTariffCards } from './lib/browser.ts';
import { type TraceEvent, topLevelTasks } from './lib/long-tasks.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** Where the app keeps the plans for a return visit (see bench/lighthouse.ts). */
const LAST_SEEN_STORAGE_KEY = 'relay.last-seen';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg('runs') ?? 5);
const DIST = arg('dist') ? path.resolve(arg('dist')!) : APP_DIST;
const PAGE = arg('path') ?? TARIFF_PATH;
const SCREEN = process.argv.includes('--phone') ? PHONE : {};
/** How long another page than the tariff page is traced after its load event. */
const OTHER_PAGE_MS = 6000;

interface Visit {
  fcpMs: number;
  /** CPU × 4 of the tasks that started before the first contentful paint. */
  beforePaintMs: number;
  /** Σ (CPU × 4 − 50 ms) over every task longer than 50 ms × 4. */
  blockingMs: number;
  longTasks: string[];
  /** The main thread's CPU × 4 over the whole trace. */
  busyMs: number;
  /** Timers the page set (setTimeout, setInterval): each is a task, and a traced page records a stack with each. */
  timers: number;
}

const cpuMs = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) * CPU_SLOWDOWN) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** What a long task was busy with: its largest script calls, timers, layouts. */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const kinds = new Set([
    'FunctionCall',
    'EvaluateScript',
    'v8.evaluateModule',
    'TimerFire',
    'Layout',
    'UpdateLayoutTree',
    'ParseHTML',
  ]);
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && kinds.has(e.name) && cpuMs(e) >= 8)
    .sort((a, b) => cpuMs(b) - cpuMs(a))
    .slice(0, 3)
    .map((e) => `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${Math.round(cpuMs(e))}`)
    .join(', ');
}

async function traceVisit(context: BrowserContext, baseUrl: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
        'toplevel',
        'v8.execute',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(`${baseUrl}${PAGE}`);
  if (PAGE === TARIFF_PATH) {
    await waitForTariffCards(page);
    // What runs once the cards are up (the keeper, the operations section, idle work) is part of the load too.
    await page.waitForTimeout(2500);
  } else await page.waitForTimeout(OTHER_PAGE_MS);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await page.close();

  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const start = main.filter((e) => e.name === 'navigationStart' && e.ts <= fcp.ts).at(-1)?.ts ?? main[0]!.ts;
  const tasks = topLevelTasks(main);
  let beforePaintMs = 0;
  let blockingMs = 0;
  const longTasks: string[] = [];
  for (const task of tasks) {
    if (task.ts < fcp.ts) beforePaintMs += cpuMs(task);
    if (cpuMs(task) > LONG_TASK_MS) {
      blockingMs += cpuMs(task) - LONG_TASK_MS;
      longTasks.push(
        `${Math.round(cpuMs(task))} ms ${task.ts < fcp.ts ? 'before' : 'after'} the first paint [${describe(task, main)}]`,
      );
    }
  }
  const busyMs = tasks.reduce((sum, task) => sum + cpuMs(task), 0);
  const timers = main.filter((e) => e.name === 'TimerInstall').length;
  return { fcpMs: (fcp.ts - start) / 1000, beforePaintMs, blockingMs, longTasks, busyMs, timers };
}

async function main(): Promise<void> {
  if (!arg('dist') && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp();
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  let browser: Browser | undefined;
  const visits: Record<'first' | 'return', Visit[]> = { first: [], return: [] };
  try {
    browser = await launchChromium();
    const signIn = await browser.newContext();
    await signInThroughUi(await signIn.newPage(), server.url, { staySignedIn: true });
    const signedIn = await signIn.storageState();
    await signIn.close();
    // The session only: each run's first visit starts with no plans kept.
    const storageState = {
      ...signedIn,
      origins: signedIn.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name !== LAST_SEEN_STORAGE_KEY),
      })),
    };
    for (let run = 1; run <= RUNS; run += 1) {
      // A new profile each run: an empty HTTP cache and no plans kept; the return visit then has both.
      const context = await browser.newContext({ ...SCREEN, storageState });
      for (const kind of ['first', 'return'] as const) {
        if (
          kind === 'return' &&
          PAGE === TARIFF_PATH &&
          !(await context.storageState()).origins.some((origin) =>
            origin.localStorage.some((item) => item.name === LAST_SEEN_STORAGE_KEY),
          )
        ) {
          throw new Error('nothing was kept on the first visit: the return visit would not be one');
        }
        const visit = await traceVisit(context, server.url);
        visits[kind].push(visit);
        console.log(
          `${kind} visit, run ${run}: first paint at ${Math.round(visit.fcpMs)} ms; main thread before it ${Math.round(visit.beforePaintMs)} ms; ` +
            `blocking time ${Math.round(visit.blockingMs)} ms${visit.longTasks.length ? ` — long tasks: ${visit.longTasks.join('; ')}` : ''}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser?.close();
    await server.close();
  }
  console.log(
    `\n${PAGE}: main thread, CPU time × ${CPU_SLOWDOWN} (Lighthouse's mobile CPU), median of ${RUNS} run(s), ${SCREEN === PHONE ? "a phone's screen" : 'a wide window'}, ${path.relative(process.cwd(), DIST) || '.'}:`,
  );
  for (const kind of ['first', 'return'] as const) {
    const list = visits[kind];
    console.log(
      `  ${kind === 'first' ? 'first visit ' : 'return visit'}: before the first paint ${Math.round(median(list.map((v) => v.beforePaintMs)))} ms, ` +
        `blocking time ${Math.round(median(list.map((v) => v.blockingMs)))} ms [${list.map((v) => Math.round(v.blockingMs)).join(', ')}], ` +
        `busy ${Math.round(median(list.map((v) => v.busyMs)))} ms, timers set ${median(list.map((v) => v.timers))}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
