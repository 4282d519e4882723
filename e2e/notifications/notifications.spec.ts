import type { Page } from '@playwright/test';
import { DemoClient, refresh } from '../../api/testing/demo-client.ts';
import { axeViolations } from '../support/console-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { setHidden } from '../support/page-visibility.ts';

// The service's notifications against the contract API: the header's bell with the unread count, its list in the
// reader's language, reading one or all, more pages, an action the service runs; the count read at most once a
// minute for all tabs and never while hidden; the Stream page's notice while live; Settings' switches.

const COUNT_PATH = '/method/notify_history/get_status';
const LIST_PATH = '/method/notify_history/list';
const READ_PATH = '/method/notify_history/read';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Notifications|Уведомления|通知)/ });
const popover = (page: Page) => page.getByRole('dialog', { name: /^(Notifications|Уведомления|通知)$/ });
const items = (page: Page) => popover(page).getByRole('listitem');

/** Paths of the requests a page sends from now on. */
function sent(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the bell: the unread count, the newest first in the reader’s language, one read and all read', async ({
  page,
  signIn,
  control,
}) => {
  await signIn();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
  await expect(bell(page)).toHaveText('5');

  await bell(page).click();
  await expect(popover(page)).toBeVisible();
  // Ten at a time, newest first: the bitrate warning of 12 minutes ago is on top.
  await expect(items(page)).toHaveCount(10);
  const first = items(page).first();
  await expect(first.getByRole('button')).toHaveText('Unread: Bitrate too high');
  await expect(first).toContainText('Stream');
  // The service's markup is text.
  await expect(popover(page).getByText('Games & <b>Streams</b>', { exact: false })).toBeVisible();
  expect(await axeViolations(page, '.bell-popover')).toEqual([]);

  // Opening one marks it read: one PUT with its ID, and the count drops.
  await control.clearLog();
  await first.getByRole('button', { name: /Bitrate too high/ }).click();
  await expect(first.getByRole('button')).toHaveText('Bitrate too high');
  await expect(first.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  const reads = await control.requests(READ_PATH);
  expect(reads.map((entry) => entry.body)).toEqual([{ notify_history_ids: ['66a1f0c2b7e94d3a5c00000c'] }]);
  await expect(page.getByRole('status').filter({ hasText: '4 unread notifications' })).toBeAttached();
  // A second press closes it; it stays read.
  await first.getByRole('button', { name: /Bitrate too high/ }).click();
  await expect(first.getByRole('button', { name: 'Bitrate too high' })).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByRole('button')).toHaveText('Bitrate too high');

  // Show more reads the next page from where this one ended.
  await control.clearLog();
  await popover(page).getByRole('button', { name: 'Show more' }).click();
  // Fourteen in all: the last two are the second account's invitations to the demo's projects (docs/contract-api.md).
  await expect(items(page)).toHaveCount(14);
  const more = await control.requests(LIST_PATH);
  expect(more.map((entry) => entry.query.offset)).toEqual(['10']);
  await expect(popover(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);
  // The button is gone with the last page: the reader goes on from the first notification it brought.
  await expect(items(page).nth(10).getByRole('button').first()).toBeFocused();

  await popover(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(popover(page).locator('.bell-item-unread')).toHaveCount(0);

  // Escape closes the list and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test('the list reads in the interface language and switches with it; Accept runs the invitation’s action', async ({
  page,
  signIn,
  control,
}) => {
  await signIn();
  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(bell(page)).toHaveAccessibleName('Уведомления, непрочитанных: 5');
  await bell(page).click();
  await expect(items(page).first().getByRole('button')).toHaveText('Не прочитано: Слишком высокий битрейт');
  expect(await axeViolations(page, '.bell-popover')).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('combobox').selectOption('cn');
  await bell(page).click();
  await expect(items(page).first().getByRole('button')).toHaveText('未读: 码率过高');
  const invitation = items(page).filter({ hasText: '项目邀请' });
  await invitation.getByRole('button', { name: /项目邀请/ }).click();
  await control.clearLog();
  // Held while both presses land: the second is not sent, and the button says why.
  await control.fault({ operation: 'notify_history/run_action', gather: 99, times: 1 });
  const accept = invitation.getByRole('button', { name: '接受' });
  await accept.dblclick();
  await expect.poll(async () => (await control.requests('/method/notify_history/run_action')).length).toBe(1);
  await expect(accept).toHaveAttribute('aria-disabled', 'true');
  await expect(accept).toHaveAccessibleDescription('正在发送：再次按下不会重复发送。');
  await control.clearFaults();
  await expect(invitation.getByText('已完成。')).toBeVisible();
  await expect(invitation.getByRole('button', { name: '接受' })).toHaveCount(0);
  const runs = await control.requests('/method/notify_history/run_action');
  expect(runs.map((entry) => entry.query)).toMatchObject([
    { notify_history_id: '66a1f0c2b7e94d3a5c00000a', action_name: 'accept', group_id: 'g-invite' },
  ]);
  expect(await axeViolations(page, '.bell-popover')).toEqual([]);
});

