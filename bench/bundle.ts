// Bundle budget: the JavaScript the tariff page needs before its cards paint, against the stack's floor (React,
// react-router, React Query and zustand doing the least they can, bench/floor). Both are built with the same
// vite.config.ts and loaded cold in headless Chromium; only scripts requested before the page is useful count.
// The page is loaded twice: on a phone (Lighthouse's mobile screen, what issue 16's goal is about), where the
// sidebar's navigation is a drawer behind the header's Menu button, and on a wide screen, where it is a column beside
// the page. On both its chunk is fetched after the cards; each screen is checked against the budget. The phone's load
// is measured again with the plan answered SLOW_PLAN_MS late (longer than an idle callback's 2-second timeout), so
// a chunk that is asked for "when idle" rather than after the cards counts where it would on a slow service.
//
//   npm run bench:bundle   builds dist/ and dist-floor/, measures, prints the breakdown
//   npm run check:bundle   same measurement (reuses a built dist/), exits 1 above a budget
//   --budget=<ratio>       another phone budget for this run (e.g. 1.1 to see the check fail)
//   --wide-budget=<ratio>  another wide-screen budget for this run
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';
import { startServer } from '../api/server.ts';
import { APP_DIST, type BuiltChunk, FLOOR_DIST, ROOT, buildApp, buildFloor } from './lib/build.ts';
import { PHONE, TARIFF_PATH, launchChromium, signInThroughUi } from './lib/browser.ts';
import { type JsLoad, kB, measureColdLoad } from './lib/measure.ts';
import { type MappedChunk, type ModuleGraph, firstLoadReport, formatReport } from './lib/first-load-modules.ts';
import { type ModuleCost, byPackage, moduleCosts } from './lib/modules.ts';

/** The demo's project 42's Stream page. */
const STREAM_PATH = '/projects/42/stream';
/** The sign-in page, signed out: what everyone meets first. */
const SIGN_IN_PATH = '/sign-in';
/** The goal for the phone: within 1.12× of the bare stack. */
const GOAL = 1.12;
/**
 * `check:bundle` fails above 1.154×, just above where the first load stands (1.149×), so the next feature pays for
 * what it adds. The wide screen's budget is the same: its sidebar's navigation loads after the cards as a phone's does, so
 * nothing it draws first is extra.
 */
const DEFAULT_BUDGET = 1.154;
const DEFAULT_WIDE_BUDGET = 1.154;
/** Playwright's default window: wide enough for the sidebar to stand beside the page. */
const WIDE: BrowserContextOptions = { viewport: { width: 1280, height: 720 } };
/** How late the plan is answered on the slow service: past whenIdle's timeout, so idle work cannot wait for it. */
const SLOW_PLAN_MS = 3000;
const TOP = Number(process.env.BUNDLE_TOP ?? Number(process.env.BENCH_TOP ?? 15));

const check = process.argv.includes('--check');
/** Print the first load module by module, with the import chain that pulls each of ours in. */
const modules = process.argv.includes('--modules');
function ratioArg(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = given ? Number(given.slice(name.length + 3)) : fallback;
  if (!(value > 0)) throw new Error(`${given} is not a positive ratio`);
  return value;
}
const BUDGET = ratioArg('budget', DEFAULT_BUDGET);
const WIDE_BUDGET = ratioArg('wide-budget', DEFAULT_WIDE_BUDGET);
const started = Date.now();

function printLoad(label: string, load: JsLoad): void {
  console.log(`\n${label}: ${load.scripts.length} scripts, ${kB(load.raw)} raw, ${kB(load.gzip)} gzip`);
  for (const script of load.scripts) console.log(`  ${kB(script.gzip).padStart(9)}  ${script.file}`);
}

/** A page's JS until it is useful (`label`), and what of it the tariff page's first load does not hold. */
function printPageLoad(label: string, load: JsLoad, firstLoad: JsLoad): void {
  const first = new Set(firstLoad.scripts.map((script) => script.file));
  const own = load.scripts.filter((script) => !first.has(script.file));
  const ownGzip = own.reduce((sum, script) => sum + script.gzip, 0);
  const ownRaw = own.reduce((sum, script) => sum + script.raw, 0);
  console.log(
    `\n${label}, phone: ${kB(load.gzip)} gzip (${kB(load.raw)} raw); ` +
      `its own, beyond the tariff page's first load: ${own.length} scripts, ${kB(ownGzip)} gzip (${kB(ownRaw)} raw)`,
  );
  for (const script of own) console.log(`  ${kB(script.gzip).padStart(9)}  ${script.file}`);
}

