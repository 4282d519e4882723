// Text the service or a link controls, at sizes meant to hurt: the page shows what it can and keeps answering.
// "Answering" is checked the way a user feels it: a script sent to the page runs within a few seconds (the margin is
// for a busy machine; the error body's old freeze lasted 15 s and more). Chromium's V8 falls back to a linear engine
// when a regex backtracks away, so the regexes themselves are held by their unit tests, which run in Node.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const TARIFF = '/projects/42/tariffs/restream';

const ANSWER_WITHIN_MS = 5000;

/** Whether the page's main thread runs a trivial script within ANSWER_WITHIN_MS. */
async function answersPromptly(page: Page): Promise<boolean> {
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ANSWER_WITHIN_MS));
  return (await Promise.race([page.evaluate(() => 1), late])) === 1;
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('a 200 KB error body of "eyJeyJ…" on the plan read: its error is shown, scrubbed and cut, and the page answers', async ({
  page,
  control,
  pageErrors,
}) => {
  const message = `Rejected ${'eyJ'.repeat(70_000)}`;
  await control.fault({ operation: 'plan_restream', status: 400, body: JSON.stringify({ error: { message } }) });
  await page.goto(TARIFF);
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Could not load this' }) });
  await expect(panel).toContainText('This was not accepted.');
  // Token-shaped text running past what is read is blanked whole: not even its first part is shown.
  await expect(panel.getByText('Rejected […]…', { exact: true })).toBeVisible();
  expect(await answersPromptly(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('going to a path of 80 000 slashes and a character: "Page not found", and the page answers', async ({
  page,
  pageErrors,
}) => {
  await page.goto(TARIFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  // Such a URL is longer than a server takes in a request line, so it arrives as the browser's Back does: a history
  // entry and a popstate.
  await page.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    `/projects/42${'/'.repeat(80_000)}x`,
  );
  expect(await answersPromptly(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await answersPromptly(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a parameter of 200 001 values: a capped list and a search that finds the one to send, and the page answers', async ({
  page,
  control,
  pageErrors,
}) => {
  // Letters only, so what is searched for below is held by one value alone, the last.
  const fillers = Array.from({ length: 200_000 }, (_, index) =>
    String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!),
  );
  await page.route('**/__contract/openapi.json', async (route) => {
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    const description = (await response.json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }>;
    };
    const interval = description.paths['/method/rtmp_server/state']!.get.parameters.find(
      (parameter) => parameter.name === 'interval',
    )!;
    interval.schema.enum = [...fillers, '24'];
    await route.fulfill({ response, json: description });
  });
  await page.goto('/rtmp-server');
  await page.getByRole('link', { name: 'State of rtmp servers', exact: true }).first().click();
  const choice = page.getByLabel('interval', { exact: true });
  await expect(choice).toBeVisible();
  expect(await answersPromptly(page)).toBe(true);
  // The first 200 and "Not sent": never the 200 001.
  await expect(choice.locator('option')).toHaveCount(201);
  await expect(page.getByRole('status').filter({ hasText: 'The first 200 of 200,001 values' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the 200,001 values' }).fill('24');
  await expect(choice.locator('option')).toHaveCount(2);
  await choice.selectOption('24');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('The service accepted the request');
  expect((await control.requests('/method/rtmp_server/state')).map((entry) => entry.query.interval)).toEqual(['24']);
  expect(pageErrors).toEqual([]);
});
