// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Bound, bindAll, isBound } from '../../../lib/bindings/bind.ts';
import { pagingOf } from '../../../lib/bindings/pages.ts';
import { type Json, readDescription } from '../../../lib/service-description/description.ts';
import { json, object, operation, parameter, ref, serviceDescription } from '../../../testing/description-builder.ts';
import { pastStreamsManifest } from '../past-streams-manifest.ts';
import { readBroadcastEvent } from '../../../lib/operations/broadcast/broadcast-events.ts';
import { SPAN_MARGIN_MS, readGraph } from './broadcast-graph.ts';
import { durationOf, readBroadcast, readBroadcastItem } from '../../../lib/operations/broadcast/broadcasts.ts';
import { readPlatforms } from '../../../lib/operations/platforms/platform-list.ts';
import { platformName, platformNamesOf } from './platform-names.ts';
import { sortValues } from './sort-order.ts';

// The past streams' readers against answers in the real kind's shapes (../shared/real-kind-newer.md §2.2) and the
// manifest against a description of that kind: by its group and summaries, with its parameters.

const query = (name: string, schema: Json, required = false) => parameter(name, { schema, required });
const PROJECT = query('project_id', { type: 'number' }, true);
const BROADCAST = query('broadcast_id', { type: 'number' }, true);
const PAGE = [query('limit', { type: 'number' }), query('offset', { type: 'number' })];
const get = (summary: string, parameters: unknown[], answer: string, tag = 'Broadcast') => ({
  get: operation({
    group: tag,
    summary,
    common: [],
    parameters,
    responses: { 200: { description: 'OK', content: json(ref(answer)) } },
  }),
});
const array = (items: unknown) => ({ type: 'array', items });

function realKind(change: (paths: Record<string, unknown>) => void = () => {}) {
  const paths: Record<string, unknown> = {
    '/method/broadcast/list': get(
      'List broadcast',
      [PROJECT, ...PAGE, query('order', { type: 'string', enum: ['asc', 'desc'], default: 'asc' })],
      'SiteBroadcastListResponse',
    ),
    '/method/broadcast': get('Get one broadcast', [PROJECT, BROADCAST], 'SiteBroadcastFindResponse'),
    '/method/broadcast/events': get(
      'Events from broadcast v4',
      [
        PROJECT,
        BROADCAST,
        query('level', { type: 'string', enum: ['info', 'warning', 'error', 'debug'] }),
        ...PAGE,
        query('sort_by_date', { type: 'string', enum: ['asc', 'desc'] }),
        query('cursor_id', { type: 'string' }),
        query('cursor_datetime', { type: 'string', format: 'date-time' }),
      ],
      'SiteBroadcastEventsV4Response',
    ),
    '/method/broadcast/graph/bitrate': get('Bitrate from broadcast', [PROJECT, BROADCAST], 'Graph'),
    '/method/broadcast/graph/viewers': get('Viewers from broadcast', [PROJECT, BROADCAST], 'Graph'),
    '/method/platforms/list': get('Supported platforms', [], 'Platforms', 'Platforms'),
  };
  change(paths);
  return readDescription(
    serviceDescription({
      openapi: '3.0.0',
      info: { title: 'real kind', version: '1' },
      paths,
      schemas: {
        SiteBroadcastListResponse: object({
          results: array(ref('SiteBroadcastItemResponse')),
          limit: { type: 'number' },
          offset: { type: 'number' },
          total: { type: 'number' },
        }),
        SiteBroadcastItemResponse: object({
          id: { type: 'number' },
          created_at: { type: 'string' },
          finish_at: { type: 'string' },
          reconnects: { type: 'number' },
          restreams: array(
            object({ type: { type: 'string' }, viewers: { type: 'number' }, message: { type: 'number' } }),
          ),
        }),
        SiteBroadcastFindResponse: object({ id: { type: 'number' }, bitrate: { type: 'number' } }),
        SiteBroadcastEventsV4Response: object({
          results: array(object({ id: { type: 'string' }, level: { type: 'string' }, text: { type: 'string' } })),
          limit: { type: 'number' },
          offset: { type: 'number' },
          total: { type: 'number' },
          next_cursor_id: { type: 'string' },
          next_cursor_datetime: { type: 'string' },
        }),
        Graph: object({ data: array({ type: 'number' }), labels: array({ type: 'number' }), setting: object({}) }),
        Platforms: object({ results: array(object({ type: { type: 'string' }, title: { type: 'string' } })) }),
      },
    }),
  );
}

