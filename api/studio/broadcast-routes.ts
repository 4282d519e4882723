// A project's broadcasts at the newer description's paths and in its shapes (the Broadcast group): the list, one
// broadcast, its events (v4), its bitrate and viewers graphs, the live status, and pause, play and stop of the live
// one. A broadcast of another project than the one named is refused as unknown.
import type { Account } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import type { DemoState } from '../demo-state.ts';
import { asLanguage } from '../messages.ts';
import { isoSeconds } from '../seed.ts';
import { bodyId, oneOfStrings, paging, queryId, RequestError } from '../validation.ts';
import { EVENT_LEVELS } from './broadcast-events.ts';
import { type Destination, RTMP_SERVERS } from './studio-seed.ts';
import type { Broadcast, StudioState } from './studio-state.ts';
import { studioMessages } from './studio-messages.ts';
import { queryProject } from '../project-access.ts';
import { broadcastOf, read, unknownBroadcast, write } from './studio-routes.ts';

export const ORDERS = ['asc', 'desc'] as const;
/** The real kind's page sizes: 20 broadcasts, 50 events. */
export const BROADCAST_PAGE = 20;
export const EVENT_PAGE = 50;

/** Where the demo's encoder sends from and to: one ingest server, one address, one encoder, for every broadcast. */
const INGEST = RTMP_SERVERS[0]!;
const INGEST_SERVER = {
  id: 1,
  country_name: INGEST.country.name,
  country_code: INGEST.country.code,
  city: INGEST.city,
  ip: '203.0.113.10',
};
const ENCODER = { encoder: 'OBS Studio 30.2', ip: '198.51.100.23' };

const streamUrl = (destination: Destination) => `https://live.example/${destination.platform}/${destination.id}`;

function projectBroadcast(studio: StudioState, account: Account, projectId: number, broadcastId: number): Broadcast {
  const broadcast = broadcastOf(studio, account, broadcastId);
  if (broadcast.projectId !== projectId) throw unknownBroadcast();
  return broadcast;
}

/** The broadcast the query names, within the project it names. */
const askedBroadcast = (request: DemoRequest, account: Account) =>
  projectBroadcast(request.state.studio, account, queryProject(request), queryId(request.query, 'broadcast_id'));

/** Each destination that took part, with its restream's ID. */
function takingPart(studio: StudioState, broadcast: Broadcast): [Destination, number][] {
  return [...broadcast.restreams].flatMap(([channelId, restreamId]): [Destination, number][] => {
    const destination = studio.destinations.get(channelId);
    return destination ? [[destination, restreamId]] : [];
  });
}

const finishOf = (broadcast: Broadcast) => (broadcast.endedAt === undefined ? null : isoSeconds(broadcast.endedAt));

function listItem(studio: StudioState, broadcast: Broadcast) {
  return {
    id: broadcast.broadcastId,
    created_at: isoSeconds(broadcast.startedAt),
    finish_at: finishOf(broadcast),
    reconnects: broadcast.reconnects,
    restreams: takingPart(studio, broadcast).map(([destination]) => ({
      type: destination.platform,
      viewers: broadcast.peaks.get(destination.id) ?? 0,
      message: studio.countersOf(broadcast, destination.id).messages,
    })),
  };
}

function oneBroadcast(studio: StudioState, broadcast: Broadcast) {
  const [width = 0, height = 0] = broadcast.ingest.resolution.split('x').map(Number);
  const restreams = takingPart(studio, broadcast);
  return {
    id: broadcast.broadcastId,
    bitrate: broadcast.ingest.bitrate,
    fps: broadcast.ingest.fps,
    width,
    height,
    location: INGEST.city,
    ...ENCODER,
    created_at: isoSeconds(broadcast.startedAt),
    finish_at: finishOf(broadcast),
    viewers: Math.max(0, ...broadcast.samples.map((sample) => sample.viewers)),
    reconnects: broadcast.reconnects,
    message: restreams.reduce((sum, [destination]) => sum + studio.countersOf(broadcast, destination.id).messages, 0),
    restreams: restreams.map(([destination, restreamId]) => ({
      id: restreamId,
      channel_id: destination.id,
      name: destination.name,
      type: destination.platform,
      // The demo has no pictures of its channels.
      photo: '',
      video: streamUrl(destination),
      viewers: broadcast.peaks.get(destination.id) ?? 0,
      message: studio.countersOf(broadcast, destination.id).messages,
      created_at: isoSeconds(broadcast.joinedAt.get(destination.id) ?? broadcast.startedAt),
    })),
  };
}

