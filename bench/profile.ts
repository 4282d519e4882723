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
import { ProfileTally } from './lib/cpu-profile.ts';
import type { Profile } from './lib/long-tasks.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PAGE = arg('path') ?? TARIFF_PATH;
const RUNS = Number(arg('runs') ?? 3);
const SECONDS = Number(arg('seconds') ?? 8);
const TOP = Number(arg('top') ?? 30);
const DIST = arg('dist') ? path.resolve(arg('dist')!) : APP_DIST;

async function main(): Promise<void> {
  if (!arg('dist') && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp({ sourcemap: true });
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  const browser = await launchChromium();
  const tally = new ProfileTally(DIST);
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
      tally.add(profile);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const list = (map: Map<string, number>) => ProfileTally.list(map, TOP, RUNS);
  console.log(
    `${PAGE}, signed in, empty HTTP cache, CPU 4× slower, ${SECONDS} s per visit, average of ${RUNS} visit(s), ${path.relative(process.cwd(), DIST) || '.'}`,
  );
  console.log(`Main thread busy: ${Math.round(tally.busy / RUNS)} ms a visit`);
  console.log(`\nThe app's functions by inclusive time:\n${list(tally.inclusive)}`);
  console.log(`\nBy self time (any function, the browser's own work included):\n${list(tally.self)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
