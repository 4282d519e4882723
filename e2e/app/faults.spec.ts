// Fault matrix, one test per row: what the user sees when the service or the network misbehaves. Every row checks
// that the page says what happened and what to do (in the page's language), that the shell stays (no blank
// screen), that the session is kept unless the service refused it, that Retry works once the fault is gone, and
// that nothing reached the console but the failed request itself.
import type { Page } from '@playwright/test';
import { seedProjects } from '../../api/seed.ts';
import {
  PLAN_PATH,
  REFRESH_PATH,
  expect,
  expectAccountShown,
  refreshTokenField,
  storedSession,
  test,
} from '../support/fixtures.ts';

const TARIFF = '/projects/42/tariffs/restream';

/** Project 42's real answer, to be broken one value at a time. */
function plan42(): Record<string, Record<string, unknown>> {
  return structuredClone(seedProjects(Date.now()).get(42)!.plan) as Record<string, Record<string, unknown>>;
}

/** The session the app keeps in localStorage (null when signed out). */

async function expectSignedIn(page: Page): Promise<void> {
  expect(await storedSession(page)).toMatchObject({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
  });
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** No blank screen: header tools, navigation and the page heading are all still there. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Restream tariff' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All projects' })).toBeVisible();
}

const errorPanel = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Could not load this' }) });
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current plan' });

/** The cards of project 42 as the service really answers it. */
async function expectCards(page: Page): Promise<void> {
  await expect(currentPlan(page).getByRole('definition').nth(2)).toHaveText('6,000');
  await expect(page.getByRole('region', { name: 'Previous plan' }).getByRole('definition').nth(2)).toHaveText('4,000');
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('definition').nth(2)).toHaveText('12,000');
}

/** Fault cleared, Retry pressed: the cards arrive and the panel goes, without a reload. */
async function retryWorks(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expectCards(page);
  await expect(errorPanel(page)).toHaveCount(0);
}

