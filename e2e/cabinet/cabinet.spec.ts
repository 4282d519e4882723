import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../api/server.ts';
import { E2E_REQUEST_TIMEOUT_MS, REFRESH_PATH, expect, test, refreshTokenField } from '../support/fixtures.ts';

// The cabinet against the contract API, a deployment that describes itself: the overview lists the account's projects
// by name, the header names the account in each tab, and signing out tells the service (which then refuses the old
// refresh token) — and still signs out when the service fails or never answers.

const LOGOUT_PATH = '/method/auth/logout';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe violations on ${where}`).toEqual([]);
}

const accountList = (page: Page, name = 'Projects of your account') => page.getByRole('region', { name });
const header = (page: Page) => page.getByRole('banner');

/** Signs in with a token of the given account, as the sign-in page does it. */
async function signInAs(page: Page, token: string, remember: boolean) {
  await page.goto('/sign-in');
  await (await refreshTokenField(page)).fill(token);
  await page.getByLabel('Stay signed in on this device').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

/** The refresh token this tab holds now (read from its storage: the one the service would have to revoke). */
function storedRefreshToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('relay.session') ?? localStorage.getItem('relay.session');
    return (
      (JSON.parse(raw ?? '{}') as { state?: { session?: { refreshToken?: string } } }).state?.session?.refreshToken ??
      ''
    );
  });
}

/** Whether the contract API still takes a refresh token: a direct refresh, as a copy of it would be used (with this browser's fingerprint, which the token is bound to). */
async function refreshStatus(page: Page, baseUrl: string, refreshToken: string): Promise<number> {
  const fingerprint = await page.evaluate(() => localStorage.getItem('relay.fingerprint'));
  const response = await fetch(`${baseUrl}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh: refreshToken, fingerprint }),
  });
  return response.status;
}

