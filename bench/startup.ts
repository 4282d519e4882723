// What the tariff page's start costs on a phone's CPU, piece by piece: how long building the router takes, when the
// first render starts and when the page first paints (Chromium, the phone screen of Lighthouse's mobile preset, the
// CPU 4× slower, a signed-in first visit with an empty cache; User Timing marks `relay:router` and `relay:render` in
// src/main.tsx). Then, on a blank page with the same CPU, what the first Intl formatter costs: it loads the language's
// data, whichever formatter comes first, and the floor formats nothing (issue 16, README).
// Prints medians and every run; exits 0: it informs, npm test does not run it.
//
//   npm run bench:startup                 builds dist/ first
//   npm run bench:startup -- --no-build   measures the dist/ already there
//   --runs=<n>                            runs (default 7)
//   --dist=<dir>                          another build (one without the marks reports only the first paint)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../api/server.ts';
import { APP_DIST, buildApp } from './lib/build.ts';
import { PHONE, TARIFF_PATH, launchChromium, signInThroughUi, waitForTariffCards } from './lib/browser.ts';

const CPU_SLOWDOWN = 4;
/** Where the app keeps the plans for a return visit (see bench/lighthouse.ts): removed, so each run is a first visit. */
const LAST_SEEN_STORAGE_KEY = 'relay.last-seen';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg('runs') ?? 7);
const DIST = arg('dist') ? path.resolve(arg('dist')!) : APP_DIST;

/** Formatters as the tariff page builds them (src/lib/i18n/format.ts), as code run in the page. */
const FORMATTERS: Record<string, string> = {
  NumberFormat: "new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(6000)",
  DateTimeFormat:
    "new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(new Date())",
  RelativeTimeFormat: "new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }).format(3, 'day')",
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

interface Start {
  router: number;
  render: number;
  paint: number;
}

async function main(): Promise<void> {
  if (!arg('dist') && (!process.argv.includes('--no-build') || !existsSync(path.join(APP_DIST, 'index.html'))))
    await buildApp();
  const server = await startServer({ port: 0, staticDir: DIST, control: true });
  const browser = await launchChromium();
  try {
    const signIn = await browser.newContext();
    await signInThroughUi(await signIn.newPage(), server.url);
    const signedIn = await signIn.storageState();
    await signIn.close();
    const storageState = {
      ...signedIn,
      origins: signedIn.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name !== LAST_SEEN_STORAGE_KEY),
      })),
    };

    const starts: Start[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({ ...PHONE, storageState });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${server.url}${TARIFF_PATH}`);
      await waitForTariffCards(page);
      const start = (await page.evaluate(`({
        router: performance.getEntriesByName('relay:router', 'measure')[0]?.duration ?? NaN,
        render: performance.getEntriesByName('relay:render', 'mark')[0]?.startTime ?? NaN,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      })`)) as Start;
      starts.push(start);
      console.log(
        `run ${run}: router built in ${ms(start.router)}, render starts at ${ms(start.render)}, first paint at ${ms(start.paint)}`,
      );
      await context.close();
    }

    console.log('\nFirst formatter of a page (blank page, CPU × 4), each order once:');
    const names = Object.keys(FORMATTERS);
    for (const first of names) {
      const order = [first, ...names.filter((name) => name !== first)];
      const page = await browser.newPage();
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto('about:blank');
      const times = (await page.evaluate(
        `${JSON.stringify(order)}.map((name) => { const code = ${JSON.stringify(FORMATTERS)}[name]; const t = performance.now(); (0, eval)(code); return performance.now() - t; })`,
      )) as number[];
      console.log(`  ${order.map((name, i) => `${name} ${ms(times[i]!)}`).join(', ')}`);
      await page.close();
    }

    console.log(
      `\nTariff page, phone, CPU × ${CPU_SLOWDOWN}, first visit, median of ${RUNS}, ${path.relative(process.cwd(), DIST) || '.'}:`,
    );
    console.log(`  router built in ${ms(median(starts.map((s) => s.router)))}`);
    console.log(`  first render starts at ${ms(median(starts.map((s) => s.render)))}`);
    console.log(`  first paint at ${ms(median(starts.map((s) => s.paint)))}`);
    console.log(`  render start → first paint ${ms(median(starts.map((s) => s.paint - s.render)))}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
