// The Stream page on a real deployment's layout: the app on a static host, the API and its realtime endpoint on an
// origin of their own. The key is read from the API, the live numbers are pushed over its socket (allowed by the
// static host's connect-src), and neither the pair nor the stream key ever reaches the static host.
import { expect, test } from '../support/fixtures.ts';
import { carrying, startSplitDeployment } from '../support/split-origin.ts';

test('across origins the key is copied and live numbers are pushed, and nothing secret reaches the static host', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true, realtime: true });
  try {
    // The demo's own moves stopped, so what shows is the number this test pushes.
    await deployment.apiControl.setLive({ ticking: false });
    const { context, page, problems } = await deployment.signIn(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: deployment.appUrl });
    await page.goto('/projects/42/stream');
    const live = page.getByRole('region', { name: 'Incoming stream' });
    await expect(live.getByRole('status')).toHaveText('Live updates: connected');
    // Its viewers beside its switch, in the one list of destinations.
    const youtube = page
      .getByRole('region', { name: 'Destinations' })
      .getByRole('listitem')
      .filter({ hasText: 'Main YouTube' });
    await deployment.apiControl.setLive({ channels: { 101: { viewers: 2468 } } });
    await expect(youtube.locator('dt', { hasText: /^Viewers$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '2,468',
    );

    await page.getByRole('button', { name: 'Copy stream key' }).click();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key.length).toBeGreaterThan(8);
    await expect(page.getByText(key)).toHaveCount(0);

    const pair = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('relay.session') ?? '{}') as {
            state: { session: { accessToken: string; refreshToken: string } };
          }
        ).state.session,
    );
    const secrets = [pair.accessToken, pair.refreshToken, key];
    expect(carrying(deployment.staticLog, secrets), 'nothing secret reached the static host').toEqual([]);
    expect(problems, 'no CSP violation or other console problem').toEqual([]);
  } finally {
    await deployment.close();
  }
});

test('across origins a return visit sends the key’s read ahead to the API, before the page’s code, and only once', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true });
  try {
    const { page } = await deployment.signIn(browser);
    const where = page.getByRole('region', { name: 'Where to stream' });
    await page.goto('/projects/42/stream');
    await expect(where.getByLabel('Hidden until you reveal it')).toBeVisible();

    await deployment.apiControl.clearLog();
    // The binding layer's code, on the static host, is answered only once the key's read has reached the API: both
    // shared chunks (the sign-in page's and the signed-in pages'), since either may hold it.
    let readWhileHeld = false;
    await page.route(/\/assets\/(pages-)?shared-[\w-]+\.js$/, async (route) => {
      await expect
        .poll(async () => (await deployment.apiControl.requests('/method/stream-keys')).length, { timeout: 5_000 })
        .toBe(1)
        .then(() => (readWhileHeld = true))
        .catch(() => {});
      await route.continue();
    });
    await page.reload();
    await expect(where.getByLabel('Hidden until you reveal it')).toBeVisible();
    expect(readWhileHeld, 'the key was read only once the page’s code had come').toBe(true);
    expect(await deployment.apiControl.requests('/method/stream-keys')).toHaveLength(1);
    expect(deployment.staticLog.filter((seen) => seen.url.startsWith('/method/'))).toEqual([]);
  } finally {
    await deployment.close();
  }
});
