import path from 'node:path';
import { type ViteDevServer, createServer } from 'vite';
import { expect, expectAccountShown, test, refreshTokenField } from '../support/fixtures.ts';

// `npm start` is what a contributor sees first: its development build carries React's and React Router's own
// warnings, which the production build strips. This walks the pages under the dev server (the contract API mounted
// in it, as `npm start` has it); the `consoleCheck` fixture fails the test on any console warning or error.

// One dev server for the file: its first pages transform every module on the fly, which costs more processor than a
// test here; run in parallel, each worker would start its own and pay that again.
test.describe.configure({ mode: 'default' });

let vite: ViteDevServer;
let origin: string;

test.beforeAll(async () => {
  vite = await createServer({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await vite.listen();
  origin = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

test.afterAll(async () => {
  await vite?.close();
});

test('npm start: no console warning or error on any page, signed out or in, in all three languages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const open = async (pathname: string, heading: string | RegExp) => {
    await page.goto(`${origin}${pathname}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  };

  // Signed out: each page a first load, so the lazy ones render through the hydrate fallback.
  await open('/', 'Projects');
  await open('/settings', 'Settings');
  await open('/user', 'User');
  await open('/no-such-page', 'Page not found');
  await open('/sign-in', 'Sign in');

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  for (const id of [42, 7]) {
    await open(`/projects/${id}/tariffs/restream`, 'Restream tariff');
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term').first()).toBeVisible();
  }
  await open('/projects/42/stream', 'Stream');
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible({ timeout: 30_000 });
  await open('/auth', 'Auth');

  // Client-side navigation, then the other two languages.
  await page
    .getByRole('link', { name: 'Back to project' })
    .or(page.getByRole('link', { name: 'Relay dashboard' }))
    .first()
    .click();
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
  await open('/projects/42/tariffs/restream', 'Тариф рестрима');
  await page.getByLabel('Язык').selectOption('cn');
  await expect(page.getByRole('heading', { level: 1, name: '转推套餐' })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
});

test('npm start → Try the demo → a project → its Stream page: the key to reveal and copy, the destinations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Stream: Main channel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible({ timeout: 30_000 });
  const where = page.getByRole('region', { name: 'Where to stream' });
  await expect(where.getByRole('button', { name: 'Reveal' })).toBeVisible({ timeout: 30_000 });
  await expect(where.getByRole('button', { name: 'Copy stream key' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Send to Main YouTube' })).toBeVisible();
});

test('npm start → the README’s way to the edge-case account: its token, pasted into the sign-in form, lists the edge cases', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // What the README's curl does.
  const minted = await fetch(`${origin}/__contract/demo-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'edges' }),
  });
  const { refreshToken } = (await minted.json()) as { refreshToken: string };
  await page.goto(`${origin}/sign-in`);
  await (await refreshTokenField(page)).fill(refreshToken);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({ timeout: 30_000 });
  await expectAccountShown(page, 'Edge cases (test account)');
  const list = page.getByRole('region', { name: 'Projects of your account' });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  for (const [name, id] of [
    ['Morning coffee show', 8],
    ['Retro console corner', 9],
    ['Studio test feed', 10],
    ['Summer festival 2025', 11],
    ['Church services', 12],
    ['24/7 lo-fi radio', 13],
    ['Chess club live', 14],
    ['Backup channel', 15],
  ] as const) {
    const item = list.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(item.getByText(`ID ${id}`, { exact: true }), name).toBeVisible();
  }
  await expect(list.getByText('ID 42', { exact: true })).toHaveCount(0);

  // The malformed and the sparse plan, under the development build's own warnings.
  for (const id of [14, 15]) {
    await page.goto(`${origin}/projects/${id}/tariffs/restream`);
    await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term').first()).toBeVisible();
  }
});
