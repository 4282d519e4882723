// The bell on a real deployment's layout: the app on a static host, the API on an origin of its own. Reading one
// (a PUT with a JSON body, so the browser asks the API first) and all (a POST) cross origins; a refused read leaves the
// notification unread with the service's words; nothing carrying the pair reaches the static host.
import { expect, test } from '../support/fixtures.ts';
import { carrying, startSplitDeployment } from '../support/split-origin.ts';

const READ_PATH = '/method/notify_history/read';

test('across origins one is read with a PUT and all with a POST; a refused read stays unread, with the service’s words', async ({
  browser,
}) => {
  const deployment = await startSplitDeployment({ describe: true });
  try {
    const { page, problems } = await deployment.signIn(browser);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 5 unread');
    await bell.click();
    const items = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem');

    // The service refuses the first read: the notification is shown unread again, and why is said.
    await deployment.apiControl.fault({
      operation: 'notify_history/read',
      status: 403,
      body: JSON.stringify({
        error: { name: 'ForbiddenException', msg: 'Not your notification', options: {}, data: {} },
      }),
      times: 1,
    });
    const first = items.first();
    await first.getByRole('button', { name: /Bitrate too high/ }).click();
    await expect(first.getByRole('button', { name: /Bitrate too high/ })).toHaveAttribute('aria-expanded', 'true');
    const alert = page.getByRole('dialog', { name: 'Notifications' }).getByRole('alert');
    await expect(alert).toContainText('Not your notification');
    await expect(first.getByRole('button', { name: /Bitrate too high/ })).toHaveText('Unread: Bitrate too high');
    await expect(bell).toHaveAccessibleName('Notifications, 5 unread');

    // Closed and opened again, it is read: one PUT across origins.
    await deployment.apiControl.clearLog();
    await first.getByRole('button', { name: /Bitrate too high/ }).click();
    await first.getByRole('button', { name: /Bitrate too high/ }).click();
    await expect(first.getByRole('button', { name: /Bitrate too high/ })).toHaveText('Bitrate too high');
    await expect(bell).toHaveAccessibleName('Notifications, 4 unread');
    const reads = (await deployment.apiControl.requests(READ_PATH)).filter((entry) => entry.method === 'PUT');
    expect(reads.map((entry) => entry.body)).toEqual([{ notify_history_ids: ['66a1f0c2b7e94d3a5c00000c'] }]);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(items.filter({ hasText: /^Unread: / })).toHaveCount(0);

    const pair = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('relay.session') ?? '{}') as {
            state: { session: { accessToken: string; refreshToken: string } };
          }
        ).state.session,
    );
    expect(carrying(deployment.staticLog, [pair.accessToken, pair.refreshToken])).toEqual([]);
    // The refusal is the service's answer, not the browser's: no CORS or other console problem.
    expect(problems.filter((text) => !text.includes('403'))).toEqual([]);
  } finally {
    await deployment.close();
  }
});
