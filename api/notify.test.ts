// The NotifyHistory and NotifyUser groups over HTTP: the cabinet's notifications of each account (count, pages,
// filters, reading, actions), where they go (settings), the studio's screen notice while project 42 is live, and the
// control surface's new notification.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotifyItem } from './notify-kinds.ts';
import type { RunningServer } from './server.ts';
import { startServer } from './server.ts';
import { Control } from './testing/control-client.ts';
import { DemoClient } from './testing/demo-client.ts';

let server: RunningServer;
let control: Control;

beforeAll(async () => {
  server = await startServer({ port: 0, control: true });
  control = new Control(server.url);
});

afterAll(() => server.close());
beforeEach(() => control.reset());

/** The demo account's seeded invitation to project 16, and another account's notification. */
const INVITATION = '66a1f0c2b7e94d3a5c00000a';
const SECOND_ACCOUNTS = '66a1f0c2b7e94d3a5c00000d';

type Page = { total: number; limit: number; offset: number; results: NotifyItem[] };

const unread = async (client: DemoClient) =>
  ((await client.get('/method/notify_history/get_status')).body as { count_unread: number }).count_unread;

const page = async (client: DemoClient, query: Record<string, string | number> = {}) => {
  const reply = await client.get('/method/notify_history/list', query);
  expect(reply.status).toBe(200);
  return reply.body as unknown as Page;
};

const readIds = (client: DemoClient, body: unknown) => client.sendJson('PUT', '/method/notify_history/read', body);

const runAction = (client: DemoClient, id: string, actionName: string, groupId: string) =>
  client.send('POST', '/method/notify_history/run_action', {
    notify_history_id: id,
    action_name: actionName,
    group_id: groupId,
  });

