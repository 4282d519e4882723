// What a busy live chat costs the Stream page's main thread: the built app (project 42's Stream page, live, its chat
// pushed) in Chromium on a phone (Lighthouse's mobile preset: its screen and a CPU 4× slower, CDP's
// Emulation.setCPUThrottlingRate) and on a wide screen, while the contract API's control surface floods the chat at
// 10 and at 50 messages a second (YouTube, Twitch and VK in turn, 10–90 characters each). The log is first filled to
// the most it keeps (500), unthrottled, so each case measures a chat in full flow. A key is typed into the chat's box
// every 2 s meanwhile. Printed per case: the main thread's busy share (Chromium's TaskDuration over the wall time,
// whole and per 10 s window) and the share of script, style and layout in it, the longest task (a `longtask` observer), each typed key's input delay (the page's
// first keydown listener: `performance.now() - event.timeStamp`) and the longest key from press to paint (Event
// Timing's `event` entries of 16 ms and more: the INP of those keys), the JS heap and the DOM nodes after a garbage
// collection at the start and at the end, the messages on screen, and how long the last message took to show once
// the flood stopped. `--minutes=N` soaks the phone instead: one flood for N minutes, the heap and the nodes after a
// collection each minute, against the first minute's. It informs; npm test does not run it.
//
//   npm run bench:live                    builds dist/ first
//   npm run bench:live -- --no-build      measures the dist/ already there
//   --seconds=<n>                         how long each case is measured (default 60)
//   --rates=10,50                         messages a second, one case each (0: none)
//   --screens=phone,wide                  which screens
//   --cpu=<n>                             the phone's CPU slowdown (default 4)
//   --minutes=<n>                         a soak of the phone at the first rate instead, sampled each minute
//   --dist=<dir>                          measures that build instead (not rebuilt): a checkout of another commit
//   --trace                               also the main thread's time by what Chromium names it (a trace of each
//                                         case's window: painting, the compositor's commit and the rest beside
//                                         script, style and layout; the tracer's cost is then in the figures)
//   --profile                             also V8's sampling profile of each case's window: the app's functions by
//                                         inclusive time, any by self time (the profiler's cost is then in the
//                                         figures; builds with hidden source maps, to name the functions)
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { Control } from '../api/testing/control-client.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { PHONE, launchChromium, signInThroughUi } from './lib/browser.ts';
import { startFlood } from './lib/chat-flood.ts';
import { ProfileTally } from './lib/cpu-profile.ts';
import type { Profile } from './lib/long-tasks.ts';
import { type Work, traceMainThread } from './lib/main-thread-work.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SECONDS = Number(arg('seconds') ?? 60);
const RATES = (arg('rates') ?? '10,50').split(',').map(Number);
const SCREENS = (arg('screens') ?? 'phone,wide').split(',') as Screen[];
const CPU = Number(arg('cpu') ?? 4);
const MINUTES = arg('minutes') === undefined ? undefined : Number(arg('minutes'));
const DIST = arg('dist') ? path.resolve(arg('dist')!) : APP_DIST;
const PROFILE = process.argv.includes('--profile');
const TRACE = process.argv.includes('--trace');

const STREAM_PAGE = '/projects/42/stream';
/** The most messages the chat keeps on screen (chat-model.ts): the log is filled to it before measuring. */
const KEPT = 500;
const FILL_RATE = 100;
const WINDOW_MS = 10_000;
const KEY_EVERY_MS = 2000;
const WIDE: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

type Screen = 'phone' | 'wide';

// What the page notes of itself, from before its first script: passed as text, as tsx would wrap a function's inner
// arrows in a helper the page does not have. `window.__live.reset()` starts a case's window afresh.
const OBSERVE = `
  (() => {
    const live = { longest: 0, longTasks: 0, delays: [], keyDurations: [] };
    live.reset = () => { live.longest = 0; live.longTasks = 0; live.delays = []; live.keyDurations = []; };
    window.__live = live;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        live.longTasks += 1;
        live.longest = Math.max(live.longest, task.duration);
      }
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'keyup' || entry.name === 'input')
          live.keyDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
    addEventListener('keydown', (event) => { live.delays.push(performance.now() - event.timeStamp); }, true);
  })();
`;

