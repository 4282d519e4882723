import type { Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import type { Control } from '../../api/testing/control-client.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// A project's Billing page against the contract API (money in the real kind's shapes): the balances as the service
// gives them, the history in words with its filters sent to the service, a top-up checked before it is sent and
// followed until the service says it settled (across a reload), a promo code checked and then applied only after a
// confirmation (the real kind applies it with a GET), and the tariff page's refused buy leading here.

const BILLING = '/projects/42/billing';
const HISTORY_PATH = '/method/money_flow/list';
const PAYMENT_PATH = '/method/payment';
const APPLY_PATH = '/method/promo/apply';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, label: string) =>
  region(page, 'Balance').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const rows = (page: Page) => region(page, 'History').getByRole('row');

/** The Billing page's top-up, signed in, with payments paid only when the test says so. */
async function openTopUp(page: Page, signedIn: () => Promise<void>, control: Control) {
  await control.money({ settleMs: null });
  await signedIn();
  await page.goto(BILLING);
  return region(page, 'Top up the balance');
}

test('the balances as given, and the history in words: signed amounts, the balance after, filters sent to the service', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(figure(page, 'Main balance')).toHaveText('RUB 5,000.00');
  await expect(figure(page, 'Bonus balance')).toHaveText('RUB 350.00');
  await expect(figure(page, 'Earnings')).toHaveText('RUB 95.25');

  // Newest first, twenty at a time: the last top-up of 3,700 on a balance of 1,300.
  await expect(rows(page)).toHaveCount(21);
  const newest = rows(page).nth(1);
  // The kind in words, the service's details under it.
  await expect(newest.getByRole('cell').nth(1)).toHaveText(/^Top-up\s*Bank card$/);
  await expect(newest.getByRole('cell').nth(2)).toHaveText('+RUB 3,700.00');
  await expect(newest.getByRole('cell').nth(3)).toHaveText('RUB 5,000.00');
  expect(await axeViolations(page, '.billing-page')).toEqual([]);

  // Show more reads the next page from where this one ended.
  await control.clearLog();
  await region(page, 'History').getByRole('button', { name: 'Show more' }).click();
  await expect(rows(page)).toHaveCount(31);
  expect((await control.requests(HISTORY_PATH)).map((entry) => entry.query.offset)).toEqual(['20']);
  await expect(region(page, 'History').getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // The button is gone with the last page: the reader goes on from the first entry it brought.
  await expect(rows(page).nth(21)).toBeFocused();

  // A kind is the service's filter, not this page's: the request carries it, and only refunds come back.
  await control.clearLog();
  await region(page, 'History').getByLabel('Kind').selectOption({ label: 'Refund' });
  await expect(rows(page).nth(1).getByRole('cell').nth(1)).toContainText('Refund');
  const filtered = await control.requests(HISTORY_PATH);
  expect(filtered.map((entry) => [entry.query.type, entry.query.offset])).toEqual([['refund', '0']]);
  const kinds = await region(page, 'History').locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.filter((kind) => !kind.startsWith('Refund'))).toEqual([]);

  // A day range that holds nothing: said so, with a way back.
  await region(page, 'History').getByLabel('From', { exact: true }).fill('2000-01-01');
  await region(page, 'History').getByLabel('To', { exact: true }).fill('2000-01-31');
  await expect(region(page, 'History').getByText('Nothing matches these filters.')).toBeVisible();
  const range = (await control.requests(HISTORY_PATH)).at(-1)!;
  expect(new Date(range.query.date_from!).getTime()).toBeLessThan(new Date(range.query.date_to!).getTime());
  // Cleared, the pages read before are shown again.
  await region(page, 'History').getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(31);
});

