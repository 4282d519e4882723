import type { Page } from '@playwright/test';
import { INGEST_APP, RTMP_SERVERS } from '../../api/studio/studio-seed.ts';
import { expect, test } from '../support/fixtures.ts';

// A return to the Stream page binds the description kept from the last visit (lib/service-description/
// kept-description.ts) and draws what it came for without waiting for the service's: here the description is held
// back, never answered, on the return.

const DESCRIPTION = '**/__contract/openapi.json';
const where = (page: Page) => page.getByRole('region', { name: 'Where to stream' });
const destinations = (page: Page) => page.getByRole('region', { name: 'Destinations' });

async function expectKeyAndDestinations(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Stream' })).toBeVisible();
  await expect(where(page).getByText(`rtmp://${RTMP_SERVERS[0]!.url}/${INGEST_APP}`, { exact: true })).toBeVisible();
  await expect(where(page).getByLabel('Hidden until you reveal it')).toBeVisible();
  await expect(destinations(page).getByRole('switch', { name: 'Send to Main YouTube' })).toBeVisible();
}

test.beforeEach(async ({ signedIn }) => {
  await signedIn();
});

test('a return visit shows the key’s place and the destinations from the kept description while the service’s is held back', async ({
  page,
}) => {
  await page.goto('/projects/42/stream');
  await expectKeyAndDestinations(page);

  // The next visit: the description asked for is never answered.
  const asked: string[] = [];
  await page.route(DESCRIPTION, (route) => void asked.push(route.request().url()));
  await page.reload();
  await expectKeyAndDestinations(page);
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  // It is still asked for, once the page is idle, to learn whether it changed.
  await expect.poll(() => asked.length).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
