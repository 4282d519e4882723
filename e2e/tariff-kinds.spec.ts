import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The three tariff kinds against the contract API: without a description every page is what it was (and the
// restream page lists its group's names as group pages do).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
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
  test.beforeEach(async ({ page, signIn }) => {
    await withoutDescription(page);
    await signIn();
  });

  test('the restream page shows its cards as before, and lists PlanRestream’s operations by name', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/projects/42/tariffs/restream');
    await expect(page.getByRole('region', { name: 'Current plan' }).getByRole('term')).toHaveCount(6);
    const operations = page.getByRole('region', { name: 'Operations (7)' });
    for (const name of ['Get tariff for project', 'Remove after tariff', 'Buy restream tariff', 'Get list of restream tariffs', 'Get list of restream tariffs for project', 'Get discount restream', 'Load data for show card the tariffs v2']) {
      await expect(operations.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    // Nothing is offered that needs a description, and none is asked for.
    await expect(page.getByRole('region', { name: 'Manage the plan' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Tariffs of this project' })).toHaveCount(0);
    expect(asked.filter((path) => path.includes('openapi'))).toEqual([]);
    await expectNoViolations(page);
  });

  test('the transcoding and storage pages are their group pages, with one line saying why, in every language', async ({ page }) => {
    const why = {
      en: 'This deployment publishes no description of its operations, so this tariff’s plans cannot be shown; here is what the interface document lists.',
      ru: 'Это развёртывание не публикует описание своих операций, поэтому его тарифы показать нельзя; ниже — что перечисляет документ интерфейса.',
      cn: '此部署未发布其操作的描述，因此无法显示此套餐的计划；以下是接口文档所列的内容。',
    };
    await page.goto('/projects/42/tariffs/storage');
    await expect(page.getByRole('heading', { level: 1, name: 'PlanStorage' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(why.en);
    await expect(page.getByRole('rowheader', { name: 'Check storage tariff before buy' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/projects/42/tariffs/transcoding');
    await expect(page.getByRole('heading', { level: 1, name: 'PlanTranscoding' })).toBeVisible();
    await page.getByRole('banner').getByLabel('Language').selectOption('ru');
    await expect(page.getByRole('note')).toHaveText(why.ru);
    await page.getByRole('banner').getByLabel('Язык').selectOption('cn');
    await expect(page.getByRole('note')).toHaveText(why.cn);
  });
});