const bindPage = (description = realKind()) =>
  bindAll(description, pastStreamsManifest.group, pastStreamsManifest.bindings);

describe('the past streams’ manifest', () => {
  it('binds every part by the real kind’s group and summaries, each paged as its description says', () => {
    const bound = bindPage();
    for (const [role, part] of Object.entries(bound)) expect(isBound(part), role).toBe(true);
    // The list by offset; the events by the cursor its answer hands back.
    expect(pagingOf(bound.list as Extract<Bound, { kind: 'bound' }>).by).toBe('offset');
    const events = pagingOf(bound.events as Extract<Bound, { kind: 'bound' }>);
    expect(events.by).toBe('cursor');
    expect(events.cursor.map(({ parameter }) => parameter)).toEqual(['cursor_id', 'cursor_datetime']);
  });

  it('says why a part is not bound: left out of the description, or asking for what the page does not fill', () => {
    const bound = bindPage(
      realKind((paths) => {
        delete paths['/method/broadcast/list'];
        paths['/method/broadcast/graph/viewers'] = get(
          'Viewers from broadcast',
          [PROJECT, BROADCAST, query('channel_id', { type: 'number' }, true)],
          'Graph',
        );
      }),
    );
    expect(bound.list).toMatchObject({ kind: 'unbound', name: 'List broadcast', reason: 'not-described' });
    expect(bound.viewers).toMatchObject({ kind: 'unbound', reason: 'needs', field: 'channel_id' });
    expect(isBound(bound.bitrate) && isBound(bound.broadcast) && isBound(bound.events)).toBe(true);
  });

  it('asks for an order only where the operation enumerates it, as the operation spells it', () => {
    const bound = bindPage(
      realKind((paths) => {
        paths['/method/broadcast/events'] = get(
          'Events from broadcast v4',
          [PROJECT, BROADCAST, query('sort_by_date', { type: 'string', enum: ['ASC', 'DESC'] })],
          'SiteBroadcastEventsV4Response',
        );
      }),
    );
    expect(sortValues(bound.list, 'order', 'desc')).toEqual({ order: 'desc' });
    expect(sortValues(bound.events, 'sort_by_date', 'asc')).toEqual({ sort_by_date: 'ASC' });
    // Not taken, not enumerated, or not bound: nothing is asked, and the page says the order is the service's.
    expect(sortValues(bound.broadcast, 'order', 'desc')).toEqual({});
    const loose = bindPage(
      realKind((paths) => {
        paths['/method/broadcast/list'] = get(
          'List broadcast',
          [PROJECT, query('order', { type: 'string' })],
          'SiteBroadcastListResponse',
        );
      }),
    );
    expect(sortValues(loose.list, 'order', 'desc')).toEqual({});
    expect(
      sortValues(
        { kind: 'unbound', group: 'Broadcast', name: 'List broadcast', reason: 'not-described' },
        'order',
        'desc',
      ),
    ).toEqual({});
  });
});

