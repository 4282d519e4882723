import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { watchLayoutShifts } from '../support/layout-shifts.ts';

// What a visit draws and asks for before the app's code is all here: index.html's copy of the header's row (the
// mark, no words), replaced by the app's own without anything moving; on a return, the kept description, checked
// with a conditional request only; and on the tariff page, its plan before the description, which it does not wait
// for.

const APP = /\/assets\/app-[\w-]+\.js$/;
const DESCRIPTION = '/__contract/openapi.json';
/** The contract API's path of the restream tariff read (4.2). */
const TARIFF_READ = '/method/plan_restream';

const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

/** Every request for the description, with whether it asked whether a kept copy is still the service's. */
function descriptionRequests(page: Page): { conditional: boolean }[] {
  const asked: { conditional: boolean }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === DESCRIPTION)
      asked.push({ conditional: 'if-none-match' in request.headers() || 'if-modified-since' in request.headers() });
  });
  return asked;
}

test('the header’s row and mark are drawn before the app’s script, and the app’s header takes their place unmoved', async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  const mark = page.locator('.topbar .brand-mark');
  await expect(mark).toBeVisible();
  // Words wait for the script, which knows the reader's language.
  await expect(page.locator('.topbar')).toHaveText('');
  const before = { row: await box(page, '.topbar'), mark: await box(page, '.topbar .brand-mark') };

  release();
  const brand = page.getByRole('link', { name: 'Relay dashboard' });
  await expect(brand).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await box(page, '.topbar')).toEqual(before.row);
  expect(await box(page, '.brand .brand-mark')).toEqual(before.mark);
  expect(await shifts()).toEqual([]);
});

test('a return visit binds the kept description and only asks the service whether it is still its own', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // Kept once read (Cache Storage, written after the page has its description).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('relay-description')).keys()).length))
    .toBe(1);

  const asked = descriptionRequests(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  // A moment more for a second request, should there be one.
  await page.waitForTimeout(500);
  expect(asked).toEqual([{ conditional: true }]);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn();
  });

  test('the tariff page’s first visit reads its plan before anything asks for the description', async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path === DESCRIPTION || path === TARIFF_READ) order.push(path);
    });
    await page.goto('/projects/42/tariffs/restream');
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term')).toHaveCount(6);
    await expect
      .poll(() => order.includes(DESCRIPTION), { message: 'the description is read once settled' })
      .toBe(true);
    expect(order[0]).toBe(TARIFF_READ);
  });
});