test.describe('plan read faults', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn();
  });

  test('500: says the service failed, keeps trying once, Retry works when it is back', async ({
    page,
    control,
    pageErrors,
  }) => {
    await control.fault({ operation: 'plan_restream', status: 500 });
    await page.goto(TARIFF);
    await expect(errorPanel(page)).toContainText('Something went wrong on our side. Try again in a moment.');
    // A designed page speaks a person's words: no status code.
    await expect(errorPanel(page)).not.toContainText('HTTP');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Cannot connect right now. You are still signed in; we will keep trying.' }),
    ).toBeVisible();
    // One automatic retry after 1 s for a failure the service may recover from, then the user decides.
    expect(await control.requests(PLAN_PATH)).toHaveLength(2);
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    await expect(page.getByText('Cannot connect right now.')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('500 in Russian: the same message in the page’s language', async ({ page, control, pageErrors }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
    await control.fault({ operation: 'plan_restream', status: 500 });
    await page.goto(TARIFF);
    await expect(page.getByRole('alert')).toContainText(
      'Что-то пошло не так на нашей стороне. Повторите попытку чуть позже.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Тариф рестрима' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ accessToken: expect.any(String) });

    await control.clearFaults();
    await page.getByRole('button', { name: 'Повторить', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Текущий тариф' }).getByRole('definition').nth(1)).toHaveText('5');
    expect(pageErrors).toEqual([]);
  });

  test('400 with a service message: shows it as the service’s words, does not retry by itself', async ({
    page,
    control,
    pageErrors,
  }) => {
    await control.fault({
      operation: 'plan_restream',
      status: 400,
      body: '{"error":{"message":"Project is archived"}}',
    });
    await page.goto(TARIFF);
    const panel = errorPanel(page);
    await expect(panel).toContainText('This was not accepted.');
    await expect(panel.getByText('Reason:')).toBeVisible();
    await expect(panel.getByText('Project is archived', { exact: true })).toBeVisible();
    // A refusal will not change by asking again: exactly one request.
    expect(await control.requests(PLAN_PATH)).toHaveLength(1);
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    expect(pageErrors).toEqual([]);
  });

  test('404 in the NestJS shape of services of this kind: the service’s own message, as text, with its name', async ({
    page,
    control,
    pageErrors,
  }) => {
    const body = { error: { name: 'NotFoundException', msg: 'Project not found <b>42</b>', options: {}, data: {} } };
    await control.fault({ operation: 'plan_restream', status: 404, body: JSON.stringify(body) });
    await page.goto(TARIFF);
    const panel = errorPanel(page);
    await expect(panel).toContainText('This was not found: it may have been removed.');
    await expect(panel.getByText('Project not found <b>42</b>', { exact: true })).toBeVisible();
    await expect(panel.locator('b')).toHaveCount(0);
    // The service's code is for the API section; here the panel says nothing of it.
    await expect(panel.getByText('NotFoundException')).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('400 with a validator_error list: the message and each property’s messages in the error panel', async ({
    page,
    control,
    pageErrors,
  }) => {
    const body = {
      error: {
        name: 'I18nValidationException',
        msg: 'Bad Request Exception',
        options: {},
        data: {},
        validator_error: [
          {
            property: 'project_id',
            constraints: { isInt: 'project_id must be an integer number', min: 'project_id must not be less than 1' },
            children: [],
          },
          {
            property: 'filter',
            children: [{ property: 'from', constraints: { isDate: 'from must be a Date instance' }, children: [] }],
          },
        ],
      },
    };
    await control.fault({ operation: 'plan_restream', status: 400, body: JSON.stringify(body) });
    await page.goto(TARIFF);
    const panel = errorPanel(page);
    await expect(panel.getByText('Bad Request Exception', { exact: true })).toBeVisible();
    await expect(panel.getByText('What to correct:')).toBeVisible();
    // The service's messages as given, without the field names or the code it sent with them.
    await expect(panel.getByRole('listitem')).toHaveText([
      'project_id must be an integer number; project_id must not be less than 1',
      'from must be a Date instance',
    ]);
    await expect(panel.getByText('I18nValidationException')).toHaveCount(0);
    expect(await control.requests(PLAN_PATH)).toHaveLength(1);
    await control.clearFaults();
    await retryWorks(page);
    expect(pageErrors).toEqual([]);
  });

  test('a body that is not JSON: says the answer cannot be read, shows nothing from it', async ({
    page,
    control,
    pageErrors,
  }) => {
    await control.fault({ operation: 'plan_restream', status: 200, body: '<html>oops', contentType: 'text/html' });
    await page.goto(TARIFF);
    await expect(errorPanel(page)).toContainText('Part of this could not be read. Try again later.');
    await expect(page.getByText('oops')).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    expect(pageErrors).toEqual([]);
  });

  test('a string where a number belongs: the other values show, the bad one is named', async ({
    page,
    control,
    pageErrors,
  }) => {
    const body = plan42();
    body.current!.bitrate_max = '6000';
    await control.fault({ operation: 'plan_restream', status: 200, body: JSON.stringify(body) });
    await page.goto(TARIFF);
    const current = currentPlan(page);
    await expect(current.getByText('Max bitrate is not shown: not a whole number.')).toBeVisible();
    await expect(current.getByRole('definition').nth(0)).toHaveText('3');
    await expect(current.getByRole('definition').nth(1)).toHaveText('5');
    await expect(current.getByRole('definition').nth(2)).toHaveText('—');
    await expect(current.getByRole('definition').nth(3)).toHaveText('Yes');
    await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('definition').nth(2)).toHaveText('12,000');
    await expect(errorPanel(page)).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('a date that is not a date: the other values show, the end date is named', async ({
    page,
    control,
    pageErrors,
  }) => {
    const body = plan42();
    body.current!.date_end = 'next Tuesday';
    await control.fault({ operation: 'plan_restream', status: 200, body: JSON.stringify(body) });
    await page.goto(TARIFF);
    const current = currentPlan(page);
    await expect(current.getByText('Ends is not shown: not a date.')).toBeVisible();
    await expect(current.getByRole('definition').nth(2)).toHaveText('6,000');
    await expect(page.getByText('next Tuesday')).toHaveCount(0);
    await expect(errorPanel(page)).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('JSON that is not an object at the top: says the answer cannot be read at its root', async ({
    page,
    control,
    pageErrors,
  }) => {
    await control.fault({ operation: 'plan_restream', status: 200, body: '[1,2]' });
    await page.goto(TARIFF);
    await expect(errorPanel(page)).toContainText('Part of this could not be read.');
    await expect(currentPlan(page)).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    expect(pageErrors).toEqual([]);
  });

  test('an answer that takes 8 s: placeholders hold the layout, then the cards, no error', async ({
    page,
    control,
    pageErrors,
  }) => {
    test.setTimeout(40_000);
    await control.fault({ operation: 'plan_restream', latencyMs: 8000, times: 1 });
    await page.goto(TARIFF);
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('region', { name: 'Next plan' })).toHaveAttribute('aria-busy', 'true');
    await expectShell(page);
    await expect(currentPlan(page).getByRole('definition').nth(2)).toHaveText('6,000', { timeout: 15_000 });
    await expectCards(page);
    await expect(currentPlan(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await control.requests(PLAN_PATH)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('an answer that never comes: after the 10 s timeout says so, Retry works once it answers', async ({
    page,
    control,
    pageErrors,
  }) => {
    test.setTimeout(40_000);
    await control.fault({ operation: 'plan_restream', hang: true });
    await page.goto(TARIFF);
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
    await expect(errorPanel(page)).toContainText('This is taking too long. Try again in a moment.', {
      timeout: 15_000,
    });
    // A timeout already waited long enough: not retried by itself.
    expect(await control.requests(PLAN_PATH)).toHaveLength(1);
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    expect(pageErrors).toEqual([]);
  });

  test('the connection breaks: says the service cannot be reached, Retry works once it is back', async ({
    page,
    control,
    pageErrors,
  }) => {
    // The browser still believes it is online: only the requests to the service fail (a dead Wi-Fi, a proxy).
    await page.route(`**${PLAN_PATH}?**`, (route) => route.abort('connectionreset'));
    await page.goto(TARIFF);
    await expect(errorPanel(page)).toContainText('Could not connect. Check your connection and try again.');
    await expect(page.getByRole('status').filter({ hasText: 'Cannot connect right now.' })).toBeVisible();
    await expectShell(page);
    await expectSignedIn(page);

    await page.unroute(`**${PLAN_PATH}?**`);
    await retryWorks(page);
    expect(await control.requests(PLAN_PATH)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('the network drops and comes back: says so, waits, and shows the data without a reload', async ({
    page,
    context,
    control,
    pageErrors,
  }) => {
    // Load the tariff page's code first (project 7), what goes below its cards too, so that only data is missing once
    // offline.
    await page.goto('/projects/7/tariffs/restream');
    await expect(currentPlan(page).getByRole('definition').nth(2)).toHaveText('6,000');
    // What is below the cards is drawn when the reader nears it, or at the first key.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('heading', { level: 2, name: 'Manage the plan' })).toBeAttached();
    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    // The overview's list comes with its own code after the heading, and its cards' reads: all here before the network
    // goes.
    await expect(page.getByLabel('Project ID')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Projects of your account' }).getByText('Loading…')).toHaveCount(0);

    await context.setOffline(true);
    const offline = page
      .getByRole('status')
      .filter({ hasText: 'You are offline. You are still signed in; we will reconnect when the network is back.' });
    await expect(offline).toBeVisible();
    // Project 17 (the account's twelfth, on the second page of its list): Home, which read the plans of the first
    // page's projects, has not read it.
    await page.getByLabel('Project ID').fill('17');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('link', { name: 'Project 17', exact: true }).click();
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
    // Asking again while offline keeps waiting: no error, no request, still signed in.
    await offline.getByRole('button', { name: 'Try now' }).click();
    await expect(currentPlan(page)).toHaveAttribute('aria-busy', 'true');
    await expect(errorPanel(page)).toHaveCount(0);
    await expectShell(page);
    await expectSignedIn(page);
    expect((await control.requests(PLAN_PATH)).filter((entry) => entry.query.project_id === '17')).toEqual([]);

    await context.setOffline(false);
    await expect(currentPlan(page).getByRole('definition').nth(2)).toHaveText('3,000');
    await expect(offline).toHaveCount(0);
    expect((await control.requests(PLAN_PATH)).filter((entry) => entry.query.project_id === '17')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('refresh faults', () => {
  // The overview's own reads (the account's projects and name) must have landed before the expiry: one caught by it
  // would refresh on the overview, before the fault is in place or spending it there.
  test('the refresh is refused (400) after the access token expired: sign-in page says the session ended, storage is cleared', async ({
    page,
    control,
    signIn,
    pageErrors,
  }) => {
    await signIn();
    await expectAccountShown(page);
    await control.expireAccess();
    await control.fault({
      operation: 'refresh-access',
      status: 400,
      body: '{"error":{"code":"invalid_grant","message":"Refresh token already used"}}',
    });
    await page.goto(TARIFF);

    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended. Sign in again to continue where you were.' }),
    ).toBeVisible();
    await expect(await refreshTokenField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
    // Nothing of the session is left to resurrect, in either storage.
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('relay.session'))).toBeNull();
    expect(await control.requests(REFRESH_PATH)).toHaveLength(2); // the sign-in exchange, then the refused one

    // Signing in again brings the user back to the tariff page they were on.
    await control.clearFaults();
    await (await refreshTokenField(page)).fill(await control.mintRefreshToken());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${TARIFF}$`));
    await expectCards(page);
    expect(pageErrors).toEqual([]);
  });

  test('the refresh fails (500): still signed in, says the service failed, recovers when it is back', async ({
    page,
    control,
    signIn,
    pageErrors,
  }) => {
    await signIn();
    await expectAccountShown(page);
    await control.expireAccess();
    await control.fault({ operation: 'refresh-access', status: 500 });
    await page.goto(TARIFF);

    await expect(errorPanel(page)).toContainText('Something went wrong on our side. Try again in a moment.');
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Cannot connect right now. You are still signed in; we will keep trying.' });
    await expect(banner).toBeVisible();
    await expectShell(page);
    await expectSignedIn(page);
    await expect(page).toHaveURL(new RegExp(`${TARIFF}$`));

    // The back-off timer's own attempts (2 s, then 4 s later) fail too, so the next one is 8 s away: clearing the
    // fault now leaves the click well inside that window, even on a busy machine, and the banner cannot clear itself
    // before it.
    await expect
      .poll(async () => (await control.requests(REFRESH_PATH)).filter((entry) => entry.status === 500).length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(3);
    // The banner's "Try now" skips the refresh back-off: one refresh, then the data.
    await control.clearFaults();
    await control.clearLog();
    await banner.getByRole('button', { name: 'Try now' }).click();
    await expectCards(page);
    await expect(errorPanel(page)).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    expect((await control.requests(REFRESH_PATH)).map((entry) => entry.status)).toEqual([200]);
    await expectSignedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('the refresh fails (500): the panel’s Retry works as soon as the service is back', async ({
    page,
    control,
    signIn,
    pageErrors,
  }) => {
    // After a failed refresh the coordinator backs off; the user's Retry must not be answered from that window.
    await signIn();
    await expectAccountShown(page);
    await control.expireAccess();
    await control.fault({ operation: 'refresh-access', status: 500 });
    await page.goto(TARIFF);
    await expect(errorPanel(page)).toContainText('Something went wrong on our side. Try again in a moment.');
    // The back-off's own second attempt (after 2 s) fails too, which opens a 4 s window: the service comes back
    // inside it, when a user would press Retry.
    await expect
      .poll(async () => (await control.requests(REFRESH_PATH)).filter((entry) => entry.status === 500).length)
      .toBe(2);

    await control.clearFaults();
    await retryWorks(page);
    await expectSignedIn(page);
    expect(pageErrors).toEqual([]);
  });

  test('the retried request is refused again (401 twice): says so, keeps the session, refreshes exactly once', async ({
    page,
    control,
    signIn,
    pageErrors,
  }) => {
    await signIn();
    await control.clearLog();
    await control.fault({ operation: 'plan_restream', status: 401, times: 2 });
    await page.goto(TARIFF);

    await expect(errorPanel(page)).toContainText('Your session was not accepted. Try again, or sign in again.');
    await expectShell(page);
    await expectSignedIn(page);
    // One refresh and one retry, never a loop.
    expect(await control.requests(REFRESH_PATH)).toHaveLength(1);
    expect(await control.requests(PLAN_PATH)).toHaveLength(2);

    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    // What the service saw says where a failure lies: no third read, a third refused, or one answered but not shown.
    await expect
      .poll(async () => (await control.requests(PLAN_PATH)).map((entry) => entry.status), {
        message: 'Retry reads the plan again, answered',
      })
      .toEqual([401, 401, 200]);
    await expectCards(page);
    await expect(errorPanel(page)).toHaveCount(0);
    expect(await control.requests(REFRESH_PATH)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('hostile text from the service', () => {
  const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

  test('HTML and script in an error message are shown as text and run nothing', async ({
    page,
    control,
    signedIn,
    pageErrors,
  }) => {
    await signedIn();
    await control.fault({
      operation: 'plan_restream',
      status: 400,
      body: JSON.stringify({ error: { message: HOSTILE } }),
    });
    await page.goto(TARIFF);
    const panel = errorPanel(page);
    await expect(panel.getByText('Reason:')).toBeVisible();
    await expect(panel.getByText(HOSTILE, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expectShell(page);
    await expectSignedIn(page);

    await control.clearFaults();
    await retryWorks(page);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  test('HTML and script in a plan field are refused as a value and run nothing', async ({
    page,
    control,
    signedIn,
    pageErrors,
  }) => {
    await signedIn();
    const body = plan42();
    body.current!.date_end = HOSTILE;
    await control.fault({ operation: 'plan_restream', status: 200, body: JSON.stringify(body) });
    await page.goto(TARIFF);
    await expect(currentPlan(page).getByText('Ends is not shown: not a date.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expectShell(page);
    expect(pageErrors).toEqual([]);
  });
});