test('a top-up: the amount is checked before anything is sent, and the balance grows only when the service says paid, across a reload', async ({
  page,
  signedIn,
  control,
}) => {
  const topUp = await openTopUp(page, signedIn, control);
  await expect(topUp.getByRole('radio', { name: /Bank card · from RUB 100\.00 to RUB 100,000\.00/ })).toBeChecked();
  // The system that cannot top up is not offered; the other eight are.
  await expect(topUp.getByRole('radio')).toHaveCount(8);
  await expect(topUp.getByRole('radio', { name: /Счёт для юрлиц/ })).toHaveCount(0);

  await control.clearLog();
  await topUp.getByLabel('Amount (RUB)').fill('50');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await expect(topUp.getByText('The least this pay system takes is RUB 100.00.')).toBeVisible();
  await expect(topUp.getByLabel('Amount (RUB)')).toHaveAttribute('aria-invalid', 'true');
  expect((await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'POST')).toEqual([]);

  await topUp.getByLabel('Amount (RUB)').fill('500,50');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await page
    .getByRole('dialog', { name: 'Top up by RUB 500.50 with Bank card?' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(topUp.getByText('Payment 7017 was created with Bank card.')).toBeVisible();
  const created = (await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'POST');
  expect(created.map((entry) => entry.body)).toMatchObject([{ project_id: 42, type: 'topup', amount: 500.5 }]);
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toHaveText('Status: “pending” · RUB 500.50');
  await expect(figure(page, 'Main balance')).toHaveText('RUB 5,000.00');

  // Reloaded while pending: the tab still follows it, and nothing was credited on screen.
  await page.reload();
  await expect(topUp.getByText('Payment 7017 was created with Bank card.')).toBeVisible();
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toContainText('“pending”');
  await expect(figure(page, 'Main balance')).toHaveText('RUB 5,000.00');

  await control.settlePayment(7017, 'paid');
  await topUp.getByRole('button', { name: 'Check now' }).click();
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toContainText('“paid”');
  await expect(topUp.getByText('Its status changed: the balance and the history were read again.')).toBeVisible();
  await expect(figure(page, 'Main balance')).toHaveText('RUB 5,500.50');
  await expect(rows(page).nth(1).getByRole('cell').nth(2)).toHaveText('+RUB 500.50');

  // Settled, it is not followed after another reload.
  await page.reload();
  await expect(figure(page, 'Main balance')).toHaveText('RUB 5,500.50');
  await expect(topUp.getByText(/Payment 7017/)).toHaveCount(0);
});

test('one press, one payment: a double-click and three Enters while it is created send one payment; the pay page it names is opened once', async ({
  page,
  signedIn,
  control,
}) => {
  const topUp = await openTopUp(page, signedIn, control);
  const button = topUp.getByRole('button', { name: 'Top up' });
  await topUp.getByLabel('Amount (RUB)').fill('500');
  await control.clearLog();
  // The creation is held until every press below has been made: each of them lands while it is on its way.
  await control.fault({ operation: 'POST payment', gather: 99, times: 1 });
  // Asked first: nothing is sent before Pay.
  await button.click();
  const pay = page.getByRole('dialog').getByRole('button', { name: 'Pay' });
  await pay.dblclick();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const posts = async () => (await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'POST');
  await expect.poll(async () => (await posts()).length).toBe(1);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAccessibleDescription('Sending: pressing again sends nothing more.');

  await control.clearFaults();
  await expect(topUp.getByText('Payment 7017 was created with Bank card.')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  expect((await posts()).map((entry) => entry.body)).toMatchObject([{ project_id: 42, type: 'topup', amount: 500 }]);
  await expect(topUp.getByText(/Payment 7018/)).toHaveCount(0);

  // A payment whose answer names where to pay: the tab goes there, once. While it is on its way, a press is
  // ignored — held by src/lib/bindings/bindings.test.tsx: a navigation held here, or input sent to a tab that is
  // leaving, can wait on the browser past any timeout.
  const payPage = 'https://pay.example/checkout/7017';
  const created = { payment_id: 7017, pay_name: 'Bank card', pay_url: payPage };
  await control.fault({ operation: 'POST payment', status: 201, body: JSON.stringify(created), times: 1 });
  const asked: string[] = [];
  await page.route('https://pay.example/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pay</title><h1>Pay here</h1>' });
  });
  await control.clearLog();
  await topUp.getByLabel('Amount (RUB)').fill('600');
  await topUp.getByLabel('Amount (RUB)').press('Enter');
  await pay.click();
  await page.waitForURL(payPage);
  await expect(page.getByRole('heading', { name: 'Pay here' })).toBeVisible();
  expect(asked).toEqual([payPage]);
  expect((await posts()).map((entry) => entry.body)).toMatchObject([{ project_id: 42, type: 'topup', amount: 600 }]);

  // Back on the page, Top up is a new press again.
  await page.goBack();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await expect(topUp.getByText('Going to pay.example to pay…')).toHaveCount(0);
  // A pay page that never opens frees Top up where the browser says the navigation failed (`navigateerror`): held by
  // src/lib/bindings/bindings.test.tsx — a held cross-origin navigation cannot be stopped here without waiting on it.
});

