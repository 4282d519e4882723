// The control surface's calls for the studio (tests only): end and start project 42's stream (or another
// project's), set a destination's token state, set the live numbers (and stop the ticker moving them), the realtime
// tokens' lifetime and ping interval, and read which publications the realtime endpoint sent.
import type { ServerResponse } from 'node:http';
import { isPlainObject, sendEmpty, sendJson } from '../http-json.ts';
import { platformNamed } from '../setup/platform-catalog.ts';
import type { RealtimeEndpoint } from './realtime-endpoint.ts';
import { LIVE_PROJECT_ID, TOKEN_STATUSES, type TokenStatus } from './studio-seed.ts';
import type { Broadcast, Counters, Ingest, StudioState } from './studio-state.ts';

export type ControlRoute = { method: string; run: (body: unknown, res: ServerResponse) => void };
type ControlError = (res: ServerResponse, status: number, code: string, message: string, field?: string) => void;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const MAX_ADDED_CHANNELS = 20_000;

function projectIn(body: unknown): number | undefined {
  const value = isPlainObject(body) ? body.projectId : undefined;
  if (value === undefined) return LIVE_PROJECT_ID;
  return Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined;
}

const broadcastAnswer = (broadcast: Broadcast) => ({
  projectId: broadcast.projectId,
  broadcastId: broadcast.broadcastId,
  streamId: broadcast.streamId,
  live: broadcast.endedAt === undefined,
});

/** The live numbers a body sets, or the name of the field that is wrong. */
function numbersIn(
  body: Record<string, unknown>,
): { ingest: Partial<Ingest>; counters: Map<number, Partial<Counters>> } | string {
  const ingest: Partial<Ingest> = {};
  for (const field of ['bitrate', 'fps'] as const) {
    if (body[field] === undefined) continue;
    if (!isCount(body[field])) return field;
    ingest[field] = body[field];
  }
  if (body.resolution !== undefined) {
    if (typeof body.resolution !== 'string') return 'resolution';
    ingest.resolution = body.resolution;
  }
  const counters = new Map<number, Partial<Counters>>();
  if (body.channels !== undefined) {
    if (!isPlainObject(body.channels)) return 'channels';
    for (const [id, values] of Object.entries(body.channels)) {
      if (!/^[1-9][0-9]*$/.test(id) || !isPlainObject(values)) return 'channels';
      const counter: Partial<Counters> = {};
      for (const field of ['viewers', 'messages', 'likes'] as const) {
        if (values[field] === undefined) continue;
        if (!isCount(values[field])) return 'channels';
        counter[field] = values[field];
      }
      counters.set(Number(id), counter);
    }
  }
  return { ingest, counters };
}

export function studioControlRoutes(
  studio: StudioState,
  realtime: RealtimeEndpoint,
  controlError: ControlError,
): Record<string, ControlRoute[]> {
  const invalid = (res: ServerResponse, field: string, message: string) =>
    controlError(res, 400, 'invalid_request', message, field);
  const streamCall = (act: (projectId: number) => Broadcast | undefined, refusal: string): ControlRoute => ({
    method: 'POST',
    run: (body, res) => {
      const projectId = projectIn(body);
      if (projectId === undefined) return invalid(res, 'projectId', '"projectId" must be a positive integer');
      const broadcast = act(projectId);
      if (!broadcast) return controlError(res, 409, refusal, `Project ${projectId}: ${refusal.replace('_', ' ')}`);
      sendJson(res, 200, broadcastAnswer(broadcast));
    },
  });

  return {
    '/__control/stream/end': [streamCall((projectId) => studio.end(projectId), 'not_live')],
    '/__control/stream/start': [streamCall((projectId) => studio.start(projectId), 'already_live')],
    // Many destinations at once (YouTube ones unless a `platform` is named), for the pages' long lists.
    '/__control/channels': [
      {
        method: 'POST',
        run: (body, res) => {
          const projectId = projectIn(body);
          if (projectId === undefined) return invalid(res, 'projectId', '"projectId" must be a positive integer');
          const count = isPlainObject(body) ? body.count : undefined;
          if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ADDED_CHANNELS)
            return invalid(res, 'count', `"count" must be an integer from 1 to ${MAX_ADDED_CHANNELS}`);
          const named = isPlainObject(body) ? body.platform : undefined;
          const platform = named === undefined ? 'youtube' : platformNamed(named);
          if (platform === undefined) return invalid(res, 'platform', '"platform" must be a type of the platform list');
          for (let index = 0; index < count; index += 1) studio.addDestination(projectId, platform);
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/channel-token': [
      {
        method: 'POST',
        run: (body, res) => {
          const channelId = isPlainObject(body) ? body.channelId : undefined;
          const tokenStatus = isPlainObject(body) ? body.tokenStatus : undefined;
          const destination = typeof channelId === 'number' ? studio.destinations.get(channelId) : undefined;
          if (!destination) return invalid(res, 'channelId', '"channelId" names no channel');
          if (!(TOKEN_STATUSES as readonly unknown[]).includes(tokenStatus)) {
            return invalid(res, 'tokenStatus', `"tokenStatus" must be one of: ${TOKEN_STATUSES.join(', ')}`);
          }
          studio.setToken(destination, tokenStatus as TokenStatus);
          sendEmpty(res, 204);
        },
      },
    ],
    '/__control/live': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const projectId = projectIn(body);
          if (projectId === undefined) return invalid(res, 'projectId', '"projectId" must be a positive integer');
          if (fields.ticking !== undefined && typeof fields.ticking !== 'boolean') {
            return invalid(res, 'ticking', '"ticking" must be true or false');
          }
          const numbers = numbersIn(fields);
          if (typeof numbers === 'string') return invalid(res, numbers, `"${numbers}" is not valid`);
          if (typeof fields.ticking === 'boolean') studio.ticking = fields.ticking;
          const live = studio.setNumbers(projectId, numbers.ingest, numbers.counters);
          if (!live) return controlError(res, 409, 'not_live', `Project ${projectId} is not live`);
          sendJson(res, 200, { ...broadcastAnswer(live), ticking: studio.ticking });
        },
      },
    ],
    '/__control/realtime': [
      {
        method: 'GET',
        run: (_body, res) =>
          sendJson(res, 200, {
            publications: realtime.sent,
            refreshes: realtime.refreshes,
            subscribers: realtime.subscribers(),
            tokenTtlSeconds: studio.realtime.ttlSeconds,
            pingSeconds: realtime.pingSeconds,
          }),
      },
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          for (const field of ['tokenTtlSeconds', 'pingSeconds', 'connectDeadlineSeconds'] as const) {
            if (fields[field] !== undefined && !(isCount(fields[field]) && (fields[field] as number) > 0)) {
              return invalid(res, field, `"${field}" must be a positive integer`);
            }
          }
          if (fields.tokenTtlSeconds !== undefined) studio.realtime.ttlSeconds = fields.tokenTtlSeconds as number;
          if (fields.pingSeconds !== undefined) realtime.pingSeconds = fields.pingSeconds as number;
          if (fields.connectDeadlineSeconds !== undefined)
            realtime.connectDeadlineSeconds = fields.connectDeadlineSeconds as number;
          sendJson(res, 200, { tokenTtlSeconds: studio.realtime.ttlSeconds, pingSeconds: realtime.pingSeconds });
        },
      },
      {
        method: 'DELETE',
        run: (_body, res) => {
          realtime.clearLog();
          sendEmpty(res, 204);
        },
      },
    ],
  };
}