test.describe('the projects of the account', () => {
  test('are listed by name without typing an ID, page by page, and one opens', async ({ page, signIn, control }) => {
    // The demo describes the team's read: each card leads to the project's Team too.
    await signIn();
    const list = accountList(page);
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // The name's initial stands in for the avatar the demo's list does not give; it is decoration, not text. The
    // live project comes first (home.spec.ts says what else each card holds).
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Main channel');
    await expect(first).toContainText('ID 42');
    await expect(first.locator('.avatar[aria-hidden="true"]')).toHaveText('M');
    await expect(first.getByRole('link')).toHaveText(['Main channel', 'Stream', 'Billing', 'Team']);
    await expect(list.getByText('10 of 12 shown')).toBeVisible();
    await list.getByRole('button', { name: 'Show more' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    // Both pages were asked for, the second from where the first ended.
    const pages = (await control.requests('/method/project/list')).map((entry) => entry.query.offset ?? '');
    expect(pages).toEqual(['', '10']);
    await expectNoViolations(page, 'the overview with the account’s projects');

    await list.getByRole('link', { name: 'Main channel', exact: true }).click();
    await expect(page).toHaveURL('/projects/42/tariffs/restream');
    await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
    // A project counts as opened once its plan has been answered (one left before that is not remembered): a number
    // on the card, not the loading skeleton's terms.
    await expect(
      page.getByRole('region', { name: 'Current plan' }).getByRole('definition').filter({ hasText: /\d/ }).first(),
    ).toBeVisible();
    await page.goBack();
    // Opened in this browser: marked as such, and kept below with its plan as before.
    const item = accountList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Main channel', exact: true }) });
    await expect(item.getByText('Opened here')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your projects, soonest plan end first' })
        .getByRole('link', { name: 'Project 42', exact: true }),
    ).toBeVisible();
  });

  test('a project the service does not list can still be opened by its ID', async ({ page, signIn }) => {
    await signIn();
    await expect(accountList(page).getByRole('listitem')).toHaveCount(10);
    await page.getByLabel('Project ID').fill('99');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Your projects, soonest plan end first' })
        .getByRole('link', { name: 'Project 99', exact: true }),
    ).toBeVisible();
  });

  test('are named in Russian and Chinese words around the service’s names', async ({ page, signIn }) => {
    await signIn();
    await page.getByLabel('Language').selectOption('ru');
    const ru = accountList(page, 'Проекты вашего аккаунта');
    await expect(ru.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
    await expect(ru.getByText('Показано 10 из 12')).toBeVisible();
    await expectNoViolations(page, 'the overview in Russian');
    await page.getByLabel('Язык').selectOption('cn');
    const cn = accountList(page, '您账户的项目');
    await expect(cn.getByRole('button', { name: '显示更多' })).toBeVisible();
    await expect(cn.getByRole('link', { name: 'Main channel', exact: true })).toBeVisible();
  });

  test('an answer that does not fit is not shown: one line says why', async ({ page, signIn, control }) => {
    await control.fault({
      operation: 'project/list',
      status: 200,
      body: JSON.stringify({ total: '12', limit: 10, offset: 0, results: [{ project_id: 42, name: 'Main channel' }] }),
    });
    await signIn();
    await expect(page.getByText('Your projects could not be listed: add a project by its ID.')).toBeVisible();
    await expect(accountList(page)).toHaveCount(0);
    await expect(page.getByLabel('Project ID')).toBeVisible();
  });
});

test.describe('who is signed in', () => {
  test('each of two tabs names its own account, the "this tab only" one says so', async ({
    page,
    context,
    control,
  }) => {
    await signInAs(page, await control.mintRefreshToken(), true);
    const second = await context.newPage();
    await signInAs(second, await control.mintRefreshToken('second'), false);

    await expect(header(page).getByText('Demo Streamer')).toBeVisible();
    await expect(header(page).getByText('this tab only')).toHaveCount(0);
    await expect(header(second).getByText('Мария Соколова')).toBeVisible();
    await expect(header(second).getByText('this tab only')).toBeVisible();
    await expect(header(second).getByText('Demo Streamer')).toHaveCount(0);
    // Each tab lists its own account's projects too.
    await expect(accountList(second).getByRole('listitem')).toHaveCount(2);
    await expectNoViolations(second, 'the header with a "this tab only" sign-in');

    // On every page, after a reload as well.
    await page.goto('/projects/42/tariffs/restream');
    await expect(header(page).getByText('Demo Streamer')).toBeVisible();
    await second.reload();
    await expect(header(second).getByText('Мария Соколова')).toBeVisible();
    await second.getByLabel('Language').selectOption('cn');
    await expect(header(second).getByText('仅此标签页')).toBeVisible();
  });
});

test.describe('signing out', () => {
  test('tells the service, which then refuses the old refresh token', async ({ page, signIn, control, server }) => {
    await signIn();
    await expect(header(page).getByText('Demo Streamer')).toBeVisible();
    // Signing out locally alone (as before) would leave this token working: a copy of it would refresh (200).
    const held = await storedRefreshToken(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('The sign-in has ended on the server too.')).toBeVisible();

    const logouts = await control.requests(LOGOUT_PATH);
    expect(logouts).toHaveLength(1);
    expect(logouts[0]!.method).toBe('POST');
    expect(logouts[0]!.body).toEqual({ refresh: held });
    expect(await refreshStatus(page, server.url, held), 'a copy of the token is refused after sign-out').toBe(400);
    await expectNoViolations(page, 'the sign-in page after a confirmed sign-out');
  });

  test('completes when Logout answers 503, and says the service may not have ended it', async ({
    page,
    signIn,
    control,
  }) => {
    await control.fault({ operation: 'auth/logout', status: 503 });
    await signIn();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText(/did not confirm that the sign-in ended/)).toBeVisible();
    expect(await control.requests(LOGOUT_PATH)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  });

  test('completes when Logout never answers: signed out at once, told within a few seconds', async ({
    page,
    signIn,
    control,
  }) => {
    await control.fault({ operation: 'auth/logout', hang: true });
    await signIn();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Ending the sign-in on the server too…')).toBeVisible();
    await expect(page.getByText(/did not confirm that the sign-in ended/)).toBeVisible({ timeout: 15_000 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  });

  test('says so in Russian and Chinese', async ({ page, signIn, control }) => {
    await control.fault({ operation: 'auth/logout', status: 503, times: 2 });
    await signIn();
    await page.getByLabel('Language').selectOption('ru');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByText(/сервер не подтвердил/)).toBeVisible();
    await page.getByLabel('Язык').selectOption('cn');
    await expect(page.getByText(/服务器没有确认此次登录已结束/)).toBeVisible();
  });
});

// A deployment whose config.json names no description: the overview works without it, with one line saying why.
const plain = test.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        port: 0,
        staticDir: 'dist',
        control: true,
        configOverrides: { requestTimeoutMs: E2E_REQUEST_TIMEOUT_MS, serviceDescriptionUrl: '' },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

plain(
  'without a description the overview looks as it did, says why in one line, and sign-out sends nothing',
  async ({ page, signIn, control }) => {
    await signIn();
    await expect(
      page.getByRole('note').filter({ hasText: 'Your projects are not listed: add a project by its ID.' }),
    ).toBeVisible();
    await expect(page.getByText('No projects yet. Add one by its ID — for the demo, try 42.')).toBeVisible();
    await expect(accountList(page)).toHaveCount(0);
    await page.getByLabel('Project ID').fill('42');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Your projects, soonest plan end first' })
        .getByRole('link', { name: 'Project 42', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You signed out.')).toBeVisible();
    const sent = (await control.log()).map((entry) => entry.path);
    expect(sent.filter((path) => path !== REFRESH_PATH && path !== '/method/plan_restream')).toEqual([]);
  },
);
