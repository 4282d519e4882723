// Invitations to a channel over HTTP (ProjectChannelInvite): made by e-mail and by a project's ID, listed, revoked,
// read, accepted and declined by the person invited — for a project they choose, where their level may change the
// team — by the project, by a secret link, or from the notification that tells them (the real kind has no read that
// lists the invitations addressed to a person); and every refusal, in the request's language.
import { describe, expect, it } from 'vitest';
import type { DemoClient } from './testing/demo-client.ts';
import { type Json, access, actions, invites, post, refused, teamBed } from './testing/team-calls.ts';

let demo: DemoClient;
let maria: DemoClient;

teamBed((bed) => ({ demo, maria } = bed));

type Notice = Json & { project_id: number; status_read: boolean; actions: { items?: Json[] } };
/** The account's notifications of an invitation to a destination, newest first. */
const invitationNotices = async (client: DemoClient) =>
  (await client.get('/method/notify_history/list', { name: 'request_access_channel' })).body.results as Notice[];
const unread = async (client: DemoClient) =>
  ((await client.get('/method/notify_history/get_status')).body as { count_unread: number }).count_unread;
const runAction = (client: DemoClient, notice: Notice, name: 'accept' | 'decline') => {
  const action = notice.actions.items!.find((one) => one.name === name)!;
  return post(client, 'notify_history/run_action', {
    notify_history_id: notice.id as string,
    action_name: name,
    group_id: action.group_id as string,
  });
};

