// The main thread's long tasks after the first paint, each named by what it ran: a first visit to the tariff page
// traced in Chromium with V8's sampling profiler on, each task's time × 4 — what Lighthouse's mobile preset does with
// the tasks it observes (simulated throttling). Its wall time is what Lighthouse scales (a task that waits for
// another process counts); its CPU time is what a machine busy with other work disturbs least: both are given. Each
// task gets the app's own functions the samples were in (mapped through the build's source maps when it has them,
// `vite build --sourcemap hidden`) and what the browser did besides running script (style, layout, compiling).
// Nothing in the page is polled while tracing: the trace holds only the page's own work.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long a visit is traced: past Lighthouse's quiet window after the cards (5 s), on a busy machine too. */
const TRACE_MS = 9000;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  args?: { data?: { functionName?: string; url?: string } };
}

/** A thread's top-level tasks: a task inside another (a nested message loop) is part of its parent's time. */
export function topLevelTasks(thread: TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  let busyUntil = 0;
  for (const task of thread.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts)) {
    if (task.ts < busyUntil) continue;
    tasks.push(task);
    busyUntil = task.ts + (task.dur ?? 0);
  }
  return tasks;
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface LongTask {
  /** Since the navigation started, ms (as traced, not scaled). */
  startMs: number;
  /** Wall time × 4, as Lighthouse scales it. */
  durationMs: number;
  /** The main thread's CPU time in it × 4. */
  cpuMs: number;
  /** The app's functions (innermost first in each sample) by share of the task's samples. */
  causes: string[];
  /** What the browser itself did in the task, by kind, ms. */
  browserWork: string[];
}

export interface TracedVisit {
  fcpMs: number;
  /** Σ (duration − 50 ms) over the tasks after the first paint: by wall time × 4, and by CPU time × 4. */
  blockingMs: number;
  cpuBlockingMs: number;
  tasks: LongTask[];
}

/** What a visit needs of the build it traces: where it is, how to sign in and how to tell the cards are up. */
export interface TraceTarget {
  dist: string;
  baseUrl: string;
  tariffPath: string;
  signIn: (page: import('@playwright/test').Page, baseUrl: string) => Promise<void>;
  cardsShown: (page: import('@playwright/test').Page) => Promise<void>;
}

/** Where the app keeps the plans for a return visit; a first visit has none. */
const LAST_SEEN_STORAGE_KEY = 'relay.last-seen';

const wallMs = (event: TraceEvent) => ((event.dur ?? 0) * CPU_SLOWDOWN) / 1000;
const cpuMs = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) * CPU_SLOWDOWN) / 1000;
const blocking = (tasks: TraceEvent[], time: (event: TraceEvent) => number) =>
  tasks.reduce((sum, task) => sum + Math.max(0, time(task) - LONG_TASK_MS), 0);

const BROWSER_WORK: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  ParseHTML: 'HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
  ParseAuthorStyleSheet: 'CSS parse',
};

/** Events that contain others rather than being work of their own. */
const IGNORED = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'v8.run',
  'v8.callFunction',
  'RunMicrotasks',
  'EventDispatch',
  'v8.evaluateModule',
]);

