import { expect, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/screens.ts';

// The demo deployment names the units its figures are in (config.json's `units`, as `npm start` serves it): the
// incoming stream's bitrate and a running profile's delay are shown with them, in the page's language; without them
// (the other specs) the same numbers are shown bare.

test.use({ demoUnits: true });

test('the live bitrate and a profile’s delay carry the deployment’s units, in Russian', async ({ page, signedIn }) => {
  await signedIn();
  await page.goto('/projects/42/stream');
  await chooseLanguage(page, 'Русский');
  const panel = page.getByRole('region', { name: 'Входящий поток' });
  await expect(panel.getByText(/^битрейт \d[\d\s]*\sкбит\/с$/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/projects/42/quality');
  const running = page.getByRole('article', { name: '720p for Twitch' });
  await expect(running.getByText(/^Задержка сейчас: \d+\sс$/)).toBeVisible();
  await expect(running.getByText(/^Битрейт сейчас: \d[\d\s]*\sкбит\/с$/)).toBeVisible();
});
