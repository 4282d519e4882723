// Adding a destination on any platform the service takes, removing one, and the platform accounts behind them, over
// HTTP (../shared/real-kind-newer.md §2.4, §2.10): the 30 platforms the demo lists with their icons, each platform's
// own add body checked as the real kind checks it, an added channel in the project's channel lists (off, with its
// platform), the linked YouTube and VK accounts and the VK account's 45 communities a page at a time, and what signing
// an account out or removing it does to the destinations that came from it.
import { describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import type { Control } from './testing/control-client.ts';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient, type DemoReply } from './testing/demo-client.ts';

type Json = Record<string, unknown>;
type Channel = { id: string; name: string; type: string; status: string; active: boolean; platform: Json };

let server: RunningServer;
let control: Control;
let demo: DemoClient;

contractBed({ use: (bed) => ({ server, control, demo } = bed) });

const add = (platform: string, body: Json, client = demo) => client.post(`/method/channel/add/${platform}`, body);
const channels = async (projectId = 42, client = demo) =>
  (await client.get('/method/channel/search', { project_id: projectId, limit: 100 })).body.results as Channel[];
const refusal = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];
const TARGET = { rtmp_url: 'rtmps://live.kick.example:443/app', stream_key: 'sk_us-west-2_abc123' };

describe('Supported platforms', () => {
  it('lists 30 platforms, numbered, each with its title, an icon that loads, how it is added, and a few not addable', async () => {
    const platforms = (await demo.get('/method/platforms/list')).body.results as Json[];
    expect(platforms).toHaveLength(30);
    expect(platforms.map((platform) => platform.id)).toEqual(platforms.map((_, index) => index + 1));
    // Every field the real kind's item has, and no other.
    for (const platform of platforms) {
      expect(Object.keys(platform).sort()).toEqual(
        [
          'id',
          'is_adding',
          'title',
          'extension',
          'url',
          'type',
          'oauth',
          'read_chat',
          'write_chat',
          'edit_name',
          'set_title',
          'set_description',
          'created_stream',
          'rtmp_url',
          'rtmp_key',
          'planned',
          'options',
          'url_stream',
          'viewers',
          'messages',
          'like',
        ].sort(),
      );
    }
    const byType = new Map(platforms.map((platform) => [platform.type as string, platform]));
    expect(byType.get('kick')).toMatchObject({ title: 'Kick', is_adding: 1, oauth: 0, rtmp_url: 1, rtmp_key: 1 });
    expect(byType.get('srt')).toMatchObject({ title: 'SRT', is_adding: 1, rtmp_url: 0, edit_name: 1 });
    expect(byType.get('youtube')).toMatchObject({ id: 1, oauth: 1, is_adding: 1 });
    const notAddable = platforms.filter((platform) => platform.is_adding === 0).map((platform) => platform.type);
    expect(notAddable.sort()).toEqual(['nimotv', 'nonolive', 'vkvideolive', 'zhanqitv']);
    // V Live's add is still described, but the service no longer lists it.
    expect(byType.has('vlive')).toBe(false);

    // Icons: on the service's own origin, SVG, and they load.
    const icon = new URL(byType.get('kick')!.url as string);
    expect(icon.origin).toBe(server.url);
    expect(byType.get('kick')!.extension).toBe('svg');
    const picture = await fetch(icon);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await picture.text()).toMatch(/^<svg [^>]*>.*>K<\/text><\/svg>$/);
    // Nothing but letters and a colour is drawn: another name is not found.
    expect((await fetch(`${server.url}/__contract/pictures/%3Cscript%3E-1.svg`)).status).toBe(404);
  });

  it('a platform the control surface makes not addable is listed so, and its add is refused; reset restores it', async () => {
    await control.setAdding({ kick: false });
    const kick = ((await demo.get('/method/platforms/list')).body.results as Json[]).find((p) => p.type === 'kick');
    expect(kick?.is_adding).toBe(0);
    const refused = await add('kick', { project_id: 42, channel_url: 'https://kick.com/demo', ...TARGET });
    expect(refusal(refused)).toEqual([400, 'platform_not_adding', undefined]);
    expect(refused.problem?.message).toBe('Kick does not take new channels');
    await control.reset();
    demo = await DemoClient.signIn(server.url);
    expect((await add('kick', { project_id: 42, channel_url: 'https://kick.com/demo', ...TARGET })).status).toBe(201);
  });
});

