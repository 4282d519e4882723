// What a large service description costs: a generated OpenAPI description of 200 operations and 600 KB
// (bench/lib/generate-description.ts), read by the app's own modules in Node, then served to the built app and opened
// in headless Chromium the way a user meets it. Run with `npm run bench:description` (not part of `npm test`);
// `--build` rebuilds dist/ first (it is built anyway when missing), `--rounds=N` sets the browser rounds (default 5).
// The worst descriptions and answers of issue 15 (bench/lib/worst-case-report.ts) come last; `--worst` runs only
// them, `--base=<dir>` names the checkout whose code is "before" (no default: without it only "after" is measured).
// Figures are from this machine, loopback only: no network time beyond the local socket.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { splitUrl } from '../api/http-json.ts';
import { type RunningServer, startServer } from '../api/server.ts';
import { groupPath } from '../src/features/catalog/catalog-index.ts';
import { catalog } from '../src/features/catalog/catalog.ts';
import type { CatalogGroup } from '../src/features/catalog/catalog-types.ts';
import { readDescription } from '../src/lib/service-description/description.ts';
import { matchGroup } from '../src/lib/service-description/match.ts';
import { operationDetails } from '../src/lib/service-description/operation-details.ts';
import { launchChromium, signInThroughUi } from './lib/browser.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { generateDescription } from './lib/generate-description.ts';
import { printWorstCases } from './lib/worst-case-report.ts';

const SEED = 20250611;
const OPERATIONS = 200;
const MIN_BYTES = 600 * 1024;
const RUNS = 15;
const WARMUPS = 3;
const roundsArg = process.argv.find((arg) => arg.startsWith('--rounds='));
const ROUNDS = roundsArg ? Number(roundsArg.slice('--rounds='.length)) : 5;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`${roundsArg} is not a whole number of rounds`);
const DESCRIPTION_PATH = '/bench/openapi.json';
const PROJECT_ID = 42;
/** Group pages opened in the browser: two project groups (Channel settings has names with slashes) and an account group. */
const BROWSER_GROUPS = ['UserProject', 'Channel settings', 'Auth'];

const started = Date.now();
const loadAtStart = loadavg();

// ---------------------------------------------------------------------------------------------------------------
// Figures.

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const max = (values: readonly number[]) => (values.length ? Math.max(...values) : Number.NaN);
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(header: string[], rows: string[][], right = new Set<number>()): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((text) => `  ${text}`).join('\n');
}

