import type { Page } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';
import { openOperation, axeViolations } from '../support/console-page.ts';

// An answer that is a time series is drawn as a line chart above its answer, the table staying the accessible view:
// "Graph of rtmp servers" (a timeLine beside each country's cities' points, as the real kind answers it), "Viewers
// for stream" (an object described with no properties: a timeLine beside counts), both from fixture-series.ts. (A list with no time line, drawing nothing: console-contract.spec.ts.)

test.use({ timezoneId: 'UTC' });

const result = (page: Page) => page.getByRole('region', { name: /^(Result|Результат|结果)$/ });

test.beforeEach(async ({ page, signedIn }) => {
  // Recorded in the page from its first script on: the chart must need nothing the CSP forbids.
  await page.addInitScript(() => {
    const record = window as unknown as { __cspViolations?: string[] };
    record.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await signedIn();
});

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations);

test('the rtmp graph is drawn per server above the answer, named for what it shows, with its values as a table', async ({
  page,
}) => {
  await openOperation(page, '/rtmp-server', 'Graph of rtmp servers');
  await page.getByLabel('interval', { exact: true }).selectOption('1');
  await page.getByLabel('type', { exact: true }).selectOption('network');
  await page.getByRole('button', { name: 'Run' }).click();

  const chart = result(page).getByRole('img', {
    name:
      'Line chart of Germany · Frankfurt, USA · Ashburn by timeLine, from 23 Nov 2026, 10:00 UTC to 23 Nov 2026, 10:25 UTC. ' +
      'Germany · Frankfurt: lowest 12, highest 31. USA · Ashburn: lowest 4, highest 14.',
  });
  await expect(chart).toBeVisible();
  // One line per city; Frankfurt's gap breaks its line in two.
  const lines = chart.locator('path');
  await expect(lines).toHaveCount(2);
  expect((await lines.first().getAttribute('d'))?.match(/M/g)).toHaveLength(2);
  expect((await lines.nth(1).getAttribute('d'))?.match(/M/g)).toHaveLength(1);
  await expect(chart.getByText('10:10', { exact: true })).toBeVisible();
  await expect(result(page).getByRole('list', { name: 'Series' }).getByRole('listitem')).toHaveText([
    'Germany · Frankfurt',
    'USA · Ashburn',
  ]);

  // The answer's own view is still there below the chart, and the chart's values read as a table.
  await expect(result(page).getByText('timeLine', { exact: true }).first()).toBeVisible();
  await result(page).getByText("The chart's values as a table (6 rows)").click();
  const table = result(page).getByRole('table', { name: '6 rows' });
  await expect(table.getByRole('columnheader')).toHaveText(['timeLine', 'Germany · Frankfurt', 'USA · Ashburn']);
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row').nth(4).getByRole('cell')).toHaveText(['23 Nov 2026, 10:15 UTC', 'null', '9']);

  expect(await axeViolations(page, '.series-chart')).toEqual([]);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page, '.series-chart')).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('in Russian, viewers over time (an answer described with no properties) are drawn above it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  // The language changes once its words are here: navigating before that would load the page in English.
  await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
  await openOperation(page, '/projects/42/analytics', 'Viewers for stream');
  await page.getByLabel('stream_id', { exact: true }).fill('5001');
  await page.getByRole('button', { name: 'Выполнить' }).click();

  const chart = result(page).getByRole('img', {
    name: /^Линейный график: viewers, chat_messages по полю timeLine, с 23 нояб\. 2026 г\., 10:00 UTC по 23 нояб\. 2026 г\., 10:25 UTC\. viewers: наименьшее 120, наибольшее 190\. chat_messages: наименьшее 3, наибольшее 14\.$/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('path')).toHaveCount(2);
  await expect(result(page).getByRole('list', { name: 'Ряды' }).getByRole('listitem')).toHaveText([
    'viewers',
    'chat_messages',
  ]);
  await result(page).getByText('Значения графика таблицей (строк: 6)').click();
  const table = result(page).getByRole('table', { name: 'строк: 6' });
  await expect(table.getByRole('columnheader')).toHaveText(['timeLine', 'viewers', 'chat_messages']);
  await expect(table.getByRole('row')).toHaveCount(7);
  expect(await axeViolations(page, '.series-chart')).toEqual([]);

  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await page.getByRole('button', { name: '运行' }).click();
  await expect(
    result(page).getByRole('img', {
      name: /^折线图：viewers、chat_messages，按 timeLine，从 2026年11月23日 UTC 10:00 到 2026年11月23日 UTC 10:25。viewers：最低 120，最高 190。chat_messages：最低 3，最高 14。$/,
    }),
  ).toBeVisible();
  await expect(result(page).getByRole('list', { name: '数据系列' })).toBeVisible();
});
