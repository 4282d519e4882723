// Project 42's broadcasts over HTTP: the list of the live one and the ten before it (paged, either order), one
// broadcast with its restreams, its events in the request's language, its graphs, the live status, and pause, play and
// stop of the live broadcast with the state each leaves (read back by both live statuses and published); and the
// realtime catalog's channels with their tokens.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing/demo-server.ts';
import { DemoClient } from './testing/demo-client.ts';

type Item = { id: number; created_at: string; finish_at: string | null; reconnects: number; restreams: Restream[] };
type Restream = { type: string; viewers: number; message: number };
type Page = { results: Item[]; limit: number; offset: number; total: number };
type Event = {
  id: string;
  level: string;
  text: string;
  created_at: string;
  platform?: string;
  server: { city: string };
};

const studio = useDemoServer();

const list = async (query: Record<string, string | number> = {}) =>
  (await studio.demo.get('/method/broadcast/list', { project_id: 42, ...query })).body as unknown as Page;
const events = async (query: Record<string, string | number> = {}, broadcastId = 9000) =>
  (await studio.demo.get('/method/broadcast/events', { project_id: 42, broadcast_id: broadcastId, ...query })).body as {
    results: Event[];
    total: number;
    sort_by_date: string;
  };
const status = async () => (await studio.demo.get('/method/broadcast/status', { project_id: 42 })).body;
const control42 = (action: 'pause' | 'play' | 'stop', broadcastId = 9001, client = studio.demo, projectId = 42) =>
  client.post(`/method/broadcast/${action}`, { project_id: projectId, broadcast_id: broadcastId });