describe('the cabinet’s notifications', () => {
  it('counts each account’s unread: five for the demo account, two and one for the others', async () => {
    expect(await unread(await DemoClient.signIn(server.url))).toBe(5);
    expect(await unread(await DemoClient.signIn(server.url, 'second'))).toBe(2);
    expect(await unread(await DemoClient.signIn(server.url, 'edges'))).toBe(1);
  });

  it('lists them a page at a time: twenty by default, limit and offset as asked, the total beside them', async () => {
    const demo = await DemoClient.signIn(server.url);
    const all = await page(demo);
    // Twelve of its own, and two invitations of the second account's to its projects (api/team/invite-notice.ts).
    expect([all.total, all.limit, all.offset, all.results.length]).toEqual([14, 20, 0, 14]);
    const last = await page(demo, { limit: 5, offset: 10 });
    expect([last.total, last.limit, last.offset]).toEqual([14, 5, 10]);
    expect(last.results.map((item) => item.id)).toEqual(all.results.slice(10).map((item) => item.id));
    for (const limit of [0, 101]) {
      const refused = await demo.get('/method/notify_history/list', { limit });
      expect(refused.status, `limit ${limit}`).toBe(400);
      expect(refused.body.error?.validator_error?.[0]?.property).toBe('limit');
    }
  });

  it('lists newest first, every item in the real kind’s shape with its texts in all three languages', async () => {
    const { results } = await page(await DemoClient.signIn(server.url));
    const dates = results.map((item) => Date.parse(item.date_create));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(results[0]?.text[0]?.title).toBe('Bitrate too high');
    for (const item of results) {
      expect(item.id).toMatch(/^[0-9a-f]{24}$/);
      expect(Object.keys(item).sort()).toEqual(
        ['actions', 'category', 'channel', 'date_create', 'id', 'project_id', 'status_read', 'text'].sort(),
      );
      expect(item.channel).toBe('cabinet');
      expect(item.text.map((text) => [text.language, text.language_iso])).toEqual([
        ['english', 'en'],
        ['russian', 'ru'],
        ['none', 'cn'],
      ]);
    }
    // Markup in a text is the text's own: sent as written, for the dashboard to show as text.
    expect(results.some((item) => item.text[0]?.text.includes('Games & <b>Streams</b>'))).toBe(true);
  });

  it('filters by read state, project, kind, channel and date', async () => {
    const demo = await DemoClient.signIn(server.url);
    const unreadPage = await page(demo, { status_read: 'unread' });
    expect(unreadPage.total).toBe(5);
    expect(unreadPage.results.every((item) => !item.status_read)).toBe(true);
    const project = await page(demo, { project_id: 42 });
    expect(project.total).toBe(9);
    expect(project.results.every((item) => item.project_id === 42)).toBe(true);
    expect((await page(demo, { project_id: 42, status_read: 'read' })).total).toBe(6);
    const invitations = await page(demo, { name: 'request_access_project' });
    expect(invitations.results.map((item) => item.id)).toEqual([INVITATION]);
    expect((await page(demo, { channel: 'telegram' })).total).toBe(0);
    const lastDay = await page(demo, { date_from: new Date(Date.now() - 24 * 3_600_000).toISOString() });
    expect(lastDay.total).toBe(2);
    expect((await demo.get('/method/notify_history/list', { name: 'no_such_kind' })).status).toBe(400);
    expect((await demo.get('/method/notify_history/list', { date_to: 'yesterday' })).status).toBe(400);
  });

  it('reads one by id, but not another account’s or an unknown one', async () => {
    const demo = await DemoClient.signIn(server.url);
    const found = await demo.get('/method/notify_history/get', { _id: INVITATION });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: INVITATION, project_id: 16, category: 'important', status_read: false });
    expect((found.body.actions as { items: { name: string }[] }).items.map((action) => action.name)).toEqual([
      'accept',
      'decline',
    ]);
    for (const id of [SECOND_ACCOUNTS, '000000000000000000000000']) {
      const refused = await demo.get('/method/notify_history/get', { _id: id });
      expect(refused.status, id).toBe(400);
      expect(refused.problem).toMatchObject({ code: 'unknown_notification', field: '_id' });
    }
  });

  it('marks one read: the count drops by one and the answer counts it; read again, it counts none', async () => {
    const demo = await DemoClient.signIn(server.url);
    const first = await readIds(demo, { notify_history_ids: [INVITATION, 'unknown-id', SECOND_ACCOUNTS] });
    expect(first).toMatchObject({ status: 200, body: { count: 1 } });
    expect(await unread(demo)).toBe(4);
    expect((await readIds(demo, { notify_history_ids: [INVITATION] })).body).toEqual({ count: 0 });
    expect(await unread(demo)).toBe(4);
    expect(await unread(await DemoClient.signIn(server.url, 'second'))).toBe(2);
  });

  it('refuses a body whose ids are not an array of strings, naming the field', async () => {
    const demo = await DemoClient.signIn(server.url);
    for (const ids of [INVITATION, [1, 2], undefined]) {
      const refused = await readIds(demo, { notify_history_ids: ids });
      expect(refused.status).toBe(400);
      expect(refused.problem?.field).toBe('notify_history_ids');
    }
  });

  it('marks all read', async () => {
    const demo = await DemoClient.signIn(server.url);
    expect((await demo.send('POST', '/method/notify_history/set_all_cabinet_read')).body).toEqual({
      success: true,
    });
    expect(await unread(demo)).toBe(0);
    expect((await page(demo, { status_read: 'unread' })).total).toBe(0);
  });

  it('accepting the invitation settles it: no actions left, read, and each text says so', async () => {
    const demo = await DemoClient.signIn(server.url);
    const reply = await runAction(demo, INVITATION, 'accept', 'g-invite');
    expect(reply.status).toBe(200);
    const item = reply.body as unknown as NotifyItem;
    expect(item.actions).toEqual({});
    expect(item.status_read).toBe(true);
    expect(item.text.map((text) => text.text.split(/(?<=[.。])\s*/).at(-1))).toEqual([
      'You accepted the invitation.',
      'Вы приняли приглашение.',
      '您已接受邀请。',
    ]);
    expect(await unread(demo)).toBe(4);
    // Settled: it has nothing left to run.
    expect((await runAction(demo, INVITATION, 'decline', 'g-invite')).status).toBe(400);
  });

  it('refuses an action the notification does not have, or one of another group', async () => {
    const demo = await DemoClient.signIn(server.url);
    for (const [name, group] of [
      ['external_link', 'g-invite'],
      ['accept', 'g-help'],
    ] as const) {
      const refused = await runAction(demo, INVITATION, name, group);
      expect(refused.status, `${name} in ${group}`).toBe(400);
      expect(refused.problem).toMatchObject({ code: 'unknown_action', field: 'action_name' });
    }
    expect(await unread(demo)).toBe(5);
  });
});

