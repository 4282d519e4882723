import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/console-page.ts';
import { expect, refreshTokenField, test } from '../support/fixtures.ts';
import type { LogEntry } from '../../api/testing/control-client.ts';
import { DemoClient } from '../../api/testing/demo-client.ts';

// A project's Team page and an invitation's page against the contract API (the team in the real kind's shapes): the
// members with their access levels named by what they allow (the configuration's accessLevels), a level changed
// and a member removed only after a confirmation, an invitation by e-mail made, its link copied and accepted in
// another browser by the other demo account, one revoked, the history filtered by the service; read-only where the
// account's own level does not allow changes; in Russian on a phone.

const TEAM_42 = '/projects/42/team';
const CHANGE_PATH = '/method/project/user/change_access';
const HISTORY_PATH = '/method/project_history/list';
// The project's destinations, as every page reads them (the fullest list the description gives, a page at a time).
const DESTINATIONS_PATH = '/method/channel/search';
const ACCESS_PATH = '/method/channel/access/list';
const INVITES_PATH = '/method/channel_invite/list';

const members = (page: Page) => page.getByRole('region', { name: 'Members' });
const member = (page: Page, name: string) => members(page).getByRole('listitem').filter({ hasText: name });
const destination = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const invitation = (page: Page, destinationName: string, who: string) =>
  destination(page, destinationName).getByRole('listitem').filter({ hasText: who });
const dialog = (page: Page) => page.getByRole('dialog');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth);

async function confirmIn(page: Page, title: string, button: string): Promise<Locator> {
  const asked = dialog(page);
  await expect(asked.getByRole('heading', { name: title })).toBeVisible();
  await asked.getByRole('button', { name: button, exact: true }).click();
  await expect(asked).toHaveCount(0);
  return asked;
}

