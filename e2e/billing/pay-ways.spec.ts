import type { Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { describeWithoutPaths } from '../support/description-without.ts';
import { chooseLanguage } from '../support/screens.ts';

// Paying a top-up by each way the demo describes (the newer description's pay systems): a processor's page its
// "redirect url" operation answers, left for once the user confirmed what is paid, how much and by which way, and
// come back from to Billing with the payment shown; a wallet's intent shown as an address with its QR code and Copy.

const BILLING = '/projects/42/billing';
const PAYMENT_PATH = '/method/payment';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, label: string) =>
  region(page, 'Balance').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Asks for a top-up of RUB 1,500 by T-Bank, in English: the question Top up asks first. */
async function askTopUpByTBank(page: Page) {
  const topUp = region(page, 'Top up the balance');
  await topUp.getByRole('radio', { name: /^T-Bank/ }).check();
  await topUp.getByLabel('Amount (RUB)').fill('1500');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  return page.getByRole('dialog', { name: 'Top up by RUB 1,500.00 with T-Bank?' });
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a top-up by a processor’s page and by a wallet, each confirmed first: left for and back, or shown where to send it', async ({
  page,
  signedIn,
  control,
}) => {
  await control.money({ settleMs: null });
  await signedIn();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(BILLING);
  const topUp = region(page, 'Top up the balance');
  // The project's payments by every way, newest first, a kind in words, the amount with the project's currency.
  const payments = region(page, 'Payments');
  await expect(payments.getByRole('row')).toHaveCount(6);
  await expect(payments.getByRole('button', { name: 'Show more payments' })).toBeVisible();
  await expect(payments.getByRole('row').nth(1)).toHaveText(/Top-upTRONRUB\s4,500\.00Waiting for payment$/);
  await expect(payments.getByRole('row').nth(4)).toHaveText(/Top-upT-BankRUB\s1,000\.00Waiting for payment$/);
  // Each way by its name, with how it is paid where its operations say.
  await expect(
    topUp.getByRole('radio', { name: /^T-Bank · from RUB 100\.00 .* · paid on T-Bank’s site$/ }),
  ).toBeVisible();
  await expect(topUp.getByRole('radio', { name: /^TRON · .* · paid from a crypto wallet$/ })).toBeVisible();
  await expect(topUp.getByRole('radio', { name: /^Bank card · from RUB 100\.00 to RUB 100,000\.00$/ })).toBeVisible();

  // A processor's page: nothing is sent before the user confirms what, how much and by which way; Cancel sends nothing.
  await control.clearLog();
  const dialog = await askTopUpByTBank(page);
  await expect(dialog).toContainText('This tab goes to T-Bank’s site to pay it.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'POST')).toEqual([]);

  await topUp.getByRole('button', { name: 'Top up' }).click();
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/__contract\/pay\//);
  const made = (await control.requests(PAYMENT_PATH)).filter((entry) => entry.method === 'POST');
  expect(made.map((entry) => entry.body)).toMatchObject([{ project_id: 42, type: 'topup', amount: 1500 }]);
  expect(String((made[0]!.body as { pay_system_id: unknown }).pay_system_id)).toBe('5');
  expect(await control.requests('/method/pay-system/t-bank/create')).toHaveLength(1);
  // Back from the pay page before paying: the payment is followed, Top up takes a press again; forward, it is paid.
  await page.goBack();
  await expect(topUp.getByText('Payment 7017 was created with T-Bank.')).toBeVisible();
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toContainText('“pending”');
  await expect(topUp.getByRole('button', { name: 'Top up' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.goForward();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on Billing: the payment shown, the balance the service's.
  await page.waitForURL(new RegExp(`${BILLING}$`));
  await expect(topUp.getByText('Payment 7017 was created with T-Bank.')).toBeVisible();
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toContainText('“paid”');
  await expect(figure(page, 'Main balance')).toHaveText('RUB 6,500.00');
  await expect(payments.getByRole('row').nth(1)).toHaveText(/Top-upT-BankRUB\s1,500\.00Paid$/);
  await topUp.getByRole('button', { name: 'Stop following it' }).click();

  // A wallet, on a phone, in Russian: where to send how much, the address as a QR code, and Copy.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Русский');
  const ruTopUp = region(page, 'Пополнить баланс');
  await ruTopUp.getByRole('radio', { name: /^TRON/ }).check();
  await ruTopUp.getByLabel('Сумма (RUB)').fill('1000');
  await ruTopUp.getByRole('button', { name: 'Пополнить' }).click();
  const ruDialog = page.getByRole('dialog', { name: /^Пополнить на 1\s000,00\s(RUB|₽) через TRON\?$/ });
  await ruDialog.getByRole('button', { name: 'Оплатить' }).click();
  await expect(ruTopUp.getByText('Платёж 7018 создан (TRON).')).toBeVisible();
  await expect(ruTopUp.getByText(/^Отправьте [\d.]+ USDT в сети .+ \(тестовая сеть\) на этот адрес:$/)).toBeVisible();
  const qr = ruTopUp.getByRole('img', { name: 'QR-код адреса' });
  await expect(qr).toHaveAttribute('data-modules', /^\d+$/);
  expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
  const address = (await ruTopUp.locator('.billing-wallet-text').first().textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await ruTopUp.getByRole('button', { name: 'Скопировать адрес' }).click();
  await expect(ruTopUp.getByText('Скопировано')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The service's first page of five, then the next from where it ended.
  const ruPayments = region(page, 'Платежи');
  await expect(ruPayments.getByRole('row')).toHaveCount(6);
  await expect(ruPayments.getByRole('row').nth(1)).toHaveText(/ПополнениеTRON1\s000,00\s(RUB|₽)Ожидает оплаты$/);
  await control.clearLog();
  await ruPayments.getByRole('button', { name: 'Показать ещё платежи' }).click();
  await expect.poll(() => ruPayments.getByRole('row').count()).toBeGreaterThan(6);
  expect((await control.requests('/method/transactions/list')).map((entry) => entry.query)).toMatchObject([
    { project_id: '42', limit: '5', offset: '5' },
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test('a description without the ways’ own operations or the payments: each way is paid as the service arranges, no payments part, the rest works', async ({
  page,
  context,
  signedIn,
  control,
}) => {
  const ways = ['payoneer/create', 't-bank/create', 'unitpay/create', 'tonconnect/intent', 'tron/intent'];
  const dropped = [...ways.map((way) => `/pay-system/${way}`), '/transactions/list'];
  await describeWithoutPaths(context, (path) => dropped.some((place) => path.endsWith(place)));
  await control.money({ settleMs: null });
  await signedIn();
  await page.goto(BILLING);
  const topUp = region(page, 'Top up the balance');
  await expect(topUp.getByRole('radio')).toHaveCount(8);
  await expect(topUp.getByRole('radio', { name: /^T-Bank · from RUB 100\.00 to RUB 300,000\.00$/ })).toBeVisible();
  await expect(region(page, 'History').getByRole('row')).toHaveCount(21);
  await expect(region(page, 'Payments')).toHaveCount(0);

  await control.clearLog();
  const dialog = await askTopUpByTBank(page);
  await expect(dialog).toContainText('RUB 1,500.00 is added to this project’s balance once T-Bank has paid it.');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(topUp.getByText('Payment 7017 was created with T-Bank.')).toBeVisible();
  await expect(topUp.getByRole('status').filter({ hasText: /^Status: / })).toContainText('“pending”');
  expect(new URL(page.url()).pathname).toBe(BILLING);
  expect(await control.requests('/method/pay-system/t-bank/create')).toEqual([]);
});
