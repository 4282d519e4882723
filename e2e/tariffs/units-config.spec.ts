import { type RunningServer, startServer } from '../../api/server.ts';
import { Control } from '../../api/testing/control-client.ts';
import { expect, test, refreshTokenField } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// The document gives no units (2.2). A deployment that knows them says so in config.json — one text for every
// language, or one per language; only then are they shown, on the cards, in the comparison and on the overview, with
// no sentence about where they came from.

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({
    port: 0,
    staticDir: 'dist',
    control: true,
    configOverrides: { units: { bitrate_max: { en: 'kbps', ru: 'кбит/с' }, channel_max: 'ch.' } },
  });
});

test.afterAll(async () => {
  await server?.close();
});

test('units from config.json appear on the cards, the comparison and the overview, in the page’s language', async ({
  page,
}) => {
  await page.goto(`${server.url}/sign-in`);
  await (await refreshTokenField(page)).fill(await new Control(server.url).mintRefreshToken());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  await page.goto(`${server.url}/projects/42/tariffs/restream`);
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('definition').nth(1)).toHaveText('5 ch.');
  await expect(current.getByRole('definition').nth(2)).toHaveText('6,000 kbps');
  // custom_video has no unit in this config: shown as sent.
  await expect(current.getByRole('definition').nth(4)).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Next plan' }).getByRole('listitem')).toHaveText([
    '▲ Max channels: more (+5 ch.)',
    '▲ Max bitrate: higher (+6,000 kbps)',
  ]);
  await expect(page.getByRole('main')).not.toContainText(/configuration|units/i);

  await page.getByRole('link', { name: 'All projects' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Project 42', exact: true }) });
  await expect(row.getByRole('definition').nth(0)).toHaveText('5 ch.');
  await expect(row.getByRole('definition').nth(1)).toHaveText('6,000 kbps');

  // Per-language text in Russian; the one text for every language as it is.
  await chooseLanguage(page, 'Русский');
  const ru = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Проект 42', exact: true }) });
  await expect(ru.getByRole('definition').nth(1)).toHaveText('6 000 кбит/с');
  await expect(ru.getByRole('definition').nth(0)).toHaveText('5 ch.');
});