function broadcastList(request: DemoRequest) {
  const { query, state } = request;
  const projectId = queryProject(request);
  const { limit, offset } = paging(query, BROADCAST_PAGE);
  const order = oneOfStrings(query.get('order') ?? 'asc', 'order', ORDERS);
  const mine = [...state.studio.broadcasts.values()]
    .filter((broadcast) => broadcast.projectId === projectId)
    .sort((a, b) => (order === 'asc' ? a.startedAt - b.startedAt : b.startedAt - a.startedAt));
  return {
    results: mine.slice(offset, offset + limit).map((broadcast) => listItem(state.studio, broadcast)),
    limit,
    offset,
    total: mine.length,
  };
}

/** The broadcast's events, newest first unless asked otherwise, of a level or a platform if asked. */
function broadcastEvents(request: DemoRequest, account: Account) {
  const { query } = request;
  const broadcast = askedBroadcast(request, account);
  const language = asLanguage(query.get('language'));
  const level = query.get('level') === null ? undefined : oneOfStrings(query.get('level'), 'level', EVENT_LEVELS);
  const platform = query.get('platform');
  const order = oneOfStrings(query.get('sort_by_date') ?? 'desc', 'sort_by_date', ORDERS);
  const { limit, offset } = paging(query, EVENT_PAGE);
  const events = broadcast.events
    .map((event, index) => ({ event, id: `${broadcast.broadcastId}-${index + 1}` }))
    .filter(
      ({ event }) =>
        (level === undefined || event.level === level) && (platform === null || event.platform === platform),
    )
    .sort((a, b) => (order === 'asc' ? a.event.time - b.event.time : b.event.time - a.event.time));
  return {
    results: events.slice(offset, offset + limit).map(({ event, id }) => ({
      id,
      level: event.level,
      text: event.texts[language],
      created_at: isoSeconds(event.time),
      app: 'live',
      server: { ...INGEST_SERVER },
      ...(event.platform === undefined ? {} : { platform: event.platform }),
    })),
    limit,
    offset,
    total: events.length,
    sort_by_date: order,
  };
}

/** "Live status info by project id": the project's live broadcast, or only that nothing is live. */
function liveStatus(request: DemoRequest) {
  const { studio } = request.state;
  const live = studio.liveOf(queryProject(request));
  if (!live) return { status: 'inactive' };
  const { ingest } = live;
  return {
    broadcast_id: live.broadcastId,
    stream_id: live.streamId,
    reconnects: live.reconnects,
    date_start: isoSeconds(live.startedAt),
    resolution: ingest.resolution,
    fps: ingest.fps,
    bitrate: ingest.bitrate,
    key_frame: 2,
    status: live.paused ? 'paused' : 'live',
    url: `https://live.example/hls/${live.streamId}.m3u8`,
    video_codec_name: 'h264',
    restreams: takingPart(studio, live)
      .filter(([destination]) => destination.active)
      .map(([destination, restreamId]) => ({ id: restreamId, status: studio.statusOf(destination) })),
    app: 'live',
  };
}

/** Pause, play or stop: the live broadcast of a project the account owns, named in the body. */
function control(act: (state: DemoState, broadcast: Broadcast) => void, status?: 201): DemoRoute {
  return write((body, { state }, account) => {
    const projectId = bodyId(body, 'project_id');
    const broadcast = projectBroadcast(state.studio, account, projectId, bodyId(body, 'broadcast_id'));
    if (broadcast.endedAt !== undefined) {
      throw new RequestError({
        status: 400,
        code: 'broadcast_ended',
        field: 'broadcast_id',
        text: studioMessages.notLive(),
      });
    }
    act(state, broadcast);
    return SUCCESS;
  }, status);
}

const graph = (series: 'bitrate' | 'viewers') =>
  read((request, account) => {
    const broadcast = askedBroadcast(request, account);
    return {
      data: broadcast.samples.map((sample) => sample[series]),
      labels: broadcast.samples.map((sample) => sample.time),
      setting: {},
    };
  });

export const BROADCAST_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'broadcast/list': read(broadcastList),
  broadcast: read((request, account) => oneBroadcast(request.state.studio, askedBroadcast(request, account))),
  'broadcast/events': read(broadcastEvents),
  'broadcast/graph/bitrate': graph('bitrate'),
  'broadcast/graph/viewers': graph('viewers'),
  'broadcast/status': read(liveStatus),
  // The real kind answers a pause and a play with 201, a stop with 200.
  'broadcast/pause': control((state, broadcast) => state.studio.setPaused(broadcast, true), 201),
  'broadcast/play': control((state, broadcast) => state.studio.setPaused(broadcast, false), 201),
  'broadcast/stop': control((state, broadcast) => void state.studio.end(broadcast.projectId)),
};
