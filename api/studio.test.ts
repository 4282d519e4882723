// The streamer's studio over HTTP: project 42's key, servers and five destinations, the switch (refused for an
// invalid token, in the service's words), the live stream whose numbers move and which ends and starts again through
// the control surface, its analytics, the oauth loopback page, the platform settings and the realtime tokens.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import type { Control } from './testing/control-client.ts';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient, type DemoReply, type ErrorData } from './testing/demo-client.ts';

type Json = Record<string, unknown>;

let server: RunningServer;
let control: Control;
let demo: DemoClient;

contractBed({ server: { liveTickMs: 50 }, use: (bed) => ({ server, control, demo } = bed) });

// The real kind's shapes (../shared/real-kind-shapes.md): a channel's ID a string, its platform as `type`, two tokens.
type ChannelItem = {
  id: string;
  type: string;
  name: string;
  status: string;
  active: boolean;
  live: boolean;
  tokens: { account: { status: string }; group: { status: string } };
};
type Channel = Omit<ChannelItem, 'id'> & { id: number; token: string };
type Restream = { channel_id: number; channel_name: string; viewer: number; message: number; like: number };
type LiveChannel = { token: string; channel: string };
type LiveInfo = {
  results: Restream[];
  centrifuge: { update_url_channel: LiveChannel; update_stats_channel: LiveChannel };
};
type LiveStatus = { live_groups_count: number; broadcast_id?: number; info?: { bitrate: number } };

/** The channel list, each item's ID read as a number and its account token's state beside it. */
const channels = async (projectId = 42, client = demo): Promise<Channel[]> =>
  ((await client.get('/method/channel/search', { project_id: projectId })).body.results as ChannelItem[]).map(
    (item) => ({
      ...item,
      id: Number(item.id),
      token: item.tokens.account.status,
    }),
  );
const liveInfo = async (broadcastId = 9001) =>
  (await demo.get('/method/live/restreams', { project_id: 42, broadcast_id: broadcastId })).body as unknown as LiveInfo;
const liveStatus = async (client = demo) =>
  (await client.get('/method/project/live-status')).body as unknown as LiveStatus;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('where to stream', () => {
  it('project 42 has a stream key, and the servers are listed with place and health, some as a bare host', async () => {
    const key = await demo.get('/method/stream-keys', { project_id: 42 });
    expect(key.body).toEqual({
      wait: 60,
      record: false,
      key: expect.stringMatching(/^live_42_/),
      pause_media_service_file_id: 1,
      lost_media_service_file_id: null,
    });
    // `interval` is required, as the real kind's is.
    expect((await demo.get('/method/rtmp_server/list', { project_id: 42 })).problem?.field).toBe('interval');
    expect((await demo.get('/method/rtmp_server/list', { project_id: 42, interval: 2 })).status).toBe(400);
    const servers = await demo.get('/method/rtmp_server/list', { project_id: 42, interval: 1 });
    // `{results}` alone, no paging, as the real kind's.
    expect(Object.keys(servers.body)).toEqual(['results']);
    const list = servers.body.results as { url: string; serverStatus: string }[];
    expect(list.map((s) => s.serverStatus).sort()).toEqual(['bad', 'good', 'good', 'good', 'problem']);
    expect(list.some((s) => !s.url.includes('://'))).toBe(true);
    expect(list.some((s) => s.url.startsWith('rtmp://'))).toBe(true);
  });

  it('Update record turns recording on, and the credentials say so afterwards', async () => {
    const updated = await demo.post('/method/stream-keys/record', { project_id: 42, record: true });
    expect([updated.status, updated.body]).toEqual([201, { success: true }]);
    expect((await demo.get('/method/stream-keys', { project_id: 42 })).body.record).toBe(true);
    const bad = await demo.post('/method/stream-keys/record', { project_id: 42, record: 'yes' });
    expect([bad.status, bad.problem?.field]).toEqual([400, 'record']);
  });

  it('another account’s project is refused like an unknown one', async () => {
    const second = await DemoClient.signIn(server.url, 'second');
    const reply = await second.get('/method/stream-keys', { project_id: 42 });
    expect([reply.status, reply.problem?.code]).toEqual([400, 'unknown_project']);
    expect((await second.get('/method/channel/search', { project_id: 42 })).status).toBe(400);
  });
});

