// What a timer, a message to a port and a fetch cost the page's main thread, in microseconds per call, in a page not
// traced and in one traced as Lighthouse traces a load (its categories, with the script's stack recorded for each
// timer and request). Lighthouse's simulated throttling takes the traced load's tasks × 4, so what a traced call costs
// is what its blocking time sees. Informs: prints and exits 0.
//
//   npm run bench:timer-cost
import { launchChromium } from './lib/browser.ts';

const CALLS = 300;
/** The page's script runs forty calls deep, as an app's does when it sets a timer from inside a library. */
const MEASURE = `(async () => {
  const deep = (n, f) => (n === 0 ? f() : deep(n - 1, f));
  const timed = (f) => deep(40, () => { const t = performance.now(); f(); return performance.now() - t; });
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {};
  const perCall = (ms, calls) => Math.round((ms / calls) * 1000);
  const result = {
    setTimeout: perCall(timed(() => { for (let i = 0; i < ${CALLS}; i++) setTimeout(() => {}, 0); }), ${CALLS}),
    postMessage: perCall(timed(() => { for (let i = 0; i < ${CALLS}; i++) channel.port2.postMessage(null); }), ${CALLS}),
    fetch: perCall(timed(() => { for (let i = 0; i < 30; i++) fetch('data:,' + i).catch(() => {}); }), 30),
  };
  await new Promise((resolve) => setTimeout(resolve, 200));
  return result;
})()`;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto('data:text/html,<p>timers</p>');
  const cdp = await page.context().newCDPSession(page);
  const rounds = 3;
  const print = (label: string, results: Record<string, number>[]) => {
    const median = (key: string) => results.map((r) => r[key]!).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    console.log(
      `${label}: setTimeout ${median('setTimeout')} µs, postMessage ${median('postMessage')} µs, fetch ${median('fetch')} µs (median of ${rounds})`,
    );
  };
  const plain: Record<string, number>[] = [];
  for (let i = 0; i < rounds; i++) plain.push(await page.evaluate(MEASURE));
  print('not traced', plain);
  cdp.on('Tracing.dataCollected', () => {});
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8',
        'loading',
      ],
    },
    transferMode: 'ReportEvents',
  });
  const traced: Record<string, number>[] = [];
  for (let i = 0; i < rounds; i++) traced.push(await page.evaluate(MEASURE));
  await cdp.send('Tracing.end');
  print('traced as Lighthouse does', traced);
} finally {
  await browser.close();
}