test('an invitation to a destination is answered from the bell: Accept gives it to the project named; a refusal is the service’s', async ({
  page,
  signIn,
  control,
  baseURL,
}) => {
  // The same account through the API, to see what the bell's answers did and to answer one elsewhere meanwhile.
  const pair = await refresh(baseURL!, await control.mintRefreshToken());
  const demo = new DemoClient(baseURL!, pair.body as { accessToken: string; refreshToken: string });
  const sharedWith = async (channelId: number, projectId: number) =>
    ((await demo.get('/method/channel/access/list', { project_id: projectId, channel_id: channelId })).body.results as {
      project_id: number;
      access_type: number;
    }[]) ?? [];
  await signIn();
  await bell(page).click();
  await popover(page).getByRole('button', { name: 'Show more' }).click();
  const offer = items(page).filter({ hasText: 'invites “Main channel” to use the destination “Подкаст на YouTube”' });
  await offer.getByRole('button', { name: /Invitation to a destination/ }).click();
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer.getByText('Done.')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect((await sharedWith(211, 42)).map((row) => [row.project_id, row.access_type])).toEqual([
    [21, 2],
    [42, 1],
  ]);

  // Declined meanwhile through the team's own operation: the bell's Decline has nothing left to answer.
  await demo.send('POST', '/method/channel_invite/decline_for_project', { project_id: 7, channel_id: 222 });
  const declined = items(page).filter({ hasText: 'invites “Speedrun practice”' });
  await declined.getByRole('button', { name: /Invitation to a destination/ }).click();
  await declined.getByRole('button', { name: 'Decline' }).click();
  await expect(declined.getByText('"channel_id" names no invitation you can see')).toBeVisible();
  await expect(declined.getByRole('button', { name: 'Decline' })).toBeVisible();
  expect(await axeViolations(page, '.bell-popover')).toEqual([]);
});

test('a category named `__proto__` or `constructor` is shown as the service names it: the bell, the header and the page stay', async ({
  page,
  signIn,
}) => {
  // The service names the category; these are names every plain object answers to.
  await page.route(
    (url) => url.pathname === LIST_PATH,
    async (route) => {
      // A read the page drops as it moves on (the sign-in page's to the overview) is disposed of mid-way; the next one
      // is changed the same way, and what the bell shows below is what was changed.
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { results: { category?: string }[] };
        body.results[0]!.category = '__proto__';
        body.results[1]!.category = 'constructor';
        await route.fulfill({ response, json: body });
      } catch (error) {
        if (!/disposed|closed|aborted/i.test(String(error))) throw error;
      }
    },
  );
  await signIn();
  await bell(page).click();
  await expect(items(page).nth(0).locator('.badge')).toHaveText('__proto__');
  await expect(items(page).nth(1).locator('.badge')).toHaveText('constructor');
  await expect(items(page).nth(2).locator('.badge')).toHaveText(/^(Important|Stream)$/);
  await expect(page.getByRole('banner').getByText('Demo Streamer')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('the count: none read while the tab is hidden; two tabs read it at most once a minute between them', async ({
  page,
  signIn,
  control,
}) => {
  // Time is the context's fake clock, for both tabs: minutes pass in an instant, every timer due in them firing.
  await page.clock.install();
  await signIn();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(bell(other)).toHaveAccessibleName('Notifications, 5 unread');

  // A notification arrives: both tabs show it within the minute, from one read.
  await control.notify({ title: 'Test notice' });
  await control.clearLog();
  // A minute at a time, each read answered and shared before the next minute. The clock jumps to the minute's end and
  // fires what is due then once (a timer at a time through the minute could fire a request's timeout before the
  // service, which keeps real time, has answered it).
  const sharedAt = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('relay.notify-count') ?? '{}') as { at?: number }).at);
  for (let minute = 1; minute <= 3; minute += 1) {
    const before = await sharedAt();
    await page.clock.fastForward(61_000);
    await expect.poll(sharedAt).not.toBe(before);
    expect((await control.requests(COUNT_PATH)).length).toBe(minute);
  }
  await expect(bell(page)).toHaveAccessibleName('Notifications, 6 unread');
  await expect(bell(other)).toHaveAccessibleName('Notifications, 6 unread');
  expect((await control.requests(COUNT_PATH)).length, 'count reads in 3 minutes by two tabs').toBe(3);

  // Hidden, a tab sends nothing for a minute and more; shown again, it catches up.
  await other.close();
  const paths = sent(page);
  await setHidden(page, true);
  await page.clock.runFor(30_000);
  await page.clock.runFor(40_000);
  expect(paths.filter((path) => path === COUNT_PATH)).toEqual([]);
  await setHidden(page, false);
  await expect.poll(() => paths.filter((path) => path === COUNT_PATH).length).toBe(1);
});