describe('a broadcast as the service gives it', () => {
  it('reads a list item: its ID, its time, its end or that it has none yet, and each restream’s figures', () => {
    const item = readBroadcastItem(
      {
        id: 9000,
        created_at: '2026-11-25T00:30:00.000Z',
        finish_at: '2026-11-25T02:05:00.000Z',
        reconnects: 1,
        restreams: [
          { type: 'youtube', viewers: 204, message: 240 },
          { type: 'twitch', viewers: '241', message: null },
          'not a restream',
        ],
      },
      0,
    );
    expect(item).toEqual({
      id: '9000',
      start: new Date('2026-11-25T00:30:00.000Z'),
      end: new Date('2026-11-25T02:05:00.000Z'),
      notEnded: false,
      viewers: undefined,
      messages: undefined,
      reconnects: 1,
      restreams: [
        { platform: 'youtube', name: undefined, viewers: 204, messages: 240, video: undefined },
        { platform: 'twitch', name: undefined, viewers: 241, messages: undefined, video: undefined },
      ],
    });
    expect(durationOf(item)).toBe(95 * 60_000);
    // The live one: its end is null. An end before its start, or one not given, is no duration.
    const live = readBroadcastItem({ id: '9001', created_at: '2026-11-27T00:10:00Z', finish_at: null }, 1);
    expect([live.notEnded, live.end, durationOf(live), live.restreams]).toEqual([true, undefined, undefined, []]);
    expect(durationOf({ start: new Date(2000), end: new Date(1000) })).toBeUndefined();
    const unknown = readBroadcastItem({ id: 1, created_at: 'yesterday' }, 2);
    expect([unknown.start, unknown.notEnded]).toEqual([undefined, false]);
  });

  it('does not read an item with no ID or that is no record: it could not be opened', () => {
    expect(() => readBroadcastItem({ created_at: '2026-11-25T00:30:00Z' }, 3)).toThrow(/results\[3\]\.id/);
    expect(() => readBroadcastItem({ id: '' }, 0)).toThrow(/no broadcast ID/);
    expect(() => readBroadcastItem(['9000'], 4)).toThrow(/results\[4\]/);
  });

  it('reads one broadcast: its incoming stream, its figures and each destination, its link only if https', () => {
    const detail = readBroadcast({
      id: 8997,
      bitrate: 6061,
      fps: 29.97,
      width: 1920,
      height: 1080,
      location: 'Frankfurt',
      encoder: 'OBS Studio 30.2',
      ip: '198.51.100.23',
      created_at: '2026-11-17T19:30:00Z',
      finish_at: '2026-11-17T21:30:00Z',
      viewers: 823,
      reconnects: 2,
      message: 1080,
      restreams: [
        {
          id: 899700001,
          name: 'Main YouTube',
          type: 'youtube',
          video: 'https://live.example/youtube/101',
          viewers: 241,
          message: 480,
        },
        { name: 'Backup', type: 'custom', video: 'javascript:alert(1)', viewers: 0, message: 0 },
        { name: 'Old', type: 'vk', video: 'http://vk.example/1' },
      ],
    });
    expect(detail).toMatchObject({
      id: '8997',
      resolution: { width: 1920, height: 1080 },
      fps: 29.97,
      bitrate: 6061,
      encoder: 'OBS Studio 30.2',
      location: 'Frankfurt',
      viewers: 823,
      messages: 1080,
      reconnects: 2,
    });
    expect(detail.restreams.map((restream) => [restream.name, restream.platform, restream.video])).toEqual([
      ['Main YouTube', 'youtube', 'https://live.example/youtube/101'],
      ['Backup', 'custom', undefined],
      ['Old', 'vk', undefined],
    ]);
    // The address it came from is not the page's to show.
    expect(JSON.stringify(detail)).not.toContain('198.51.100.23');
    // Wrapped once in `data`; a resolution given as text; figures not given stay so.
    expect(readBroadcast({ data: { id: 5, resolution: '1280x720' } })).toMatchObject({
      id: '5',
      resolution: '1280x720',
      fps: undefined,
      bitrate: undefined,
      encoder: undefined,
    });
    expect(() => readBroadcast('8997')).toThrow(/not a broadcast/);
  });
});

