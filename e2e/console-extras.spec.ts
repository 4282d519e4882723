import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/described-fixtures.ts';

// The operation page as a tool: the request copied as curl or fetch (never with the token, secrets only when
// asked), Ctrl+Enter to run, and Cancel with the elapsed time on a slow run.

const PULL_KEYS = '/projects/42/stream-pull-keys';
const USER_PROJECT = '/projects/42/user-project';
const KEY = 'pk-rot-5150';
const PIN = "12'34";
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

/** Every Authorization header the page sent: the token, which no copy may hold. */
const tokensSent: string[] = [];

test.beforeEach(async ({ page, signIn }) => {
  tokensSent.length = 0;
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (authorization) tokensSent.push(authorization.replace(/^oauth /, ''));
  });
  await signIn();
});

async function openOperation(page: Page, groupPath: string, name: string) {
  await page.goto(groupPath);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

test.describe('copying the request', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('before running, curl has the method, full URL, token placeholder and headers, with secrets masked unless included', async ({ page, service }) => {
    await openOperation(page, PULL_KEYS, 'Rotate key');
    await page.getByLabel('key', { exact: true }).fill(KEY);
    await page.getByLabel('pin', { exact: true }).fill(PIN);
    const origin = new URL(page.url()).origin;

    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    const masked = await clipboard(page);
    expect(masked).toContain(`curl -X POST '${origin}/method/pull_keys/••••••/rotate?v=1&language=en&pin=••••••'`);
    expect(masked).toContain('-H "Authorization: oauth $ACCESS_TOKEN"');
    expect(masked).toContain("-H 'Accept: application/json'");
    expect(masked).not.toContain(KEY);
    expect(masked).not.toContain('1234');
    expect(service.calls.filter((call) => call.path.endsWith('/rotate'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Include secrets' }).check();
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => clipboard(page)).toContain(`'${origin}/method/pull_keys/${KEY}/rotate?v=1&language=en&pin=12%2734'`);
    // The included secrets stay in the page: not in its URL, not in storage.
    expect(page.url()).not.toContain(KEY);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(KEY);

    // Run it, so the page holds a token: the copy still names only the placeholder.
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => service.calls.filter((call) => call.path.endsWith('/rotate')).length).toBe(1);
    await expect(result(page).getByRole('alert')).toBeVisible();
    expect(tokensSent.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Copy as fetch' }).click();
    await expect.poll(() => clipboard(page)).toContain('await fetch(');
    const script = await clipboard(page);
    expect(script).toContain('"Authorization": "oauth $ACCESS_TOKEN"');
    for (const token of tokensSent) expect(script).not.toContain(token);
  });

  test('a JSON body is copied as sent, its secret masked, and the words exist in ru and cn', async ({ page }) => {
    await openOperation(page, PULL_KEYS, 'Import key');
    await page.getByLabel('name', { exact: true }).fill("O'Neil — 直播");
    await page.getByLabel('key', { exact: true }).fill(KEY);
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect.poll(() => clipboard(page)).toContain('--data-raw');
    const command = await clipboard(page);
    expect(command).toContain(`--data-raw '{"project_id":42,"name":"O'\\''Neil — 直播","key":"••••••"}'`);
    expect(command).toContain("-H 'Content-Type: application/json'");
    expect(command).not.toContain(KEY);

    for (const [language, curl, fetch, include] of [
      ['ru', 'Копировать как curl', 'Копировать как fetch', 'Включить секреты'],
      ['cn', '复制为 curl', '复制为 fetch', '包含机密值'],
    ] as const) {
      await page.getByRole('banner').getByRole('combobox').selectOption(language);
      await expect(page.getByRole('button', { name: curl })).toBeVisible();
      await expect(page.getByRole('button', { name: fetch })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: include })).not.toBeChecked();
    }
  });
});

test('Ctrl+Enter runs a read from a field, and a write from the JSON editor only up to its confirmation', async ({ page, service }) => {
  await openOperation(page, PULL_KEYS, 'Check key');
  await page.getByLabel('key', { exact: true }).fill('pk-secret-777');
  await page.getByLabel('key', { exact: true }).press('Control+Enter');
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.path === '/method/pull_keys/check')).toHaveLength(1);

  await openOperation(page, PULL_KEYS, 'Create key');
  await page.getByRole('textbox', { name: 'JSON' }).press('Control+Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(service.calls.filter((call) => call.method === 'POST' && call.path === '/method/pull_keys')).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(result(page).getByText('200', { exact: true })).toBeVisible();
  expect(service.calls.filter((call) => call.method === 'POST' && call.path === '/method/pull_keys')).toHaveLength(1);
});

test('a slow run shows its elapsed time, and Cancel aborts the request and keeps the form', async ({ page, service }) => {
  await openOperation(page, USER_PROJECT, 'List of user in project');
  await page.getByLabel('role', { exact: true }).selectOption('2');
  // Held: the request reaches the browser's network layer and gets no answer until the page gives up on it.
  const held = '**/method/user_project/users?*';
  await page.route(held, () => {});
  const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/method/user_project/users'));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('timer')).toHaveText('Running for 1 s');
  await page.getByRole('button', { name: 'Cancel request' }).click();
  expect((await aborted).failure()?.errorText).toMatch(/abort/i);
  await expect(page.getByText('The request was cancelled. The form keeps its values.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByLabel('role', { exact: true })).toHaveValue('2');
  expect(await axeViolations(page)).toEqual([]);
  expect(service.calls.filter((call) => call.path === '/method/user_project/users')).toEqual([]);

  await page.unroute(held);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(result(page).getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByText('The request was cancelled. The form keeps its values.')).toHaveCount(0);
});
