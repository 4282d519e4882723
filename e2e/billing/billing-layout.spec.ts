import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shiftSum, watchLayoutShifts, whatMoved } from '../support/layout-shifts.ts';

// Nothing on the Billing page moves while it fills, whichever of its reads lands last: each answer is held back until
// the rest of the page is drawn, then let through, and the browser's own layout-shift entries from the first paint
// must add up to nothing — on a phone, where the cards stand in one column, and on a wide screen, where they stand in
// a row above the history.

const BILLING = '/projects/42/billing';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** What each read brings, as the page shows it once it is in. */
const drawn = {
  balances: (page: Page) =>
    expect(region(page, 'Balance').locator('dd').filter({ hasText: 'RUB 5,000.00' })).toBeVisible(),
  // Every pay system that tops up a balance: the demo's eight.
  waysToPay: (page: Page) => expect(region(page, 'Top up the balance').getByRole('radio')).toHaveCount(8),
  promoCode: (page: Page) => expect(region(page, 'Promo code').getByRole('button', { name: 'Check' })).toBeVisible(),
  history: (page: Page) => expect(region(page, 'History').getByRole('row')).toHaveCount(21),
  // The project's payments by every way, a page of five, last on the page.
  transactions: (page: Page) => expect(region(page, 'Payments').getByRole('row')).toHaveCount(6),
  projectName: (page: Page) => expect(page.locator('.billing-project')).toContainText('Main channel'),
};
type Drawn = keyof typeof drawn;

/**
 * Each read the page makes, held back while the rest is drawn: what is drawn without it, and what it brings. The
 * promo code and the history follow the ways to pay, and the payments the history: drawn without them, they would be
 * moved by their landing.
 */
const orders: { held: string; path: string; without: Drawn[]; brings: Drawn[] }[] = [
  {
    // The payments' amounts are in the project's currency, which the project's info gives: they wait for it.
    held: 'the balances (the project’s info)',
    path: '**/method/project/get_project_info?**',
    without: ['waysToPay', 'promoCode', 'history', 'projectName'],
    brings: ['balances', 'transactions'],
  },
  {
    held: 'the ways to pay',
    path: '**/method/pay-system/list?**',
    without: ['balances', 'projectName'],
    brings: ['waysToPay', 'promoCode', 'history', 'transactions'],
  },
  {
    held: 'the history',
    path: '**/method/money_flow/list?**',
    without: ['balances', 'waysToPay', 'promoCode', 'projectName'],
    brings: ['history', 'transactions'],
  },
  {
    held: 'the payments',
    path: '**/method/transactions/list?**',
    without: ['balances', 'waysToPay', 'promoCode', 'history', 'projectName'],
    brings: ['transactions'],
  },
  {
    held: 'the project’s name (the account’s list of projects)',
    path: '**/method/project/list?**',
    without: ['balances', 'waysToPay', 'promoCode', 'history', 'transactions'],
    brings: ['projectName'],
  },
];

/** Holds every request to `path` until the returned function is called. */
async function holdBack(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(path, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { screen, use } of [
  { screen: 'on a phone', use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { screen: 'on a wide screen', use: { viewport: { width: 1366, height: 900 } } },
]) {
  test.describe(screen, () => {
    test.use(use);

    test('nothing on the Billing page moves as its reads land, whichever comes last', async ({ page, signedIn }) => {
      await signedIn();
      const shifts = await watchLayoutShifts(page);
      for (const { held, path, without, brings } of orders) {
        await test.step(`${held} last`, async () => {
          const release = await holdBack(page, path);
          await page.goto(BILLING);
          for (const part of without) await drawn[part](page);
          release();
          for (const part of brings) await drawn[part](page);
          const seen = await shifts();
          expect(shiftSum(seen), `what moved when ${held} landed last:\n${whatMoved(seen)}`).toBe(0);
          await page.unrouteAll({ behavior: 'wait' });
        });
      }
    });
  });
}