function printModules(title: string, costs: ModuleCost[]): void {
  const top = [...costs].sort((a, b) => b.renderedLength - a.renderedLength).slice(0, TOP);
  const total = costs.reduce((sum, cost) => sum + cost.gzipEstimate, 0);
  console.log(`\n${title} — ${costs.length} modules, ~${kB(total)} gzip; top ${top.length} by rendered size:`);
  console.log(`  ${'rendered'.padStart(9)}  ${'~gzip'.padStart(9)}  module`);
  for (const cost of top)
    console.log(`  ${kB(cost.renderedLength).padStart(9)}  ${kB(cost.gzipEstimate).padStart(9)}  ${cost.name}`);
}

function printPackages(app: ModuleCost[], floor: ModuleCost[]): void {
  const a = byPackage(app);
  const f = byPackage(floor);
  const names = [...new Set([...a.keys(), ...f.keys()])].sort((x, y) => (a.get(y)?.gzip ?? 0) - (a.get(x)?.gzip ?? 0));
  console.log('\nBy package (~gzip, share of each loaded chunk):');
  console.log(`  ${'app'.padStart(9)}  ${'floor'.padStart(9)}  ${'extra'.padStart(9)}  package`);
  for (const name of names) {
    const ours = a.get(name)?.gzip ?? 0;
    const theirs = f.get(name)?.gzip ?? 0;
    const extra = ours - theirs;
    console.log(
      `  ${kB(ours).padStart(9)}  ${kB(theirs).padStart(9)}  ${`${extra >= 0 ? '+' : ''}${kB(extra)}`.padStart(9)}  ${name}`,
    );
  }
}