describe('an owner’s invitations (ProjectChannelInvite)', () => {
  it('lists a channel’s invitations with their links’ keys; one by ID names whose project it is', async () => {
    expect(await invites(demo, 101)).toEqual([
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
    expect((await invites(demo, 102))[0]).toMatchObject({
      to_project_id: 21,
      email: null,
      access_type: 0,
      to_project_: { user_id: 2, name: 'Мария', fename: 'Соколова', photo_50: '', ref_id: 'u2' },
    });
    expect(await invites(demo, 105)).toEqual([]);
    // The list carries each link's key: a guest of a project that uses the channel does not read it.
    const guest = await demo.get('/method/channel_invite/list', { project_id: 16, channel_id: 101 });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
    const stranger = await maria.get('/method/channel_invite/list', { project_id: 42, channel_id: 101 });
    expect(refused(stranger)).toEqual([400, 'unknown_project', 'project_id']);
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
    expect(refused(await post(demo, 'channel_invite/add_by_id', { ...base, access_type: 3 }))).toEqual([
      400,
      'invalid_request',
      'access_type',
    ]);
    expect((await invites(demo, 101)).map((invite) => invite.project_channel_invite_id)).toEqual([501, 506, 507]);
    expect((await actions(demo)).slice(0, 2)).toEqual([
      ['project_channel_invite_add', 1],
      ['project_channel_invite_add', 1],
    ]);
    // A guest at level 1 invites nobody; another account's project is unknown.
    const guest = await post(demo, 'channel_invite/add_by_email', {
      ...base,
      project_id: 16,
      email: 'x@relay.example',
    });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
    const stranger = await post(maria, 'channel_invite/add_by_email', { ...base, email: 'x@relay.example' });
    expect(refused(stranger)).toEqual([400, 'unknown_project', 'project_id']);
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
    expect(await invites(demo, 101)).toHaveLength(50);
    const first = (await invites(demo, 101))[0]!.project_channel_invite_id as number;
    expect((await post(demo, 'channel_invite/del', { id: first })).status).toBe(200);
    expect((await add(49)).status).toBe(200);
  });

  it('reads and revokes one by its ID: its link then opens nothing; another account sees none of it', async () => {
    expect((await demo.get('/method/channel_invite/get', { id: 501 })).body).toEqual({ success: true });
    expect(refused(await maria.get('/method/channel_invite/get', { id: 501 }))).toEqual([400, 'unknown_invite', 'id']);
    expect(refused(await post(maria, 'channel_invite/del', { id: 501 }))).toEqual([400, 'unknown_invite', 'id']);
    expect((await post(demo, 'channel_invite/del', { id: 501 })).status).toBe(200);
    expect(await invites(demo, 101)).toEqual([]);
    const link = { channel_id: 101, secret: '8c1f0a2e6b4d4e7f9a3c5b1d2e0f7a6c' };
    expect(refused(await demo.get('/method/channel_invite/get_for_secret', link))).toEqual([
      400,
      'unknown_invite',
      'secret',
    ]);
    expect((await actions(demo))[0]).toEqual(['project_channel_invite_del', 1]);
  });

  it('one made by ID to another account’s project tells its owner, unread, in the cabinet', async () => {
    expect((await invitationNotices(maria)).map((notice) => [notice.project_id, notice.status_read])).toEqual([
      [21, true],
    ]);
    const before = await unread(maria);
    const made = { project_id: 42, channel_id: 101, access_type: 1, to_project_external_id: '21' };
    expect((await post(demo, 'channel_invite/add_by_id', made)).status).toBe(200);
    expect(await unread(maria)).toBe(before + 1);
    const [told] = await invitationNotices(maria);
    expect(told).toMatchObject({ project_id: 21, status_read: false, category: 'important' });
    expect(told!.actions.items!.map((action) => [action.name, action.value])).toEqual([
      ['accept', '101'],
      ['decline', '101'],
    ]);
    expect((told!.text as Json[]).find((text) => text.language_iso === 'ru')).toMatchObject({
      title: 'Приглашение на площадку',
      text: 'Demo Streamer приглашает проект «Подкаст» пользоваться площадкой «Main YouTube» проекта «Main channel».',
    });
    // Inviting a project of one's own tells nobody.
    const own = await post(demo, 'channel_invite/add_by_id', { ...made, to_project_external_id: '31' });
    expect(own.status).toBe(200);
    expect(await invitationNotices(demo)).toHaveLength(2);
  });
});

describe('invitations to the demo account', () => {
  it('are found through their notifications, each read with “Get invitation for channel” for a project of its own', async () => {
    const notices = await invitationNotices(demo);
    expect(notices.map((notice) => [notice.project_id, notice.actions.items!.map((action) => action.value)])).toEqual([
      [7, ['222', '222']],
      [42, ['211', '211']],
    ]);
    expect((notices[1]!.text as Json[]).find((text) => text.language_iso === 'en')).toMatchObject({
      title: 'Invitation to a destination',
      text: 'Мария Соколова invites “Main channel” to use the destination “Подкаст на YouTube” of “Подкаст”.',
    });
    const offered = {
      project_channel_invite_id: 504,
      channel_id: 211,
      to_project_id: 42,
      access_type: 1,
      email: null,
      reject: null,
      from_user_id: 2,
      channel_: { channel_id: 211, name: 'Подкаст на YouTube', photo_50: '' },
    };
    expect(
      (await demo.get('/method/channel_invite/get_for_project', { project_id: 42, channel_id: 211 })).body,
    ).toMatchObject(offered);
    // The invitation is the person's: it reads the same for any project of theirs, and is nobody else's.
    expect(
      (await demo.get('/method/channel_invite/get_for_project', { project_id: 7, channel_id: 211 })).body,
    ).toMatchObject(offered);
    const other = await maria.get('/method/channel_invite/get_for_project', { project_id: 21, channel_id: 211 });
    expect(refused(other)).toEqual([400, 'unknown_invite', 'channel_id']);
    const notMine = await demo.get('/method/channel_invite/get_for_project', { project_id: 21, channel_id: 211 });
    expect(refused(notMine)).toEqual([400, 'unknown_project', 'project_id']);
  });

  it('accepts one for a project it chooses, and declines the other: the inviter sees both answers', async () => {
    // Not for Guest studio, where the demo account is a moderator: the project that takes a channel is its owner's.
    const asGuest = await post(demo, 'channel_invite/accept_for_project', { project_id: 16, channel_id: 211 });
    expect(refused(asGuest)).toEqual([400, 'owner_only', 'project_id']);
    const declineAsGuest = await post(demo, 'channel_invite/decline_for_project', { project_id: 16, channel_id: 211 });
    expect(refused(declineAsGuest)).toEqual([400, 'owner_only', 'project_id']);

    expect((await post(demo, 'channel_invite/accept_for_project', { project_id: 31, channel_id: 211 })).status).toBe(
      200,
    );
    expect((await access(demo, 211, 31)).map((row) => [row.project_id, row.access_type])).toEqual([
      [21, 2],
      [31, 1],
    ]);
    expect(await invites(maria, 211, 21)).toEqual([]);
    expect((await actions(maria, 21))[0]).toEqual(['project_channel_invite_accept', 1]);

    expect((await post(demo, 'channel_invite/decline_for_project', { project_id: 7, channel_id: 222 })).status).toBe(
      200,
    );
    expect((await invites(maria, 222, 22))[0]).toMatchObject({ project_channel_invite_id: 505, reject: true });
    expect(
      refused(await demo.get('/method/channel_invite/get_for_project', { project_id: 7, channel_id: 222 })),
    ).toEqual([400, 'unknown_invite', 'channel_id']);
  });

  it('is answered from its notification: Accept takes the channel for the project it names; a refusal settles nothing', async () => {
    const [toSeven, toMain] = await invitationNotices(demo);
    const accepted = await runAction(demo, toMain!, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status_read: true, actions: {} });
    expect((await access(demo, 211)).map((row) => [row.project_id, row.access_type])).toEqual([
      [21, 2],
      [42, 1],
    ]);

    // Declined on the way the dashboard answers it; the notification's Decline then has nothing to answer.
    await post(demo, 'channel_invite/decline_for_project', { project_id: 7, channel_id: 222 });
    const late = await runAction(demo, toSeven!, 'decline');
    expect(refused(late)).toEqual([400, 'unknown_invite', 'channel_id']);
    const kept = (await invitationNotices(demo)).find((notice) => notice.id === toSeven!.id)!;
    expect(kept.actions.items).toHaveLength(2);
  });
});

describe('invitations by a secret link', () => {
  it('the invited project’s owner reads, accepts or declines one: accepted, the channel is shared at the level offered', async () => {
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
    expect((await access(demo, 102)).map((row) => [row.project_id, row.access_type])).toEqual([
      [42, 2],
      [21, 0],
    ]);
    expect(await invites(demo, 102)).toEqual([]);
    expect((await actions(demo))[0]).toEqual(['project_channel_invite_accept', 2]);
    expect((await actions(maria, 21)).slice(0, 2)).toEqual([
      ['project_channel_add', 2],
      ['project_channel_invite_add', 2],
    ]);

    // Declined: it stays on the inviter's list, marked, and its link says so; it can no longer be accepted.
    const demoOwn = { project_id: 7, channel_id: 171 };
    expect((await post(demo, 'channel_invite/decline_for_project', demoOwn)).status).toBe(200);
    expect((await invites(demo, 171, 17))[0]).toMatchObject({ project_channel_invite_id: 503, reject: true });
    const link = { channel_id: 171, secret: 'b5d2a7e3c1f94e0a8b6d3c2f1e9a7b4d' };
    expect((await demo.get('/method/channel_invite/get_for_secret', link)).body).toMatchObject({ reject: true });
    const late = await post(demo, 'channel_invite/accept_for_secret', { ...link, project_id: 7 });
    expect(refused(late)).toEqual([400, 'invite_answered', 'project_id']);
    expect((await actions(demo, 17))[0]).toEqual(['project_channel_invite_decline', 1]);
  });

  it('one sent by e-mail is accepted by that address’s account for a project of theirs, and by nobody else', async () => {
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
    expect((await access(demo, 101)).map((row) => row.project_id)).toEqual([42, 16, 21]);
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
    expect(await invites(demo, 101)).toHaveLength(1);
    // Declined by its address, it stays listed as declined.
    const second = await made(105);
    const decline = { channel_id: 105, secret: second, project_id: 31 };
    expect((await post(demo, 'channel_invite/decline_for_secret', decline)).status).toBe(200);
    expect((await invites(demo, 105))[0]).toMatchObject({ reject: true });
  });
});
