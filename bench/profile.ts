// Which of the app's functions a page's load keeps the main thread busy with: a signed-in visit of a page on an empty
// HTTP cache (the description kept from signing in, as for anyone signed in), with the CPU 4× slower (Chromium's CPU
// throttling, not a scaling afterwards) and V8's sampling profiler on. Prints, per run's average, the main thread's
// busy time and the app's functions by inclusive time (through the build's source maps: each sample counts once for
// every function of the app on its stack) and by self time (any function, the browser's own work included).
//
//   npm run bench:profile                            builds dist/ first (with hidden source maps)
//   npm run bench:profile -- --no-build              profiles the dist/ already there (its maps, if it has them)
//   --path=/projects/42/stream                       the page (default: the tariff page)
//   --runs=<n>                                       visits (default 3)
//   --seconds=<n>                                    how long each visit is profiled (default 8)
//   --dist=<dir>                                     another build (e.g. a checkout of an earlier commit)
//   --top=<n>                                        functions listed (default 30)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../api/server.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { TARIFF_PATH, launchChromium, signInThroughUi } from './lib/browser.ts';
import { type CallFrame, type Profile, anyFrame, sourceMaps } from './lib/long-tasks.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PAGE = arg('path') ?? TARIFF_PATH;
const RUNS = Number(arg('runs') ?? 3);
const SECONDS = Number(arg('seconds') ?? 8);
const TOP = Number(arg('top') ?? 30);
const DIST = arg('dist') ? path.resolve(arg('dist')!) : APP_DIST;

const mapFor = sourceMaps(DIST);
/** A frame as its source names it (`src/… name`, `react-dom/… name`), or the browser's own name for its work. */
const nameOf = (frame: CallFrame) => anyFrame(frame, mapFor);

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const IDLE = new Set(['(idle)', '(program)']);

async function main(): Promise<void> {
  if (!arg('dist') && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp({ sourcemap: true });
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  const browser = await launchChromium();
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  let busy = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const setup = await context.newPage();
      await signInThroughUi(setup, server.url);
      await setup.close();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
      await page.goto(new URL(PAGE, server.url).href);
      await page.waitForTimeout(SECONDS * 1000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const parent = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
      for (const [index, delta] of profile.timeDeltas.entries()) {
        const ms = delta / 1000;
        const leaf = profile.samples[index]!;
        const top = nameOf(byId.get(leaf)!.callFrame);
        if (IDLE.has(top)) continue;
        busy += ms;
        add(self, top, ms);
        const seen = new Set<string>();
        for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
          const name = nameOf(byId.get(id)!.callFrame);
          if (name.startsWith('src/') && !seen.has(name)) {
            seen.add(name);
            add(inclusive, name, ms);
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => `  ${String(Math.round(ms / RUNS)).padStart(5)} ms  ${name}`)
      .join('\n');
  console.log(
    `${PAGE}, signed in, empty HTTP cache, CPU 4× slower, ${SECONDS} s per visit, average of ${RUNS} visit(s), ${path.relative(process.cwd(), DIST) || '.'}`,
  );
  console.log(`Main thread busy: ${Math.round(busy / RUNS)} ms a visit`);
  console.log(`\nThe app's functions by inclusive time:\n${list(inclusive)}`);
  console.log(`\nBy self time (any function, the browser's own work included):\n${list(self)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
