import type { Locator, Page } from '@playwright/test';
import type { Control } from '../../api/testing/control-client.ts';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { PHONE, WIDE, chooseLanguage } from '../support/screens.ts';

// A project's Pull links page against the contract API (project 42, live, on a plan of three links: "OBS at the
// studio", RTMP in Frankfurt, and "Website player", HLS in São Paulo, whose server is down): each link's status and
// server in words and its address a secret; an SRT link made, its address revealed and copied (never in the address
// bar), checked, moved to another server and deleted after a confirmation that names it; a fourth link refused by the
// plan, said with the way to the plans. In English on a wide screen and in Russian on a phone.

const KEYS_PATH = '/method/stream-pull-keys';
/** What was sent to make links: Create key's POSTs. */
const creates = async (control: Control) =>
  (await control.requests(KEYS_PATH)).filter((entry) => entry.method === 'POST').map((entry) => entry.body);

const link = (page: Page, name: string): Locator => page.getByRole('article', { name });
const dialog = (page: Page): Locator => page.getByRole('dialog');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('on a wide screen, in English', () => {
  test.use({ ...WIDE, permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows the links in words with their addresses masked, makes an SRT link, reveals and copies it, checks it, moves it and deletes it; a fourth is refused by the plan', async ({
    page,
    signedIn,
    control,
  }) => {
    await signedIn();
    await page.goto('/projects/42/stream');
    await page.getByRole('link', { name: 'Pull links', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pull links' })).toBeVisible();
    const obs = link(page, 'OBS at the studio');
    await expect(obs).toContainText('RTMP');
    await expect(obs).toContainText('Active');
    await expect(obs.getByText('Server: Frankfurt, Germany')).toBeVisible();
    await expect(link(page, 'Website player')).toContainText('Not working');
    // Every address is masked until revealed.
    await expect(obs.getByLabel('Hidden address')).toBeVisible();
    await expect(page.getByText(/pull-fra\.relay\.example/)).toHaveCount(0);
    expect(await axeViolations(page, '.card-list-page')).toEqual([]);

    await page.getByRole('button', { name: 'New link' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'New pull link' })).toBeVisible();
    expect(await axeViolations(page, '.item-form-dialog')).toEqual([]);
    await form.getByLabel('Transport', { exact: true }).selectOption({ label: 'SRT' });
    await form.getByLabel('Name', { exact: true }).fill('Backup encoder');
    await form.getByRole('button', { name: 'Make the link' }).click();
    await expect(form).toHaveCount(0);
    const made = link(page, 'Backup encoder');
    await expect(made).toContainText('SRT');
    expect(await creates(control)).toEqual([
      expect.objectContaining({ project_id: 42, transport: 'srt', name: 'Backup encoder' }),
    ]);

    // Revealed on request, copied without being shown, and never in the address bar.
    await made.getByRole('button', { name: 'Reveal' }).click();
    const address = made.getByText(/^srt:\/\//);
    await expect(address).toBeVisible();
    const url = (await address.textContent())!;
    await made.getByRole('button', { name: 'Copy' }).click();
    await expect(made.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await clipboard(page)).toBe(url);
    expect(page.url()).not.toContain(url);

    await made.getByRole('button', { name: 'Check' }).click();
    await expect(made.getByRole('status').filter({ hasText: /^Checked: (Active|Inactive)$/ })).toBeVisible();

    // Another server, by city.
    await made.getByRole('button', { name: 'Change server' }).click();
    await dialog(page).getByLabel('Server', { exact: true }).selectOption({ label: 'Amsterdam, Netherlands' });
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(made.getByText('Server: Amsterdam, Netherlands')).toBeVisible();

    // The plan takes three links: a fourth is the service's refusal, beside the way to the plans.
    await page.getByRole('button', { name: 'New link' }).click();
    await dialog(page).getByLabel('Transport', { exact: true }).selectOption({ label: 'HLS' });
    await dialog(page).getByRole('button', { name: 'Make the link' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText('The plan allows 3 pull links');
    await expect(dialog(page).getByRole('link', { name: 'Plans' })).toHaveAttribute(
      'href',
      '/projects/42/tariffs/restream',
    );
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await made.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog(page).getByText('“Backup encoder” stops working for good')).toBeVisible();
    expect(await axeViolations(page, '.confirm-write')).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(made).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '“Backup encoder” deleted.' })).toBeVisible();
    // Whatever the page said, no address was in it.
    await expect(page.getByText(url)).toHaveCount(0);
  });
});

test.describe('on a phone, in Russian', () => {
  test.use({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });

  test('makes an SRT link, reveals and copies its address', async ({ page, signedIn, control }) => {
    await signedIn();
    await page.goto('/projects/42/pull-links');
    await chooseLanguage(page, 'Русский');
    await expect(page.getByRole('heading', { level: 1, name: 'Ссылки для забора' })).toBeVisible();
    await expect(link(page, 'OBS at the studio').getByText('Сервер: Frankfurt, Germany')).toBeVisible();
    await page.getByRole('button', { name: 'Новая ссылка' }).click();
    await dialog(page).getByLabel('Протокол', { exact: true }).selectOption({ label: 'SRT' });
    await dialog(page).getByLabel('Название', { exact: true }).fill('Резервный кодер');
    await dialog(page).getByRole('button', { name: 'Создать ссылку' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const made = link(page, 'Резервный кодер');
    await expect(made).toContainText('SRT');
    await made.getByRole('button', { name: 'Показать' }).click();
    const url = (await made.getByText(/^srt:\/\//).textContent())!;
    await made.getByRole('button', { name: 'Копировать' }).click();
    await expect(made.getByRole('status').filter({ hasText: 'Скопировано' })).toBeVisible();
    expect(await clipboard(page)).toBe(url);
    expect(await creates(control)).toEqual([{ project_id: 42, transport: 'srt', name: 'Резервный кодер' }]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
  });
});
