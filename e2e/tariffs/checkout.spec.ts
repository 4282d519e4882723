import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';
import { scrollUntil } from '../support/scroll-until.ts';

// Change plan as a checkout against the contract API: the plans as cards, one chosen with a period, what it costs in
// words (the total in its currency, none of the answer's field names or values), the buy asked first and said.

test.use({ demoUnits: true });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

/** The check's field names and values, none of which a person reads. */
const ANSWER_WORDS = /[a-z]+_[a-z]+|\b(rub|usd|upgrade|downgrade|prolongate)\b|\{/;

test('Change plan: a plan chosen, its total in its currency in words, bought, and the next card; in Russian at 390 px', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/projects/42/tariffs/restream');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  // Every plan of the list as a card: its price a month, its discount as a percentage, its limits in units; the
  // current one marked.
  const standard = dialog.getByRole('radio', { name: 'Standard' });
  await expect(standard).toHaveAccessibleDescription(
    /^Your current plan RUB\s790\.00 a month 10% off a year Channels: 5 Max bitrate: 6,000\skbps Resolution: 1080p/,
  );
  await expect(dialog.getByRole('radio')).toHaveCount(5 + 2);
  await dialog.getByRole('radio', { name: 'Business' }).check();
  await dialog.getByRole('radio', { name: 'A month' }).check();
  const check = dialog.getByRole('region', { name: 'What you pay' });
  // Business is 2 990 a month; the Pro scheduled next (1 490) comes back.
  await expect(check.locator('.check-total')).toHaveText('To pay now: RUB\u00a01,500.00');
  await expect(check).toContainText('The plan costs RUB\u00a02,990.00 for the period');
  await expect(check).toContainText('Back from the plan scheduled next: RUB\u00a01,490.00');
  await expect(check).toContainText('The balance holds RUB\u00a05,000.00');
  await expect(check).toContainText(/The project has Business from \d+ \w+ \d{4} to \d+ \w+ \d{4}\./);
  await expect(check).not.toContainText(ANSWER_WORDS);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Continue to buy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy Business for a month?' });
  await expect(confirm).toContainText('You pay RUB\u00a01,500.00.');
  await confirm.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('region', { name: 'Next plan' }).locator('.slot-plan-title')).toHaveText('Business');
  await expect(page.getByRole('region', { name: 'Manage the plan' }).getByRole('status')).toHaveText(
    'Business for a month is bought: it is your next plan now.',
  );

  // In Russian on a phone: a year of Pro is more than the balance holds, and the check says by how much.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'Русский');
  const change = page.getByRole('button', { name: 'Сменить тариф' });
  await scrollUntil(page, change);
  await change.click();
  const ru = page.getByRole('dialog', { name: 'Сменить тариф' });
  await ru.getByRole('radio', { name: 'Pro' }).check();
  await ru.getByRole('radio', { name: 'Год' }).check();
  const ruCheck = ru.getByRole('region', { name: 'Что вы платите' });
  // 1 490 × 12 less 10% is 16 092; the Business now scheduled next (2 990) comes back; 3 500 is left after its buy.
  await expect(ruCheck.locator('.check-total')).toHaveText('К оплате сейчас: 13\u00a0102,00\u00a0₽');
  await expect(ruCheck.getByRole('alert')).toContainText('На балансе не хватает 9\u00a0602,00\u00a0₽');
  await expect(ruCheck.getByRole('link', { name: 'Баланс и пополнение' })).toBeVisible();
  await expect(ruCheck).not.toContainText(ANSWER_WORDS);
  await expectNoViolations(page);
});

test('the webinar plan: its plans by participants, checked and bought at a tablet’s width', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.goto('/projects/42/tariffs/webinar');
  await expect(page.getByRole('heading', { level: 1, name: /^Webinar tariff/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next plan' }).locator('.slot-plan-title')).toHaveText('Prime');
  const manage = page.getByRole('region', { name: 'Manage the plan' });
  await expect(manage.getByRole('switch', { name: 'Renew Cinema automatically' })).toBeChecked();
  await expect(manage.getByRole('button', { name: 'Remove the next plan' })).toBeVisible();
  await manage.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await expect(dialog.getByRole('radio', { name: 'Cinema' })).toHaveAccessibleDescription(
    /^Your current plan RUB\s1,990\.00 a month 20% off a year Resolution: 1080p Participants: 100$/,
  );
  await dialog.getByRole('radio', { name: 'Pro' }).check();
  await dialog.getByRole('radio', { name: 'A month' }).check();
  const check = dialog.getByRole('region', { name: 'What you pay' });
  // Pro is 7 990 a month; the Prime scheduled next (3 990) comes back.
  await expect(check.locator('.check-total')).toHaveText('To pay now: RUB\u00a04,000.00');
  await expect(check).not.toContainText(ANSWER_WORDS);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Continue to buy' }).click();
  await page.getByRole('dialog', { name: 'Buy Pro for a month?' }).getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByRole('region', { name: 'Next plan' }).locator('.slot-plan-title')).toHaveText('Pro');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Next plan' }).locator('.slot-plan-title')).toHaveText('Pro');
});
