import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../lib/service-description/description.ts';
import { readLiveInfo, readLiveStatus, readToken } from './live-answers.ts';
import { isBound, liveOperations } from './live-operations.ts';

const operation = (tag: string, summary: string, extra: Record<string, unknown> = {}) => ({
  tags: [tag],
  summary,
  responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
  ...extra,
});

function description(paths: Record<string, unknown>) {
  return readDescription({ openapi: '3.0.3', info: { title: 'test', version: '1' }, paths });
}

describe('liveOperations', () => {
  it('finds each operation by the document’s group and name, whatever its path', () => {
    const operations = liveOperations(
      description({
        '/method/anything/status': { get: operation('Project', 'Get live status') },
        '/method/x/info': { get: operation('Live', 'View  live info') },
        '/method/c/auth': { post: operation('Centrifuge', 'Auth centrifuge') },
        '/method/a/bitrate': { get: operation('Analytics', 'Bitrate for stream') },
      }),
    );
    expect(isBound(operations.status) && operations.status.operation.path).toBe('/method/anything/status');
    expect(isBound(operations.info) && operations.info.operation.path).toBe('/method/x/info');
    // Token operations are writes in real descriptions: asked for when needed, so a POST is bound.
    expect(isBound(operations.connectionToken)).toBe(true);
    expect(isBound(operations.bitrate)).toBe(true);
    expect(operations.projectToken).toEqual({
      group: 'Centrifuge',
      name: 'Auth token for project',
      problem: 'not-described',
    });
  });

  it('refuses a read the page would repeat when the description makes it a write', () => {
    // The Channel group's switch is summarised "Get live status" in real descriptions; Project's must be a read.
    const operations = liveOperations(
      description({
        '/method/project/live': { post: operation('Project', 'Get live status') },
        '/method/channel/status': { get: operation('Channel', 'Get live status') },
      }),
    );
    expect(operations.status).toEqual({ group: 'Project', name: 'Get live status', problem: 'not-a-read' });
  });
});

describe('live answers', () => {
  it('reads the live status with IDs of 0 and IDs as digit strings', () => {
    expect(
      readLiveStatus({ live: true, broadcast_id: 0, stream_id: '15', started_at: '2026-11-24T06:00:00Z' }),
    ).toEqual({
      live: true,
      broadcastId: 0,
      streamId: 15,
      startedAt: '2026-11-24T06:00:00Z',
    });
    expect(readLiveStatus({ data: { live: false, broadcast_id: null } })).toEqual({
      live: false,
      broadcastId: undefined,
      streamId: undefined,
      startedAt: undefined,
    });
    expect(readLiveStatus({ status: 'live' })).toBeUndefined();
    expect(readLiveStatus([])).toBeUndefined();
  });

  it('reads the live info’s figures as given, unknown statuses included, and the channels it names', () => {
    const info = readLiveInfo({
      broadcast_id: 7,
      started_at: '2026-11-24T06:00:00Z',
      ingest: { status: 'weird-state', bitrate: 4500, fps: 30, resolution: '1920x1080', extra: { a: 1 } },
      restreams: [
        { channel_id: '3', platform: 'youtube', name: 'Main', status: 'busy', viewers: 0, messages: 12, likes: 3 },
        { id: 4, title: 'Side', viewers: { nested: true } },
      ],
      channel: '$broadcast:7',
      token: 'sub-token',
      centrifuge: { channel: '$live:7', token: 'other' },
    });
    expect(info?.ingest).toEqual({ status: 'weird-state', bitrate: 4500, fps: 30, resolution: '1920x1080' });
    expect(info?.destinations).toEqual([
      {
        id: '3',
        name: 'Main',
        platform: 'youtube',
        status: 'busy',
        counters: { viewers: 0, messages: 12, likes: 3 },
      },
      { id: '4', name: 'Side', platform: undefined, status: undefined, counters: {} },
    ]);
    expect(info?.channels).toEqual([
      { channel: '$broadcast:7', token: 'sub-token' },
      { channel: '$live:7', token: 'other' },
    ]);
  });

  it('says when the live info gives no ingest or no list of destinations', () => {
    expect(readLiveInfo({ broadcast_id: 1 })).toEqual({
      startedAt: undefined,
      ingest: undefined,
      destinations: undefined,
      channels: [],
    });
    expect(readLiveInfo('text')).toBeUndefined();
  });

  it('reads a token answer', () => {
    expect(readToken({ token: 'abc' })).toBe('abc');
    expect(readToken({ channel: 'x' })).toBeUndefined();
  });
});
