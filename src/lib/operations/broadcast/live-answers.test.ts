import { describe, expect, it } from 'vitest';
import { SchemaResolver } from '../../service-description/schema.ts';
import { MAX_CHANNELS, readLiveInfo, readLiveStatus } from './live-answers.ts';
import { tieOf } from '../../../features/stream/model/live-state.ts';
import { arrayOf, num, object, str } from '../../../testing/description-builder.ts';

// The live answers in the real kind's shapes (../shared/real-kind-shapes.md): "Get live status" (Project), "View
// live info" (Live), and whose stream a status is.

const schemaOf = (raw: unknown) => new SchemaResolver({}).resolve(raw);

const statusSchema = schemaOf(
  object({
    live_groups_count: num('Live group count'),
    stream_id: 'number',
    date: 'string',
    status: str('Stream status'),
    resolution: str('Stream resolution'),
    broadcast_id: 'number',
    action: str('Action'),
    info: {
      allOf: [
        object({
          restream_data: arrayOf({ type: 'object' }),
          connect_id: 'number',
          fps: 'number',
          bitrate: 'number',
          full_bitrate: 'number',
          quality: 'number',
          speed: 'number',
          status: 'string',
          drops: num('Frames dropped'),
        }),
      ],
    },
  }),
);

const liveAnswer = {
  live_groups_count: 1,
  stream_id: 5001,
  date: '2026-11-25T10:00:00.000Z',
  status: 'active',
  resolution: '1920x1080',
  broadcast_id: 9001,
  action: 'active',
  info: {
    restream_data: [{ id: 900_101, status: 'live' }],
    connect_id: 77,
    connect_id_v2: 'abc',
    fps: 30,
    bitrate: 6000,
    full_bitrate: 6100,
    quality: 98,
    speed: 1,
    status: 'ok',
    drops: 3,
  },
};

describe('readLiveStatus', () => {
  it('reads the real kind’s status: live by its count of live groups, the ingest’s figures by the schema', () => {
    const status = readLiveStatus(liveAnswer, statusSchema)!;
    expect(status).toMatchObject({ live: true, broadcastId: 9001, streamId: 5001, projectId: undefined });
    expect(status.startedAt).toBe('2026-11-25T10:00:00.000Z');
    expect(status.state).toMatchObject({ field: 'status', value: 'active', gloss: 'Stream status' });
    expect(status.words.map(({ field, value }) => [field, value])).toEqual([['action', 'active']]);
    // Every number of `info` but its IDs, the resolution first; a field the page has no word for keeps its gloss.
    expect(status.ingest.map(({ field }) => field)).toEqual([
      'resolution',
      'fps',
      'bitrate',
      'full_bitrate',
      'quality',
      'speed',
      'drops',
    ]);
    expect(status.ingest.find(({ field }) => field === 'drops')).toEqual({
      field: 'drops',
      value: 3,
      gloss: 'Frames dropped',
    });
  });

  it('reads the newer real kind’s status by project: live with a broadcast, its state in its words, its stream beside it', () => {
    const newer = schemaOf(
      object({
        status: str('inactive, live or paused'),
        broadcast_id: 'integer',
        stream_id: 'integer',
        reconnects: 'number',
        date_start: { type: 'string', format: 'date-time' },
        resolution: 'string',
        fps: 'number',
        bitrate: 'number',
        video_codec_name: 'string',
        restreams: arrayOf({ type: 'object' }),
      }),
    );
    const body = {
      status: 'paused',
      broadcast_id: 9001,
      stream_id: 5001,
      reconnects: 1,
      date_start: '2026-11-25T10:00:00.000Z',
      resolution: '1920x1080',
      fps: 29.97,
      bitrate: 6382,
      video_codec_name: 'h264',
      restreams: [{ id: 900100001, status: 'live' }],
    };
    const status = readLiveStatus(body, newer, 42)!;
    expect(status).toMatchObject({ live: true, broadcastId: 9001, streamId: 5001, projectId: 42 });
    expect(status.startedAt).toBe('2026-11-25T10:00:00.000Z');
    expect(status.state).toMatchObject({ value: 'paused', gloss: 'inactive, live or paused' });
    expect(status.ingest.map(({ field, value }) => [field, value])).toEqual([
      ['resolution', '1920x1080'],
      ['reconnects', 1],
      ['fps', 29.97],
      ['bitrate', 6382],
    ]);
    // Nothing live: the state alone.
    expect(readLiveStatus({ status: 'inactive' }, newer, 42)).toMatchObject({ live: false, projectId: 42 });
    expect(tieOf(readLiveStatus(body, newer, 42)!, 42, { asked: false, answered: false, error: undefined })).toBe(
      'this',
    );
  });

  it('says not live when no group is, and refuses an answer that does not say', () => {
    expect(readLiveStatus({ live_groups_count: 0 }, statusSchema)).toMatchObject({ live: false, ingest: [] });
    expect(readLiveStatus({ live: true, started_at: 'x' }, statusSchema)).toBeUndefined();
    expect(readLiveStatus('nope')).toBeUndefined();
  });
});

describe('readLiveInfo', () => {
  it('reads each destination by channel name and type with its counters, and the channels the answer names', () => {
    const info = readLiveInfo({
      results: [
        { id: 1, channel_id: 101, channel_name: 'Main', channel_type: 'youtube', viewer: 23, message: 12, like: 15 },
        { id: 2, channel_id: 102, channel_name: 'VK', channel_type: 'vk' },
      ],
      centrifuge: {
        update_url_channel: { token: 'tu', channel: '$live_url:9001' },
        update_stats_channel: { token: 'ts', channel: '$live_stats:9001' },
      },
    })!;
    expect(info.destinations).toEqual([
      {
        channelId: '101',
        name: 'Main',
        type: 'youtube',
        figures: [
          { field: 'viewer', value: 23, gloss: undefined },
          { field: 'message', value: 12, gloss: undefined },
          { field: 'like', value: 15, gloss: undefined },
        ],
      },
      { channelId: '102', name: 'VK', type: 'vk', figures: [] },
    ]);
    expect(info.channels).toEqual([
      { channel: '$live_url:9001', token: 'tu' },
      { channel: '$live_stats:9001', token: 'ts' },
    ]);
  });

  it('keeps at most a few channels of an answer that names thousands, quickly', () => {
    const flood = Object.fromEntries(
      Array.from({ length: 60_000 }, (_, index) => [`c${index}`, { channel: `$c:${index}`, token: 't' }]),
    );
    const started = performance.now();
    const info = readLiveInfo({ results: [], ...flood })!;
    expect(info.channels).toHaveLength(MAX_CHANNELS);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