/** Times of `runs` calls after `warmups` unreported ones. */
function sample(fn: () => void, runs = RUNS, warmups = WARMUPS): number[] {
  for (let i = 0; i < warmups; i += 1) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const at = performance.now();
    fn();
    times.push(performance.now() - at);
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------------------
// Node: the app's modules on the generated text.

interface NodeRow {
  step: string;
  times: number[];
}

function measureNode(text: string): { rows: NodeRow[]; sanity: string } {
  const document: unknown = JSON.parse(text);
  const description = readDescription(document);
  if (description.operations.length !== OPERATIONS)
    throw new Error(`readDescription found ${description.operations.length} operations, not ${OPERATIONS}`);

  const rows: NodeRow[] = [];
  rows.push({
    step: `JSON.parse of the text (${kb(Buffer.byteLength(text))})`,
    times: sample(() => void JSON.parse(text)),
  });
  rows.push({
    step: `readDescription (index ${OPERATIONS} operations)`,
    times: sample(() => void readDescription(document)),
  });
  rows.push({
    step: `matchGroup, all ${catalog.length} groups`,
    times: sample(() => catalog.forEach((group) => void matchGroup(description, group.name, group.operations))),
  });

  // The slowest single group, by its median.
  let slowest: { group: CatalogGroup; times: number[] } | undefined;
  for (const group of catalog) {
    const times = sample(() => void matchGroup(description, group.name, group.operations));
    if (!slowest || median(times) > median(slowest.times)) slowest = { group, times };
  }
  rows.push({ step: `matchGroup, slowest group (${slowest!.group.name})`, times: slowest!.times });

  // Everything a first group page computes before it can render its service column.
  const first = catalog.find((group) => group.name === BROWSER_GROUPS[0])!;
  rows.push({
    step: `first group page: parse + index + match (${first.name})`,
    times: sample(() => void matchGroup(readDescription(JSON.parse(text)), first.name, first.operations)),
  });

  // An operation page resolves its operation with a resolver of its own (operation-details.ts's default).
  const raw = description.document;
  rows.push({
    step: `operationDetails, all ${OPERATIONS} (a new resolver each)`,
    times: sample(() => description.operations.forEach((operation) => void operationDetails(raw, operation))),
  });
  const perOperation = description.operations.map((operation) => ({
    operation,
    times: sample(() => void operationDetails(raw, operation), 7, 1),
  }));
  const worst = perOperation.reduce((a, b) => (median(b.times) > median(a.times) ? b : a));
  rows.push({
    step: `operationDetails, slowest operation (${worst.operation.method} ${worst.operation.path})`,
    times: worst.times,
  });

  // That the description exercises the matching: lines described, lines not, operations only the service has.
  let described = 0;
  let notDescribed = 0;
  let also = 0;
  for (const group of catalog) {
    const match = matchGroup(description, group.name, group.operations);
    for (const line of match.lines) {
      for (const name of line.names) {
        if (name.operations.length) described += 1;
        else notDescribed += 1;
      }
    }
    also += match.alsoDescribed.length;
  }
  const sanity = `matching: ${described} catalog names described, ${notDescribed} not described (worded otherwise), ${also} operations "also described"; ${description.byTag.size} tags`;
  return { rows, sanity };
}

// ---------------------------------------------------------------------------------------------------------------
// Chromium: what a user waits.

/**
 * Runs in each measured page before its own scripts (plain text: tsx would wrap a function's inner functions in a
 * helper the page does not have). Notes, in ms since the page's navigation started, when the group page named by
 * `want` (its h1) has its operations table and when that table has the service's column, then the next animation
 * frame after each (the frame that shows it); and every long task (≥ 50 ms on the main thread).
 */
function pageScript(want: string | null): string {
  return `(() => {
    const bench = { want: ${JSON.stringify(want)}, marks: {}, armedAt: 0, longTasks: [], longTaskSupported: false };
    window.__bench = bench;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      bench.longTaskSupported = true;
    } catch (error) {}
    const check = () => {
      if (!bench.want) return;
      const heading = document.querySelector('h1');
      if (!heading || heading.textContent.trim() !== bench.want) return;
      const marks = bench.marks;
      for (const cell of document.querySelectorAll('th[scope="col"]')) {
        const text = cell.textContent.trim();
        if (text === 'Operation' && marks.table === undefined) {
          marks.table = performance.now();
          requestAnimationFrame(() => { marks.tableFrame = performance.now(); });
        }
        if (text === 'This service' && marks.described === undefined) {
          marks.described = performance.now();
          requestAnimationFrame(() => { marks.describedFrame = performance.now(); });
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    bench.arm = (next) => { bench.want = next; bench.marks = {}; bench.armedAt = performance.now(); };
  })();`;
}

interface Marks {
  table?: number;
  tableFrame?: number;
  described?: number;
  describedFrame?: number;
}

interface Collected {
  marks: Marks;
  armedAt: number;
  longTasks: Array<[number, number]>;
  longTaskSupported: boolean;
  request: {
    startTime: number;
    responseStart: number;
    responseEnd: number;
    transferSize: number;
    decodedBodySize: number;
  } | null;
}

function collect(page: Page): Promise<Collected> {
  return page.evaluate((descriptionPath) => {
    const bench = (window as unknown as { __bench: Omit<Collected, 'request'> }).__bench;
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => candidate.name.includes(descriptionPath)) as PerformanceResourceTiming | undefined;
    return {
      marks: bench.marks,
      armedAt: bench.armedAt,
      longTasks: bench.longTasks,
      longTaskSupported: bench.longTaskSupported,
      request: entry
        ? {
            startTime: entry.startTime,
            responseStart: entry.responseStart,
            responseEnd: entry.responseEnd,
            transferSize: entry.transferSize,
            decodedBodySize: entry.decodedBodySize,
          }
        : null,
    };
  }, DESCRIPTION_PATH);
}

function waitForMark(page: Page, mark: keyof Marks): Promise<unknown> {
  return page.waitForFunction(
    (name) =>
      (window as unknown as { __bench?: { marks: Record<string, number | undefined> } }).__bench?.marks[name] !==
      undefined,
    mark,
    {
      timeout: 30_000,
      polling: 50,
    },
  );
}

/** The page has nothing left to do for now (its chunks prefetched, its effects run). */
function idle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