/** Our modules summed per folder (src/lib/session, src/app/layout, …): where a lazy import would pay off. */
function printAreas(costs: ModuleCost[]): void {
  const areas = new Map<string, { gzip: number; files: number }>();
  for (const cost of costs) {
    const area = cost.name
      .split('/')
      .slice(0, 3)
      .join('/')
      .replace(/\.[a-z]+$/, '');
    const entry = areas.get(area) ?? { gzip: 0, files: 0 };
    entry.gzip += cost.gzipEstimate;
    entry.files += 1;
    areas.set(area, entry);
  }
  console.log('\nOur code by folder (~gzip):');
  for (const [area, { gzip, files }] of [...areas].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${kB(gzip).padStart(9)}  ${area} (${files} file${files === 1 ? '' : 's'})`);
  }
}

function explain(appLoad: JsLoad, floorLoad: JsLoad, appChunks: BuiltChunk[], floorChunks: BuiltChunk[]): void {
  const app = moduleCosts(
    appChunks,
    appLoad.scripts.map((s) => s.file),
  );
  const floor = moduleCosts(
    floorChunks,
    floorLoad.scripts.map((s) => s.file),
  );
  if (app.unmatched.length)
    console.log(
      `\n(no module data for ${app.unmatched.join(', ')}: dist/ was built from other sources; run npm run bench:bundle)`,
    );
  printPackages(app.costs, floor.costs);
  printModules(
    'Our code (src/)',
    app.costs.filter((cost) => cost.owner === 'ours'),
  );
  printAreas(app.costs.filter((cost) => cost.owner === 'ours'));
  printModules(
    'Dependencies (app)',
    app.costs.filter((cost) => cost.owner === 'deps'),
  );
}

/** The loaded scripts' chunks with their source maps; the names of those the build has no map for. */
function mapped(chunks: BuiltChunk[], load: JsLoad): { chunks: MappedChunk[]; missing: string[] } {
  const found: MappedChunk[] = [];
  const missing: string[] = [];
  for (const script of load.scripts) {
    const chunk = chunks.find((candidate) => candidate.fileName === script.file);
    if (!chunk?.map) {
      missing.push(script.file);
      continue;
    }
    const moduleIds = Object.entries(chunk.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : []));
    found.push({ ...chunk, map: chunk.map, moduleIds });
  }
  return { chunks: found, missing };
}

async function printFirstLoadModules(
  load: JsLoad,
  floorLoad: JsLoad,
  appChunks: BuiltChunk[],
  floorChunks: BuiltChunk[],
  graph: ModuleGraph,
): Promise<void> {
  const app = mapped(appChunks, load);
  const floor = mapped(floorChunks, floorLoad);
  const areas = firstLoadReport(
    app.chunks,
    graph,
    { root: ROOT, dist: APP_DIST },
    {
      chunks: floor.chunks,
      paths: { root: ROOT, dist: FLOOR_DIST },
    },
  );
  console.log(`
${formatReport(areas, ROOT)}`);
  if (app.missing.length || floor.missing.length)
    console.log(`
(not split: ${[...app.missing, ...floor.missing].join(', ')}: a worker's script, or built apart)`);
  await mkdir(path.join(ROOT, 'bench/.out'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/.out/first-load-modules.json'), JSON.stringify(areas, null, 2));
}

async function main(): Promise<number> {
  // check mode runs inside npm test right after `vite build`: measure that dist/ rather than rebuild it.
  const reuseDist = check && existsSync(path.join(APP_DIST, 'index.html'));
  const graph: ModuleGraph = { entries: [], modules: new Map() };
  const mapsAndGraph = modules ? { sourcemap: true, graph } : {};
  let appChunks = reuseDist ? undefined : await buildApp(mapsAndGraph);
  const floorChunks = await buildFloor({ sourcemap: modules });

  const appServer = await startServer({ port: 0, staticDir: APP_DIST, control: true });
  const floorServer = await startServer({ port: 0, staticDir: FLOOR_DIST });
  const browser = await launchChromium();
  let appLoad: JsLoad;
  let wideLoad: JsLoad;
  let slowLoad: JsLoad;
  let floorLoad: JsLoad;
  let streamLoad: JsLoad | undefined;
  let signInLoad: JsLoad | undefined;
  try {
    const signInContext = await browser.newContext();
    await signInThroughUi(await signInContext.newPage(), appServer.url);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    const tariffPage = {
      url: `${appServer.url}${TARIFF_PATH}`,
      staticDir: APP_DIST,
      storageState,
      // The current plan's card shows a number: the cards have rendered their data, not skeleton bars.
      ready: { selector: '.slot-current dd', text: /\d/ },
    };
    appLoad = await measureColdLoad(browser, { ...tariffPage, device: PHONE });
    wideLoad = await measureColdLoad(browser, { ...tariffPage, device: WIDE });
    const delayed = await fetch(`${appServer.url}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'plan_restream', latencyMs: SLOW_PLAN_MS, times: 1 }),
    });
    if (!delayed.ok) throw new Error(`the contract API did not take the slow plan's fault: ${delayed.status}`);
    slowLoad = await measureColdLoad(browser, { ...tariffPage, device: PHONE });
    // The page a streamer opens most, measured where it is not a check: its own chunks, after the first load's.
    if (!check)
      streamLoad = await measureColdLoad(browser, {
        url: `${appServer.url}${STREAM_PATH}`,
        staticDir: APP_DIST,
        storageState,
        ready: { selector: '.value-secret', text: /•/ },
        device: PHONE,
      });
    // Signed out: its ways to sign in drawn ("Other ways" is the last of them), which wait for the description.
    if (!check)
      signInLoad = await measureColdLoad(browser, {
        url: `${appServer.url}${SIGN_IN_PATH}`,
        staticDir: APP_DIST,
        ready: { selector: '.other-sign-in summary', text: /\S/ },
        device: PHONE,
      });
    floorLoad = await measureColdLoad(browser, {
      url: `${floorServer.url}${TARIFF_PATH}`,
      staticDir: FLOOR_DIST,
      ready: { selector: 'h1', text: /ready$/ },
      device: PHONE,
    });
  } finally {
    await browser.close();
    await appServer.close();
    await floorServer.close();
  }

  const ratio = appLoad.gzip / floorLoad.gzip;
  const wideRatio = wideLoad.gzip / floorLoad.gzip;
  const slowRatio = slowLoad.gzip / floorLoad.gzip;
  const withinBudget = ratio <= BUDGET && slowRatio <= BUDGET;
  const wideWithinBudget = wideRatio <= WIDE_BUDGET;
  console.log(`Tariff page JS before the cards paint, phone:       ${kB(appLoad.gzip)} gzip (${kB(appLoad.raw)} raw)`);
  console.log(
    `Tariff page JS before the cards paint, wide screen: ${kB(wideLoad.gzip)} gzip (${kB(wideLoad.raw)} raw)`,
  );
  console.log(
    `Same, phone, plan answered ${SLOW_PLAN_MS / 1000} s late:       ${kB(slowLoad.gzip)} gzip (${kB(slowLoad.raw)} raw)`,
  );
  console.log(
    `Stack floor JS before its heading:                  ${kB(floorLoad.gzip)} gzip (${kB(floorLoad.raw)} raw)`,
  );
  console.log(
    `Phone: ratio ${ratio.toFixed(3)}× (slow service ${slowRatio.toFixed(3)}×) — budget ${BUDGET}× ${withinBudget ? 'PASS' : 'FAIL'}, goal ${GOAL.toFixed(2)}× ${ratio <= GOAL ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  budget allows ${kB(floorLoad.gzip * BUDGET)}; goal ${kB(floorLoad.gzip * GOAL)}; over the goal by ${kB(Math.max(0, appLoad.gzip - floorLoad.gzip * GOAL))}`,
  );
  console.log(
    `Wide screen: ratio ${wideRatio.toFixed(3)}× — budget ${WIDE_BUDGET}× ${wideWithinBudget ? 'PASS' : 'FAIL'} (the sidebar's column beside the page)`,
  );

  await mkdir(path.join(ROOT, 'bench/.out'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/.out/bundle.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        app: appLoad,
        wide: wideLoad,
        slow: slowLoad,
        floor: floorLoad,
        ratio,
        wideRatio,
        slowRatio,
        budget: BUDGET,
        wideBudget: WIDE_BUDGET,
        goal: GOAL,
      },
      null,
      2,
    ),
  );

  if (streamLoad) printPageLoad('Stream page JS until its masked key is in place', streamLoad, appLoad);
  if (signInLoad) printPageLoad('Sign-in page JS until its ways to sign in are drawn', signInLoad, appLoad);
  if (!check || modules || !withinBudget || !wideWithinBudget) {
    printLoad('App (tariff page, signed in, cold cache, phone)', appLoad);
    printLoad('App (same, wide screen)', wideLoad);
    printLoad(`App (same, phone, plan answered ${SLOW_PLAN_MS} ms late)`, slowLoad);
    printLoad('Floor', floorLoad);
    // A reused dist/ came with no module data: an in-memory build of the same sources names the modules.
    appChunks ??= await buildApp({ write: false, ...mapsAndGraph });
    const worst = [appLoad, slowLoad, wideLoad].reduce((a, b) => (b.gzip > a.gzip ? b : a));
    explain(worst, floorLoad, appChunks, floorChunks);
    if (modules) await printFirstLoadModules(worst, floorLoad, appChunks, floorChunks, graph);
  }
  if (!withinBudget) {
    console.error(
      `\ncheck:bundle FAILED: on a phone the tariff page loads ${kB(appLoad.gzip)} of gzipped JS before its cards paint ` +
        `(${kB(slowLoad.gzip)} when the plan comes ${SLOW_PLAN_MS} ms late), ` +
        `${Math.max(ratio, slowRatio).toFixed(3)}× the stack floor's ${kB(floorLoad.gzip)}; the budget is ${BUDGET}× (${kB(floorLoad.gzip * BUDGET)}). ` +
        'The lists above show which chunks and modules cost the most.',
    );
  }
  if (!wideWithinBudget) {
    console.error(
      `\ncheck:bundle FAILED: on a wide screen the tariff page loads ${kB(wideLoad.gzip)} of gzipped JS before its cards paint, ` +
        `${wideRatio.toFixed(3)}× the stack floor's; the budget is ${WIDE_BUDGET}× (${kB(floorLoad.gzip * WIDE_BUDGET)}).`,
    );
  }
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return check && !(withinBudget && wideWithinBudget) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
