import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { describeWithout, describeWithoutPaths } from '../support/description-without.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';
import { scrollUntil } from '../support/scroll-until.ts';

// Automatic renewal of the current plan against the contract API: the switch says what follows either way, turning
// it off is asked first, each change sends the kind's renewal with `enabled`, and the state is read back.

test.use({ demoUnits: true });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

/** The renewals sent, as `enabled` of each. */
function renewalsOf(page: Page, kind: string) {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.endsWith(`/plan_${kind}/prolongation`))
      sent.push(url.searchParams.get('enabled') ?? '');
  });
  return sent;
}

test('renewal turned off (asked first) and on sends the kind’s renewal and is read back; in Russian at 820 px', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.setViewportSize({ width: 1440, height: 900 });
  const sent = renewalsOf(page, 'restream');
  await page.goto('/projects/42/tariffs/restream');
  const manage = page.getByRole('region', { name: 'Manage the plan' });
  const renew = manage.getByRole('switch', { name: 'Renew Standard automatically' });
  await expect(renew).toBeChecked();
  await expect(renew).toHaveAccessibleDescription(/^Renews on \d+ \w+ \d{4} for RUB\s790\.00 a month$/);
  await expectNoViolations(page);

  // Off is asked first; keeping it sends nothing.
  await renew.click();
  const ask = page.getByRole('dialog', { name: 'Stop renewing Standard?' });
  await expect(ask).toContainText(/Standard ends on \d+ \w+ \d{4} and nothing renews it/);
  await expect(ask.getByRole('button', { name: 'Keep renewing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep renewing' }).click();
  await expect(renew).toBeChecked();
  expect(sent).toEqual([]);
  await renew.click();
  await ask.getByRole('button', { name: 'Stop renewing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(renew).not.toBeChecked();
  await expect(renew).toHaveAccessibleDescription(/^Ends on \d+ \w+ \d{4}; nothing renews it$/);
  await expect(manage.getByRole('status')).toHaveText(/^Standard ends on \d+ \w+ \d{4}; nothing renews it\.$/);
  expect(sent).toEqual(['false']);
  await page.reload();
  await expect(renew).not.toBeChecked();

  // On is sent at once, and read back after a reload.
  await renew.click();
  await expect(renew).toBeChecked();
  expect(sent).toEqual(['false', 'true']);
  await page.reload();
  await expect(renew).toBeChecked();

  // Another kind, in Russian at a tablet's width: its own renewal, read back.
  await page.setViewportSize({ width: 820, height: 1000 });
  const storage = renewalsOf(page, 'storage');
  await page.goto('/projects/42/tariffs/storage');
  await chooseLanguage(page, 'Русский');
  const ru = page.getByRole('switch', { name: 'Продлевать Recordings автоматически' });
  await scrollUntil(page, ru);
  await expect(ru).toHaveAccessibleDescription(/^Продлится \d+ \S+ \d{4} г\.$/);
  await ru.click();
  await page
    .getByRole('dialog', { name: 'Не продлевать Recordings?' })
    .getByRole('button', { name: 'Не продлевать' })
    .click();
  await expect(ru).not.toBeChecked();
  await expect(ru).toHaveAccessibleDescription(/^Закончится \d+ \S+ \d{4} г\.; его никто не продлит$/);
  expect(storage).toEqual(['false']);
  await page.reload();
  await expect(ru).not.toBeChecked();
});

test('a description without renewal: no switch, and the rest of the plan is managed as before', async ({
  page,
  context,
  signedIn,
}) => {
  await describeWithout(context, [
    'Set restream tariff auto prolongation',
    'Set transcoding tariff auto prolongation',
    'Set storage tariff auto prolongation',
    'Set webinar tariff auto prolongation',
  ]);
  await signedIn();
  await page.goto('/projects/42/tariffs/restream');
  const manage = page.getByRole('region', { name: 'Manage the plan' });
  await expect(manage.getByRole('button', { name: 'Change plan' })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Remove the next plan' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  // Nothing on the page says what is not there.
  await expect(page.getByRole('main')).not.toContainText(/renew|prolongation/i);
});

test('a description without the webinar plan: no link to it, the other kinds as before', async ({
  page,
  context,
  signedIn,
}) => {
  await describeWithoutPaths(context, (path) => path.includes('plan_webinar'));
  await signedIn();
  await page.goto('/projects/42/tariffs/storage');
  const kinds = page.getByRole('navigation', { name: 'Tariffs of this project' });
  await expect(kinds.getByRole('link')).toHaveText(['Restream', 'Transcoding', 'Storage']);
  await expect(page.getByRole('switch', { name: 'Renew Recordings automatically' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Change plan' })).toBeVisible();
});