interface ColdRun {
  table: number;
  described: number;
  /** What the description adds to the page: from the frame with the table to the frame with the service column. */
  columnAfterTable: number;
  requestStart: number;
  /** From the frame with the table to the description's request (negative: asked before that frame). */
  askedAfterTable: number;
  requestTook: number;
  /** From the last byte of the description to the frame that shows the service column: parse, index, match, render. */
  afterArrival: number;
  longTaskCount: number;
  longTaskTotal: number;
  longestTask: number;
  /** The longest task that ran after the description arrived (its parse and the render it unblocked). */
  longestAfterArrival: number;
  bytes: number;
}

interface WarmRun {
  described: number;
  longestTask: number;
}

interface GroupFigures {
  cold: ColdRun[];
  warm: WarmRun[];
  baseline: number[];
  warmBaseline: number[];
}

async function signedInContext(browser: Browser, server: RunningServer) {
  const context = await browser.newContext();
  const signIn = await context.newPage();
  await signInThroughUi(signIn, server.url);
  await signIn.close();
  return context;
}

/** The first group page of a session, opened by URL in a new tab of a signed-in browser. */
async function coldRun(
  browser: Browser,
  server: RunningServer,
  group: CatalogGroup,
  then: (page: Page) => Promise<void>,
): Promise<ColdRun> {
  const context = await signedInContext(browser, server);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: pageScript(group.name) });
    await page.goto(`${server.url}${groupPath(group, PROJECT_ID)}`, { waitUntil: 'commit' });
    await waitForMark(page, 'describedFrame');
    await page.getByRole('columnheader', { name: 'This service' }).waitFor({ timeout: 5000 });
    const { marks, longTasks, request } = await collect(page);
    if (!request)
      throw new Error(`${group.name}: the page showed the service column without requesting ${DESCRIPTION_PATH}`);
    const until = marks.describedFrame!;
    const during = longTasks.filter(([start]) => start < until);
    const after = during.filter(([start, duration]) => start + duration > request.responseEnd);
    const run: ColdRun = {
      table: marks.tableFrame!,
      described: until,
      columnAfterTable: until - marks.tableFrame!,
      requestStart: request.startTime,
      askedAfterTable: request.startTime - marks.tableFrame!,
      requestTook: request.responseEnd - request.startTime,
      afterArrival: until - request.responseEnd,
      longTaskCount: during.length,
      longTaskTotal: during.reduce((sum, [, duration]) => sum + duration, 0),
      longestTask: max(during.map(([, duration]) => duration)) || 0,
      longestAfterArrival: max(after.map(([, duration]) => duration)) || 0,
      bytes: request.decodedBodySize,
    };
    await then(page);
    return run;
  } finally {
    await context.close();
  }
}

/**
 * A later group page of the same session: a click on its sidebar link, the description already read. `mark` is what
 * is waited for: the service column, or (no description configured) the table.
 */
async function warmRun(
  page: Page,
  group: CatalogGroup,
  mark: 'describedFrame' | 'tableFrame' = 'describedFrame',
): Promise<WarmRun> {
  await idle(page);
  const href = groupPath(group, PROJECT_ID);
  await page.evaluate(
    ([link, want]) => {
      const anchor = document.querySelector<HTMLAnchorElement>(`nav a[href="${link}"]`);
      if (!anchor) throw new Error(`no sidebar link to ${link}`);
      (window as unknown as { __bench: { arm: (name: string) => void } }).__bench.arm(want!);
      anchor.click();
    },
    [href, group.name],
  );
  await waitForMark(page, mark);
  if (mark === 'describedFrame')
    await page.getByRole('columnheader', { name: 'This service' }).waitFor({ timeout: 5000 });
  const { marks, armedAt, longTasks } = await collect(page);
  const at = marks[mark]!;
  const during = longTasks.filter(([start, duration]) => start + duration > armedAt && start < at);
  return { described: at - armedAt, longestTask: max(during.map(([, duration]) => duration)) || 0 };
}

/** Later group pages of the session: from the page open in `page` (`from`), each of `others` the sidebar can reach. */
async function warmRuns(
  page: Page,
  from: CatalogGroup,
  others: readonly CatalogGroup[],
  mark: 'describedFrame' | 'tableFrame',
  record: (group: CatalogGroup, run: WarmRun) => void,
) {
  let at = from;
  for (const other of others) {
    // The sidebar lists project groups only on a project's pages.
    if (at.scope !== 'project' && other.scope === 'project') continue;
    record(other, await warmRun(page, other, mark));
    at = other;
  }
}