describe('the list', () => {
  it('holds the live broadcast and the ten before it, oldest first unless asked, paged', async () => {
    const all = await list({ limit: 100 });
    expect(all.total).toBe(11);
    expect(all.results.map((item) => item.id)).toEqual([
      8991, 8992, 8993, 8994, 8995, 8996, 8997, 8998, 8999, 9000, 9001,
    ]);
    const newest = await list({ order: 'desc', limit: 3 });
    expect(newest).toMatchObject({ limit: 3, offset: 0, total: 11 });
    expect(newest.results.map((item) => [item.id, item.finish_at === null])).toEqual([
      [9001, true],
      [9000, false],
      [8999, false],
    ]);
    expect((await list({ order: 'desc', limit: 3, offset: 3 })).results.map((item) => item.id)).toEqual([
      8998, 8997, 8996,
    ]);
    // The real kind's default page is 20.
    expect((await list()).limit).toBe(20);
    const starts = all.results.map((item) => Date.parse(item.created_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('gives each past broadcast its length, reconnects and restreams with their peak viewers and messages', async () => {
    const byId = new Map((await list({ limit: 100 })).results.map((item) => [item.id, item]));
    const before = byId.get(9000)!;
    expect(Date.parse(before.finish_at!) - Date.parse(before.created_at)).toBe(60 * 60_000);
    expect(before.restreams.map((restream) => restream.type)).toEqual(['youtube', 'twitch', 'vk']);
    expect(before.restreams.find((restream) => restream.type === 'youtube')?.viewers).toBeGreaterThan(0);
    // VK refused that stream: it had no audience there.
    expect(before.restreams.find((restream) => restream.type === 'vk')).toMatchObject({ viewers: 0, message: 0 });
    expect(byId.get(8997)?.reconnects).toBe(2);
    expect([...byId.values()].filter((item) => item.id !== 9001).every((item) => item.finish_at !== null)).toBe(true);
  });

  it('refuses an order, a page or a project it does not know', async () => {
    const order = await studio.demo.get('/method/broadcast/list', { project_id: 42, order: 'newest' });
    expect([order.status, order.problem?.field]).toEqual([400, 'order']);
    const limit = await studio.demo.get('/method/broadcast/list', { project_id: 42, limit: 0 });
    expect([limit.status, limit.problem?.field]).toEqual([400, 'limit']);
    const second = await DemoClient.signIn(studio.server.url, 'second');
    const foreign = await second.get('/method/broadcast/list', { project_id: 42 });
    expect([foreign.status, foreign.problem?.code]).toEqual([400, 'unknown_project']);
    // A project of the account's with no broadcast: an empty page.
    expect(await list({ project_id: 7 })).toEqual({ results: [], limit: 20, offset: 0, total: 0 });
  });
});

describe('one broadcast', () => {
  it('has its incoming stream, its peak audience and each restream, with IDs the live info uses too', async () => {
    const before = (await studio.demo.get('/method/broadcast', { project_id: 42, broadcast_id: 9000 })).body;
    expect(before).toMatchObject({ id: 9000, width: 1920, height: 1080, location: 'Frankfurt', reconnects: 0 });
    const restreams = before.restreams as { id: number; channel_id: number; name: string; viewers: number }[];
    expect(restreams.map((restream) => [restream.channel_id, restream.name])).toEqual([
      [101, 'Main YouTube'],
      [102, 'Twitch — demo_streamer'],
      [103, 'VK community'],
    ]);
    // The graph's most viewers at once.
    const viewers = (await studio.demo.get('/method/broadcast/graph/viewers', { project_id: 42, broadcast_id: 9000 }))
      .body.data as number[];
    expect(before.viewers).toBe(Math.max(...viewers));
    const live = (await studio.demo.get('/method/broadcast', { project_id: 42, broadcast_id: 9001 })).body;
    const info = (await studio.demo.get('/method/live/restreams', { project_id: 42, broadcast_id: 9001 })).body
      .results as {
      id: number;
      channel_id: number;
    }[];
    expect(
      (live.restreams as { id: number; channel_id: number }[]).map(({ id, channel_id }) => [id, channel_id]),
    ).toEqual(info.map(({ id, channel_id }) => [id, channel_id]));
    expect(live.finish_at).toBeNull();
  });

  it('of another project is refused as unknown', async () => {
    const reply = await studio.demo.get('/method/broadcast', { project_id: 7, broadcast_id: 9000 });
    expect([reply.status, reply.problem?.code, reply.problem?.field]).toEqual([
      400,
      'unknown_broadcast',
      'broadcast_id',
    ]);
  });

  it('has its bitrate and viewers over its whole length, one point a minute, on one time line', async () => {
    const query = { project_id: 42, broadcast_id: 9000 };
    const bitrate = (await studio.demo.get('/method/broadcast/graph/bitrate', query)).body;
    const viewers = (await studio.demo.get('/method/broadcast/graph/viewers', query)).body;
    const labels = bitrate.labels as number[];
    expect(labels).toHaveLength(61);
    expect((bitrate.data as number[]).length).toBe(61);
    expect(viewers.labels).toEqual(labels);
    expect(labels[1]! - labels[0]!).toBe(60_000);
    expect(bitrate.setting).toEqual({});
    // The same series as the Analytics group's for its stream.
    const analytics = (
      await studio.demo.get('/method/analytics/stream/graph/bitrate', { project_id: 42, stream_id: 5000 })
    ).body;
    expect([analytics.timeLine, analytics.bitrate]).toEqual([labels, bitrate.data]);
  });
});

describe('events', () => {
  it('newest first, paged, in the request’s language, by level and by platform', async () => {
    const all = await events();
    expect(all.sort_by_date).toBe('desc');
    expect(all.results.map((event) => [event.level, event.text])).toEqual([
      ['info', 'Stream ended'],
      ['error', 'VK community: the platform refused the stream'],
      ['info', 'Stream started'],
    ]);
    expect(all.results[1]).toMatchObject({ platform: 'vk', server: { city: 'Frankfurt' } });
    expect((await events({ sort_by_date: 'asc' })).results[0]?.text).toBe('Stream started');
    expect((await events({ language: 'ru' })).results.map((event) => event.text)).toEqual([
      'Трансляция завершена',
      'VK community: платформа отклонила поток',
      'Трансляция началась',
    ]);
    expect((await events({ level: 'error' })).results.map((event) => event.platform)).toEqual(['vk']);
    expect((await events({ platform: 'youtube' })).total).toBe(0);
    const page = await events({ limit: 1, offset: 1 });
    expect([page.total, page.results.map((event) => event.text)]).toEqual([
      3,
      ['VK community: the platform refused the stream'],
    ]);
    const reconnects = await events({ level: 'warning' }, 8997);
    expect(reconnects.results.map((event) => event.text)).toEqual([
      'The encoder reconnected',
      'The encoder reconnected',
    ]);
    const wrong = await studio.demo.get('/method/broadcast/events', {
      project_id: 42,
      broadcast_id: 9000,
      level: 'fatal',
    });
    expect([wrong.status, wrong.problem?.field]).toEqual([400, 'level']);
  });
});

describe('pause, play and stop', () => {
  it('pause: both live statuses say paused, a publication says so, the events too; play undoes it', async () => {
    expect(await status()).toMatchObject({ status: 'live', broadcast_id: 9001, stream_id: 5001 });
    await studio.control.clearRealtime();
    const paused = await control42('pause');
    expect([paused.status, paused.body]).toEqual([201, { success: true }]);
    expect(await status()).toMatchObject({ status: 'paused', broadcast_id: 9001 });
    expect((await studio.demo.get('/method/project/live-status')).body).toMatchObject({
      status: 'paused',
      action: 'paused',
    });
    // Asked again, nothing changes.
    expect((await control42('pause')).status).toBe(201);
    const published = (await studio.control.realtime()).publications.map((publication) => [
      publication.channel,
      publication.data,
    ]);
    expect(published).toContainEqual(['$project_channels:42', { type: 'stream_paused', broadcast_id: 9001 }]);
    expect(published.filter(([, data]) => (data as { type: string }).type === 'stream_paused')).toHaveLength(2);
    const played = await control42('play');
    expect([played.status, played.body]).toEqual([201, { success: true }]);
    expect(await status()).toMatchObject({ status: 'live' });
    expect((await events({ sort_by_date: 'asc', level: 'warning' }, 9001)).results.map((event) => event.text)).toEqual([
      'Stream paused',
    ]);
  });

  it('stop ends the broadcast: the status is inactive, the list has its end, and it cannot be paused any more', async () => {
    const restreams = (await status()).restreams as { id: number; status: string }[];
    expect(restreams.map((restream) => restream.status)).toEqual(['live', 'live', 'error', 'busy']);
    const stopped = await control42('stop');
    expect([stopped.status, stopped.body]).toEqual([200, { success: true }]);
    expect(await status()).toEqual({ status: 'inactive' });
    expect((await studio.demo.get('/method/project/live-status')).body).toEqual({ live_groups_count: 0 });
    expect((await list({ order: 'desc', limit: 1 })).results[0]?.finish_at).not.toBeNull();
    for (const action of ['pause', 'play', 'stop'] as const) {
      const late = await control42(action);
      expect([late.status, late.problem?.code], action).toEqual([400, 'broadcast_ended']);
    }
  });

  it('are the owner’s, of the project’s own live broadcast', async () => {
    // Another project's broadcast named within 7.
    const elsewhere = await control42('pause', 9001, studio.demo, 7);
    expect([elsewhere.status, elsewhere.problem?.code]).toEqual([400, 'unknown_broadcast']);
    // A guest of the shared project changes nothing of it.
    const guest = await control42('stop', 9001, studio.demo, 16);
    expect([guest.status, guest.problem?.code]).toEqual([400, 'owner_only']);
    const second = await DemoClient.signIn(studio.server.url, 'second');
    expect((await control42('stop', 9001, second)).problem?.code).toBe('unknown_project');
    expect(await status()).toMatchObject({ status: 'live' });
  });
});

describe('the realtime catalog', () => {
  it('lists the channels published on, and gives a token for each of the project’s, naming it', async () => {
    const catalog = (await studio.demo.get('/method/centrifuge/channels')).body.results as {
      channel_pattern: string;
    }[];
    expect(catalog.map((channel) => channel.channel_pattern)).toEqual([
      '$project_channels:{project_id}',
      '$live_stats:{broadcast_id}',
      '$live_url:{broadcast_id}',
      '$chat:{broadcast_id}',
    ]);
    await studio.control.setRealtime({ tokenTtlSeconds: 90 });
    for (const name of ['$project_channels:42', '$live_stats:9001', '$live_url:9000', '$chat:9001']) {
      const token = (await studio.demo.get('/method/centrifuge/auth/channel', { project_id: 42, channel_name: name }))
        .body;
      expect(token).toMatchObject({ channel: name, expires_in: 90 });
      const claims = JSON.parse(Buffer.from((token.access_token as string).split('.')[1]!, 'base64url').toString());
      expect(claims).toMatchObject({ sub: 'u1', channel: name });
    }
    for (const name of ['$chat:9001', '$project_channels:42', '$nope:42', 'chat']) {
      const refused = await studio.demo.get('/method/centrifuge/auth/channel', { project_id: 7, channel_name: name });
      expect([refused.status, refused.problem?.code], name).toEqual([400, 'unknown_channel_name']);
    }
    const connect = (await studio.demo.get('/method/centrifuge/auth/connect', { project_id: 42 })).body;
    expect(connect).toMatchObject({ expires_in: 90, access_token: expect.stringMatching(/^ey/) });
  });
});
