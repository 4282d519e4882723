// A project's team over HTTP (UserProject's members, ProjectChannel, ProjectHistory): the members and their access
// levels (0–3) changed and removed with the newer and the deprecated removal, a guest leaving a project shared with it,
// the token's scopes, a channel's sharing changed, removed and handed on by the projects whose hold on it allows it,
// the history that records each — and every refusal, in the request's language: another account's project, a guest's
// write, more access than one's own, the last who may change a team leaving it. What each level allows is
// api/team/access-levels.ts's; the invitations are api/team-invites.test.ts's.
import { describe, expect, it } from 'vitest';
import { MEMBER_ALLOWS, SHARE_ALLOWS, holdWithin, memberWithin } from './team/access-levels.ts';
import type { RunningServer } from './server.ts';
import type { DemoClient } from './testing/demo-client.ts';
import {
  type Json,
  access,
  actions,
  history,
  members,
  post,
  projectLevels,
  refused,
  teamBed,
} from './testing/team-calls.ts';

let server: RunningServer;
let demo: DemoClient;
let maria: DemoClient;

teamBed((bed) => ({ server, demo, maria } = bed));

describe('what each level allows (api/team/access-levels.ts)', () => {
  it('orders levels by what they allow, not by their numbers: 3 runs the stream but not the team, 2 does all', () => {
    expect(MEMBER_ALLOWS[2]).toEqual(expect.arrayContaining(['team', 'money', 'setup', 'stream', 'chat']));
    expect(MEMBER_ALLOWS[3]).not.toContain('team');
    expect(MEMBER_ALLOWS[3]).not.toContain('money');
    expect(MEMBER_ALLOWS[1]).toEqual(['view', 'chat']);
    expect([memberWithin(3, 2), memberWithin(2, 3), memberWithin(1, 3), memberWithin(3, 1)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // A destination's owner holds more than any share: only it hands the destination over.
    expect([holdWithin(2, 'owner'), holdWithin('owner', 2), holdWithin(2, 1), holdWithin(0, 1)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(SHARE_ALLOWS[2]).toContain('share');
  });
});

describe('members (UserProject)', () => {
  it('lists a project’s members, the owner first, one at each level on 42; another account’s project is unknown', async () => {
    expect(await members(demo)).toEqual([
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
      expect.objectContaining({ user_id: 7, name: 'Lucas', fename: 'Martin', access_type: 3 }),
    ]);
    // Guest studio is another owner's: the demo account is its member at level 1, and it is a team's project to it.
    expect((await members(demo, 16)).map((member) => [member.user_id, member.access_type, member.type])).toEqual([
      [6, 2, 1],
      [1, 1, 1],
      [5, 0, 1],
    ]);
    for (const [client, projectId] of [
      [maria, 42],
      [demo, 21],
    ] as const) {
      const other = await client.get('/method/project/user/list', { project_id: projectId });
      expect(refused(other)).toEqual([400, 'unknown_project', 'project_id']);
    }
  });

  it('changes a member’s level to any of 0–3 and removes members with the newer delete and the deprecated del', async () => {
    const change = { project_id: 42, user_id: 4, access_type: 3 };
    expect((await post(demo, 'project/user/change_access', change)).status).toBe(200);
    expect((await members(demo)).find((member) => member.user_id === 4)?.access_type).toBe(3);
    expect((await post(demo, 'project/user/delete', { project_id: 42, user_id: 5 })).status).toBe(200);
    expect((await post(demo, 'project/user/del', { project_id: 42, user_id: 7 })).status).toBe(200);
    expect((await members(demo)).map((member) => member.user_id)).toEqual([1, 4]);
    expect((await actions(demo)).slice(0, 3)).toEqual([
      ['user_project_del', 1],
      ['user_project_del', 1],
      ['user_project_change', 1],
    ]);
    const list = (await demo.get('/method/project/list')).body.results as Json[];
    expect(list.find((row) => row.project_id === 42)?.member_count).toBe(2);
  });

  it('refuses a guest’s change, removing oneself, a stranger, a level the real kind has not, another account’s project', async () => {
    // In Guest studio the demo account is at level 1 (a moderator): it changes nobody there, in the request's language.
    const guest = await demo.send('POST', '/method/project/user/change_access', {
      project_id: 16,
      user_id: 5,
      access_type: 1,
      language: 'ru',
    });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
    expect(guest.problem?.message).toBe('Ваш доступ к проекту 16 не позволяет это сделать');
    const cn = await demo.send('POST', '/method/project/user/delete', { project_id: 16, user_id: 5, language: 'cn' });
    expect(cn.problem?.message).toBe('您对项目 16 的访问权限不允许此操作');
    expect(refused(await post(demo, 'project/user/del', { project_id: 16, user_id: 5 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
    expect((await members(demo, 16)).map((member) => member.user_id)).toEqual([6, 1, 5]);

    for (const removal of ['project/user/delete', 'project/user/del']) {
      const self = await post(demo, removal, { project_id: 42, user_id: 1 });
      expect(refused(self)).toEqual([400, 'own_access', 'user_id']);
      expect(self.problem?.message).toBe('You cannot remove yourself: leave the project instead');
    }
    expect(refused(await post(demo, 'project/user/delete', { project_id: 42, user_id: 6 }))).toEqual([
      400,
      'unknown_member',
      'user_id',
    ]);
    expect(
      refused(await post(demo, 'project/user/change_access', { project_id: 42, user_id: 4, access_type: 4 })),
    ).toEqual([400, 'invalid_request', 'access_type']);
    expect(refused(await post(maria, 'project/user/delete', { project_id: 42, user_id: 4 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect(
      refused(await post(demo, 'project/user/change_access', { project_id: 21, user_id: 2, access_type: 0 })),
    ).toEqual([400, 'unknown_project', 'project_id']);
    // Nothing refused changed anything.
    expect((await members(demo)).map((member) => member.access_type)).toEqual([2, 1, 0, 3]);
  });

  it('lowers one’s own level only once another member may change the team; lowered, it changes nobody', async () => {
    const lowerOwn = { project_id: 42, user_id: 1, access_type: 3 };
    const last = await post(demo, 'project/user/change_access', lowerOwn);
    expect(refused(last)).toEqual([400, 'last_owner', 'project_id']);
    expect(last.problem?.message).toBe(
      'You are the last member who may change this team: give someone else that access first',
    );
    expect((await post(demo, 'project/user/change_access', { ...lowerOwn, user_id: 7, access_type: 2 })).status).toBe(
      200,
    );
    expect((await post(demo, 'project/user/change_access', lowerOwn)).status).toBe(200);
    expect(await projectLevels(demo)).toContainEqual([42, 3]);
    // At level 3 the demo account runs the stream, but the team is no longer its to change, nor can it raise itself.
    expect(
      refused(await post(demo, 'project/user/change_access', { project_id: 42, user_id: 4, access_type: 0 })),
    ).toEqual([400, 'owner_only', 'project_id']);
    expect(refused(await post(demo, 'project/user/change_access', { ...lowerOwn, access_type: 2 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
  });

  it('leaves a project shared with it as a guest: gone from its list and its team; the last owner stays', async () => {
    expect(await projectLevels(demo)).toContainEqual([16, 1]);
    expect((await post(demo, 'project/user/leave', { project_id: 16 })).status).toBe(200);
    expect((await projectLevels(demo)).map(([projectId]) => projectId)).not.toContain(16);
    // Now a stranger to it: its team and its leave are another account's project's.
    expect(refused(await demo.get('/method/project/user/list', { project_id: 16 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect(refused(await post(demo, 'project/user/leave', { project_id: 16 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect(refused(await post(demo, 'project/user/leave', { project_id: 21 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);

    const last = await demo.send('POST', '/method/project/user/leave', { project_id: 42, language: 'cn' });
    expect(refused(last)).toEqual([400, 'last_owner', 'project_id']);
    expect(last.problem?.message).toBe('您是最后一位可以更改此团队的成员：请先将此权限授予其他人');
    // With another member who may change the team, the owner may leave too.
    await post(demo, 'project/user/change_access', { project_id: 42, user_id: 7, access_type: 2 });
    expect((await post(demo, 'project/user/leave', { project_id: 42 })).status).toBe(200);
    expect((await projectLevels(demo)).map(([projectId]) => projectId)).not.toContain(42);
  });
});

describe('the token’s scopes (Get current user project)', () => {
  it('answers every scope the newer description names; `v` and `language` optional but checked when sent', async () => {
    const me = await demo.get('/method/project/me');
    expect(me.status).toBe(200);
    expect(me.body.scopes).toEqual(expect.arrayContaining(['project:read', 'project-access:leave', 'billing:write']));
    expect((me.body.scopes as string[]).every((scope) => /^[a-z-]+:[a-z]+$/.test(scope))).toBe(true);
    const bare = await fetch(`${server.url}/method/project/me`, {
      headers: { Authorization: `oauth ${demo.tokens.accessToken}` },
    });
    expect([bare.status, await bare.json()]).toEqual([200, me.body]);
    expect(refused(await demo.get('/method/project/me', { language: 'de' }))).toEqual([
      400,
      'invalid_request',
      'language',
    ]);
    expect((await demo.get('/method/project/me', {}, false)).status).toBe(401);
  });
});

describe('who may use a channel (ProjectChannel)', () => {
  it('lists the owner project, then each project a channel is shared with, in the newer shape; each of them reads it', async () => {
    const row = { channel_id: 101, owner_id: 1, active: 1, title: 'Main YouTube', preview: null, unlim: '' };
    const youtube = [
      { ...row, id: 101, project_id: 42, access_type: 2, usageType: 2, transcoder_id: null, streamInfo: {} },
      { ...row, id: 2001, project_id: 16, access_type: 1, usageType: 1, transcoder_id: null, streamInfo: {} },
    ];
    expect(await access(demo, 101)).toEqual(youtube);
    expect(await access(demo, 101, 16)).toEqual(youtube);
    expect((await access(demo, 103)).map((one) => [one.project_id, one.access_type])).toEqual([
      [42, 2],
      [22, 0],
    ]);
    // Концертный зал's VK, which 42 manages: its owner (the second account) first, from either side.
    const vk = [
      [22, 2, 2],
      [42, 2, 2],
    ];
    const shape = (rows: Json[]) => rows.map((one) => [one.project_id, one.owner_id, one.access_type]);
    expect(shape(await access(demo, 221))).toEqual(vk);
    expect(shape(await access(maria, 221, 22))).toEqual(vk);
    expect(await access(demo, 102)).toHaveLength(1);
    const elsewhere = await demo.get('/method/channel/access/list', { project_id: 7, channel_id: 101 });
    expect(refused(elsewhere)).toEqual([400, 'unknown_channel', 'channel_id']);
    const stranger = await maria.get('/method/channel/access/list', { project_id: 42, channel_id: 101 });
    expect(refused(stranger)).toEqual([400, 'unknown_project', 'project_id']);
  });

  it('changes a shared project’s level and stops sharing, each recorded; refuses a project it is not shared with', async () => {
    const change = { project_id: 42, channel_id: 101, to_project_id: 16, access_type: 0 };
    expect((await post(demo, 'channel/access/change', change)).status).toBe(200);
    expect((await access(demo, 101))[1]).toMatchObject({ access_type: 0, usageType: 0 });
    expect(refused(await post(demo, 'channel/access/change', { ...change, to_project_id: 31 }))).toEqual([
      400,
      'not_shared',
      'to_project_id',
    ]);
    expect(refused(await post(demo, 'channel/access/change', { ...change, access_type: 3 }))).toEqual([
      400,
      'invalid_request',
      'access_type',
    ]);
    const remove = { project_id: 42, channel_id: 101, target_project_id: 16 };
    expect((await post(demo, 'channel/access/del', remove)).status).toBe(200);
    expect(await access(demo, 101)).toHaveLength(1);
    expect(refused(await post(demo, 'channel/access/del', remove))).toEqual([400, 'not_shared', 'target_project_id']);
    expect((await actions(demo)).slice(0, 2)).toEqual([
      ['project_channel_del', 1],
      ['project_channel_change', 1],
    ]);
    // From the project it is shared with, where the demo account is a guest at level 1, nothing of it changes.
    const fromGuest = await post(demo, 'channel/access/change', { ...change, project_id: 16 });
    expect(refused(fromGuest)).toEqual([400, 'owner_only', 'project_id']);
    const otherAccount = await post(maria, 'channel/access/del', remove);
    expect(refused(otherAccount)).toEqual([400, 'unknown_project', 'project_id']);
  });

  it('hands a channel on to a project it is shared with: that one owns it, the one before keeps it', async () => {
    const transfer = { project_id: 42, channel_id: 101, to_project_id: 16 };
    expect((await post(demo, 'channel/access/transfer_owner', transfer)).status).toBe(200);
    expect((await access(demo, 101, 16)).map((row) => [row.project_id, row.owner_id, row.access_type])).toEqual([
      [16, 6, 2],
      [42, 6, 2],
    ]);
    // 42 no longer owns it, and a share hands nothing over.
    expect(refused(await post(demo, 'channel/access/transfer_owner', transfer))).toEqual([
      400,
      'above_own_level',
      'to_project_id',
    ]);
    expect(refused(await post(demo, 'channel/access/transfer_owner', { ...transfer, channel_id: 102 }))).toEqual([
      400,
      'not_shared',
      'to_project_id',
    ]);
  });

  it('a project managing another’s channel shares it on, but not above its own hold; a lower hold shares nothing', async () => {
    // 42 manages Концертный зал's VK (221): it invites Retro console corner (31) at its own level, which accepts.
    const invite = { project_id: 42, channel_id: 221, access_type: 2, to_project_external_id: '31' };
    expect((await post(demo, 'channel_invite/add_by_id', invite)).status).toBe(200);
    expect((await post(demo, 'channel_invite/accept_for_project', { project_id: 31, channel_id: 221 })).status).toBe(
      200,
    );
    expect(
      (
        await post(demo, 'channel/access/change', {
          project_id: 42,
          channel_id: 221,
          to_project_id: 31,
          access_type: 1,
        })
      ).status,
    ).toBe(200);
    // Handing the channel over would raise 31 to its owner's hold, above 42's own.
    const raise = await post(demo, 'channel/access/transfer_owner', {
      project_id: 42,
      channel_id: 221,
      to_project_id: 31,
    });
    expect(refused(raise)).toEqual([400, 'above_own_level', 'to_project_id']);
    expect(raise.problem?.message).toBe(
      'You cannot give more access than you have, nor take it from anyone who has more',
    );
    // The owner project is not a share to change or remove.
    expect(
      refused(await post(demo, 'channel/access/del', { project_id: 42, channel_id: 221, target_project_id: 22 })),
    ).toEqual([400, 'not_shared', 'target_project_id']);
    // 31 holds it at level 1 (streams to it): it shares it with nobody and changes no one's access.
    const fromStreamer = await post(demo, 'channel/access/change', {
      project_id: 31,
      channel_id: 221,
      to_project_id: 42,
      access_type: 0,
    });
    expect(refused(fromStreamer)).toEqual([400, 'channel_access_denied', 'channel_id']);
    const inviteFrom31 = { ...invite, project_id: 31, access_type: 0, to_project_external_id: '7' };
    expect(refused(await post(demo, 'channel_invite/add_by_id', inviteFrom31))).toEqual([
      400,
      'channel_access_denied',
      'channel_id',
    ]);
    // But it may give up its own access.
    expect(
      (await post(demo, 'channel/access/del', { project_id: 31, channel_id: 221, target_project_id: 31 })).status,
    ).toBe(200);
    const shape = (rows: Json[]) => rows.map((one) => [one.project_id, one.access_type]);
    expect(shape(await access(maria, 221, 22))).toEqual([
      [22, 2],
      [42, 2],
    ]);
    // The owner hands it to the project that manages it.
    const handOver = { project_id: 22, channel_id: 221, to_project_id: 42 };
    expect((await post(maria, 'channel/access/transfer_owner', handOver)).status).toBe(200);
    expect(shape(await access(demo, 221))).toEqual([
      [42, 2],
      [22, 2],
    ]);
  });
});

describe('the history of actions (ProjectHistory)', () => {
  it('is the project’s, newest first, a page at a time, filtered by action, by time and by group', async () => {
    const all = await history(demo);
    expect(all.body).toMatchObject({ total: 18, limit: 20, offset: 0 });
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

    const page = await history(demo, { limit: 5, offset: 5 });
    expect((page.body.results as Json[]).map((entry) => entry.id)).toEqual(entries.slice(5, 10).map((e) => e.id));

    const invitesOnly = await history(demo, { action: 'project_channel_invite_accept' });
    expect((invitesOnly.body.results as Json[]).map((entry) => entry.user_id)).toEqual([2, 6]);
    expect(invitesOnly.body.total).toBe(2);

    const middle = entries[3]!.date as string;
    const since = (await history(demo, { date_from: middle })).body.results as Json[];
    expect(since.length).toBeGreaterThanOrEqual(4);
    expect(since.every((entry) => Date.parse(entry.date as string) >= Date.parse(middle))).toBe(true);
    const until = (await history(demo, { date_to: middle })).body.results as Json[];
    expect(until.every((entry) => Date.parse(entry.date as string) <= Date.parse(middle))).toBe(true);
    expect(since.length + until.length).toBeGreaterThan(entries.length);

    expect((await history(demo, { group_id: 0 })).body.total).toBe(18);
    expect((await history(demo, { group_id: 1 })).body.total).toBe(0);
  });

  it('refuses an action the real kind does not list, a time that is not one, and another account’s project', async () => {
    expect(refused(await history(demo, { action: 'user_project_rename' }))).toEqual([400, 'invalid_request', 'action']);
    expect(refused(await history(demo, { date_from: 'yesterday' }))).toEqual([400, 'invalid_request', 'date_from']);
    expect(refused(await history(demo, { limit: 101 }))).toEqual([400, 'invalid_request', 'limit']);
    expect(refused(await history(maria, {}, 42))).toEqual([400, 'unknown_project', 'project_id']);
  });
});