/**
 * The same pages on a server whose config.json names no description: the table as the catalog alone makes it, cold
 * (ms since navigation) and then warm (ms since the click), for comparison.
 */
async function baselineRun(
  browser: Browser,
  server: RunningServer,
  group: CatalogGroup,
  others: readonly CatalogGroup[],
  figures: Map<string, GroupFigures>,
): Promise<void> {
  const context = await signedInContext(browser, server);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: pageScript(group.name) });
    await page.goto(`${server.url}${groupPath(group, PROJECT_ID)}`, { waitUntil: 'commit' });
    await waitForMark(page, 'tableFrame');
    const { marks } = await collect(page);
    if (marks.described !== undefined) throw new Error('the baseline server must not name a description');
    figures.get(group.name)?.baseline.push(marks.tableFrame!);
    await warmRuns(page, group, others, 'tableFrame', (other, run) =>
      figures.get(other.name)?.warmBaseline.push(run.described),
    );
  } finally {
    await context.close();
  }
}

async function measureBrowser(
  browser: Browser,
  described: RunningServer,
  plain: RunningServer,
  hits: () => number,
): Promise<{
  figures: Map<string, GroupFigures>;
  parse: number[];
  requestsPerSession: Set<number>;
  longTaskSupported: boolean;
}> {
  const groups = BROWSER_GROUPS.map((name) => {
    const group = catalog.find((candidate) => candidate.name === name);
    if (!group) throw new Error(`no catalog group ${name}`);
    return group;
  });
  const figures = new Map(
    groups.map((group) => [group.name, { cold: [], warm: [], baseline: [], warmBaseline: [] } as GroupFigures]),
  );
  const requestsPerSession = new Set<number>();

  // Warm-up (browser processes, the server's file cache, the first sign-in), not reported.
  await coldRun(browser, described, groups[0]!, (page) =>
    warmRuns(page, groups[0]!, groups.slice(1), 'describedFrame', () => {}),
  );
  await baselineRun(browser, plain, groups[0]!, groups.slice(1), new Map());

  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, group] of groups.entries()) {
      // The other pages, project groups first (the sidebar of an account page does not list them).
      const others = [...groups.slice(index + 1), ...groups.slice(0, index)].sort(
        (a, b) => Number(b.scope === 'project') - Number(a.scope === 'project'),
      );
      const before = hits();
      const cold = await coldRun(browser, described, group, (page) =>
        warmRuns(page, group, others, 'describedFrame', (other, run) => figures.get(other.name)!.warm.push(run)),
      );
      figures.get(group.name)!.cold.push(cold);
      requestsPerSession.add(hits() - before);
      await baselineRun(browser, plain, group, others, figures);
    }
  }

  // JSON.parse of the same text by Chromium's V8, for comparison with Node's.
  const context = await browser.newContext();
  let parse: number[];
  let longTaskSupported: boolean;
  try {
    const page = await context.newPage();
    await page.goto(`${described.url}/robots.txt`);
    longTaskSupported = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask'));
    parse = await page.evaluate(
      async ([url, runs, warmups]) => {
        const text = await (await fetch(url!)).text();
        const times: number[] = [];
        for (let i = 0; i < runs! + warmups!; i += 1) {
          const at = performance.now();
          JSON.parse(text);
          if (i >= warmups!) times.push(performance.now() - at);
        }
        return times;
      },
      [DESCRIPTION_PATH, RUNS, WARMUPS] as const,
    );
  } finally {
    await context.close();
  }
  return { figures, parse, requestsPerSession, longTaskSupported };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * A private copy of dist/ to serve: a `vite build` run by someone else meanwhile empties dist/ and would pull the
 * page's files from under a running measurement. A copy taken mid-build is caught (a file names an asset the copy
 * lacks) and taken again.
 */