describe('adding a channel', () => {
  it('Kick by its page, RTMP address and key: 201 with no body, then in every channel list, off, with its platform', async () => {
    const added = await add('kick', { project_id: 42, channel_url: 'https://kick.com/demo_streamer', ...TARGET });
    expect([added.status, added.body]).toEqual([201, null]);
    const kick = (await channels()).find((channel) => channel.type === 'kick');
    expect(kick).toMatchObject({
      name: 'demo_streamer',
      status: 'init',
      active: false,
      platform: { title: 'Kick', type: 'kick' },
    });
    const id = Number(kick!.id);
    const minimal = (await demo.get('/method/channel/short', { project_id: 42 })).body.results as Json[];
    expect(minimal.find((channel) => channel.channel_id === id)).toMatchObject({ type: 'kick', name: 'demo_streamer' });
    const access = await demo.get('/method/channel/access/list', { project_id: 42, channel_id: id });
    expect(access.status).toBe(200);
    const one = await demo.get('/method/channel/get', { project_id: 42, channel_id: id });
    expect(one.body).toMatchObject({ id: String(id), type: 'kick', status: 'init', active: false });
    // Its key is kept by the service, never sent back.
    expect(JSON.stringify(one.body)).not.toContain(TARGET.stream_key);
    // And it is switched on like any other.
    expect((await demo.post('/method/channel/set-status', { channel_id: id, status: true })).status).toBe(200);
    // A name read from a page's address keeps no control character its encoding hid.
    await add('rutube', { project_id: 42, channel_url: 'https://rutube.ru/channel/%00Live%0A', ...TARGET });
    expect((await channels()).find((channel) => channel.type === 'rutube')?.name).toBe('Live');
  });

  it('SRT by its name and address; a custom RTMP target by its address and key, which "Set rtmp url" then holds', async () => {
    const srt = await add('srt', { project_id: 42, name: 'Studio encoder', ingress_url: 'srt://203.0.113.7:9000' });
    expect(srt.status).toBe(201);
    const custom = await add('custom', { project_id: 42, name: 'Own server', ...TARGET });
    expect(custom.status).toBe(201);
    const added = (await channels()).filter((channel) => ['srt', 'custom'].includes(channel.type));
    expect(added.map((channel) => [channel.name, channel.type])).toEqual([
      ['Backup RTMP', 'custom'],
      ['Studio encoder', 'srt'],
      ['Own server', 'custom'],
    ]);
  });

  it('VK from a community of the linked account; the same community twice, or another person’s account, is refused', async () => {
    const added = await add('vk', { project_id: 42, channel_id: '210001', account_id: '712345678' });
    expect(added.status).toBe(201);
    const vk = (await channels()).filter((channel) => channel.type === 'vk');
    expect(vk.map((channel) => channel.name)).toEqual(['VK community', 'Speedrun fans']);
    const again = await add('vk', { project_id: 42, channel_id: '210001', account_id: '712345678' });
    expect(refusal(again)).toEqual([400, 'channel_connected', 'channel_id']);
    // The second account's VK account is none of the demo account's.
    const theirs = await add('vk', { project_id: 42, channel_id: '310001', account_id: '798765432' });
    expect(refusal(theirs)).toEqual([400, 'unknown_account', 'account_id']);
    const unknown = await add('vk', { project_id: 42, channel_id: '999', account_id: '712345678' });
    expect(refusal(unknown)).toEqual([400, 'unknown_platform_channel', 'channel_id']);
    // OK takes its RTMP address and key too.
    const ok = { project_id: 7, channel_id: '5800003', account_id: '581234567890' };
    expect(refusal(await add('ok', ok))).toEqual([400, 'invalid_request', 'rtmp_url']);
    expect((await add('ok', { ...ok, ...TARGET })).status).toBe(201);
  });

  it('checks what it is given as the real kind does, naming the field, and keeps nothing of a refused add', async () => {
    const before = (await channels()).length;
    const cases: [string, Json, string][] = [
      ['custom', { project_id: 42, name: 'x', rtmp_url: 'http://live.example/app', stream_key: 'k' }, 'rtmp_url'],
      ['custom', { project_id: 42, name: 'x', rtmp_url: 'rtmp://', stream_key: 'k' }, 'rtmp_url'],
      ['tiktok', { project_id: 42, name: '  ', ...TARGET }, 'name'],
      ['tiktok', { project_id: 42, name: 'x'.repeat(101), ...TARGET }, 'name'],
      ['tiktok', { project_id: 42, name: 'x', rtmp_url: TARGET.rtmp_url, stream_key: 'two words' }, 'stream_key'],
      ['tiktok', { project_id: 42, name: 'x', rtmp_url: TARGET.rtmp_url, stream_key: '' }, 'stream_key'],
      ['tiktok', { project_id: 42, name: 'x', rtmp_url: TARGET.rtmp_url }, 'stream_key'],
      ['kick', { project_id: 42, channel_url: 'http://kick.com/demo', ...TARGET }, 'channel_url'],
      ['rutube', { project_id: 42, channel_url: 'rutube.ru/channel/1', ...TARGET }, 'channel_url'],
      ['srt', { project_id: 42, name: 'x', ingress_url: 'rtmp://203.0.113.7:9000' }, 'ingress_url'],
      ['srt', { project_id: 42, name: 'x', ingress_url: 'srt://203.0.113.7' }, 'ingress_url'],
      ['steam', { project_id: '42', name: 'x', ...TARGET }, 'project_id'],
      ['steam', { project_id: 42, name: 7, ...TARGET }, 'name'],
    ];
    for (const [platform, body, field] of cases) {
      const reply = await add(platform, body);
      expect([platform, ...refusal(reply)], JSON.stringify(body)).toEqual([platform, 400, 'invalid_request', field]);
      // The refusal never repeats what was sent.
      expect(reply.problem?.message).not.toContain('live.example');
    }
    const http = await add('custom', {
      project_id: 42,
      name: 'x',
      rtmp_url: 'http://live.example/app',
      stream_key: 'k',
    });
    expect(http.problem?.message).toBe('"rtmp_url" must be an address starting with rtmp://, rtmps://');
    expect((await channels()).length).toBe(before);
    // An unknown platform has no add operation at all.
    const unknown = await add('myspace', { project_id: 42, name: 'x', ...TARGET });
    expect([unknown.status, unknown.problem?.code]).toEqual([404, 'not_documented']);
  });

  it('refuses another account’s project, a guest, a plan without custom channels, a platform no longer listed', async () => {
    const second = await DemoClient.signIn(server.url, 'second');
    expect(refusal(await add('tiktok', { project_id: 42, name: 'x', ...TARGET }, second))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    // Guest studio (16) is shared with the demo account: it reads its channels, and adds none.
    expect(refusal(await add('tiktok', { project_id: 16, name: 'x', ...TARGET }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
    // Weekend stream (17) is on the starter plan, which has no custom channels.
    const custom = await add('custom', { project_id: 17, name: 'x', ...TARGET });
    expect(refusal(custom)).toEqual([400, 'plan_forbids_custom', 'project_id']);
    expect(custom.problem?.message).toMatch(/Plans/);
    expect((await add('tiktok', { project_id: 17, name: 'x', ...TARGET })).status).toBe(201);
    expect(refusal(await add('vlive', { project_id: 42, name: 'x', ...TARGET }))).toEqual([
      400,
      'platform_not_adding',
      undefined,
    ]);
  });

  it('a project holds at most 100 channels added this way', async () => {
    await control.addChannels(99, 31, 'tiktok');
    expect((await add('tiktok', { project_id: 31, name: 'x', ...TARGET })).status).toBe(201);
    expect(refusal(await add('tiktok', { project_id: 31, name: 'x', ...TARGET }))).toEqual([
      400,
      'too_many_channels',
      'project_id',
    ]);
  });

  it('the request log keeps that a stream key was sent, never the key', async () => {
    await control.clearLog();
    await add('tiktok', { project_id: 42, name: 'x', ...TARGET });
    const [logged] = await control.requests('/method/channel/add/tiktok');
    expect(logged?.body).toEqual({ project_id: 42, name: 'x', rtmp_url: TARGET.rtmp_url, stream_key: '[secret]' });
  });

  it('the request log keeps no key anywhere: a custom destination’s address, an SRT address, any keyed address', async () => {
    await control.clearLog();
    const address = 'rtmp://backup.relay.example/live/next-key';
    expect(
      (await demo.post('/method/channel_settings/setRtmp', { project_id: 42, channel_id: 105, url: address })).status,
    ).toBe(201);
    const srt = 'srt://ingest.example:9000?latency=200';
    expect((await add('srt', { project_id: 42, name: 'Encoder', ingress_url: srt })).status).toBe(201);
    // An address with its key under a name nothing marks, as a client may send one anywhere.
    await demo.post('/method/channel/add/custom', {
      project_id: 42,
      name: 'x',
      rtmp_url: 'rtmp://h/live/k-1',
      extra: { note: 'srt://h:1?passphrase=p' },
    });
    const logged = [
      ...(await control.requests('/method/channel_settings/setRtmp')),
      ...(await control.requests('/method/channel/add/srt')),
      ...(await control.requests('/method/channel/add/custom')),
    ].map((entry) => entry.body);
    expect(logged).toEqual([
      { project_id: 42, channel_id: 105, url: '[secret]' },
      { project_id: 42, name: 'Encoder', ingress_url: '[secret]' },
      { project_id: 42, name: 'x', rtmp_url: '[secret]', extra: { note: '[secret]' } },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/next-key|k-1|passphrase/);
  });
});

describe('removing a channel', () => {
  it('removes it from the lists and from the live stream; another project’s, or one other projects use, is refused', async () => {
    const removed = await demo.post('/method/channel/delete', { project_id: 42, channel_id: 102 });
    expect([removed.status, removed.body]).toEqual([201, { success: true }]);
    expect((await channels()).map((channel) => channel.id)).toEqual(['101', '103', '104', '105']);
    const info = await demo.get('/method/live/restreams', { project_id: 42, broadcast_id: 9001 });
    expect((info.body.results as Json[]).map((restream) => restream.channel_id)).not.toContain(102);
    const gone = await demo.get('/method/channel/get', { project_id: 42, channel_id: 102 });
    expect(refusal(gone)).toEqual([400, 'unknown_channel', 'channel_id']);
    // Its past streams keep what it did.
    expect((await demo.get('/method/broadcast', { project_id: 42, broadcast_id: 9000 })).status).toBe(200);
    // 101 is shared with Guest studio: taken from it first, on Team.
    const shared = await demo.post('/method/channel/delete', { project_id: 42, channel_id: 101 });
    expect(refusal(shared)).toEqual([400, 'channel_shared', 'channel_id']);
    const elsewhere = await demo.post('/method/channel/delete', { project_id: 7, channel_id: 104 });
    expect(refusal(elsewhere)).toEqual([400, 'unknown_channel', 'channel_id']);
    const guest = await demo.post('/method/channel/delete', { project_id: 16, channel_id: 101 });
    expect(refusal(guest)).toEqual([400, 'owner_only', 'project_id']);
  });

  it('is said on the project’s realtime channel', async () => {
    await control.clearRealtime();
    await demo.post('/method/channel/delete', { project_id: 42, channel_id: 104 });
    const published = (await control.realtime()).publications.filter((each) => each.channel === '$project_channels:42');
    expect(published.map((each) => each.data)).toContainEqual({ type: 'channel', channel_id: 104, removed: true });
  });
});

describe('platform accounts', () => {
  const accounts = async (platform: string, client = demo) =>
    (await client.get('/method/platforms/accounts', { platform })).body.results as Json[];
  const communities = (query: Record<string, string | number> = {}, client = demo) =>
    client.get('/method/platforms/account/channels', {
      platform: 'vk',
      ids: 21,
      project_id: 42,
      request_id: 'r1',
      ...query,
    });

  it('the demo account has a YouTube and a VK account; the second account sees only its own', async () => {
    expect(await accounts('youtube')).toEqual([
      {
        id: 11,
        accountId: 'UCd3mo5treamer0000000001',
        name: 'Demo Streamer',
        avatar: `${server.url}/__contract/pictures/DS-210.svg`,
        status: 1,
      },
    ]);
    expect((await accounts('vk')).map((account) => account.id)).toEqual([21]);
    const second = await DemoClient.signIn(server.url, 'second');
    expect((await accounts('vk', second)).map((account) => account.name)).toEqual(['Мария Соколова']);
    expect(await accounts('youtube', second)).toEqual([]);
    const unknown = await demo.get('/method/platforms/accounts', { platform: 'myspace' });
    expect(refusal(unknown)).toEqual([400, 'invalid_request', 'platform']);
  });

  it('the VK account’s 45 communities, ten a page by default, found by name, sorted, with the one project 42 has', async () => {
    const first = await communities();
    expect(first.body).toMatchObject({ totalItems: 45, totalPages: 5, currentPage: 1, nextPage: 2 });
    const page = first.body.results as Json[];
    expect(page).toHaveLength(10);
    expect(page[0]).toMatchObject({
      name: 'Cooking chat',
      connectedId: null,
      accounts: [{ id: '712345678', name: 'Demo Streamer', internalId: 21 }],
    });
    const last = await communities({ page: 5 });
    expect(last.body).toMatchObject({ currentPage: 5, nextPage: 0 });
    expect((last.body.results as Json[]).map((each) => each.name)).toEqual([
      'Travel chat',
      'Travel club',
      'Travel fans',
      'Travel live',
      'Travel news',
    ]);
    const found = await communities({ q: 'SPEEDRUN', sort: 'desc', limit: 3 });
    expect(found.body).toMatchObject({ totalItems: 5, totalPages: 2 });
    expect((found.body.results as Json[]).map((each) => [each.name, each.connectedId])).toEqual([
      ['Speedrun news', null],
      ['Speedrun live', null],
      ['Speedrun fans', null],
    ]);
    // Project 42's VK destination (103) streams to "Speedrun club"; Speedrun practice (7) has none.
    const club = (await communities({ q: 'speedrun club' })).body.results as Json[];
    expect(club.map((each) => each.connectedId)).toEqual([103]);
    expect(((await communities({ q: 'speedrun club', project_id: 7 })).body.results as Json[])[0]?.connectedId).toBe(
      null,
    );
    // Ids given as a repeated parameter or separated by commas are read alike.
    const repeated = await fetch(
      `${server.url}/method/platforms/account/channels?v=1&language=en&platform=vk&ids=21&ids=21&project_id=42&request_id=r`,
      { headers: { Authorization: `oauth ${demo.tokens.accessToken}` } },
    );
    expect(((await repeated.json()) as { totalItems: number }).totalItems).toBe(45);
  });

  it('refuses an account that is not the person’s, a platform without channels, and paging out of bounds', async () => {
    expect(refusal(await communities({ ids: 22 }))).toEqual([400, 'unknown_account', 'ids']);
    expect(refusal(await communities({ ids: 'abc' }))).toEqual([400, 'invalid_request', 'ids']);
    expect(refusal(await communities({ platform: 'youtube', ids: 11 }))).toEqual([400, 'invalid_request', 'platform']);
    expect(refusal(await communities({ limit: 101 }))).toEqual([400, 'invalid_request', 'limit']);
    expect(refusal(await communities({ page: 0 }))).toEqual([400, 'invalid_request', 'page']);
    expect(refusal(await communities({ request_id: '' }))).toEqual([400, 'invalid_request', 'request_id']);
    expect(refusal(await communities({ project_id: 21 }))).toEqual([400, 'unknown_project', 'project_id']);
  });

  it('signing an account out keeps it listed, signed out; its destinations can no longer be turned on', async () => {
    const out = await demo.send('POST', '/method/platforms/logout', { id: '712345678', platform: 'vk' });
    expect([out.status, out.body]).toEqual([200, { results: [] }]);
    expect(await accounts('vk')).toMatchObject([{ id: 21, status: 0 }]);
    const vk = (await channels()).find((channel) => channel.id === '103');
    expect(vk).toMatchObject({ status: 'error' });
    const on = await demo.post('/method/channel/set-status', { channel_id: 103, status: true });
    expect(refusal(on)).toEqual([400, 'token_invalid', 'channel_id']);
    // A signed-out account's channels cannot be listed or added from.
    expect(refusal(await communities())).toEqual([400, 'account_signed_out', 'ids']);
    const added = await add('vk', { project_id: 42, channel_id: '210007', account_id: '712345678' });
    expect(refusal(added)).toEqual([400, 'account_signed_out', 'account_id']);
  });

  it('a channel names the account it goes through in its credentials, as long as the account is linked', async () => {
    const credentialsOf = async (id: string) =>
      ((await channels()) as (Channel & { credentials: unknown })[]).find((channel) => channel.id === id)?.credentials;
    // 103 streams to a community of the VK account (21); a custom RTMP target goes through no account.
    const vk = [{ cid: 21, id: '712345678', status: 1, role: 1, personal: true, update: false }];
    expect(await credentialsOf('103')).toEqual(vk);
    expect(await credentialsOf('105')).toBeNull();
    const byId = await demo.get('/method/channel/get', { project_id: 42, channel_id: 103 });
    expect(byId.body.credentials).toEqual(vk);
    // One added from the account names it too; signed out, its status says so; removed, no channel names it.
    expect((await add('vk', { project_id: 42, channel_id: '210003', account_id: '712345678' })).status).toBe(201);
    const added = (await channels()).find((channel) => channel.name === 'Speedrun chat')!;
    expect(await credentialsOf(added.id)).toEqual(vk);
    await demo.send('POST', '/method/platforms/logout', { id: '712345678', platform: 'vk' });
    expect(await credentialsOf('103')).toEqual([{ ...vk[0], status: 0 }]);
    await demo.post('/method/platforms/account/remove', { platform: 'vk', id: '712345678' });
    expect([await credentialsOf('103'), await credentialsOf(added.id)]).toEqual([null, null]);
  });

  it('removing an account forgets it: gone from the list, its destinations’ tokens invalid; another’s is unknown', async () => {
    const removed = await demo.post('/method/platforms/account/remove', { platform: 'twitch', id: '123456789' });
    expect([removed.status, removed.body]).toEqual([201, { success: true }]);
    expect(await accounts('twitch')).toEqual([]);
    // Twitch was 42's destination 102 and Weekend stream's 171.
    expect((await channels()).find((channel) => channel.id === '102')).toMatchObject({ status: 'error' });
    expect((await channels(17)).find((channel) => channel.id === '171')).toMatchObject({
      tokens: { account: { status: 'invalid' } },
    });
    const again = await demo.post('/method/platforms/account/remove', { platform: 'twitch', id: '123456789' });
    expect(refusal(again)).toEqual([400, 'unknown_account', 'id']);
    const theirs = await demo.post('/method/platforms/account/remove', { platform: 'vk', id: '798765432' });
    expect(refusal(theirs)).toEqual([400, 'unknown_account', 'id']);
    const second = await DemoClient.signIn(server.url, 'second');
    expect((await accounts('vk', second)).map((account) => account.accountId)).toEqual(['798765432']);
  });
});