test.describe('on a wide screen', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists the members, changes a level and removes one after a confirmation, invites by e-mail and revokes; the other demo account accepts the link in its own browser', async ({
    page,
    browser,
    server,
    signedIn,
    control,
  }) => {
    await signedIn();
    await page.goto(TEAM_42);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    // The owner first; each level named by what it allows, with a line under it, never by its number.
    await expect(member(page, 'Demo Streamer')).toContainText('(you)');
    await expect(member(page, 'Demo Streamer')).toContainText('Full access');
    await expect(member(page, 'Lucas Martin')).toContainText('Runs the stream');
    const olga = member(page, 'Ольга Смирнова').getByRole('combobox', { name: 'Access of Ольга Смирнова' });
    await expect(olga).toHaveValue('1');
    await expect(olga.locator('option')).toHaveText([
      'Views only',
      'Moderates the chat',
      'Full access',
      'Runs the stream',
    ]);
    await expect(olga).toHaveAccessibleDescription(
      'Chat moderation; no team, plans and money, stream setup, going live',
    );
    await expect(page.locator('.team-page')).not.toContainText(/level \d/i);

    // Lowering one's own access is asked in words of its own; cancelled, nothing is sent.
    const mine = member(page, 'Demo Streamer').getByRole('combobox', { name: 'Access of Demo Streamer' });
    await control.clearLog();
    await mine.selectOption({ label: 'Views only' });
    await expect(dialog(page).getByText(/^Your own access goes from Full access to Views only/)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(mine).toHaveValue('2');
    expect(await control.requests(CHANGE_PATH)).toEqual([]);

    // A level is asked about first; cancelled, nothing is sent and the choice goes back.
    await control.clearLog();
    await olga.selectOption('0');
    await expect(dialog(page).getByText('Ольга Смирнова: from Moderates the chat to Views only.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(olga).toHaveValue('1');
    expect(await control.requests(CHANGE_PATH)).toEqual([]);
    await olga.selectOption('0');
    await confirmIn(page, 'Change the access?', 'Change access');
    await expect(olga).toHaveValue('0');
    expect(
      (await control.requests(CHANGE_PATH)).map((entry) => [entry.query.user_id, entry.query.access_type]),
    ).toEqual([['4', '0']]);

    await member(page, 'Wei Zhang').getByRole('button', { name: 'Remove Wei Zhang' }).click();
    await expect(dialog(page).getByText('Wei Zhang loses access to this project.')).toBeVisible();
    await confirmIn(page, 'Remove from the project?', 'Remove');
    await expect(member(page, 'Wei Zhang')).toHaveCount(0);
    expect(await axeViolations(page, '.team-page')).toEqual([]);
    // The levels' lines fit a tablet's width and a small laptop's too.
    const wide = page.viewportSize()!;
    for (const width of [820, 1024]) {
      await page.setViewportSize({ width, height: wide.height });
      expect(await noSidewaysScroll(page), `${width} px`).toBe(true);
    }
    await page.setViewportSize(wide);

    // The invitation to this project, in the same words for its level; answered on Home (the phone's test).
    const toYou = page.getByRole('region', { name: 'Invitations to your projects' });
    await expect(toYou.getByRole('article', { name: 'Подкаст на YouTube' })).toContainText(
      'Access offered: Streams to it',
    );
    await expect(toYou.getByRole('article')).toHaveCount(1);
    // Taken for a project whose level allows the team: the one invited first, never Guest studio (a moderator there).
    await expect(toYou.getByLabel('For your project')).toHaveCount(0);
    await toYou.getByRole('button', { name: 'Accept…' }).click();
    const takenFor = toYou.getByLabel('For your project');
    await expect(takenFor.locator('option').first()).toHaveText('Main channel');
    await expect(takenFor.locator('option', { hasText: 'Guest studio' })).toHaveCount(0);

    // Each destination by its name and its platform as people write it, never the service's token for it.
    await expect(page.getByRole('heading', { level: 3, name: 'Main YouTube · YouTube', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /youtube|twitch|custom/ })).toHaveCount(0);
    // Main YouTube is used by Guest studio, and an invitation waits for an address.
    await expect(
      destination(page, 'Main YouTube · YouTube').getByRole('listitem').filter({ hasText: 'Guest studio' }),
    ).toContainText('Streams to it');
    await expect(invitation(page, 'Main YouTube · YouTube', 'lena@relay.example')).toBeVisible();

    // Invited by e-mail: the new invitation is listed, and its link copied.
    const form = page.getByRole('form', { name: 'Invite to Main YouTube · YouTube' });
    await form.getByLabel('E-mail address').fill('maria@relay.example');
    await form.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'Streams to it' });
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(form.getByText('Invitation created. Send them its link:')).toBeVisible();
    const maria = invitation(page, 'Main YouTube · YouTube', 'maria@relay.example');
    await maria.getByRole('button', { name: 'Copy link' }).click();
    await expect(maria.getByText('Copied')).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.pathname).toMatch(/^\/invite\/[0-9a-f]{32}$/);
    expect(link.searchParams.get('channel')).toBe('101');

    // The same address again: the service's refusal in its words, and what was typed stays.
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(form.getByRole('alert')).toContainText('An invitation to this channel is already waiting for them');
    await expect(form.getByLabel('E-mail address')).toHaveValue('maria@relay.example');

    // Revoked after a confirmation.
    await invitation(page, 'Main YouTube · YouTube', 'lena@relay.example')
      .getByRole('button', { name: 'Revoke the invitation for lena@relay.example' })
      .click();
    await confirmIn(page, 'Revoke the invitation?', 'Revoke');
    await expect(invitation(page, 'Main YouTube · YouTube', 'lena@relay.example')).toHaveCount(0);

    // The other demo account, in a browser of its own and signed out, opens the link: it is sent to sign in, with
    // the way back naming the invitation's page but not its secret, and comes back to it to accept it for a project.
    const other = await browser.newContext({ baseURL: server.url, locale: 'en-GB' });
    const inviteeConsole: string[] = [];
    other.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) inviteeConsole.push(message.text());
    });
    const invitee = await other.newPage();
    const secret = link.pathname.split('/').pop()!;
    await invitee.goto(`${link.pathname}${link.search}`);
    await invitee.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(invitee).toHaveURL(/\/sign-in\?next=%2Finvite$/);
    await (await refreshTokenField(invitee)).fill(await control.mintRefreshToken('second'));
    await invitee.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
    // Back at the invitation page, the secret still in no other URL.
    await expect(invitee).toHaveURL(/\/invite$/);
    await expect(invitee.getByText('You are invited to use the destination “Main YouTube”.')).toBeVisible();
    await expect(invitee.getByText('Sent to maria@relay.example')).toBeVisible();
    await expect(invitee.getByText('Access offered: Streams to it')).toBeVisible();
    await expect(invitee.getByText('Streaming to it; no sharing on, settings')).toBeVisible();
    const project = invitee.getByLabel('For your project');
    await expect(project.locator('option')).toHaveText(['Подкаст', 'Концертный зал']);
    expect(await axeViolations(invitee, 'main')).toEqual([]);
    await invitee.getByRole('button', { name: 'Accept' }).click();
    await expect(invitee.getByText('Accepted: Подкаст may now use this destination.')).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Open its Stream page' })).toHaveAttribute(
      'href',
      '/projects/21/stream',
    );
    // Answered, the tab keeps no way back to it.
    expect(await invitee.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(secret);
    expect(inviteeConsole).toEqual([]);
    await other.close();

    // The owner sees it used by that project, and the invitation gone.
    await page.reload();
    await expect(
      destination(page, 'Main YouTube · YouTube').getByRole('listitem').filter({ hasText: 'Project 21' }),
    ).toContainText('Streams to it');
    await expect(invitation(page, 'Main YouTube · YouTube', 'maria@relay.example')).toHaveCount(0);

    // The Activity tab: what was done, newest first, filtered by the service.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\?tab=activity$/);
    const entries = page.getByRole('region', { name: 'Activity' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Invitation to a destination accepted');
    await expect(entries.first()).toContainText('by User 2');
    await control.clearLog();
    await page.getByLabel('Action').selectOption({ label: 'Member removed' });
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('by Demo Streamer');
    expect((await control.requests(HISTORY_PATH)).map((entry) => entry.query.action)).toEqual(['user_project_del']);
    expect(await axeViolations(page, '.team-page')).toEqual([]);

    // Three hundred destinations: the first 50 drawn, the rest on request, and each destination's two reads sent as it
    // comes near the screen — opening the page asks the service for at most 60 things, not two for each.
    await control.addChannels(295);
    await control.clearLog();
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === DESTINATIONS_PATH);
    await page.goto(TEAM_42);
    const ids = ((await (await listed).json()) as { results: { id: number }[] }).results.map((one) => String(one.id));
    await expect(page.getByRole('button', { name: 'Show all 300' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Shared destinations' }).getByRole('article');
    await expect(cards).toHaveCount(50);
    // The cards on the screen show what they read: their reads have been answered.
    const onScreen = await cards.evaluateAll(
      (all) => all.filter((card) => card.getBoundingClientRect().top < innerHeight).length,
    );
    expect(onScreen).toBeGreaterThan(0);
    for (let index = 0; index < onScreen; index += 1)
      await expect(cards.nth(index).locator('[aria-busy="true"]')).toHaveCount(0);
    const opening = await control.log();
    // Read by channel: each of those once, of each kind, and none of the last drawn, far below.
    const readFor = (log: LogEntry[], path: string) =>
      log.filter((entry) => entry.path === path).map((entry) => entry.query.channel_id);
    for (const path of [ACCESS_PATH, INVITES_PATH]) {
      const read = readFor(opening, path);
      expect(new Set(read).size, path).toBe(read.length);
      expect(read, path).toEqual(expect.arrayContaining(ids.slice(0, onScreen)));
      expect(read, path).not.toContain(ids[49]);
    }
    expect(opening.length).toBeLessThanOrEqual(60);
    // Scrolled to the last one drawn, it is read then.
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByText('Not shared with another project.')).toBeVisible();
    for (const path of [ACCESS_PATH, INVITES_PATH]) expect(readFor(await control.log(), path), path).toContain(ids[49]);
  });
});