interface PageNotes {
  longest: number;
  longTasks: number;
  delays: number[];
  keyDurations: number[];
}

interface Metrics {
  /** Seconds. */
  at: number;
  /** Seconds of main-thread tasks so far, and of script, style and layout in them. */
  tasks: number;
  script: number;
  style: number;
  layout: number;
  heap: number;
  nodes: number;
}

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return {
    at: value('Timestamp'),
    tasks: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
    heap: value('JSHeapUsedSize'),
    nodes: value('Nodes'),
  };
}

async function collected(cdp: CDPSession): Promise<Metrics> {
  await cdp.send('HeapProfiler.collectGarbage');
  return metrics(cdp);
}

const busy = (from: Metrics, to: Metrics, part: 'tasks' | 'script' | 'style' | 'layout' = 'tasks') =>
  (to[part] - from[part]) / (to.at - from.at);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const ms = (value: number) => Math.round(value);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};
const sleep = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));
const shownCount = (page: Page) => page.locator('.chat-log .chat-message').count();

/** The Stream page of project 42, signed in, its chat pushed and filled to what it keeps; the CDP session watching. */
async function openStudio(baseUrl: string, control: Control, screen: Screen) {
  await control.reset();
  await control.chat({ ticking: false });
  const browser = await launchChromium();
  const context = await browser.newContext(screen === 'phone' ? PHONE : WIDE);
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVE });
  await signInThroughUi(page, baseUrl);
  await page.goto(new URL(STREAM_PAGE, baseUrl).href);
  await page.getByRole('log', { name: 'Chat messages' }).waitFor({ timeout: 30_000 });
  await page.getByText('New messages arrive as they are written.').waitFor({ timeout: 30_000 });
  const fill = startFlood(control, FILL_RATE);
  while ((await shownCount(page)) < KEPT) await sleep(200);
  const { sent } = await fill.stop();
  await caughtUp(page, sent - 1);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  if (screen === 'phone') await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await sleep(2000);
  const box = page.getByRole('textbox', { name: 'Message to every platform' });
  await box.focus();
  return { browser, page, cdp, next: sent, close: () => browser.close() };
}

/** Waits for the message numbered `n` to be on screen: how long the page took to catch up with the flood. */
async function caughtUp(page: Page, n: number): Promise<number | undefined> {
  const started = performance.now();
  try {
    await page
      .locator('.chat-log .chat-text')
      .filter({ hasText: new RegExp(`#${n}$`) })
      .waitFor({ timeout: 30_000 });
    return performance.now() - started;
  } catch {
    return undefined;
  }
}

async function measureCase(baseUrl: string, control: Control, screen: Screen, rate: number) {
  const studio = await openStudio(baseUrl, control, screen);
  const { page, cdp } = studio;
  try {
    const start = await collected(cdp);
    await page.evaluate('window.__live.reset()');
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const endTrace = TRACE ? await traceMainThread(cdp) : undefined;
    const flood = startFlood(control, rate, studio.next);
    const windows: Metrics[] = [await metrics(cdp)];
    const end = performance.now() + SECONDS * 1000;
    let key = 0;
    let windowEnd = performance.now() + WINDOW_MS;
    while (performance.now() < end) {
      await sleep(Math.min(KEY_EVERY_MS, end - performance.now()));
      await page.keyboard.press(String.fromCharCode(97 + (key % 26)));
      key += 1;
      if (performance.now() >= windowEnd) {
        windows.push(await metrics(cdp));
        windowEnd += WINDOW_MS;
      }
    }
    const last = await metrics(cdp);
    if (PROFILE) printProfile((await cdp.send('Profiler.stop')) as unknown as { profile: Profile });
    if (endTrace) printWork(await endTrace(), last.at - windows[0]!.at);
    const { sent, failed } = await flood.stop();
    const catchUp = sent ? await caughtUp(page, flood.next - 1) : 0;
    const notes = (await page.evaluate('window.__live')) as PageNotes;
    const final = await collected(cdp);
    const shares = windows.slice(1).map((window, index) => busy(windows[index]!, window));
    return {
      screen: screen === 'phone' ? `phone, CPU ×${CPU}` : 'wide',
      'messages/s': rate,
      busy: percent(busy(windows[0]!, last)),
      'busy per 10 s (median, range)': shares.length
        ? `${percent(median(shares))} (${percent(Math.min(...shares))}–${percent(Math.max(...shares))})`
        : '—',
      'script / style / layout': (['script', 'style', 'layout'] as const)
        .map((part) => percent(busy(windows[0]!, last, part)))
        .join(' / '),
      'longest task (ms)': notes.longTasks ? ms(notes.longest) : '< 50',
      'long tasks': notes.longTasks,
      'key input delay, median / max (ms)': `${ms(median(notes.delays))} / ${ms(Math.max(...notes.delays))}`,
      'key to paint, max (ms)': notes.keyDurations.length ? ms(Math.max(...notes.keyDurations)) : '< 16',
      'heap (MB)': `${mb(start.heap)} → ${mb(final.heap)}`,
      'DOM nodes': `${start.nodes} → ${final.nodes}`,
      shown: await shownCount(page),
      'last shown after stop (ms)': catchUp === undefined ? 'not in 30 s' : ms(catchUp),
      sent: failed ? `${sent} (${failed} refused)` : sent,
    };
  } finally {
    await studio.close();
  }
}

