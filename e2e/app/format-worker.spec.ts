import type { Page, Worker } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The language's number and date data is loaded by a worker while the page starts, so that the task drawing the
// tariff cards does not load it; the page's CSP must let the worker run, and a host that cannot serve the worker's
// script must leave the cards formatted all the same (the formatters then built on the page).

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

const WORKER_SCRIPT = /\/assets\/format-worker-[^/]*\.js$/;

async function expectFormattedCards(page: Page): Promise<void> {
  const current = page.getByRole('region', { name: 'Current plan' });
  // The bitrate with its group separator, and the end date with its zone and the days left.
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000');
  await expect(current.getByRole('definition').nth(5)).toHaveText(
    /^\d+ \w{3} \d{4}, \d{2}:\d{2} \S+\s+Ends in \d+ days?$/,
    {
      useInnerText: true,
    },
  );
}

test('the number and date data is loaded by a worker of this site, which ends once it has', async ({
  page,
  pageErrors,
}) => {
  const workers: Worker[] = [];
  const closed = new Set<Worker>();
  page.on('worker', (worker) => {
    workers.push(worker);
    worker.once('close', () => closed.add(worker));
  });
  await page.goto('/projects/42/tariffs/restream');
  await expectFormattedCards(page);
  await expect
    .poll(() => workers.map((worker) => new URL(worker.url()).pathname))
    .toContainEqual(expect.stringMatching(WORKER_SCRIPT));
  const formats = workers.find((worker) => WORKER_SCRIPT.test(new URL(worker.url()).pathname))!;
  expect(new URL(formats.url()).origin).toBe(new URL(page.url()).origin);
  // Ended by the page once done: it holds nothing the page needs.
  await expect.poll(() => closed.has(formats)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test.describe('a host that fails to serve the worker script', () => {
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 503/] });

  test('the cards are formatted on the page all the same', async ({ page, pageErrors }) => {
    let refused = 0;
    await page.route(WORKER_SCRIPT, (route) => {
      refused += 1;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await page.goto('/projects/42/tariffs/restream');
    await expectFormattedCards(page);
    expect(refused).toBe(1);
    // The failed script is the browser's own console line; nothing of the app's.
    expect(pageErrors.filter((message) => !/status of 503/.test(message))).toEqual([]);
  });
});