describe('where notifications go', () => {
  const settings = async (client: DemoClient, projectId: number) =>
    (await client.get('/method/notify_user/setting', { project_id: projectId })).body;
  const set = (client: DemoClient, body: Record<string, unknown>, language = 'en') =>
    client.sendJson('POST', '/method/notify_user/setting', { project_id: 42, ...body }, { language });

  it('reads a project’s settings, and a switch written is read back', async () => {
    const demo = await DemoClient.signIn(server.url);
    expect(await settings(demo, 42)).toEqual({
      user_id: 1,
      channels: { cabinet: true, telegram: false, mobile: true },
      relation: { cabinet: ['important', 'stream'], telegram: [], mobile: ['important'], project_id: 42 },
    });
    const on = await set(demo, { notify_channel: 'mobile', notify_category: 'stream', status: 'enable' });
    expect(on.body).toEqual({ success: true });
    await set(demo, { notify_channel: 'cabinet', notify_category: 'stream', status: 'disable' });
    expect((await settings(demo, 42)).relation).toEqual({
      cabinet: ['important'],
      telegram: [],
      mobile: ['important', 'stream'],
      project_id: 42,
    });
    // Another project keeps its own.
    expect(((await settings(demo, 7)).relation as { mobile: string[] }).mobile).toEqual(['important']);
    const foreign = await demo.get('/method/notify_user/setting', { project_id: 21 });
    expect(foreign.problem).toMatchObject({ code: 'unknown_project', field: 'project_id' });
  });

  it('refuses to turn a category on for Telegram, not connected, saying to connect it first in each language', async () => {
    const demo = await DemoClient.signIn(server.url);
    const said: Record<string, string> = {
      en: 'Connect Telegram first',
      ru: 'Сначала подключите Telegram',
      cn: '请先连接 Telegram',
    };
    for (const [language, words] of Object.entries(said)) {
      const refused = await set(
        demo,
        { notify_channel: 'telegram', notify_category: 'important', status: 'enable' },
        language,
      );
      expect(refused.status).toBe(400);
      expect(refused.problem).toMatchObject({ code: 'channel_not_connected', field: 'notify_channel' });
      expect(refused.problem?.message).toContain(words);
    }
    expect(((await settings(demo, 42)).relation as { telegram: string[] }).telegram).toEqual([]);
    const off = await set(demo, { notify_channel: 'telegram', notify_category: 'important', status: 'disable' });
    expect(off.status).toBe(200);
  });

  it('deletes a mobile token, which the demo does not keep', async () => {
    const demo = await DemoClient.signIn(server.url);
    expect((await demo.send('POST', '/method/notify_user/del_mobile_token', { token: 'fcm-1' })).body).toEqual({
      success: true,
    });
    expect((await demo.send('POST', '/method/notify_user/del_mobile_token')).problem?.field).toBe('token');
  });
});

describe('the screen notice', () => {
  const screen = async (client: DemoClient, language = 'en', projectId = 42) =>
    (await client.get('/method/notify_user/screen', { project_id: projectId, language })).body;
  const NONE = { type: 'info', text: '' };

  it('warns of the bitrate while project 42 is live, in the asked language, with a way to its tariffs', async () => {
    const demo = await DemoClient.signIn(server.url);
    expect(await screen(demo)).toEqual({
      type: 'warning',
      title: 'Bitrate too high',
      text: expect.stringContaining('higher bitrate than your restream plan allows'),
      actions: [
        {
          name: 'cabinet_link',
          value: '/projects/42/tariffs/restream',
          type: 'link',
          // The real kind's InternalNotifyTypeActionText: a link says nothing once done.
          text: [
            { language: 'english', language_iso: 'en', title: 'Choose a plan', complited_title: '' },
            { language: 'russian', language_iso: 'ru', title: 'Выбрать тариф', complited_title: '' },
            { language: 'none', language_iso: 'cn', title: '选择套餐', complited_title: '' },
          ],
          icon: '',
          group_id: 'g-screen',
          group_type: 'default',
        },
      ],
    });
    expect(await screen(demo, 'ru')).toMatchObject({ title: 'Слишком высокий битрейт' });
    expect(await screen(demo, 'cn')).toMatchObject({ title: '码率过高' });
    expect(await screen(demo, 'en', 7)).toEqual(NONE);
    await control.endStream();
    expect(await screen(demo)).toEqual(NONE);
  });

  it('removed, stays away until the project goes live again', async () => {
    const demo = await DemoClient.signIn(server.url);
    const removed = await demo.send('POST', '/method/notify_user/screen', { project_id: 42 });
    expect(removed).toMatchObject({ status: 201, body: { success: true } });
    expect(await screen(demo)).toEqual({ type: 'info', text: '' });
    await control.endStream();
    expect(await screen(demo)).toEqual({ type: 'info', text: '' });
    await control.startStream();
    expect(await screen(demo)).toMatchObject({ type: 'warning', title: 'Bitrate too high' });
  });
});

describe('the control surface’s new notification', () => {
  it('adds an unread one to the account named: its count goes up, the list shows it first, the text in every language', async () => {
    const demo = await DemoClient.signIn(server.url);
    const second = await DemoClient.signIn(server.url, 'second');
    const added = await control.notify({ project_id: 7, category: 'stream', title: 'Hello', text: 'A new one' });
    expect(added).toMatchObject({ project_id: 7, category: 'stream', status_read: false, channel: 'cabinet' });
    expect(await unread(demo)).toBe(6);
    expect(await unread(second)).toBe(2);
    const [first] = (await page(demo)).results;
    expect(first?.id).toBe(added.id);
    expect(first?.text.map((text) => [text.language_iso, text.title, text.text])).toEqual([
      ['en', 'Hello', 'A new one'],
      ['ru', 'Hello', 'A new one'],
      ['cn', 'Hello', 'A new one'],
    ]);
    await control.notify({ account: 'second' });
    expect(await unread(second)).toBe(3);
  });

  it('refuses a project the account does not have and a category the real kind does not list', async () => {
    const send = (body: unknown) =>
      fetch(`${server.url}/__control/notify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send({ project_id: 21 })).status).toBe(400);
    expect((await send({ category: 'promo' })).status).toBe(400);
    expect(await unread(await DemoClient.signIn(server.url))).toBe(5);
  });
});