describe('a broadcast’s events and graphs', () => {
  it('reads an event: its time, one of the four levels or the service’s own word, its text, its platform', () => {
    expect(
      readBroadcastEvent(
        {
          id: '8997-2',
          level: 'Warning',
          text: 'The encoder reconnected',
          created_at: '2026-11-17T19:45:00Z',
          app: 'live',
        },
        0,
      ),
    ).toEqual({
      key: '8997-2',
      at: new Date('2026-11-17T19:45:00Z'),
      level: 'warning',
      text: 'The encoder reconnected',
      platform: undefined,
    });
    expect(readBroadcastEvent({ level: 'critical', text: '<b>x</b>', platform: 'vk' }, 7)).toEqual({
      key: '#7',
      at: undefined,
      level: { other: 'critical' },
      text: '<b>x</b>',
      platform: 'vk',
    });
    expect(readBroadcastEvent({}, 1).level).toBeUndefined();
    expect(() => readBroadcastEvent(null, 2)).toThrow(/results\[2\]/);
  });

  const start = Date.parse('2026-11-17T19:30:00Z');
  const span = { start, end: start + 2 * 60 * 60_000 };
  /** A point a minute from the start on, in milliseconds or seconds since 1970. */
  const minutes = (count: number, unit: 'ms' | 's' = 'ms') =>
    Array.from({ length: count }, (_, index) => (start + index * 60_000) / (unit === 'ms' ? 1 : 1000));

  it('draws `data` over `labels` when every label falls within the stream, in milliseconds or seconds', () => {
    for (const labels of [minutes(121), minutes(121, 's')]) {
      const graph = readGraph(
        { data: labels.map((_, index) => index * 10), labels, setting: {} },
        undefined,
        'Bitrate',
        span,
      );
      expect(graph.kind).toBe('series');
      if (graph.kind !== 'series') continue;
      expect(graph.series.lines).toEqual([{ name: 'Bitrate', values: labels.map((_, index) => index * 10) }]);
      expect(graph.series.times[0]).toBe(start);
      expect(graph.series.times.at(-1)).toBe(span.end);
    }
    // A point taken a moment before the start was noted is the stream's.
    const early = readGraph({ data: [1, 2], labels: [start - SPAN_MARGIN_MS, start] }, undefined, 'Viewers', span);
    expect(early.kind).toBe('series');
  });

  it('does not draw labels that are not the stream’s times, nor when its time is unknown, nor no values', () => {
    const counts = { data: [5, 6, 7], labels: [1, 2, 3] };
    expect(readGraph(counts, undefined, 'Viewers', span)).toEqual({ kind: 'untimed' });
    const days = { data: [5, 6], labels: [start - 24 * 60 * 60_000, start] };
    expect(readGraph(days, undefined, 'Viewers', span)).toEqual({ kind: 'untimed' });
    expect(readGraph({ data: [1, 2], labels: minutes(2) }, undefined, 'Viewers', undefined)).toEqual({
      kind: 'untimed',
    });
    expect(readGraph({ data: [], labels: [], setting: {} }, undefined, 'Viewers', span)).toEqual({ kind: 'none' });
    expect(readGraph({ data: [1, 2, 3], labels: minutes(2) }, undefined, 'Viewers', span)).toEqual({ kind: 'none' });
    expect(readGraph('nothing', undefined, 'Viewers', span)).toEqual({ kind: 'none' });
  });

  it('reads a series the description says is one, wherever the stream’s time is', () => {
    const schema = readDescription(
      serviceDescription({
        paths: { '/g': get('Bitrate from broadcast', [], 'Graph') },
        schemas: {
          Graph: object({ data: array({ type: 'number' }), labels: array({ type: 'number', format: 'unix-time' }) }),
        },
      }),
    );
    const bound = bindAll(schema, 'Broadcast', { bitrate: 'Bitrate from broadcast' }).bitrate;
    const answer = isBound(bound) ? bound.answer : undefined;
    expect(answer).toBeDefined();
    const graph = readGraph({ data: [1, 2], labels: [1_700_000_000, 1_700_000_060] }, answer, 'Bitrate', undefined);
    expect(graph.kind === 'series' && graph.series.lines[0]).toEqual({ name: 'Bitrate', values: [1, 2] });
  });
});

describe('the platforms’ names', () => {
  it('names a platform as "Supported platforms" does, else by its token as given', () => {
    const names = platformNamesOf(
      readPlatforms(
        { results: [{ id: 1, type: 'youtube', title: 'YouTube' }, { id: 2, type: 'vk' }, 'odd', { title: 'No type' }] },
        undefined,
      ),
    );
    expect([...names]).toEqual([['youtube', 'YouTube']]);
    expect(platformName(names, 'youtube')).toBe('YouTube');
    expect(platformName(names, 'vk')).toBe('vk');
    expect(platformName(undefined, 'twitch')).toBe('twitch');
  });
});
