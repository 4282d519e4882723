// The fixture's `realtime` option: by default the browser gets the realtime endpoint in config.json, as `npm run
// preview` serves it; `test.use({ realtime: false })` takes it out, so a page can be tested polling.
import { expect, test } from '../support/fixtures.ts';

const servedConfig = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  return page.evaluate(async () => (await (await fetch('/config.json')).json()) as Record<string, unknown>);
};

test('by default the page’s config.json names the realtime endpoint', async ({ page }) => {
  expect((await servedConfig(page)).realtimeUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/connection\/websocket$/);
});

test.describe('with realtime off', () => {
  test.use({ realtime: false });

  test('the page’s config.json names none, and keeps the rest', async ({ page }) => {
    const config = await servedConfig(page);
    expect(config).not.toHaveProperty('realtimeUrl');
    expect(config).toMatchObject({ demo: true, serviceDescriptionUrl: '/__contract/openapi.json' });
  });
});