test.describe('on a phone, in Russian', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });

  test('a project where the account’s level allows no changes is read-only, and the service refuses its changes; the one it owns offers them; the history; an invitation declined; the shared project left', async ({
    page,
    signedIn,
    server,
  }) => {
    await signedIn();
    await page.goto('/projects/16/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Команда' })).toBeVisible();
    await expect(
      page.getByText(
        'Ваш доступ к этому проекту (Модерирует чат) не позволяет менять его команду: она показана как есть.',
      ),
    ).toBeVisible();
    const team = page.getByRole('region', { name: 'Участники' });
    await expect(team.getByRole('listitem')).toHaveCount(3);
    await expect(team.getByRole('listitem').filter({ hasText: 'Игорь Лебедев' })).toContainText('Полный доступ');
    await expect(team.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Убрать/ })).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Отозвать|Закрыть доступ|Передать/ })).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    // Sent anyway, over HTTP with the same account's token, the owner's changes are refused.
    const guest = await DemoClient.signIn(server.url);
    const owner = (
      (await guest.get('/method/project/user/list', { project_id: 16 })).body as {
        results: { user_id: number; access_type: number }[];
      }
    ).results.find((one) => one.access_type === 2)!;
    for (const [path, query] of [
      [CHANGE_PATH, { project_id: 16, user_id: owner.user_id, access_type: 0 }],
      ['/method/project/user/delete', { project_id: 16, user_id: owner.user_id }],
      ['/method/project/user/del', { project_id: 16, user_id: owner.user_id }],
      [
        '/method/channel_invite/add_by_email',
        { project_id: 16, channel_id: 101, email: 'x@relay.example', access_type: 0 },
      ],
    ] as const) {
      const refused = await guest.send('POST', path, query);
      expect(refused.status, path).toBe(400);
      expect(JSON.stringify(refused.body), path).toMatch(/owner_only|channel_access_denied/);
    }
    expect(await axeViolations(page, '.team-page')).toEqual([]);

    await page.goto(TEAM_42);
    await expect(page.getByRole('combobox', { name: 'Доступ: Ольга Смирнова' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Убрать Wei Zhang' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Пригласить на площадку Main YouTube · YouTube' })).toBeVisible();

    // A share's level changed after a confirmation; a destination handed over after one naming both projects.
    const guestShare = destination(page, 'Main YouTube · YouTube').getByRole('combobox', {
      name: 'Доступ: Guest studio',
    });
    await expect(guestShare).toHaveValue('1');
    await guestShare.selectOption({ label: 'Только видит' });
    await expect(dialog(page).getByText('Guest studio: было Транслирует, станет Только видит.')).toBeVisible();
    await confirmIn(page, 'Изменить доступ?', 'Изменить доступ');
    await expect(guestShare).toHaveValue('0');
    await destination(page, 'VK community · VK').getByRole('button', { name: 'Передать проекту Проект 22' }).click();
    await expect(
      dialog(page).getByText('«VK community · VK» переходит от «Main channel» к «Проект 22»: он станет её владельцем.'),
    ).toBeVisible();
    await confirmIn(page, 'Передать «VK community · VK»?', 'Передать');
    await expect(destination(page, 'VK community · VK').getByText('Передано.')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, '.team-page')).toEqual([]);

    await page.getByRole('tab', { name: 'История' }).click();
    const entries = page.getByRole('region', { name: 'История' }).getByRole('listitem');
    // Newest first: the share changed and the destination handed over, then the seeded invitation.
    await expect(entries.first()).toContainText('Доступ к площадке изменён');
    await expect(entries.filter({ hasText: 'Приглашение на площадку' }).first()).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, '.team-page')).toEqual([]);

    // An invitation sent to one of the account's projects by its ID (the demo's seeded link): offered for that project
    // alone, and declined only after a confirmation.
    await page.goto('/invite/b5d2a7e3c1f94e0a8b6d3c2f1e9a7b4d?channel=171');
    await expect(page.getByRole('heading', { level: 1, name: 'Приглашение' })).toBeVisible();
    await expect(page.getByText('Вас приглашают пользоваться площадкой «Twitch — weekend».')).toBeVisible();
    await expect(page.getByLabel('Для вашего проекта').locator('option')).toHaveText(['Speedrun practice']);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Отклонить' }).click();
    await confirmIn(page, 'Отклонить приглашение?', 'Отклонить');
    await expect(page.getByText('Вы отклонили приглашение.')).toBeVisible();
    // The service keeps it, declined: the link says so and offers nothing more.
    await page.reload();
    await expect(page.getByText('Это приглашение отклонено.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Принять' })).toHaveCount(0);

    // The project shared with the account is left after a confirmation naming it: Home, without it.
    await page.goto('/projects/16/team');
    await page.getByRole('button', { name: 'Покинуть проект' }).click();
    await expect(
      dialog(page).getByText('Вы потеряете доступ к «Guest studio», и он пропадёт из вашего списка проектов.'),
    ).toBeVisible();
    await confirmIn(page, 'Покинуть «Guest studio»?', 'Покинуть');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /Main channel/ }).first()).toBeVisible();
    await expect(page.getByText('Guest studio')).toHaveCount(0);

    // Home has the invitations to the account's projects: one accepted for a project chosen, the other declined.
    const toYou = page.getByRole('region', { name: 'Приглашения вашим проектам' });
    const youtube = toYou.getByRole('article', { name: 'Подкаст на YouTube' });
    await expect(youtube.getByText('Предлагаемый доступ: Транслирует')).toBeVisible();
    await expect(youtube.getByText('Трансляция на неё; без: передача доступа, настройки')).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await youtube.getByRole('button', { name: 'Принять…' }).click();
    await youtube.getByLabel('Для вашего проекта').selectOption({ label: 'Speedrun practice' });
    await youtube.getByRole('button', { name: 'Принять', exact: true }).click();
    await expect(
      toYou.getByText('Принято: проект «Speedrun practice» теперь может пользоваться «Подкаст на YouTube».'),
    ).toBeVisible();
    const twitch = toYou.getByRole('article').filter({ hasNotText: 'Подкаст на YouTube' });
    await twitch.getByRole('button', { name: 'Отклонить' }).click();
    await confirmIn(page, 'Отклонить приглашение?', 'Отклонить');
    await expect(toYou.getByText(/^Вы отклонили приглашение на/)).toBeVisible();
    // Answered, they are offered no more; the destination accepted is Speedrun practice's to use.
    await page.reload();
    await expect(page.getByRole('link', { name: /Main channel/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Приглашения вашим проектам' })).toHaveCount(0);
  });
});
