import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The three tariff kinds against the contract API: without a description every page is what it was (and the
// restream page lists its group's names as group pages do).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** config.json as the deployment serves it, without a description URL. */
async function withoutDescription(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.serviceDescriptionUrl;
    await route.fulfill({ response, json: config });
  });
}

test.describe('with no description configured', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    await withoutDescription(page);
    await signedIn();
  });

  test('the restream page shows its cards as before, and links to PlanRestream’s operations, listed by name', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/projects/42/tariffs/restream');
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term')).toHaveCount(6);
    // Nothing is offered that needs a description, and none is asked for.
    await expect(page.getByRole('region', { name: 'Manage the plan' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Tariffs of this project' })).toHaveCount(0);
    expect(asked.filter((path) => path.includes('openapi'))).toEqual([]);
    await expectNoViolations(page);
    // The group's operations are one link away, in the page's header, not below the cards.
    await expect(page.getByRole('main')).not.toContainText('Operations (');
    await page.getByRole('link', { name: 'All operations of this group' }).click();
    await expect(page).toHaveURL('/projects/42/tariffs/restream/operations');
    const operations = page.getByRole('region', { name: 'Operations (7)' });
    for (const name of [
      'Get tariff for project',
      'Remove after tariff',
      'Buy restream tariff',
      'Get list of restream tariffs',
      'Get list of restream tariffs for project',
      'Get discount restream',
      'Load data for show card the tariffs v2',
    ]) {
      await expect(operations.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    expect(asked.filter((path) => path.includes('openapi'))).toEqual([]);
  });

  test('the transcoding and storage pages stand on their group pages in every language; why is said in Settings', async ({
    page,
  }) => {
    // What stands instead speaks for itself: the page says nothing about a description; Settings → Advanced does.
    await page.goto('/projects/42/tariffs/storage');
    await expect(page.getByRole('heading', { level: 1, name: 'PlanStorage' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Check storage tariff before buy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expectNoViolations(page);
    await page.goto('/settings');
    await page.getByText('Advanced (for a self-hosted deployment)').click();
    await expect(page.getByRole('region', { name: 'Description of the service’s operations' })).toContainText(
      'None is configured (serviceDescriptionUrl in config.json)',
    );
    await page.goto('/projects/42/tariffs/transcoding');
    await expect(page.getByRole('heading', { level: 1, name: 'PlanTranscoding' })).toBeVisible();
    await page.getByRole('banner').getByLabel('Language').selectOption('ru');
    await expect(page.getByRole('rowheader', { name: 'Check transcoding tariff before buy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await page.getByRole('banner').getByLabel('Язык').selectOption('cn');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
  });
});

test.describe('described by the contract API', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn();
  });

  test('transcoding and storage cards show the demo’s plans, reached from the restream page', async ({ page }) => {
    await page.goto('/projects/42/tariffs/restream');
    const kinds = page.getByRole('navigation', { name: 'Tariffs of this project' });
    await kinds.getByRole('link', { name: 'Transcoding' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transcoding tariff' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transcoding', exact: true })).toHaveAttribute('aria-current', 'page');
    const current = page.getByRole('region', { name: 'Current plan' });
    // Named on the card's first line, not as a row.
    await expect(current.locator('.slot-plan-title')).toHaveText('Transcoder 1080p60');
    await expect(current.getByRole('term').filter({ hasText: /^(Title|Type|Period)/ })).toHaveCount(0);
    // The real kind's slot: its flows, under our word with the description's own beside it.
    await expect(current.getByRole('term').filter({ hasText: 'Streams' })).toContainText('Count flows');
    await expect(current.getByRole('definition').filter({ hasText: /^3$/ })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Next plan' })).toContainText('Transcoder 4K');
    await expect(page.getByRole('region', { name: 'Previous plan' })).toContainText(/Transcoder 1080p(?!60)/);
    await expect(page.getByRole('figure', { name: 'Timeline' })).toBeVisible();
    // The group's operations are a link in the header, not a list below the cards.
    await expect(page.getByRole('link', { name: 'All operations of this group' })).toHaveAttribute(
      'href',
      '/projects/42/tariffs/transcoding/operations',
    );
    await expect(page.getByRole('region', { name: /^Operations \(/ })).toHaveCount(0);
    await expectNoViolations(page);

    await page
      .getByRole('navigation', { name: 'Tariffs of this project' })
      .getByRole('link', { name: 'Storage' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Storage tariff' })).toBeVisible();
    const storage = page.getByRole('region', { name: 'Current plan' });
    // Its size as the service gives it, and no unit added where the deployment names none; its period is said with
    // its price, not as the service's word.
    await expect(storage.locator('.slot-plan-title')).toHaveText('Recordings');
    await expect(storage.getByRole('term').filter({ hasText: /^Size$/ })).toHaveCount(1);
    await expect(storage.getByRole('definition').filter({ hasText: /^500$/ })).toHaveCount(1);
    await expect(storage.getByRole('term').filter({ hasText: /^Period$/ })).toHaveCount(0);
    await expect(storage).not.toContainText(/\byear\b/);
    await expectNoViolations(page);
  });

  test('"Remove the next plan" names the plan and its dates; Cancel changes nothing; confirming clears the next card', async ({
    page,
  }) => {
    await page.goto('/projects/42/tariffs/transcoding');
    const next = page.getByRole('region', { name: 'Next plan' });
    await expect(next).toContainText('Transcoder 4K');
    const manage = page.getByRole('region', { name: 'Manage the plan' });
    await manage.getByRole('button', { name: 'Remove the next plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the next plan?' });
    await expect(dialog).toContainText(/The next plan of project 42, “Transcoder 4K” \(until .+\), will be removed\./);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(next).toContainText('Transcoder 4K');

    await manage.getByRole('button', { name: 'Remove the next plan' }).click();
    await dialog.getByRole('button', { name: 'Remove the next plan' }).click();
    await expect(next).toHaveText('Next planNo plan scheduled');
    await expect(manage.getByRole('status')).toHaveText('The next plan was removed.');
    await page.reload();
    await expect(next).toHaveText('Next planNo plan scheduled');
  });

  test('"Change plan" on storage: the plans as cards, its price per GB, what comes back, then the buy and the next card', async ({
    page,
  }) => {
    await page.goto('/projects/42/tariffs/storage');
    const next = page.getByRole('region', { name: 'Next plan' });
    await expect(next.getByRole('definition').filter({ hasText: /^2,000$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change plan' });
    // The current plan is marked among the cards, each priced in the project's currency for what it is sold in.
    const recordings = dialog.getByRole('radio', { name: 'Recordings' });
    await expect(recordings).toHaveAccessibleDescription(/^Your current plan RUB\s2\.00 a month each$/);
    await expect(dialog.getByRole('radio', { name: 'Archive' })).not.toHaveAccessibleDescription(/current/);
    await recordings.check();
    await dialog.getByRole('radio', { name: 'A month' }).check();
    // The real kind's buy takes the size as an optional query parameter: offered, not required, in its unit.
    await dialog.getByLabel(/^Size/).fill('100');
    const check = dialog.getByRole('region', { name: 'What you pay' });
    // Its check takes the project only: the plan's own price says what it costs, and the check what comes back (the
    // 2 000 GB scheduled next) and from which balance.
    await expect(check).toContainText('Price: RUB 2.00 a month each');
    await expect(check).toContainText('Back from the plan scheduled next: RUB 2,000.00');
    await expect(check).toContainText('Paid from the main balance');
    await expect(check).not.toContainText('To pay now');
    await expect(check).not.toContainText(/[a-z]+_[a-z]+|\{/);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Continue to buy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy Recordings for a month?' });
    await expect(confirm).toContainText('Project 42 gets Recordings for a month as its next plan');
    await confirm.getByRole('button', { name: 'Buy' }).click();
    await expect(next.getByRole('definition').filter({ hasText: /^100$/ })).toHaveCount(1);
    await expect(next.locator('.slot-plan-title')).toHaveText('Recordings');
    await expect(page.getByRole('region', { name: 'Manage the plan' }).getByRole('status')).toHaveText(
      'Recordings for a month is bought: it is your next plan now.',
    );
  });

  test('an answer without the shape the page needs falls back to the group page, saying why; an unreadable list is said in the dialog', async ({
    page,
  }) => {
    await page.route(/\/method\/plan_transcoding\?/, (route) => route.fulfill({ json: [] }));
    await page.goto('/projects/42/tariffs/transcoding');
    await expect(page.getByRole('note')).toHaveText(
      'The plans came in a form this page cannot show as cards; below are this group’s operations.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'PlanTranscoding' })).toBeVisible();

    await page.route(/\/method\/plan_storage\/list\?/, (route) => route.fulfill({ json: { results: 'none' } }));
    await page.goto('/projects/42/tariffs/storage');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Change plan' }).getByRole('alert')).toHaveText(
      'The plans came in a form this page cannot read. Try again later.',
    );
  });

  test('the transcoding page and its actions read in Russian and Chinese, the service’s own words kept as written', async ({
    page,
  }) => {
    await page.goto('/projects/42/tariffs/transcoding');
    await expect(page.getByRole('heading', { level: 1, name: 'Transcoding tariff' })).toBeVisible();
    for (const [label, language, title, streams, manage, change, kinds] of [
      [
        'Language',
        'ru',
        'Тариф транскодирования',
        'Потоков',
        'Управление тарифом',
        'Сменить тариф',
        'Тарифы этого проекта',
      ],
      ['Язык', 'cn', '转码套餐', '流数量', '管理套餐', '更换套餐', '此项目的套餐'],
    ] as const) {
      await page.getByRole('banner').getByLabel(label).selectOption(language);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: kinds })).toBeVisible();
      const current = page
        .getByRole('main')
        .getByRole('region')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .nth(1);
      await expect(current.getByRole('term').filter({ hasText: streams })).toContainText('Count flows');
      await page.getByRole('region', { name: manage }).getByRole('button', { name: change }).click();
      await expect(page.getByRole('dialog', { name: change })).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});
