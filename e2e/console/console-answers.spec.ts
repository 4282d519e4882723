import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ARCHIVE_BYTES,
  ARCHIVE_NAME,
  ARCHIVE_PATH,
  ARCHIVE_SUMMARY,
  DEBUG_TOKEN,
  LARGE_JSON_PATH,
  LARGE_JSON_SUMMARY,
  largeJsonBytes,
} from '../support/fixture-answers.ts';
import { expect, test } from '../support/described-fixtures.ts';
import { openOperation, axeViolations } from '../support/console-page.ts';

// The whole answer on an operation page: the response headers the service sent (folded, a secret-named one masked),
// a file answer saved under the service's name with its bytes untouched, a text answer saved under the operation's
// name, and a JSON answer of over a megabyte read on the page and saved as it came.

/** UserProject's list of operations (its page is the Team page, which links to it in its header). */
const TEAM_OPERATIONS = '/projects/42/team/operations';
// The Stream key group's operations: its designed page is the studio, its list is one link away.
const STREAM_KEY = '/projects/42/stream/operations';
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('the response headers the service sent are shown folded, with a secret-named one masked', async ({ page }) => {
  await openOperation(page, TEAM_OPERATIONS, 'List of user in project');
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/method/user_project/users',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  const sent = (await answered).headers();
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(sent['x-request-id']).toMatch(/^fx-\d+$/);

  const headers = result(page)
    .getByRole('group')
    .filter({ has: page.getByText(/^Response headers \(\d+\)$/) });
  const requestId = headers.getByRole('row', { name: /^x-request-id / });
  await expect(requestId).toBeHidden();
  await headers.getByText(/^Response headers \(\d+\)$/).click();
  await expect(requestId.getByRole('rowheader')).toHaveText('x-request-id');
  await expect(requestId.getByRole('cell')).toHaveText(sent['x-request-id']!);
  await expect(headers.getByRole('row', { name: /^x-ratelimit-remaining / }).getByRole('cell')).toHaveText(
    sent['x-ratelimit-remaining']!,
  );
  await expect(headers.getByRole('row', { name: /^content-type / }).getByRole('cell')).toHaveText(
    'application/json; charset=utf-8',
  );

  // Sent, but named a secret: never on the page in clear.
  expect(sent['x-debug-token']).toBe(DEBUG_TOKEN);
  await expect(headers.getByRole('row', { name: /^x-debug-token / }).getByRole('cell')).toHaveText(/••••••/);
  await expect(page.locator('body')).not.toContainText(DEBUG_TOKEN);
  // A small JSON answer is read on the page, not offered as a file.
  await expect(result(page).getByRole('button', { name: /Download/ })).toHaveCount(0);
  expect(await axeViolations(page, '#op-result-title', '.op-result')).toEqual([]);
});

test('a binary answer downloads under the service’s name with its bytes untouched', async ({ page, service }) => {
  await openOperation(page, STREAM_KEY, ARCHIVE_SUMMARY);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.path === ARCHIVE_PATH)).toHaveLength(1);

  await expect(
    result(page).getByText('The answer is a file, not text: it is not shown here. Download it to open it.'),
  ).toBeVisible();
  await expect(result(page).getByText('The answer has no body.')).toHaveCount(0);
  for (const fact of [ARCHIVE_NAME, 'application/octet-stream', `${ARCHIVE_BYTES.byteLength} bytes`])
    await expect(result(page).getByRole('definition').filter({ hasText: fact })).toHaveText(fact);

  const download = page.waitForEvent('download');
  await result(page).getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(ARCHIVE_NAME);
  expect(Buffer.compare(await readFile((await saved.path())!), ARCHIVE_BYTES)).toBe(0);
  // No data: URL (or object URL) is left in the page.
  expect(await page.locator('[href^="data:"], [href^="blob:"]').count()).toBe(0);
  expect(await axeViolations(page, '#op-result-title', '.op-result')).toEqual([]);
});

test('a text answer the service did not name downloads under the operation’s id and its type’s extension', async ({
  page,
  service,
}) => {
  await openOperation(page, TEAM_OPERATIONS, 'GET /method/user_project/export');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('The answer is not JSON; it is shown as text.')).toBeVisible();
  const csv = `id,email\n${service.users.map((user) => `${user.id},${user.email}`).join('\n')}\n`;
  await expect(result(page).locator('pre')).toHaveText(csv);

  const download = page.waitForEvent('download');
  await result(page).getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('UserProjectController_export.csv');
  expect(await readFile((await saved.path())!, 'utf8')).toBe(csv);
});

test('a JSON answer over 1 MiB is read on the page and downloads as it came, byte for byte', async ({
  page,
  service,
}) => {
  await openOperation(page, STREAM_KEY, LARGE_JSON_SUMMARY);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.path === LARGE_JSON_PATH)).toHaveLength(1);

  // The readable view shows it (its first rows), and the file is offered beside it.
  await expect(result(page).getByText('Запись эфира №1', { exact: true })).toBeVisible();
  await expect(
    result(page).getByText('This answer is large: download it to keep it exactly as the service sent it.'),
  ).toBeVisible();
  const sent = largeJsonBytes();
  expect(sent.byteLength).toBeGreaterThan(1024 * 1024);

  const download = page.waitForEvent('download');
  await result(page).getByRole('button', { name: 'Download as it came' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('StreamKeyController_recordsExport.json');
  expect(Buffer.compare(await readFile((await saved.path())!), sent)).toBe(0);
});

test('the headers and the download speak ru and cn, sizes in the language’s format', async ({ page }) => {
  for (const [language, run, headersTitle, download, bytes] of [
    ['ru', 'Выполнить', /^Заголовки ответа \(\d+\)$/, 'Скачать', `${ARCHIVE_BYTES.byteLength} байт`],
    ['cn', '运行', /^响应头（\d+）$/, '下载', `${ARCHIVE_BYTES.byteLength}字节`],
  ] as const) {
    await openOperation(page, STREAM_KEY, ARCHIVE_SUMMARY);
    await page.getByRole('banner').getByRole('combobox').selectOption(language);
    await page.getByRole('button', { name: run }).click();
    const answer = page.locator('.op-result');
    await answer.getByText(headersTitle).click();
    await expect(answer.getByRole('rowheader', { name: 'x-request-id' })).toBeVisible();
    await expect(answer.getByRole('definition').filter({ hasText: bytes })).toHaveText(bytes);
    const saved = page.waitForEvent('download');
    await answer.getByRole('button', { name: download }).click();
    expect((await saved).suggestedFilename()).toBe(ARCHIVE_NAME);
    expect(await axeViolations(page, '#op-result-title', '.op-result')).toEqual([]);
  }
});
