// A quality per destination and links others pull from, over HTTP (../shared/real-kind-newer.md §2.11, §2.12):
// project 42's two transcoder profiles (720p running on its Twitch destination, its state filled), making, changing,
// stopping, resetting and deleting one, setting one on a destination (which the channel lists then show), the plan
// that allows them; its two pull links, made, moved to another city, checked and deleted, within its plan's number.
import { describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import type { Control } from './testing/control-client.ts';
import { contractBed } from './testing/contract-bed.ts';
import { DemoClient, type DemoReply } from './testing/demo-client.ts';

type Json = Record<string, unknown>;
type Transcoder = Json & { id: number; status: string; channels: Json[]; state: Json | null; delay: number };
type PullKey = { id: number; uuid: string; transport: string; name: string; shareUrl: string; status: string };

let server: RunningServer;
let control: Control;
let demo: DemoClient;

contractBed({ use: (bed) => ({ server, control, demo } = bed) });

const refusal = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];
const transcoders = async (projectId = 42, client = demo) =>
  (await client.get('/method/transcoder/list', { project_id: projectId })).body.results as Transcoder[];
const channel = async (channelId: number, projectId = 42) =>
  (await demo.get('/method/channel/get', { project_id: projectId, channel_id: channelId })).body;

describe('transcoders', () => {
  it('project 42 has two profiles: 720p running on its Twitch destination, state filled; 480p idle', async () => {
    const [running, idle] = await transcoders();
    expect(running).toMatchObject({
      id: 1,
      name: '720p for Twitch',
      width: 1280,
      height: 720,
      fps: 30,
      vBitrate: 2500,
      aBitrate: 160,
      videoCodec: 'h264',
      preset: 'veryfast',
      mode: 'custom',
      status: 'active',
      channels: [{ name: 'Twitch — demo_streamer', type: 'twitch', live: 1, status: 'live', transcoderId: 1 }],
      state: {
        status: 'active',
        source_connected: true,
        transcoder_running: true,
        target_connected: true,
        bitrate: expect.any(Number),
        delay: expect.any(Number),
        start_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(running!.state!.bitrate).toBeGreaterThan(2500);
    expect(idle).toMatchObject({ id: 2, name: '480p for phones', status: 'inactive', channels: [], state: null });
    expect((await channel(102)).transcoderId).toBe(1);
    expect(await channel(101)).not.toHaveProperty('transcoderId');
    // Another person's project is unknown; a project without any has none.
    const second = await DemoClient.signIn(server.url, 'second');
    expect(refusal(await second.get('/method/transcoder/list', { project_id: 42 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect(await transcoders(7)).toEqual([]);
  });

  it('a 720p profile made and set on YouTube: its ID comes back bare, the channel shows it, it runs there', async () => {
    const made = await demo.post('/method/transcoder/add', {
      project_id: 42,
      name: '720p',
      videoCodec: 'h264',
      width: 1280,
      height: 720,
      fps: 30,
      vBitrate: 2500,
    });
    expect([made.status, made.body]).toEqual([201, 3]);
    const set = await demo.post('/method/channel_settings/setTranscoder', {
      project_id: 42,
      channel_id: 101,
      transcoder_id: 3,
    });
    expect([set.status, set.body]).toEqual([201, { success: true }]);
    expect((await channel(101)).transcoderId).toBe(3);
    const search = (await demo.get('/method/channel/search', { project_id: 42 })).body.results as Json[];
    expect(search.find((each) => each.id === '101')?.transcoderId).toBe(3);
    const profile = (await transcoders()).find((each) => each.id === 3)!;
    expect(profile).toMatchObject({ status: 'active', delay: 0, preset: 'veryfast', mode: 'custom' });
    expect(profile.channels.map((each) => each.name)).toEqual(['Main YouTube']);
    // Without a transcoder the channel is sent as it comes.
    await demo.post('/method/channel_settings/setTranscoder', { project_id: 42, channel_id: 101 });
    expect(await channel(101)).not.toHaveProperty('transcoderId');
    expect((await transcoders()).find((each) => each.id === 3)).toMatchObject({ status: 'inactive', state: null });
  });

  it('update changes what it is given and keeps the rest; channelIds moves it; stop, reset delay and delete', async () => {
    const updated = await demo.post('/method/transcoder/update', {
      project_id: 42,
      transcoder_id: 2,
      videoCodec: 'hevc',
      fps: 60,
      channelIds: [103, 105],
    });
    expect([updated.status, updated.body]).toEqual([201, { success: true }]);
    const idle = (await transcoders()).find((each) => each.id === 2)!;
    expect(idle).toMatchObject({ videoCodec: 'hevc', fps: 60, width: 854, name: '480p for phones' });
    expect(idle.channels.map((each) => each.name)).toEqual(['VK community', 'Backup RTMP']);
    // None of them is live (VK refuses the stream, the backup target is busy): it does not run.
    expect(idle).toMatchObject({ status: 'inactive', state: null });

    const stop = await demo.post('/method/transcoder/stop', { project_id: 42, transcoder_id: 1 });
    expect([stop.status, stop.body]).toEqual([201, { success: true }]);
    expect((await transcoders())[0]).toMatchObject({ status: 'inactive', state: null });
    // Set on a channel again, it starts again; its delay reset is back to the one it is set to.
    await demo.post('/method/channel_settings/setTranscoder', { project_id: 42, channel_id: 101, transcoder_id: 1 });
    const reset = await demo.post('/method/transcoder/reset-delay', { project_id: 42, transcoder_id: 1 });
    expect([reset.status, reset.body]).toEqual([201, { success: true }]);
    const [again] = await transcoders();
    expect(again?.state).toMatchObject({ status: 'active', delay: again!.delay });

    const deleted = await demo.post('/method/transcoder/delete', { project_id: 42, transcoder_id: 1 });
    expect([deleted.status, deleted.body]).toEqual([201, { success: true }]);
    expect((await transcoders()).map((each) => each.id)).toEqual([2]);
    expect(await channel(102)).not.toHaveProperty('transcoderId');
    const gone = await demo.post('/method/transcoder/stop', { project_id: 42, transcoder_id: 1 });
    expect(refusal(gone)).toEqual([400, 'unknown_transcoder', 'transcoder_id']);
  });

  it('checks what it is given as the real kind does, naming the field', async () => {
    const base = { project_id: 42, name: 'x', videoCodec: 'h264' };
    const cases: [Json, string][] = [
      [{ ...base, videoCodec: 'vp9' }, 'videoCodec'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'x'.repeat(101) }, 'name'],
      [{ ...base, width: 99 }, 'width'],
      [{ ...base, height: 4001 }, 'height'],
      [{ ...base, fps: 61 }, 'fps'],
      [{ ...base, vBitrate: 999 }, 'vBitrate'],
      [{ ...base, aBitrate: 1001 }, 'aBitrate'],
      [{ ...base, bFrames: 4 }, 'bFrames'],
      [{ ...base, fps: 29.97 }, 'fps'],
      [{ ...base, mode: 'obs' }, 'mode'],
      [{ ...base, preset: 'p'.repeat(33) }, 'preset'],
      [{ ...base, channelIds: [101, 'x'] }, 'channelIds'],
      [{ ...base, channelIds: [71] }, 'channelIds'],
    ];
    for (const [body, field] of cases) {
      const reply = await demo.post('/method/transcoder/add', body);
      expect([JSON.stringify(body), reply.status, reply.problem?.field]).toEqual([JSON.stringify(body), 400, field]);
    }
    expect((await transcoders()).length).toBe(2);
    const otherProject = await demo.post('/method/channel_settings/setTranscoder', {
      project_id: 42,
      channel_id: 101,
      transcoder_id: 99,
    });
    expect(refusal(otherProject)).toEqual([400, 'unknown_transcoder', 'transcoder_id']);
    const guest = await demo.post('/method/transcoder/add', { ...base, project_id: 16 });
    expect(refusal(guest)).toEqual([400, 'owner_only', 'project_id']);
  });

  it('needs a transcoding plan that has not ended, and has at most as many profiles as its flows', async () => {
    // Weekend stream (17) has no transcoding plan: it may read, and makes none, in words that lead to Plans.
    const none = await demo.post('/method/transcoder/add', { project_id: 17, name: 'x', videoCodec: 'h264' });
    expect(refusal(none)).toEqual([400, 'transcoding_not_in_plan', 'project_id']);
    expect(none.problem?.message).toBe('Project 17 has no transcoding plan; buy one on Plans to use transcoders');
    const ru = await demo.sendJson(
      'POST',
      '/method/transcoder/add',
      { project_id: 17, name: 'x', videoCodec: 'h264' },
      { language: 'ru' },
    );
    expect(ru.problem?.message).toMatch(/Тарифы/);
    expect(await transcoders(17)).toEqual([]);
    // Project 42's plan has three flows: a third profile, and no fourth.
    expect((await demo.post('/method/transcoder/add', { project_id: 42, name: 'x', videoCodec: 'h264' })).status).toBe(
      201,
    );
    const fourth = await demo.post('/method/transcoder/add', { project_id: 42, name: 'y', videoCodec: 'h264' });
    expect(refusal(fourth)).toEqual([400, 'transcoder_limit', 'project_id']);
    expect(fourth.problem?.message).toMatch(/allows 3 transcoders/);
  });
});

describe('pull links', () => {
  const links = async (projectId = 42) =>
    (await demo.get('/method/stream-pull-keys', { project_id: projectId })).body.results as PullKey[];

  it('project 42 has two: RTMP from Frankfurt pulled while live, HLS from São Paulo whose server is down', async () => {
    const [rtmp, hls] = await links();
    expect(rtmp).toEqual({
      id: 1,
      uuid: '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f',
      transport: 'rtmp',
      name: 'OBS at the studio',
      shareUrl: 'rtmp://pull-fra.relay.example:1935/live/6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f',
      status: 'active',
    });
    expect(hls).toMatchObject({
      transport: 'hls',
      status: 'error',
      shareUrl: expect.stringMatching(/^https:\/\/pull-sao/),
    });
    // The stream ended: nothing is pulled.
    await control.endStream();
    expect((await links()).map((link) => link.status)).toEqual(['inactive', 'inactive']);
  });

  it('an SRT link made, moved to Singapore (its address with it), checked, deleted', async () => {
    const made = await demo.post('/method/stream-pull-keys', {
      project_id: 42,
      transport: 'srt',
      name: 'Backup studio',
    });
    expect([made.status, made.body]).toEqual([201, { id: 3 }]);
    const srt = (await links()).find((link) => link.id === 3)!;
    expect(srt).toMatchObject({ transport: 'srt', name: 'Backup studio', status: 'active' });
    expect(srt.shareUrl).toBe(`srt://pull-fra.relay.example:8093?streamid=${srt.uuid}`);
    const moved = await demo.sendJson('PUT', '/method/stream-pull-keys', {
      project_id: 42,
      key: srt.uuid,
      region: 'Singapore',
    });
    expect([moved.status, moved.body]).toEqual([200, { success: true }]);
    expect((await links()).find((link) => link.id === 3)?.shareUrl).toBe(
      `srt://pull-sin.relay.example:8093?streamid=${srt.uuid}`,
    );
    const checked = await demo.get('/method/stream-pull-keys/check', { project_id: 42, key: srt.uuid });
    expect(checked.body).toEqual({ transport: 'srt', status: 'active', key: srt.uuid });
    const deleted = await demo.send('DELETE', '/method/stream-pull-keys', { project_id: 42, key: srt.uuid });
    expect([deleted.status, deleted.body]).toEqual([200, { success: true }]);
    expect((await links()).map((link) => link.id)).toEqual([1, 2]);
    const gone = await demo.get('/method/stream-pull-keys/check', { project_id: 42, key: srt.uuid });
    expect(refusal(gone)).toEqual([400, 'unknown_pull_key', 'key']);
    // The refusal does not repeat the key.
    expect(gone.problem?.message).not.toContain(srt.uuid);
  });

  it('refuses a transport, a region or a key it does not know, another person’s project and a guest', async () => {
    const key = '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f';
    expect(refusal(await demo.post('/method/stream-pull-keys', { project_id: 42, transport: 'webrtc' }))).toEqual([
      400,
      'invalid_request',
      'transport',
    ]);
    const far = await demo.sendJson('PUT', '/method/stream-pull-keys', { project_id: 42, key, region: 'Atlantis' });
    expect(refusal(far)).toEqual([400, 'invalid_request', 'region']);
    const long = await demo.post('/method/stream-pull-keys', {
      project_id: 42,
      transport: 'hls',
      name: 'n'.repeat(256),
    });
    expect(refusal(long)).toEqual([400, 'invalid_request', 'name']);
    const second = await DemoClient.signIn(server.url, 'second');
    expect(refusal(await second.get('/method/stream-pull-keys/check', { project_id: 42, key }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    // A link's address is a secret, as the stream key: a guest of the project does not read them.
    expect(refusal(await demo.get('/method/stream-pull-keys', { project_id: 16 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
    // Project 7's key is not project 42's.
    expect(refusal(await demo.get('/method/stream-pull-keys/check', { project_id: 7, key }))).toEqual([
      400,
      'unknown_pull_key',
      'key',
    ]);
  });

  it('as many as the restream plan’s pull_link_limit: three on Standard, none on Starter', async () => {
    const plans = (await demo.get('/method/plan_restream/list')).body.results as Json[];
    const limitOf = (title: string) => plans.find((plan) => plan.title === title)?.pull_link_limit;
    expect([limitOf('Starter'), limitOf('Standard')]).toEqual([0, 3]);
    expect((await demo.post('/method/stream-pull-keys', { project_id: 42, transport: 'rtmp' })).status).toBe(201);
    const fourth = await demo.post('/method/stream-pull-keys', { project_id: 42, transport: 'rtmp' });
    expect(refusal(fourth)).toEqual([400, 'pull_link_limit', 'project_id']);
    const starter = await demo.post('/method/stream-pull-keys', { project_id: 17, transport: 'rtmp' });
    expect(refusal(starter)).toEqual([400, 'pull_links_not_in_plan', 'project_id']);
    expect(starter.problem?.message).toMatch(/Plans/);
  });

  it('the request log keeps that a key was sent, never the key; a dashboard on another origin may delete one', async () => {
    const key = '6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e6f';
    await control.clearLog();
    await demo.get('/method/stream-pull-keys/check', { project_id: 42, key });
    await demo.sendJson('PUT', '/method/stream-pull-keys', { project_id: 42, key, region: 'Amsterdam' });
    const logged = await control.requests('/method/stream-pull-keys/check');
    expect(logged[0]?.query).toMatchObject({ project_id: '42', key: '[secret]' });
    expect(JSON.stringify(await control.log())).not.toContain(key);
    const origin = 'http://dashboard.example';
    const preflight = await fetch(`${server.url}/method/stream-pull-keys?v=1&language=en&project_id=42&key=${key}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/\bDELETE\b/);
    const deleted = await fetch(`${server.url}/method/stream-pull-keys?v=1&language=en&project_id=42&key=${key}`, {
      method: 'DELETE',
      headers: { Origin: origin, Authorization: `oauth ${demo.tokens.accessToken}` },
    });
    expect([deleted.status, deleted.headers.get('access-control-allow-origin')]).toEqual([200, origin]);
  });

  it('the pull servers: public, no parameters at all, a city each with an address per transport', async () => {
    const reply = await fetch(`${server.url}/method/pull-servers/list`);
    expect(reply.status).toBe(200);
    const { results } = (await reply.json()) as { results: Json[] };
    expect(results.map((server) => server.city)).toEqual([
      'Frankfurt',
      'Amsterdam',
      'New York',
      'Singapore',
      'São Paulo',
    ]);
    expect(results[0]).toEqual({
      city: 'Frankfurt',
      pingHost: 'ping-fra.relay.example',
      url: {
        rtmp: 'rtmp://pull-fra.relay.example:1935/live/{{key}}',
        srt: 'srt://pull-fra.relay.example:8093?streamid={{key}}',
        hls: 'https://pull-fra.relay.example/live/{{key}}/index.m3u8',
      },
      country: { name: 'Germany', code: 'DE', id: 276 },
    });
  });
});
