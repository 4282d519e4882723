// A project's team over HTTP (UserProject's members, ProjectChannel, ProjectChannelInvite, ProjectHistory): the
// members and their access levels changed and removed, a channel's sharing changed, removed and handed on, the
// invitations by e-mail, by a project's ID and by a secret link made, revoked, accepted and declined by the other
// demo account, the history that records each — and every refusal, in the request's language.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient, type DemoReply } from './testing/demo-client.ts';

type Json = Record<string, unknown>;

let server: RunningServer;
let demo: DemoClient;
let maria: DemoClient;

contractBed({ use: (bed) => ({ server, demo } = bed) });

beforeEach(async () => {
  maria = await DemoClient.signIn(server.url, 'second');
});

const results = (reply: DemoReply) => {
  expect(reply.status).toBe(200);
  return reply.body.results as Json[];
};
const refused = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];
const post = (client: DemoClient, path: string, query: Record<string, string | number>) =>
  client.send('POST', `/method/${path}`, query);

const members = (projectId = 42, client = demo) =>
  client.get('/method/project/user/list', { project_id: projectId }).then(results);
const access = (channelId: number, projectId = 42, client = demo) =>
  client.get('/method/channel/access/list', { project_id: projectId, channel_id: channelId }).then(results);
const invites = (channelId: number, projectId = 42) =>
  demo.get('/method/channel_invite/list', { project_id: projectId, channel_id: channelId }).then(results);
const history = (query: Record<string, string | number> = {}, projectId = 42, client = demo) =>
  client.get('/method/project_history/list', { project_id: projectId, ...query });
const actions = async (projectId = 42, client = demo) =>
  ((await history({}, projectId, client)).body.results as Json[]).map((entry) => [entry.action, entry.user_id]);