async function snapshotDist(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const copy = await mkdtemp(path.join(tmpdir(), 'bench-description-'));
    try {
      await cp(APP_DIST, copy, { recursive: true });
      const files = ['index.html', ...(await readdir(path.join(copy, 'assets'))).map((file) => `assets/${file}`)];
      const missing: string[] = [];
      for (const file of files.filter((name) => /\.(html|js)$/.test(name))) {
        const text = await readFile(path.join(copy, file), 'utf8');
        for (const [asset] of text.matchAll(/assets\/[\w.-]+\.(?:js|css)/g))
          if (!files.includes(asset)) missing.push(asset);
      }
      if (missing.length === 0) return copy;
      if (attempt >= 10) throw new Error(`dist/ stays inconsistent (${missing[0]} missing): is a build running?`);
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    await rm(copy, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main(): Promise<number> {
  if (process.argv.includes('--worst')) {
    await printWorstCases();
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return 0;
  }
  const generatedAt = performance.now();
  const generated = generateDescription({ seed: SEED, operations: OPERATIONS, minBytes: MIN_BYTES });
  const generateMs = performance.now() - generatedAt;
  if (generated.operations !== OPERATIONS || generated.bytes < MIN_BYTES)
    throw new Error(`generated ${generated.operations} operations, ${generated.bytes} bytes`);
  const body = Buffer.from(generated.text);
  const gzip = gzipSync(body, { level: 6 }).length;

  const node = measureNode(generated.text);

  const rebuild = process.argv.includes('--build') || !existsSync(path.join(APP_DIST, 'index.html'));
  if (rebuild) await buildApp();

  const staticDir = await snapshotDist();
  let hits = 0;
  let described: RunningServer | undefined;
  let plain: RunningServer | undefined;
  let browser: Browser | undefined;
  let result: Awaited<ReturnType<typeof measureBrowser>>;
  let chromiumVersion: string;
  try {
    described = await startServer({
      port: 0,
      staticDir,
      control: true,
      configOverrides: { serviceDescriptionUrl: DESCRIPTION_PATH },
      extraRoutes: async (req, res) => {
        if (req.method !== 'GET' || splitUrl(req.url).path !== DESCRIPTION_PATH) return false;
        hits += 1;
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Length': body.length,
        });
        res.end(body);
        return true;
      },
    });
    // config.json names the contract API's own (two-operation) description unless told otherwise: here, none.
    plain = await startServer({ port: 0, staticDir, control: true, configOverrides: { serviceDescriptionUrl: '' } });
    browser = await launchChromium();
    chromiumVersion = browser.version();
    result = await measureBrowser(browser, described, plain, () => hits);
  } finally {
    await browser?.close();
    await described?.close();
    await plain?.close();
    await rm(staticDir, { recursive: true, force: true });
  }

  // -------------------------------------------------------------------------------------------------------------
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const cpu = cpus();
  console.log(
    `Service description benchmark — Node ${process.version}, ${process.platform}/${process.arch}, ${cpu.length}× ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `Chromium ${chromiumVersion} (headless), load average ${load(loadAtStart)} at start, ${load(loadavg())} at end`,
  );
  console.log(
    `Description: OpenAPI 3.0.3, ${generated.operations} operations (${generated.named} with a catalog name as summary, ${generated.reworded} of them worded otherwise; ` +
      `${generated.extra} more), ${catalog.length} tags, ${generated.schemas} schemas, ${generated.examples} response examples; ` +
      `${kb(generated.bytes)} (${generated.bytes.toLocaleString('en')} bytes; served uncompressed, gzip would be ${kb(gzip)}), seed ${SEED}, generated in ${ms(generateMs)} ms`,
  );
  console.log(`  ${node.sanity}`);

  console.log(
    `\nNode, the app's modules (src/lib/service-description) in this process — ms, median and max of ${RUNS} runs after ${WARMUPS} warm-ups:`,
  );
  console.log(
    table(
      ['step', 'median', 'max'],
      node.rows.map((row) => [row.step, ms(median(row.times)), ms(max(row.times))]),
      new Set([1, 2]),
    ),
  );
  console.log(
    `  For comparison, JSON.parse of the same text in Chromium's V8: median ${ms(median(result.parse))} ms, max ${ms(max(result.parse))} ms (${RUNS} runs after ${WARMUPS} warm-ups)`,
  );

  const { figures } = result;
  const cold = (name: string) => figures.get(name)!.cold;
  const pick = (runs: ColdRun[], key: keyof ColdRun) => runs.map((run) => run[key]);
  console.log(
    `\nChromium, cold — the first group page of a session, opened by URL in a new tab of a signed-in browser (app boot from the HTTP cache, ` +
      `config.json, the description fetched and read); ms since navigation start to the frame that shows it; medians of ${ROUNDS} rounds, a new browser context each:`,
  );
  console.log(
    table(
      [
        'group page',
        'table',
        'column',
        'column − table',
        'column max',
        'no description: table',
        'asked at',
        'request',
        'arrival → column',
      ],
      BROWSER_GROUPS.map((name) => {
        const runs = cold(name);
        return [
          `${name} (${groupPath(
            catalog.find((group) => group.name === name)!,
            PROJECT_ID,
          )})`,
          ms(median(pick(runs, 'table'))),
          ms(median(pick(runs, 'described'))),
          ms(median(pick(runs, 'columnAfterTable'))),
          ms(max(pick(runs, 'described'))),
          ms(median(figures.get(name)!.baseline)),
          ms(median(pick(runs, 'requestStart'))),
          ms(median(pick(runs, 'requestTook'))),
          ms(median(pick(runs, 'afterArrival'))),
        ];
      }),
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    ),
  );
  console.log(
    '  table / column: the operations table, then its "This service" column; asked at: when the app requested the description; ' +
      'request: its Resource Timing, request to last byte; arrival → column: parse, index, match and render after the last byte.',
  );
  const all = BROWSER_GROUPS.flatMap(cold);
  console.log(
    result.longTaskSupported
      ? `  Long tasks (≥ 50 ms) until the service column shows: ${ms(median(pick(all, 'longTaskCount')))} per load (median), ${ms(median(pick(all, 'longTaskTotal')))} ms in all (median), ` +
          `longest ${ms(max(pick(all, 'longestTask')))} ms; after the description arrived: longest ${ms(max(pick(all, 'longestAfterArrival')))} ms (median ${ms(median(pick(all, 'longestAfterArrival')))} ms; 0 = none)`
      : '  Long tasks: this Chromium does not report them (PerformanceObserver "longtask" unsupported)',
  );
  console.log(
    `  Description requests per session (a cold load, then the other group pages by sidebar link): ${[...result.requestsPerSession].join(', ')}; body ${kb(all[0]?.bytes ?? 0)} as received`,
  );

  console.log(
    `\nChromium, warm — a later group page of the same session, reached by its sidebar link (description already read); ms from the click to the frame that shows the service column:`,
  );
  console.log(
    table(
      ['group page', 'median', 'max', 'runs', 'longest task', 'no description: table'],
      BROWSER_GROUPS.map((name) => {
        const runs = figures.get(name)!.warm;
        return [
          name,
          ms(median(runs.map((run) => run.described))),
          ms(max(runs.map((run) => run.described))),
          String(runs.length),
          ms(max(runs.map((run) => run.longestTask))),
          ms(median(figures.get(name)!.warmBaseline)),
        ];
      }),
      new Set([1, 2, 3, 4, 5]),
    ),
  );

  const firstPage = node.rows.find((row) => row.step.startsWith('first group page'))!;
  const warm = BROWSER_GROUPS.flatMap((name) => figures.get(name)!.warm.map((run) => run.described));
  const baseline = BROWSER_GROUPS.flatMap((name) => figures.get(name)!.baseline);
  const warmBaseline = BROWSER_GROUPS.flatMap((name) => figures.get(name)!.warmBaseline);
  console.log(`\nSummary — what a user waits (all three pages together; ms):`);
  console.log(
    table(
      ['', 'median', 'max'],
      [
        ['Node: parse + index + match one group', ms(median(firstPage.times)), ms(max(firstPage.times))],
        ['Cold: operations table, after navigation', ms(median(pick(all, 'table'))), ms(max(pick(all, 'table')))],
        ['Cold: same page, no description configured', ms(median(baseline)), ms(max(baseline))],
        [
          'Cold: service column, after the table',
          ms(median(pick(all, 'columnAfterTable'))),
          ms(max(pick(all, 'columnAfterTable'))),
        ],
        [
          'Cold:   of which until the app asks for it',
          ms(median(pick(all, 'askedAfterTable'))),
          ms(max(pick(all, 'askedAfterTable'))),
        ],
        [
          'Cold:   of which the description request',
          ms(median(pick(all, 'requestTook'))),
          ms(max(pick(all, 'requestTook'))),
        ],
        [
          'Cold:   of which reading and rendering it',
          ms(median(pick(all, 'afterArrival'))),
          ms(max(pick(all, 'afterArrival'))),
        ],
        [
          'Cold: longest task after the description arrived',
          ms(median(pick(all, 'longestAfterArrival'))),
          ms(max(pick(all, 'longestAfterArrival'))),
        ],
        ['Warm: service column, after the click', ms(median(warm)), ms(max(warm))],
        ['Warm: same page, no description configured', ms(median(warmBaseline)), ms(max(warmBaseline))],
      ],
      new Set([1, 2]),
    ),
  );
  await printWorstCases();
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
