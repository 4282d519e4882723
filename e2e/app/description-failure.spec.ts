import { expect, test } from '../support/fixtures.ts';

// A deployment whose description cannot be read (its host answers 500): each designed page says so once, with Try
// again, and stands on the interface document's list — it does not ask for the description again and again while the
// page is shown (a fallback that mounted and suspended used to refetch it on every mount, hundreds of times a minute).

for (const path of ['/projects/42/billing', '/projects/42/stream', '/projects/42/tariffs/transcoding']) {
  test(`${path}: a description that cannot be read is asked for once (and its one retry), then Try again`, async ({
    page,
    context,
    signedIn,
  }) => {
    await signedIn();
    let asked = 0;
    let fail = true;
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { serviceDescriptionUrl: string };
      await context.route(`**${new URL(config.serviceDescriptionUrl, response.url()).pathname}`, async (described) => {
        asked += 1;
        if (fail) await described.fulfill({ status: 500, body: 'down' });
        else await described.continue();
      });
      await route.fulfill({ response, json: config });
    });
    await page.goto(path);
    const note = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'This page could not be loaded: try again later.' });
    await expect(note).toBeVisible({ timeout: 20_000 });
    // Quiet once it has said so: nothing is asked until the reader asks.
    await page.waitForLoadState('networkidle');
    expect(asked).toBeLessThanOrEqual(2);
    fail = false;
    await note.getByRole('button', { name: 'Try again' }).click();
    await expect(note).toHaveCount(0);
    expect(asked).toBeLessThanOrEqual(3);
  });
}
