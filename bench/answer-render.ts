// How long an operation page takes to show a huge answer: 100 rows, each holding 100 records of 100 numbers — a
// million nested cells, 100 × 100 × 100 — answered to "List of user in project" on the e2e fixture
// service (e2e/support/fixture-service.ts), in Chromium, from the click on Run to the answer's table in the page
// (fetch over loopback, JSON.parse, the check against the schema in its worker, React render, one frame). Also: how
// many elements the result holds (folded values are not rendered until opened, so it stays small).
// Serves dist/. Prints the figures and exits 0: it informs, npm test does not run it.
//
//   npm run bench:answer                    builds dist/ first
//   npm run bench:answer -- --no-build      measures the dist/ already there
//   --runs=<n>                              runs (default 5; the median is printed)
import { startFixtureService } from '../e2e/support/fixture-service.ts';
import { launchChromium, signInThroughUi } from './lib/browser.ts';
import { buildApp } from './lib/build.ts';

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
const SIDE = 100;

function hugeAnswer(): string {
  const cells = Array.from({ length: SIDE }, (_, index) => index);
  const results = Array.from({ length: SIDE }, (_, row) => ({
    id: row,
    role: 2,
    name: `Row ${row}`,
    children: Array.from({ length: SIDE }, (_, child) => ({ id: child, cells })),
  }));
  return JSON.stringify({ count: SIDE, next: null, previous: null, results });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!process.argv.includes('--no-build')) await buildApp();
  const body = hugeAnswer();
  const service = await startFixtureService();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signInThroughUi(page, service.url);
    await page.route('**/method/user_project/users?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto(new URL('/projects/42/team', service.url).href);
    await page.getByRole('link', { name: 'List of user in project', exact: true }).click();
    const operationUrl = page.url();
    const times: number[] = [];
    let elements = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(operationUrl);
      await page.getByRole('button', { name: 'Run' }).waitFor();
      const figures = await page.evaluate(
        () =>
          new Promise<{ ms: number; elements: number }>((resolve) => {
            const result = document.querySelector('.op-result')!;
            const run = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Run')!;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (!result.querySelector('table')) return;
              observer.disconnect();
              // The frame that shows it.
              requestAnimationFrame(() =>
                setTimeout(() =>
                  resolve({ ms: performance.now() - start, elements: result.querySelectorAll('*').length }),
                ),
              );
            });
            observer.observe(result, { childList: true, subtree: true });
            run.click();
          }),
      );
      times.push(figures.ms);
      elements = figures.elements;
    }
    console.log(
      `Answer: ${SIDE} × ${SIDE} × ${SIDE} = ${(SIDE ** 3).toLocaleString('en')} nested cells, ${(body.length / 1e6).toFixed(1)} MB of JSON`,
    );
    console.log(
      `Run → answer on screen (Chromium, ${RUNS} runs): median ${Math.round(median(times))} ms (${times.map((ms) => Math.round(ms)).join(', ')})`,
    );
    console.log(`Elements in the result: ${elements.toLocaleString('en')}`);
  } finally {
    await browser.close();
    await service.close();
  }
}

await main();
