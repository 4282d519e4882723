import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/described-fixtures.ts';
import { FIXTURE_DESCRIPTION_PATH } from '../support/fixture-service.ts';
import { axeViolations } from '../support/console-page.ts';

// The API page's search finds the operations the description adds — by summary, path or operationId — once the
// description is loaded, and never loads it for that; `/` and Ctrl+K (or ⌘+K) reach the search from any page (the
// navigation's API entry leads there), on a phone too.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Operation groups' });
const filter = (page: Page) => page.getByRole('searchbox', { name: 'Search operations' });
const results = (page: Page) => nav(page).getByRole('list', { name: 'Described operations' });

/**
 * Presses the search shortcut until the search has the focus: the shortcut is listened for once the page is idle (its
 * code is not in the first load), and a key pressed before that does nothing. Never pressed while the search has the
 * focus, where `/` would be typed.
 */
async function pressSearchShortcut(page: Page, key = '/') {
  await expect(async () => {
    if (!(await filter(page).evaluateAll((inputs) => inputs.includes(document.activeElement as HTMLElement))))
      await page.keyboard.press(key);
    await expect(filter(page)).toBeFocused({ timeout: 1000 });
  }).toPass();
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('typing part of a described path finds its operation, with its group, and opens its page; the description is not fetched again', async ({
  page,
}) => {
  const descriptions: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FIXTURE_DESCRIPTION_PATH) descriptions.push(request.url());
  });
  // A group page reads the description (UserProject's list of operations; its designed page is the Team page).
  await page.goto('/projects/42/team/operations');
  await expect(page.getByRole('link', { name: 'List of user in project', exact: true })).toBeVisible();
  // Its read has been sent (the sign-in's overview may have sent one too, as this page loaded): searching sends none.
  const fetched = descriptions.length;
  expect(fetched).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^API/ }).click();
  await filter(page).fill('/METHOD/pull_keys/check');
  await expect(results(page).getByRole('link')).toHaveText(['Check key']);
  await expect(results(page).getByRole('listitem')).toContainText('Pull keys · GET /method/pull_keys/check');
  await expect(nav(page).getByRole('status').filter({ hasText: 'described operation' })).toHaveText(
    '1 described operation matches',
  );
  // By operationId and by summary, ignoring case and repeated spaces.
  await filter(page).fill('pullkeyscontroller_');
  await expect(results(page).getByRole('link')).toHaveText([
    'Check key',
    'Update key',
    'Create key',
    'Import key',
    'Rotate key',
  ]);
  await filter(page).fill('rotate   KEY');
  await expect(results(page).getByRole('link')).toHaveText(['Rotate key']);
  expect(await axeViolations(page, 'nav')).toEqual([]);

  await filter(page).fill('/method/pull_keys/check');
  await results(page).getByRole('link', { name: 'Check key' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check key' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/projects/42/pull-links/operations/PullKeysController_check');
  expect(descriptions).toHaveLength(fetched);
});

test('`/` and Ctrl+K lead to the search and focus it, `/` in a text field is typed, Escape empties the search; the words exist in ru and cn', async ({
  page,
}) => {
  await page.goto('/projects/42/pull-links/operations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From a group's page the shortcut follows the navigation's API entry to the project's API page.
  await pressSearchShortcut(page);
  await expect(page).toHaveURL('/projects/42/operations');
  await expect(filter(page)).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  await expect(filter(page)).toHaveValue('');

  await filter(page).fill('import');
  await expect(results(page).getByRole('link')).toHaveText(['Import key']);
  await page.keyboard.press('Escape');
  await expect(filter(page)).toHaveValue('');
  await expect(results(page)).toHaveCount(0);

  await filter(page).fill('rotate');
  await results(page).getByRole('link', { name: 'Rotate key', exact: true }).click();
  const key = page.getByLabel('key', { exact: true });
  await key.fill('a/b');
  await expect(key).toHaveValue('a/b');
  await expect(key).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(filter(page)).toBeFocused();

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  const russian = page.getByRole('navigation', { name: 'Группы операций' });
  await page.getByRole('searchbox', { name: 'Поиск операций' }).fill('pull_keys');
  await expect(russian.getByRole('list', { name: 'Операции сервиса' }).getByRole('link')).toHaveCount(5);
  await expect(russian.getByText('Подходят 5 операций сервиса')).toBeVisible();
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  const chinese = page.getByRole('navigation', { name: '操作分组' });
  await expect(chinese.getByRole('list', { name: '服务的操作' }).getByRole('link')).toHaveCount(5);
  await expect(chinese.getByText('5 个服务操作匹配')).toBeVisible();
});

test('on a phone, `/` leads to the search with its drawer closed, and a result to its page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/projects/42/team/operations');
  await expect(page.getByRole('link', { name: 'List of user in project', exact: true })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await pressSearchShortcut(page);
  await expect(page).toHaveURL('/projects/42/operations');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('change access');
  await results(page).getByRole('link', { name: 'Change access user from project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change access user from project' })).toBeVisible();
});

test.describe('with no description configured', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      delete config.serviceDescriptionUrl;
      await route.fulfill({ response, json: config });
    });
  });

  test('the search finds groups and fetches nothing', async ({ page }) => {
    await page.goto('/projects/42/operations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const asked: Request[] = [];
    page.on('request', (request) => asked.push(request));
    await filter(page).fill('pull');
    await expect(nav(page).getByRole('link', { name: 'Pull keys Stream pull keys' })).toBeVisible();
    // The results' code is here (its live region), and it found no description to search.
    await expect(nav(page).getByRole('status')).toHaveCount(2);
    await expect(results(page)).toHaveCount(0);
    expect(
      asked.filter((request) => ['fetch', 'xhr'].includes(request.resourceType())).map((request) => request.url()),
    ).toEqual([]);
  });
});