function printProfile({ profile }: { profile: Profile }) {
  const tally = new ProfileTally(DIST);
  tally.add(profile);
  console.log(`Script sampled: ${Math.round(tally.busy)} ms`);
  console.log(`The app's functions by inclusive time:\n${ProfileTally.list(tally.inclusive, 25)}`);
  console.log(`By self time:\n${ProfileTally.list(tally.self, 25)}`);
}

/** The main thread's self time by event name, as a share of the window. */
function printWork(work: Map<string, Work>, seconds: number) {
  const rows = [...work].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
  console.log('The main thread, by what Chromium names its work (self time as a share of the window, runs a second):');
  for (const [name, { ms, count }] of rows)
    console.log(
      `  ${((ms / 1000 / seconds) * 100).toFixed(2).padStart(6)}%  ${(count / seconds).toFixed(1).padStart(6)}/s  ${name}`,
    );
}

async function soak(baseUrl: string, control: Control, rate: number, minutes: number) {
  const studio = await openStudio(baseUrl, control, 'phone');
  const { page, cdp } = studio;
  const rows = [];
  try {
    let before = await collected(cdp);
    const flood = startFlood(control, rate, studio.next);
    for (let minute = 1; minute <= minutes; minute += 1) {
      await sleep(60_000);
      const now = await metrics(cdp);
      const after = await collected(cdp);
      rows.push({
        minute,
        busy: percent(busy(before, now)),
        'heap (MB)': mb(after.heap),
        'DOM nodes': after.nodes,
        shown: await shownCount(page),
        sent: flood.next - studio.next,
      });
      console.log(JSON.stringify(rows.at(-1)));
      before = after;
    }
    await flood.stop();
  } finally {
    await studio.close();
  }
  console.table(rows);
  const [first, last] = [rows[0], rows.at(-1)];
  if (first && last && rows.length > 1) {
    const change = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)}%`;
    console.log(
      `After minute ${last.minute} against minute 1: heap ${change(Number(first['heap (MB)']), Number(last['heap (MB)']))}, ` +
        `DOM nodes ${change(first['DOM nodes'], last['DOM nodes'])}`,
    );
  }
}

async function main() {
  if (!arg('dist') && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp({ sourcemap: PROFILE });
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  const control = new Control(server.url);
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`${new Date().toISOString()}, ${path.relative(process.cwd(), DIST) || '.'}, load average ${load()}`);
  try {
    if (MINUTES !== undefined) {
      await soak(server.url, control, RATES[0] ?? 10, MINUTES);
    } else {
      const rows = [];
      for (const screen of SCREENS)
        for (const rate of RATES) {
          const row = await measureCase(server.url, control, screen, rate);
          console.log(JSON.stringify(row));
          rows.push(row);
        }
      console.table(rows);
    }
  } finally {
    await server.close();
  }
  console.log(`${new Date().toISOString()}, load average ${load()}, ${SECONDS} s a case`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
