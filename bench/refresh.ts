// What an expired access token costs: N concurrent requests sent through the app's own client (apiRequest and the
// refresh coordinator) against a real contract API, once with a valid token and once with an expired one.
// Run with `npm run bench:refresh` (not part of `npm test`). Numbers are from this machine, loopback only.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startServer } from '../api/server.ts';
import { Control } from '../api/testing/control-client.ts';

const SIZES = [1, 10, 100, 1000] as const;
const ROUNDS: Record<(typeof SIZES)[number], number> = { 1: 15, 10: 7, 100: 5, 1000: 3 };
const PLAN_PATH = '/method/plan_restream';
const REFRESH_PATH = '/method/auth/refresh-access';

// jsdom ships without type declarations (and @types/jsdom is not a dependency): this is the part used here. The
// specifier is a variable so that TypeScript does not look for declarations of the literal module name.
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
}
const jsdomName = 'jsdom';
const { JSDOM } = (await import(jsdomName)) as JsdomModule;

// The client is browser code: give it the globals it reads (storage, location). Node provides fetch, AbortSignal,
// BroadcastChannel and crypto.randomUUID itself; it has no navigator.locks, so the coordinator runs without the
// cross-tab lock, which is right for a single "tab" (the in-tab single-flight promise is what is measured).
const dom = new JSDOM('', { url: 'http://127.0.0.1/' });
const g = globalThis as Record<string, unknown>;
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'StorageEvent'] as const)
  g[name] = dom.window[name];
if (!('navigator' in globalThis)) g.navigator = dom.window.navigator;

const { setRuntimeConfig } = await import('../src/config/runtime-config.ts');
const { apiRequest } = await import('../src/lib/api/client.ts');
const { PlanRestreamSchema } = await import('../src/lib/operations/plan-restream/plan-slot.ts');
const { signInWithRefreshToken } = await import('../src/lib/session/sign-in.ts');

const server = await startServer({ port: 0, control: true });
const control = new Control(server.url);
setRuntimeConfig({ apiBaseUrl: server.url, requestTimeoutMs: 30_000 });
await signInWithRefreshToken(await control.mintRefreshToken(), 'local');

function planRequest(): Promise<unknown> {
  return apiRequest({ method: 'GET', path: PLAN_PATH, params: { project_id: 42 }, schema: PlanRestreamSchema });
}

/** Wall time of N requests sent at once, all of which must succeed. */
async function batch(n: number): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: n }, planRequest));
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Row {
  n: number;
  rounds: number;
  refreshCalls: number[];
  retried: number[];
  valid: number[];
  expired: number[];
}

async function measure(n: number, rounds: number): Promise<Row> {
  const row: Row = { n, rounds, refreshCalls: [], retried: [], valid: [], expired: [] };
  for (let round = 0; round < rounds; round += 1) {
    // The same batch twice: first with the stored (valid) token, then with every access token expired server-side.
    await control.clearLog();
    row.valid.push(await batch(n));
    const validLog = await control.requests(PLAN_PATH);
    if (validLog.length !== n || validLog.some((entry) => entry.authorization !== 'valid'))
      throw new Error(`valid batch of ${n} was not ${n} valid requests`);

    await control.expireAccess();
    await control.clearLog();
    row.expired.push(await batch(n));
    const log = await control.log();
    const refreshes = log.filter((entry) => entry.path === REFRESH_PATH);
    const plans = log.filter((entry) => entry.path === PLAN_PATH);
    // A retried request is one sent with the expired token (answered 401) and sent again with the new one.
    const retried = plans.filter((entry) => entry.authorization === 'expired').length;
    if (plans.length - n !== retried)
      throw new Error(`N=${n}: ${plans.length} plan requests, ${retried} with the expired token`);
    row.refreshCalls.push(refreshes.length);
    row.retried.push(retried);
  }
  return row;
}

function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

try {
  // Warm-up (JIT, sockets, the server's first requests), not reported.
  await measure(10, 2);
  const rows: Row[] = [];
  for (const n of SIZES) rows.push(await measure(n, ROUNDS[n]));

  const ms = (value: number) => value.toFixed(1);
  const header = ['N', 'rounds', 'refresh calls', 'retried', 'batch valid (ms)', 'batch expired (ms)', 'added (ms)'];
  const lines = rows.map((row) => {
    const valid = median(row.valid);
    const expired = median(row.expired);
    return [
      String(row.n),
      String(row.rounds),
      range(row.refreshCalls),
      range(row.retried),
      ms(valid),
      ms(expired),
      ms(expired - valid),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `Refresh benchmark — Node ${process.version}, ${process.platform}/${process.arch}, contract API on ${server.url} (loopback), load average ${load}`,
  );
  console.log(
    'Method: N concurrent GET /method/plan_restream through apiRequest (+ refresh coordinator), first with a valid token, then after ' +
      'expireAccess(); refresh calls and retried requests from the service log; times are medians of the rounds; added = expired − valid.',
  );
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  const single = rows[0]!;
  console.log(
    `Single round trip (N=1, valid token, median of ${single.rounds}): ${ms(median(single.valid))} ms; with an expired token (401, refresh, retry): ${ms(median(single.expired))} ms`,
  );
} finally {
  await server.close();
}
// The session module's BroadcastChannel keeps the event loop alive; the work is done.
process.exit(0);