test('the payment a tab follows is its sign-in’s: signed out and in again, none is shown and no status is read', async ({
  page,
  signIn,
  control,
}) => {
  await control.money({ settleMs: null });
  await signIn();
  await page.goto(BILLING);
  const topUp = region(page, 'Top up the balance');
  await topUp.getByLabel('Amount (RUB)').fill('500');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
  await expect(topUp.getByText('Payment 7017 was created with Bank card.')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('billing')))).toEqual([]);

  // The same tab, a new sign-in: it follows no payment of the last one.
  await signIn();
  await control.clearLog();
  await page.goto(BILLING);
  await expect(topUp.getByLabel('Amount (RUB)')).toBeVisible();
  await expect(topUp.getByText(/Payment 7017/)).toHaveCount(0);
  expect((await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'GET')).toEqual([]);
});

test('a promo code: digits only, checked, then applied only after a confirmation; an unknown or used code in one sentence, nothing to retry', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  await page.goto(BILLING);
  const promo = region(page, 'Promo code');
  await promo.getByLabel('Code').fill('WELCOME');
  await expect(promo.getByText('Codes are digits only.')).toBeVisible();

  await promo.getByLabel('Code').fill('1234');
  await promo.getByRole('button', { name: 'Check' }).click();
  await expect(promo.getByRole('alert')).toHaveText('There is no such code.');
  await expect(promo.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await promo.getByLabel('Code').fill('2025');
  await promo.getByRole('button', { name: 'Check' }).click();
  await expect(promo.getByRole('status')).toHaveText('“Welcome 500”, of the kind “top_up”');

  // Cancel sends nothing; Apply asks first, then sends the one GET.
  await control.clearLog();
  await promo.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this promo code?' });
  await expect(dialog).toContainText('The code “Welcome 500” will be applied to this project.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await control.requests(APPLY_PATH)).toEqual([]);
  await promo.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(promo.getByText('Applied: the balance was topped up.')).toBeVisible();
  expect((await control.requests(APPLY_PATH)).map((entry) => entry.query)).toMatchObject([
    { project_id: '42', code: '2025' },
  ]);
  await expect(figure(page, 'Bonus balance')).toHaveText('RUB 850.00');
  await expect(rows(page).nth(1).getByRole('cell').nth(1)).toHaveText(/^Promo code top-up\s*Welcome 500$/);

  // Used: one sentence in the page's language, nothing to retry.
  await promo.getByLabel('Code').fill('2025');
  await promo.getByRole('button', { name: 'Check' }).click();
  await expect(promo.getByRole('alert')).toHaveText('This code has already been used for this project.');
  await expect(promo.getByRole('button', { name: /Retry|Apply/ })).toHaveCount(0);
  await chooseLanguage(page, 'Русский');
  const ru = region(page, 'Промокод');
  await ru.getByLabel('Код').fill('2024');
  await ru.getByRole('button', { name: 'Проверить' }).click();
  await expect(ru.getByRole('alert')).toHaveText('Этот код уже использован для этого проекта.');
  await expect(ru.getByRole('button', { name: /Повторить|Применить/ })).toHaveCount(0);
});

test('in Russian and Chinese; a project with no history says so; a refused buy on the tariff page leads here', async ({
  page,
  signedIn,
  control,
}) => {
  await signedIn();
  await page.goto('/projects/7/billing');
  await expect(region(page, 'History').getByText('Nothing has been charged or added yet.')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата и баланс' })).toBeVisible();
  await expect(region(page, 'Баланс').locator('dd').first()).toHaveText(/5\s000,00\s₽/);
  expect(await axeViolations(page, '.billing-page')).toEqual([]);
  await page.goto(BILLING);
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await expect(page.getByRole('heading', { level: 1, name: '账单' })).toBeVisible();
  await expect(region(page, '记录').getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^充值\s*Bank card$/);
  expect(await axeViolations(page, '.billing-page')).toEqual([]);

  // Too little money for any plan: the buy is refused in the service's words, and the way to top up is offered.
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await control.money({ projectId: 42, payment: 1 });
  await page.goto('/projects/42/tariffs/restream');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByRole('radio', { name: 'Business' }).check();
  await dialog.getByRole('radio', { name: 'A month' }).check();
  await dialog.getByRole('button', { name: 'Continue to buy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy Business for a month?' });
  // What the buy takes from, beside what it costs.
  await expect(
    confirm.getByText(/^Project balance: main RUB\s1\.00, bonus RUB\s350\.00, earnings RUB\s95\.25$/),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Buy' }).click();
  await expect(confirm.getByText('The balance is not enough for this plan')).toBeVisible();
  await confirm.getByRole('link', { name: 'Balance and top-up' }).click();
  await expect(page).toHaveURL(/\/projects\/42\/billing$/);
  await expect(figure(page, 'Main balance')).toHaveText('RUB 1.00');
});

test('on a phone each entry of the history and the payments is a block that fits the screen, its last column named; the promo code on one line', async ({
  page,
  signedIn,
  control,
}) => {
  await control.money({ settleMs: null });
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn();
  await page.goto(BILLING);
  const history = region(page, 'History');
  await expect(rows(page)).toHaveCount(21);
  const tables = page.locator('.billing-table');
  for (const table of await tables.all()) {
    // Nothing of an entry waits past the card's edge: the table does not scroll sideways.
    const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  }
  // The newest entry: when, above what and its amount; the balance after under them, with its words.
  const newest = rows(page).nth(1);
  const [when, what, amount, after] = await Promise.all(
    [0, 1, 2, 3].map((index) => newest.getByRole('cell').nth(index).boundingBox()),
  );
  expect(when!.y + when!.height).toBeLessThanOrEqual(what!.y + 1);
  expect(Math.abs(what!.y - amount!.y)).toBeLessThan(2);
  expect(after!.y).toBeGreaterThanOrEqual(amount!.y + amount!.height - 1);
  const afterWords = await newest
    .getByRole('cell')
    .nth(3)
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(afterWords).toBe('"Balance after "');
  await expect(newest.getByRole('cell').nth(3)).toHaveText('RUB 5,000.00');
  // The promo code's field and its Check stand on one line, top and bottom alike.
  const promo = region(page, 'Promo code');
  const [field, check] = await Promise.all([
    promo.getByRole('textbox', { name: 'Code' }).boundingBox(),
    promo.getByRole('button', { name: 'Check' }).boundingBox(),
  ]);
  expect(Math.abs(field!.y - check!.y)).toBeLessThan(2);
  expect(Math.abs(field!.y + field!.height - (check!.y + check!.height))).toBeLessThan(2);
  expect(await axeViolations(page, '.billing-page')).toEqual([]);

  // On a wide screen the same entries are a table's rows, under their columns' headings.
  await page.setViewportSize({ width: 1440, height: 900 });
  const heading = history.getByRole('columnheader', { name: 'Balance after' });
  await expect.poll(async () => (await heading.boundingBox())?.height ?? 0).toBeGreaterThan(10);
  const wide = await newest
    .getByRole('cell')
    .nth(3)
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(wide).toBe('none');
});
