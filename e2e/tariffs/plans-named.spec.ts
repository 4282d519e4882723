import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';
import { scrollUntil } from '../support/scroll-until.ts';

// The plans as an admin sees them on the demo deployment, which names its units: each card names its plan as the
// kind's plan list does, with its price for the period it is paid for, its limits in units; every kind and Change
// plan within reach at a phone's, a tablet's, a small laptop's and a wide screen's width.

test.use({ demoUnits: true });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

const current = (page: Page, name = 'Current plan') => page.getByRole('region', { name });

test('each card names its plan with its price, in units; every kind, the webinar plan among them, and Change plan reachable at four widths', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  for (const width of [390, 820, 1024, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/projects/42/tariffs/restream');
    // The limits in the deployment's units.
    await expect(current(page).getByRole('definition').nth(2)).toHaveText('6,000 kbps');
    const kinds = page.getByRole('navigation', { name: 'Tariffs of this project' });
    await scrollUntil(page, kinds);
    // The name and price come with the plan list, below the cards, into the lines kept for them.
    await expect(current(page).locator('.slot-plan-title')).toHaveText('Standard');
    await expect(current(page).locator('.slot-plan-price')).toHaveText('RUB 790.00 a month');
    await expect(page.getByRole('region', { name: 'Next plan' }).locator('.slot-plan-title')).toHaveText('Pro');
    await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/interface document|Plan ID 3|service gives/);
    await kinds.getByRole('link', { name: 'Storage' }).click();
    await expect(current(page).locator('.slot-plan-title')).toHaveText('Recordings');
    await expect(current(page).getByText('500 GB')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tariffs of this project' }).getByRole('link')).toHaveText([
      'Restream',
      'Transcoding',
      'Storage',
      'Webinars',
    ]);
    await page
      .getByRole('navigation', { name: 'Tariffs of this project' })
      .getByRole('link', { name: 'Webinars' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Webinar tariff/ })).toBeVisible();
    await expect(current(page).locator('.slot-plan-title')).toHaveText('Cinema');
    await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
    if (width === 390) await expectNoViolations(page);
  }

  // In Russian: the same plans, their prices and units in the page's language.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects/42/tariffs/restream');
  await chooseLanguage(page, 'Русский');
  const ru = current(page, 'Текущий тариф');
  await expect(ru.getByRole('definition').nth(2)).toHaveText('6 000 кбит/с');
  await scrollUntil(page, page.getByRole('navigation', { name: 'Тарифы этого проекта' }));
  await expect(ru.locator('.slot-plan-price')).toHaveText('790,00 ₽ в месяц');
});