export function sourceMaps(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  return (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      let map: TraceMap | null = null;
      try {
        const file = path.join(dist, `${new URL(url).pathname}.map`);
        if (existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
}

/** A frame as the app's source names it (`src/features/…/x.tsx Component`), or null when it is not the app's. */
function appFrame(frame: CallFrame, mapFor: (url: string) => TraceMap | null): string | null {
  if (!frame.url.startsWith('http')) return null;
  const map = frame.lineNumber >= 0 ? mapFor(frame.url) : null;
  if (!map) {
    // No source map: the chunk and the (minified) function name are what there is.
    const chunk = new URL(frame.url).pathname.split('/').at(-1) ?? frame.url;
    return `${chunk} ${frame.functionName || '(anonymous)'}`;
  }
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = position.source?.replace(/^.*?(?=src\/)/, '');
  if (!source?.startsWith('src/')) return null;
  return `${source} ${position.name ?? (frame.functionName || '(anonymous)')}`;
}

function attribute(profile: Profile, task: TraceEvent, mapFor: (url: string) => TraceMap | null): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const counts = new Map<string, number>();
  const self = new Map<string, number>();
  let total = 0;
  let time = profile.startTime;
  const end = task.ts + (task.dur ?? 0);
  for (const [index, delta] of profile.timeDeltas.entries()) {
    time += delta;
    if (time < task.ts || time > end) continue;
    total += 1;
    const top = byId.get(profile.samples[index]!)!.callFrame;
    const selfName = `${anyFrame(top, mapFor)}`;
    self.set(selfName, (self.get(selfName) ?? 0) + 1);
    // The innermost of the app's frames: the component or function of the app that the sample ran for.
    for (let id: number | undefined = profile.samples[index]; id !== undefined; id = parent.get(id)) {
      const name = appFrame(byId.get(id)!.callFrame, mapFor);
      if (name) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        break;
      }
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .filter(([, n]) => n / total >= 0.05)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`);
  const running = top(self, 2);
  return [...top(counts, 3), ...(running.length ? [`itself in ${running.join(', ')}`] : [])];
}

/** Any frame, the app's or a package's (by its source when mapped) or the browser's own. */
export function anyFrame(frame: CallFrame, mapFor: (url: string) => TraceMap | null): string {
  if (!frame.url.startsWith('http')) return frame.functionName || '(browser)';
  const map = frame.lineNumber >= 0 ? mapFor(frame.url) : null;
  const position = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  const source = position?.source?.replace(/^.*?(?=src\/|node_modules\/)/, '').replace(/^node_modules\//, '');
  return `${source ?? new URL(frame.url).pathname.split('/').at(-1)} ${position?.name ?? (frame.functionName || '(anonymous)')}`;
}

function browserWork(task: TraceEvent, events: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0);
  const ms = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || IGNORED.has(event.name)) continue;
    const kind = BROWSER_WORK[event.name] ?? event.name;
    ms.set(kind, (ms.get(kind) ?? 0) + cpuMs(event));
  }
  return [...ms]
    .filter(([, value]) => value >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${kind} ${Math.round(value)} ms`);
}

/** One first visit to the tariff page, signed in, traced with the CPU throttled. */
export async function traceFirstVisit(browser: Browser, target: TraceTarget): Promise<TracedVisit> {
  const context = await browser.newContext();
  try {
    const setup = await context.newPage();
    await target.signIn(setup, target.baseUrl);
    // A page of the same origin that is not the app, so nothing writes the plans back.
    await setup.goto(new URL('/config.json', target.baseUrl).href);
    await setup.evaluate((key) => localStorage.removeItem(key), LAST_SEEN_STORAGE_KEY);
    await setup.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'toplevel',
          'blink.user_timing',
          'v8',
          'v8.execute',
        ],
      },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(new URL(target.tariffPath, target.baseUrl).href);
    await new Promise((resolve) => setTimeout(resolve, TRACE_MS));
    // The trace first: the profile is written out on the page's main thread, a task that is not the page's.
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await target.cardsShown(page);

    const fcp = events.find((event) => event.name === 'firstContentfulPaint');
    if (!fcp) throw new Error('no first contentful paint in the trace');
    const navigation = events.filter((event) => event.name === 'navigationStart' && event.ts <= fcp.ts).at(-1);
    const main = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid);
    const start = navigation?.ts ?? main[0]!.ts;
    const tasks = topLevelTasks(main);
    const afterPaint = tasks.filter((task) => task.ts >= fcp.ts);
    const long = afterPaint.filter((task) => wallMs(task) > LONG_TASK_MS);
    const mapFor = sourceMaps(target.dist);
    return {
      fcpMs: (fcp.ts - start) / 1000,
      blockingMs: blocking(afterPaint, wallMs),
      cpuBlockingMs: blocking(afterPaint, cpuMs),
      tasks: long.map((task) => ({
        startMs: (task.ts - start) / 1000,
        durationMs: wallMs(task),
        cpuMs: cpuMs(task),
        causes: attribute(profile, task, mapFor),
        browserWork: browserWork(task, main),
      })),
    };
  } finally {
    await context.close();
  }
}

/** The longest tasks of several visits, longest first, each with the visit it came from. */
export function longestTasks(visits: TracedVisit[], count = 5): Array<LongTask & { visit: number }> {
  return visits
    .flatMap((visit, index) => visit.tasks.map((task) => ({ ...task, visit: index + 1 })))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count);
}

export function describeTask(task: LongTask & { visit: number }): string {
  const what = [...task.causes, ...(task.browserWork.length ? [`browser: ${task.browserWork.join(', ')}`] : [])];
  return `${Math.round(task.durationMs)} ms (CPU ${Math.round(task.cpuMs)} ms) at ${(task.startMs / 1000).toFixed(2)} s, visit ${task.visit}: ${what.join(' · ') || '(no samples: the browser’s own work)'}`;
}