describe('members (UserProject)', () => {
  it('lists a project’s members, the owner first, each with the real kind’s fields and access level', async () => {
    expect(await members()).toEqual([
      {
        user_id: 1,
        project_id: 42,
        name: 'Demo',
        fename: 'Streamer',
        photo_50: '',
        type: 0,
        external_id: 'u1',
        access_type: 2,
      },
      expect.objectContaining({ user_id: 4, name: 'Ольга', fename: 'Смирнова', access_type: 1 }),
      expect.objectContaining({ user_id: 5, name: 'Wei', fename: 'Zhang', access_type: 0 }),
    ]);
    // Guest studio is another owner's: the demo account is its member at level 1, and it is a team's project to it.
    expect((await members(16)).map((member) => [member.user_id, member.access_type, member.type])).toEqual([
      [6, 2, 1],
      [1, 1, 1],
      [5, 0, 1],
    ]);
    expect(refused(await maria.get('/method/project/user/list', { project_id: 42 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
  });

  it('changes a member’s level and removes one, each recorded in the history; the project list counts them', async () => {
    expect(
      (await post(demo, 'project/user/change_access', { project_id: 42, user_id: 4, access_type: 0 })).status,
    ).toBe(200);
    expect((await members()).find((member) => member.user_id === 4)?.access_type).toBe(0);
    expect((await post(demo, 'project/user/del', { project_id: 42, user_id: 5 })).status).toBe(200);
    expect((await members()).map((member) => member.user_id)).toEqual([1, 4]);
    expect((await actions()).slice(0, 2)).toEqual([
      ['user_project_del', 1],
      ['user_project_change', 1],
    ]);
    const list = (await demo.get('/method/project/list')).body.results as Json[];
    expect(list.find((row) => row.project_id === 42)?.member_count).toBe(2);
  });

  it('refuses what the account’s level does not allow, its own access, a stranger and a level the real kind has not', async () => {
    // In Guest studio the demo account is at level 1: it changes nobody there, in the words of the request's language.
    const guest = await demo.send('POST', '/method/project/user/change_access', {
      project_id: 16,
      user_id: 5,
      access_type: 1,
      language: 'ru',
    });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
    expect(guest.problem?.message).toBe('Ваш доступ к проекту 16 не позволяет это сделать');
    const cn = await demo.send('POST', '/method/project/user/del', { project_id: 16, user_id: 5, language: 'cn' });
    expect(cn.problem?.message).toBe('您对项目 16 的访问权限不允许此操作');
    expect((await members(16)).map((member) => member.user_id)).toEqual([6, 1, 5]);

    expect(refused(await post(demo, 'project/user/del', { project_id: 42, user_id: 1 }))).toEqual([
      400,
      'own_access',
      'user_id',
    ]);
    expect(
      refused(await post(demo, 'project/user/change_access', { project_id: 42, user_id: 1, access_type: 0 })),
    ).toEqual([400, 'own_access', 'user_id']);
    expect(refused(await post(demo, 'project/user/del', { project_id: 42, user_id: 6 }))).toEqual([
      400,
      'unknown_member',
      'user_id',
    ]);
    expect(
      refused(await post(demo, 'project/user/change_access', { project_id: 42, user_id: 4, access_type: 3 })),
    ).toEqual([400, 'invalid_request', 'access_type']);
    expect(refused(await post(maria, 'project/user/del', { project_id: 42, user_id: 4 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    // Nothing refused changed anything.
    expect((await members()).map((member) => member.access_type)).toEqual([2, 1, 0]);
  });
});

describe('who may use a channel (ProjectChannel)', () => {
  it('lists the owner project, then each project a channel is shared with; one it is shared with reads it too', async () => {
    const youtube = [
      { id: 101, project_id: 42, channel_id: 101, owner_id: 1, usageType: 2 },
      { id: 2001, project_id: 16, channel_id: 101, owner_id: 1, usageType: 1 },
    ];
    expect(await access(101)).toEqual(youtube);
    expect(await access(101, 16)).toEqual(youtube);
    expect((await access(103)).map((row) => [row.project_id, row.usageType])).toEqual([
      [42, 2],
      [22, 0],
    ]);
    expect(await access(102)).toHaveLength(1);
    const elsewhere = await demo.get('/method/channel/access/list', { project_id: 7, channel_id: 101 });
    expect(refused(elsewhere)).toEqual([400, 'unknown_channel', 'channel_id']);
  });

  it('changes a shared project’s level and stops sharing, each recorded; refuses a project it is not shared with', async () => {
    const change = { project_id: 42, channel_id: 101, to_project_id: 16, access_type: 0 };
    expect((await post(demo, 'channel/access/change', change)).status).toBe(200);
    expect((await access(101))[1]?.usageType).toBe(0);
    expect(refused(await post(demo, 'channel/access/change', { ...change, to_project_id: 31 }))).toEqual([
      400,
      'not_shared',
      'to_project_id',
    ]);
    const remove = { project_id: 42, channel_id: 101, target_project_id: 16 };
    expect((await post(demo, 'channel/access/del', remove)).status).toBe(200);
    expect(await access(101)).toHaveLength(1);
    expect(refused(await post(demo, 'channel/access/del', remove))).toEqual([400, 'not_shared', 'target_project_id']);
    expect((await actions()).slice(0, 2)).toEqual([
      ['project_channel_del', 1],
      ['project_channel_change', 1],
    ]);
    // From the project it is shared with, at level 1, nothing of it changes.
    const fromGuest = await post(demo, 'channel/access/change', { ...change, project_id: 16 });
    expect(refused(fromGuest)).toEqual([400, 'owner_only', 'project_id']);
  });

  it('hands a channel on to a project it is shared with: that one owns it, the one before keeps it', async () => {
    const transfer = { project_id: 42, channel_id: 101, to_project_id: 16 };
    expect((await post(demo, 'channel/access/transfer_owner', transfer)).status).toBe(200);
    expect((await access(101, 16)).map((row) => [row.project_id, row.owner_id, row.usageType])).toEqual([
      [16, 6, 2],
      [42, 6, 2],
    ]);
    // 42 no longer owns it: it invites nobody to it.
    const invite = { project_id: 42, channel_id: 101, email: 'a@relay.example', access_type: 1 };
    expect(refused(await post(demo, 'channel_invite/add_by_email', invite))).toEqual([
      400,
      'unknown_channel',
      'channel_id',
    ]);
    expect(refused(await post(demo, 'channel/access/transfer_owner', { ...transfer, channel_id: 102 }))).toEqual([
      400,
      'not_shared',
      'to_project_id',
    ]);
  });
});

describe('invitations to a channel (ProjectChannelInvite)', () => {
  it('lists a channel’s invitations with their links’ keys; one by ID names whose project it is', async () => {
    expect(await invites(101)).toEqual([
      {
        project_channel_invite_id: 501,
        channel_id: 101,
        to_project_id: null,
        access_type: 1,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        secret: '8c1f0a2e6b4d4e7f9a3c5b1d2e0f7a6c',
        email: 'lena@relay.example',
        reject: null,
        from_user_id: 1,
        from_project_id: 42,
      },
    ]);
    expect((await invites(102))[0]).toMatchObject({
      to_project_id: 21,
      email: null,
      access_type: 0,
      to_project_: { user_id: 2, name: 'Мария', fename: 'Соколова', photo_50: '', ref_id: 'u2' },
    });
    expect(await invites(105)).toEqual([]);
  });

  it('invites by e-mail and by a project’s ID, each with a new link; refuses twice, a bad address, no such project', async () => {
    const base = { project_id: 42, channel_id: 101, access_type: 0 };
    const byEmail = await post(demo, 'channel_invite/add_by_email', { ...base, email: 'maria@relay.example' });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ email: 'maria@relay.example', to_project_id: null, access_type: 0 });
    expect(byEmail.body.secret).toMatch(/^[0-9a-f]{32}$/);
    const again = await post(demo, 'channel_invite/add_by_email', { ...base, email: 'Maria@Relay.example' });
    expect(refused(again)).toEqual([400, 'invite_exists', 'email']);
    expect(refused(await post(demo, 'channel_invite/add_by_email', { ...base, email: 'maria' }))).toEqual([
      400,
      'invalid_request',
      'email',
    ]);

    const byId = await post(demo, 'channel_invite/add_by_id', { ...base, to_project_external_id: '31' });
    expect(byId.body).toMatchObject({ to_project_id: 31, email: null, to_project_: { user_id: 1, name: 'Demo' } });
    expect(byId.body.secret).not.toBe(byEmail.body.secret);
    const to = (external: string) =>
      post(demo, 'channel_invite/add_by_id', { ...base, to_project_external_id: external });
    expect(refused(await to('31'))).toEqual([400, 'invite_exists', 'to_project_external_id']);
    expect(refused(await to('16'))).toEqual([400, 'already_shared', 'to_project_external_id']);
    expect(refused(await to('42'))).toEqual([400, 'same_project', 'to_project_external_id']);
    expect(refused(await to('999'))).toEqual([400, 'unknown_project', 'to_project_external_id']);
    expect((await invites(101)).map((invite) => invite.project_channel_invite_id)).toEqual([501, 504, 505]);
    expect((await actions()).slice(0, 2)).toEqual([
      ['project_channel_invite_add', 1],
      ['project_channel_invite_add', 1],
    ]);
    // A member at level 1 invites nobody.
    const guest = await post(demo, 'channel_invite/add_by_email', {
      ...base,
      project_id: 16,
      email: 'x@relay.example',
    });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
  });

  it('keeps at most 50 a channel: the next is refused until one goes', async () => {
    const base = { project_id: 42, channel_id: 101, access_type: 0 };
    const add = (index: number) =>
      post(demo, 'channel_invite/add_by_email', { ...base, email: `fan${index}@relay.example` });
    // One waits already (the seed's); 49 more make 50.
    for (let index = 0; index < 49; index += 1) expect((await add(index)).status).toBe(200);
    const next = await add(49);
    expect(refused(next)).toEqual([400, 'too_many_invites', 'channel_id']);
    expect(next.problem?.message).toBe('This channel already has 50 invitations: delete some before inviting more');
    expect(await invites(101)).toHaveLength(50);
    const first = (await invites(101))[0]!.project_channel_invite_id as number;
    expect((await post(demo, 'channel_invite/del', { id: first })).status).toBe(200);
    expect((await add(49)).status).toBe(200);
  });

  it('reads and revokes one by its ID: its link then opens nothing; another account sees none of it', async () => {
    expect((await demo.get('/method/channel_invite/get', { id: 501 })).body).toEqual({ success: true });
    expect(refused(await maria.get('/method/channel_invite/get', { id: 501 }))).toEqual([400, 'unknown_invite', 'id']);
    expect(refused(await post(maria, 'channel_invite/del', { id: 501 }))).toEqual([400, 'unknown_invite', 'id']);
    expect((await post(demo, 'channel_invite/del', { id: 501 })).status).toBe(200);
    expect(await invites(101)).toEqual([]);
    const link = { channel_id: 101, secret: '8c1f0a2e6b4d4e7f9a3c5b1d2e0f7a6c' };
    expect(refused(await demo.get('/method/channel_invite/get_for_secret', link))).toEqual([
      400,
      'unknown_invite',
      'secret',
    ]);
    expect((await actions())[0]).toEqual(['project_channel_invite_del', 1]);
  });

  it('the invited project reads, accepts or declines it: accepted, the channel is shared at the level offered', async () => {
    const mine = { project_id: 21, channel_id: 102 };
    const offered = await maria.get('/method/channel_invite/get_for_project', mine);
    expect(offered.body).toMatchObject({
      project_channel_invite_id: 502,
      to_project_id: 21,
      access_type: 0,
      reject: null,
      from_user_id: 1,
      channel_: { channel_id: 102, name: expect.any(String), photo_50: '' },
    });
    expect(offered.body).not.toHaveProperty('from_project_id');
    expect(refused(await demo.get('/method/channel_invite/get_for_project', mine))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect((await post(maria, 'channel_invite/accept_for_project', mine)).status).toBe(200);
    expect((await access(102)).map((row) => [row.project_id, row.usageType])).toEqual([
      [42, 2],
      [21, 0],
    ]);
    expect(await invites(102)).toEqual([]);
    expect((await actions())[0]).toEqual(['project_channel_invite_accept', 2]);
    expect(await actions(21, maria)).toEqual([['project_channel_add', 2]]);
    expect(refused(await maria.get('/method/channel_invite/get_for_project', mine))).toEqual([
      400,
      'unknown_invite',
      'channel_id',
    ]);

    // Declined: it stays on the inviter's list, marked, and its link says so; it can no longer be accepted.
    const demoOwn = { project_id: 7, channel_id: 171 };
    expect((await post(demo, 'channel_invite/decline_for_project', demoOwn)).status).toBe(200);
    expect((await invites(171, 17))[0]).toMatchObject({ project_channel_invite_id: 503, reject: true });
    const link = { channel_id: 171, secret: 'b5d2a7e3c1f94e0a8b6d3c2f1e9a7b4d' };
    expect((await demo.get('/method/channel_invite/get_for_secret', link)).body).toMatchObject({ reject: true });
    const late = await post(demo, 'channel_invite/accept_for_secret', { ...link, project_id: 7 });
    expect(refused(late)).toEqual([400, 'invite_answered', 'project_id']);
    expect((await actions(17))[0]).toEqual(['project_channel_invite_decline', 1]);
  });

  it('a link sent by e-mail is accepted by that address’s account for a project of theirs, and by nobody else', async () => {
    const made = await post(demo, 'channel_invite/add_by_email', {
      project_id: 42,
      channel_id: 101,
      email: 'maria@relay.example',
      access_type: 1,
    });
    const link = { channel_id: 101, secret: made.body.secret as string };
    const opened = await maria.get('/method/channel_invite/get_for_secret', link);
    expect(opened.body).toMatchObject({
      email: 'maria@relay.example',
      channel_: { channel_id: 101, name: 'Main YouTube' },
    });

    // The demo account has the link but is not the address: refused, for accepting and for declining alike.
    const notYours = await post(demo, 'channel_invite/accept_for_secret', { ...link, project_id: 31 });
    expect(refused(notYours)).toEqual([400, 'invite_not_yours', 'project_id']);
    expect(refused(await post(demo, 'channel_invite/decline_for_secret', { ...link, project_id: 31 }))).toEqual([
      400,
      'invite_not_yours',
      'project_id',
    ]);
    // Only into a project of the account's.
    const notTheirs = await post(maria, 'channel_invite/accept_for_secret', { ...link, project_id: 31 });
    expect(refused(notTheirs)).toEqual([400, 'unknown_project', 'project_id']);
    const wrongSecret = await maria.get('/method/channel_invite/get_for_secret', { ...link, secret: 'nope' });
    expect(refused(wrongSecret)).toEqual([400, 'unknown_invite', 'secret']);

    expect((await post(maria, 'channel_invite/accept_for_secret', { ...link, project_id: 21 })).status).toBe(200);
    expect((await access(101)).map((row) => row.project_id)).toEqual([42, 16, 21]);
    expect(refused(await maria.get('/method/channel_invite/get_for_secret', link))).toEqual([
      400,
      'unknown_invite',
      'secret',
    ]);
  });

  it('accepting needs the owner’s level in the project, and a project without the channel yet', async () => {
    const made = async (channelId: number) =>
      (
        await post(demo, 'channel_invite/add_by_email', {
          project_id: 42,
          channel_id: channelId,
          email: 'demo@relay.example',
          access_type: 1,
        })
      ).body.secret as string;
    const secret = await made(101);
    const accept = (projectId: number) =>
      post(demo, 'channel_invite/accept_for_secret', { channel_id: 101, secret, project_id: projectId });
    expect(refused(await accept(16))).toEqual([400, 'owner_only', 'project_id']);
    expect(refused(await accept(42))).toEqual([400, 'same_project', 'project_id']);
    expect((await accept(31)).status).toBe(200);
    expect(await invites(101)).toHaveLength(1);
    // Declined by its address, it stays listed as declined.
    const second = await made(105);
    const decline = { channel_id: 105, secret: second, project_id: 31 };
    expect((await post(demo, 'channel_invite/decline_for_secret', decline)).status).toBe(200);
    expect((await invites(105))[0]).toMatchObject({ reject: true });
  });
});

describe('the history of actions (ProjectHistory)', () => {
  it('is the project’s, newest first, a page at a time, filtered by action, by time and by group', async () => {
    const all = await history();
    expect(all.body).toMatchObject({ total: 14, limit: 20, offset: 0 });
    const entries = all.body.results as Json[];
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      action: 'project_channel_invite_add',
      project_id: 42,
      user_id: 1,
      group_id: 0,
      date: expect.any(String),
    });
    const dates = entries.map((entry) => Date.parse(entry.date as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(entries.every((entry) => entry.project_id === 42)).toBe(true);

    const page = await history({ limit: 5, offset: 5 });
    expect((page.body.results as Json[]).map((entry) => entry.id)).toEqual(entries.slice(5, 10).map((e) => e.id));

    const invitesOnly = await history({ action: 'project_channel_invite_accept' });
    expect((invitesOnly.body.results as Json[]).map((entry) => entry.user_id)).toEqual([2, 6]);
    expect(invitesOnly.body.total).toBe(2);

    const middle = entries[3]!.date as string;
    const since = (await history({ date_from: middle })).body.results as Json[];
    expect(since.length).toBeGreaterThanOrEqual(4);
    expect(since.every((entry) => Date.parse(entry.date as string) >= Date.parse(middle))).toBe(true);
    const until = (await history({ date_to: middle })).body.results as Json[];
    expect(until.every((entry) => Date.parse(entry.date as string) <= Date.parse(middle))).toBe(true);
    expect(since.length + until.length).toBeGreaterThan(entries.length);

    expect((await history({ group_id: 0 })).body.total).toBe(14);
    expect((await history({ group_id: 1 })).body.total).toBe(0);
  });

  it('refuses an action the real kind does not list, a time that is not one, and another account’s project', async () => {
    expect(refused(await history({ action: 'user_project_rename' }))).toEqual([400, 'invalid_request', 'action']);
    expect(refused(await history({ date_from: 'yesterday' }))).toEqual([400, 'invalid_request', 'date_from']);
    expect(refused(await history({ limit: 101 }))).toEqual([400, 'invalid_request', 'limit']);
    expect(refused(await history({}, 42, maria))).toEqual([400, 'unknown_project', 'project_id']);
  });
});