describe('destinations', () => {
  it('five destinations on different platforms, in different states, one with an invalid token', async () => {
    const list = await channels();
    expect(list.map(({ id, status, active, live, token }) => [id, status, active, live, token])).toEqual([
      [101, 'live', true, true, 'valid'],
      [102, 'live', true, true, 'deprecated'],
      [103, 'error', true, false, 'valid'],
      [104, 'offline', false, false, 'invalid'],
      [105, 'busy', true, false, 'unused'],
    ]);
    // The group's token is not used by the demo; the platform is `type` and a record.
    expect(list.every((channel) => channel.tokens.group.status === 'unused')).toBe(true);
    const item = ((await demo.get('/method/channel/search', { project_id: 42 })).body.results as Json[])[0]!;
    expect(item).toMatchObject({ id: '101', type: 'youtube', platform: { type: 'youtube', title: 'YouTube' } });
  });

  it('a destination switched off is off on the next read and leaves the live info; on again, it is pending, then live', async () => {
    expect((await liveInfo()).results.map((r) => r.channel_id)).toContain(101);
    const off = await demo.post('/method/channel/set-status', { channel_id: 101, status: false });
    expect(off.body).toEqual({ success: true });
    expect((await channels()).find((c) => c.id === 101)).toMatchObject({
      active: false,
      status: 'offline',
      live: false,
    });
    const again = await DemoClient.signIn(server.url);
    expect((await channels(42, again)).find((c) => c.id === 101)).toMatchObject({ active: false });
    expect((await liveInfo()).results.map((r) => r.channel_id)).not.toContain(101);

    await control.setLive({ ticking: false });
    expect((await demo.post('/method/channel/set-status', { channel_id: 101, status: true })).status).toBe(200);
    expect((await channels()).find((c) => c.id === 101)).toMatchObject({ active: true, status: 'pending' });
    await control.setLive({ ticking: true });
    await expect.poll(async () => (await channels()).find((c) => c.id === 101)?.status).toBe('live');
  });

  it('switching on a destination whose token is invalid is refused with the service’s words, in the request’s language', async () => {
    const refused = await demo.post('/method/channel/set-status', { channel_id: 104, status: true });
    expect(refused.status).toBe(400);
    expect(refused.problem).toMatchObject({ code: 'token_invalid', field: 'channel_id' });
    expect(refused.problem).toMatchObject({ message: expect.stringMatching(/reconnect/) });
    const ru = await fetch(`${server.url}/method/channel/set-status?v=1&language=ru`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `oauth ${demo.tokens.accessToken}` },
      body: JSON.stringify({ channel_id: 104, status: true }),
    });
    expect(((await ru.json()) as { error: ErrorData }).error.msg).toMatch(/переподключите/);
    expect((await channels()).find((c) => c.id === 104)).toMatchObject({ active: false });
    // Off is always allowed.
    expect((await demo.post('/method/channel/set-status', { channel_id: 104, status: false })).status).toBe(200);
  });

  it('the control surface sets a token state, and an invalid token puts an active destination in error', async () => {
    await control.setChannelToken(101, 'invalid');
    expect((await channels()).find((c) => c.id === 101)).toMatchObject({ token: 'invalid', status: 'error' });
  });

  it('reconnecting: the start names the project and platform; its page renews the channel whose token failed, once', async () => {
    // Twitch's token is deprecated in the seed: signing in to Twitch again renews it rather than adding a channel.
    const { body } = await demo.get('/method/platforms/connect', { platform: 'twitch', project_id: 42 });
    const url = new URL(body.url as string);
    expect(url.origin).toBe(server.url);
    expect(url.href).not.toContain(demo.tokens.accessToken);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    // It says which destination it signed in again, by its name and its platform as people write it.
    expect(await page.text()).toContain('Signed in again: Twitch — demo_streamer · Twitch.');
    expect((await channels()).find((c) => c.id === 102)?.token).toBe('valid');
    expect((await channels()).filter((c) => c.id >= 200)).toEqual([]);
    expect((await fetch(url)).status).toBe(400);
  });

  it('connecting an account twice adds its destination once, then says which one it signed in again', async () => {
    // Project 7 has no Twitch destination; the demo account's linked Twitch account is demo_streamer.
    const connect = async () => {
      const { body } = await demo.get('/method/platforms/connect', { platform: 'twitch', project_id: 7 });
      return (await fetch(body.url as string)).text();
    };
    expect(await connect()).toContain('Added: demo_streamer · Twitch.');
    expect(await connect()).toContain('Signed in again: demo_streamer · Twitch.');
    const twitch = (await demo.get('/method/channel/search', { project_id: 7 })).body.results as ChannelItem[];
    expect(twitch.filter((c) => c.type === 'twitch').map((c) => [c.name, c.tokens.account.status])).toEqual([
      ['demo_streamer', 'valid'],
    ]);
  });

  it('the start takes the real kind’s platforms: not Telegram, whose channel is not connected through oauth', async () => {
    const telegram = await demo.get('/method/platforms/connect', { platform: 'telegram', project_id: 42 });
    expect([telegram.status, telegram.problem?.field]).toEqual([400, 'platform']);
    const none = await demo.get('/method/platforms/connect', { platform: 'youtube' });
    expect([none.status, none.problem?.field]).toEqual([400, 'project_id']);
  });

  it('the oauth URL leads to where the service is reached, whatever Host the request names', async () => {
    const spoofed = await new Promise<string>((resolve, reject) => {
      const query = 'v=1&language=en&platform=youtube&project_id=42';
      const req = request(`${server.url}/method/platforms/connect?${query}`, {
        headers: { Host: 'evil.example', Authorization: `oauth ${demo.tokens.accessToken}` },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(new URL((JSON.parse(spoofed) as { url: string }).url).origin).toBe(server.url);
    const published = await startServer({ port: 0, publicUrl: 'https://demo.example/' });
    try {
      const client = await DemoClient.signIn(published.url);
      const { body } = await client.get('/method/platforms/connect', { platform: 'youtube', project_id: 42 });
      expect(body.url).toMatch(/^https:\/\/demo\.example\/__contract\/oauth\/youtube\?state=/);
    } finally {
      await published.close();
    }
  });

  it('a guest of a shared project (16) reads neither its stream key nor changes anything of it; its owner does', async () => {
    const refused = (reply: DemoReply) => [reply.status, reply.problem?.code];
    expect(refused(await demo.get('/method/stream-keys', { project_id: 16 }))).toEqual([400, 'owner_only']);
    expect(refused(await demo.post('/method/stream-keys/record', { project_id: 16, record: true }))).toEqual([
      400,
      'owner_only',
    ]);
    expect(refused(await demo.get('/method/platforms/connect', { platform: 'youtube', project_id: 16 }))).toEqual([
      400,
      'owner_only',
    ]);
    expect((await demo.get('/method/stream-keys', { project_id: 42 })).status).toBe(200);
  });

  it('a guest of a shared project (16) reads its channels and live state, but switches or sets none of them', async () => {
    await control.addChannels(1, 16);
    const listed = await demo.get('/method/channel/search', { project_id: 16 });
    expect(listed.status).toBe(200);
    const [guestChannel] = listed.body.results as ChannelItem[];
    const channelId = Number(guestChannel!.id);
    expect((await demo.get('/method/centrifuge/auth/project', { project_id: 16 })).status).toBe(200);
    const refused = (reply: DemoReply) => [reply.status, reply.problem?.code];
    expect(refused(await demo.post('/method/channel/set-status', { channel_id: channelId, status: true }))).toEqual([
      400,
      'owner_only',
    ]);
    const settings = { project_id: 16, channel_id: channelId, title: 'x' };
    expect(refused(await demo.post('/method/channel_settings/options/setYoutube', settings))).toEqual([
      400,
      'owner_only',
    ]);
    expect((await demo.get('/method/channel/search', { project_id: 16 })).body.results).toEqual(listed.body.results);
  });

  it('an oauth start left for more than ten minutes completes nothing; one within them does', async () => {
    let clock = Date.now();
    const timed = await startServer({ port: 0, now: () => clock });
    try {
      const client = await DemoClient.signIn(timed.url);
      const start = async () =>
        (await client.get('/method/platforms/connect', { platform: 'trovo', project_id: 42 })).body.url as string;
      const late = await start();
      clock += 10 * 60_000 + 1;
      expect((await fetch(late)).status).toBe(400);
      const inTime = await start();
      clock += 9 * 60_000;
      expect((await fetch(inTime)).status).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('adding: an account with no destination in the project adds one, init until switched on; a returning one adds none', async () => {
    const connect = async (platform: string) => {
      const { body } = await demo.get('/method/platforms/connect', { platform, project_id: 42 });
      const page = await fetch(body.url as string);
      expect(page.status).toBe(200);
      return page.text();
    };
    // The linked Trovo account streams to project 7 only.
    expect(await connect('trovo')).toContain('Added: speedrunner · Trovo.');
    const added = (await channels()).find((c) => c.id >= 200);
    expect(added).toMatchObject({ type: 'trovo', status: 'init', active: false, token: 'valid' });
    // The YouTube account's destination here works: it is signed in again, not added twice.
    expect(await connect('youtube')).toContain('Signed in again: Main YouTube · YouTube.');
    // VK ID is VK's newer sign-in: it signs in the VK account, whose community is a destination here.
    expect(await connect('vk-id')).toContain('Signed in again: VK community · VK.');
    expect((await channels()).filter((c) => c.id >= 200).map((c) => c.type)).toEqual(['trovo']);
  });

  it('platform settings take the project and the destination’s ID and check its platform; a custom channel is renamed', async () => {
    const settings = (path: string, body: Json) =>
      demo.post(`/method/channel_settings/${path}`, { project_id: 42, ...body });
    const youtube = await settings('options/setYoutube', { channel_id: 101, privacy_video: 'unlisted' });
    // 201 and `{success: true}`, as the real kind answers them.
    expect([youtube.status, youtube.body]).toEqual([201, { success: true }]);
    const wrong = await settings('options/setYoutube', { channel_id: 102, title: 'x' });
    expect([wrong.status, wrong.problem?.code]).toEqual([400, 'wrong_platform']);
    // A channel is named within its project: 42's channel asked for as project 7's is not found.
    const elsewhere = await settings('options/setYoutube', { project_id: 7, channel_id: 101, title: 'x' });
    expect([elsewhere.status, elsewhere.problem?.code]).toEqual([400, 'unknown_channel']);
    expect((await settings('setName', { channel_id: 105, name: 'Backup' })).status).toBe(201);
    expect((await channels()).find((c) => c.id === 105)).toMatchObject({ name: 'Backup' });
    expect(
      (await settings('setRtmp', { channel_id: 105, url: 'rtmps://backup.relay.example/live/other' })).status,
    ).toBe(201);
    const badUrl = await settings('setRtmp', { channel_id: 105, url: 'http://x' });
    expect(badUrl.problem?.field).toBe('url');
    const noName = await settings('setName', { channel_id: 105 });
    expect([noName.status, noName.problem?.field]).toEqual([400, 'name']);
  });

  it('Minimal channel list names the destinations; Project channel list, who may use one; Supported platforms', async () => {
    const minimal = (await demo.get('/method/channel/short', { project_id: 42 })).body.results as Json[];
    expect(minimal.map((c) => c.channel_id)).toEqual([101, 102, 103, 104, 105]);
    expect(minimal[0]).toEqual({ channel_id: 101, type: 'youtube', name: 'Main YouTube', photo_default: null });
    expect((await demo.get('/method/channel/access/list', { project_id: 42, channel_id: 102 })).body).toEqual({
      results: [
        expect.objectContaining({
          id: 102,
          project_id: 42,
          channel_id: 102,
          owner_id: 1,
          access_type: 2,
          usageType: 2,
        }),
      ],
    });
    // A channel of another project is unknown here; the channel is required, as the real kind has it.
    const other = await demo.get('/method/channel/access/list', { project_id: 7, channel_id: 102 });
    expect([other.status, other.problem?.field]).toEqual([400, 'channel_id']);
    const none = await demo.get('/method/channel/access/list', { project_id: 42 });
    expect([none.status, none.problem?.field]).toEqual([400, 'channel_id']);
    // The real kind's list: numbered, each named by `type`, its abilities 1 or 0.
    const platforms = (await demo.get('/method/platforms/list')).body.results as Json[];
    expect(platforms.map((p) => p.type)).toEqual(expect.arrayContaining(['youtube', 'twitch', 'vk', 'telegram']));
    expect(platforms.find((p) => p.type === 'youtube')).toMatchObject({
      id: 1,
      title: 'YouTube',
      oauth: 1,
      viewers: 1,
    });
    expect(platforms.find((p) => p.type === 'telegram')).toMatchObject({ oauth: 0 });
    expect(platforms.find((p) => p.type === 'custom')).toMatchObject({ oauth: 0, rtmp_url: 1 });
  });
});

describe('live', () => {
  it('“Get live status” takes no parameters and names no project: the account’s live stream, 9001 of 42', async () => {
    expect(await liveStatus()).toMatchObject({
      live_groups_count: 1,
      broadcast_id: 9001,
      stream_id: 5001,
      date: expect.any(String),
      resolution: '1920x1080',
      status: 'active',
      action: 'active',
      info: { fps: expect.any(Number), bitrate: expect.any(Number), full_bitrate: expect.any(Number) },
    });
    expect(await liveStatus()).not.toHaveProperty('project_id');
    // An account with nothing live: the count alone.
    const second = await DemoClient.signIn(server.url, 'second');
    expect(await liveStatus(second)).toEqual({ live_groups_count: 0 });
  });

  it('the live info answers for a broadcast of the project asked about, and refuses another project’s', async () => {
    expect((await liveInfo()).results.length).toBeGreaterThan(0);
    const other = await demo.get('/method/live/restreams', { project_id: 7, broadcast_id: 9001 });
    expect([other.status, other.problem?.code]).toEqual([400, 'unknown_broadcast']);
    expect((await demo.get('/method/live/restreams', { broadcast_id: 9001 })).problem?.field).toBe('project_id');
  });

  it('the live numbers move by themselves, and the control surface sets them', async () => {
    const first = await liveInfo();
    const firstBitrate = (await liveStatus()).info?.bitrate;
    await expect
      .poll(async () => {
        const now = await liveInfo();
        return (
          (await liveStatus()).info?.bitrate !== firstBitrate && now.results[0]?.viewer !== first.results[0]?.viewer
        );
      })
      .toBe(true);
    await control.setLive({ ticking: false, bitrate: 4321, channels: { 101: { viewers: 777, likes: 5 } } });
    expect((await liveStatus()).info?.bitrate).toBe(4321);
    expect((await liveInfo()).results.find((r) => r.channel_id === 101)).toMatchObject({
      channel_name: 'Main YouTube',
      viewer: 777,
      like: 5,
    });
  });

  it('the live info names its realtime channels, each with a subscription token for it', async () => {
    const { centrifuge } = await liveInfo();
    expect(centrifuge.update_stats_channel.channel).toBe('$live_stats:9001');
    expect(centrifuge.update_url_channel.channel).toBe('$live_url:9001');
    expect(claimsOf(centrifuge.update_stats_channel.token)).toMatchObject({
      sub: 'u1',
      channel: '$live_stats:9001',
      exp: expect.any(Number),
    });
    expect(claimsOf(centrifuge.update_url_channel.token)).toMatchObject({ channel: '$live_url:9001' });
  });

  it('ended: nothing is live, the live info is empty, and its analytics hold the whole stream', async () => {
    expect(await control.endStream()).toMatchObject({ broadcastId: 9001, streamId: 5001, live: false });
    expect(await liveStatus()).toEqual({ live_groups_count: 0 });
    expect((await liveInfo()).results).toEqual([]);
    const bitrate = (await demo.get('/method/analytics/stream/graph/bitrate', { project_id: 42, stream_id: 5001 }))
      .body;
    const viewers = (await demo.get('/method/analytics/stream/graph/viewers', { project_id: 42, stream_id: 5001 }))
      .body;
    const timeLine = bitrate.timeLine as number[];
    expect(timeLine.length).toBeGreaterThanOrEqual(120);
    expect((bitrate.bitrate as number[]).length).toBe(timeLine.length);
    expect(viewers.timeLine).toEqual(timeLine);
    expect(timeLine).toEqual([...timeLine].sort((a, b) => a - b));
    const events = (await demo.get('/method/analytics/stream/events', { project_id: 42, stream_id: 5001 })).body
      .events as { type: string }[];
    expect(events[0]?.type).toBe('start');
    expect(events.at(-1)?.type).toBe('end');
    // The numbers stay put once it has ended.
    const length = timeLine.length;
    await expect(control.setLive({})).rejects.toThrow(/409/);
    expect(
      (
        (await demo.get('/method/analytics/stream/graph/bitrate', { project_id: 42, stream_id: 5001 })).body
          .timeLine as number[]
      ).length,
    ).toBe(length);

    expect(await control.startStream()).toMatchObject({ broadcastId: 9002, streamId: 5002, live: true });
    expect(await liveStatus()).toMatchObject({ live_groups_count: 1, broadcast_id: 9002 });
  });

  it('the stream before the live one has its series and events; an unknown stream is refused', async () => {
    const bitrate = (await demo.get('/method/analytics/stream/graph/bitrate', { project_id: 42, stream_id: 5000 }))
      .body;
    expect((bitrate.timeLine as number[]).length).toBe(61);
    const unknown = await demo.get('/method/analytics/stream/events', { project_id: 42, stream_id: 4 });
    expect([unknown.status, unknown.problem?.code]).toEqual([400, 'unknown_stream']);
    // The stream is named within its project: 42's stream asked for as project 7's is not found.
    const elsewhere = await demo.get('/method/analytics/stream/events', { project_id: 7, stream_id: 5000 });
    expect([elsewhere.status, elsewhere.problem?.code]).toEqual([400, 'unknown_stream']);
  });
});

describe('Centrifuge tokens', () => {
  it('a connection token, and channel tokens for the project and the broadcast, with the lifetime the control sets', async () => {
    await control.setRealtime({ tokenTtlSeconds: 7 });
    // Each answers `{ access_token }` alone, as the real kind's do.
    const connection = (await demo.get('/method/centrifuge', { project_id: 42 })).body;
    const project = (await demo.get('/method/centrifuge/auth/project', { project_id: 42 })).body;
    const broadcast = (await demo.get('/method/centrifuge/token/broadcast', { project_id: 42, broadcast_id: 9001 }))
      .body;
    for (const answer of [connection, project, broadcast]) expect(Object.keys(answer)).toEqual(['access_token']);
    expect(claimsOf(connection.access_token as string)).toEqual({ sub: 'u1', exp: expect.any(Number) });
    expect(claimsOf(project.access_token as string)).toMatchObject({ channel: '$project_channels:42' });
    expect(claimsOf(broadcast.access_token as string)).toMatchObject({ channel: '$live_stats:9001' });
    const shortExp = claimsOf(broadcast.access_token as string).exp as number;
    await control.setRealtime({ tokenTtlSeconds: 600 });
    const longer = (await demo.get('/method/centrifuge/token/broadcast', { project_id: 42, broadcast_id: 9001 })).body
      .access_token as string;
    expect((claimsOf(longer).exp as number) - shortExp).toBeGreaterThanOrEqual(593);
    const other = await demo.get('/method/centrifuge/auth/project', { project_id: 21 });
    expect(other.problem?.code).toBe('unknown_project');
    // A broadcast asked for as another project's is not found.
    const elsewhere = await demo.get('/method/centrifuge/token/broadcast', { project_id: 7, broadcast_id: 9001 });
    expect(elsewhere.problem?.code).toBe('unknown_broadcast');
  });
});