test('the bell takes its place at once: nothing in the header moves when it and its count arrive', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects/42/tariffs/restream');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 5 unread');
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBe(0);
});

test('the Stream page shows the service’s notice while live and dismisses it through the service', async ({
  page,
  signIn,
  control,
}) => {
  await signIn();
  await page.goto('/projects/42/stream');
  const notice = page.getByRole('alert', { name: 'Warning' });
  await expect(notice).toContainText('Bitrate too high');
  // A wide screen has the room for the service's explanation.
  await expect(notice.getByText(/^Your stream arrives at a higher bitrate/)).toBeVisible();
  await expect(notice.getByText('Details', { exact: true })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
    'href',
    '/projects/42/tariffs/restream',
  );
  expect(await axeViolations(page, '.screen-notice')).toEqual([]);
  await control.fault({ operation: 'POST notify_user/screen', gather: 99, times: 1 });
  await notice.getByRole('button', { name: 'Dismiss' }).dblclick();
  await expect(notice.getByRole('button', { name: 'Dismiss' })).toHaveAttribute('aria-disabled', 'true');
  await control.clearFaults();
  await expect(notice).toHaveCount(0);
  expect(
    (await control.requests('/method/notify_user/screen')).filter((entry) => entry.method === 'POST'),
  ).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Warning' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The Stream page of a live project, with the service's notice shown. */
  async function openWithNotice(page: Page, signIn: () => Promise<void>) {
    await signIn();
    await page.goto('/projects/42/stream');
    const notice = page.getByRole('alert', { name: 'Warning' });
    await expect(notice).toContainText('Bitrate too high');
    return notice;
  }

  test('the notice says what is wrong and what to do in a few lines; its explanation waits behind Details', async ({
    page,
    signIn,
  }) => {
    const notice = await openWithNotice(page, () => signIn());
    await expect(notice.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
    const explanation = notice.getByText(/^Your stream arrives at a higher bitrate/);
    await expect(explanation).toBeHidden();
    // Closed, less than a sixth of the screen: written out, it covered a large part of it.
    expect((await notice.boundingBox())!.height, 'the closed bar’s height').toBeLessThan(844 * 0.16);

    const details = notice.getByText('Details', { exact: true });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(explanation).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(explanation).toBeHidden();
  });

  test('the notice’s bar at the foot of the screen never hides what the keyboard’s focus is on', async ({
    page,
    signIn,
  }) => {
    await openWithNotice(page, () => signIn());
    await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('switch').first()).toBeVisible();
    await page.locator('h1').click();
    const hidden: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('.screen-notice');
        if (!focused || !bar || bar.contains(focused) || !focused.closest('main')) return null;
        const box = focused.getBoundingClientRect();
        const top = bar.getBoundingClientRect().top;
        return box.bottom > top + 1 ? `${focused.outerHTML.slice(0, 80)} (bottom ${box.bottom}, bar ${top})` : null;
      });
      if (where) hidden.push(where);
    }
    expect(hidden, 'focused elements under the notice').toEqual([]);
  });
});

test('Settings → Notifications: each switch applies at once; a refusal is put back with the service’s words', async ({
  page,
  signIn,
  control,
}) => {
  await signIn();
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const grid = section.getByRole('table');
  await expect(grid.getByRole('checkbox', { name: 'Stream — Dashboard' })).toBeChecked();
  await expect(grid.getByRole('columnheader', { name: 'Telegram (not connected)' })).toBeVisible();
  expect(await axeViolations(page, '.notification-settings')).toEqual([]);

  await control.clearLog();
  const mobileStream = grid.getByRole('checkbox', { name: 'Stream — Mobile app' });
  await mobileStream.check();
  await expect(section.getByText('Saved.')).toBeVisible();
  const writes = (await control.requests('/method/notify_user/setting')).filter((entry) => entry.method === 'POST');
  expect(writes.map((entry) => entry.body)).toEqual([
    { project_id: 42, notify_channel: 'mobile', notify_category: 'stream', status: 'enable' },
  ]);
  await page.reload();
  await expect(grid.getByRole('checkbox', { name: 'Stream — Mobile app' })).toBeChecked();

  await grid.getByRole('checkbox', { name: 'Important — Telegram' }).click();
  await expect(section.getByRole('alert')).toContainText('“Important — Telegram” was not changed.');
  await expect(section.getByRole('alert')).toContainText('Connect Telegram first');
  await expect(grid.getByRole('checkbox', { name: 'Important — Telegram' })).not.toBeChecked();

  await page.getByRole('banner').getByRole('combobox').selectOption('ru');
  await expect(
    page.getByRole('region', { name: 'Уведомления' }).getByRole('columnheader', { name: 'Мобильное приложение' }),
  ).toBeVisible();
  expect(await axeViolations(page, '.notification-settings')).toEqual([]);
});
