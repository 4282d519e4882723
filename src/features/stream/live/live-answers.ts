// Reading the live answers as the service gives them. The document names the fields only through the operations
// (live status, live info); their shapes are the deployment's, so each is read by the field names the real kind of
// description uses, values kept as given (no unit, no meaning of a status the service does not give).

import { isSecretField } from '../../../lib/service-description/secret.ts';

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer wrapped once (`{ data: {...} }`, `{ result: {...} }`) is read inside its wrapper. */
function unwrap(body: unknown): Json | undefined {
  if (!isJson(body)) return undefined;
  for (const key of ['data', 'result']) if (isJson(body[key]) && Object.keys(body).length <= 3) return body[key];
  return body;
}

/** An ID as given: a number (0 is one), or a string of digits. */
export function readId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export interface LiveStatus {
  live: boolean;
  broadcastId: number | undefined;
  streamId: number | undefined;
  /** When the stream started, as the service writes it (ISO 8601 in the kinds we know). */
  startedAt: string | undefined;
}

/** The live status, or undefined when the answer does not say whether the project is live. */
export function readLiveStatus(body: unknown): LiveStatus | undefined {
  const answer = unwrap(body);
  if (!answer || typeof answer.live !== 'boolean') return undefined;
  return {
    live: answer.live,
    broadcastId: readId(answer.broadcast_id),
    streamId: readId(answer.stream_id),
    startedAt: text(answer.started_at),
  };
}

/** A value the panel shows as given: text or a number; anything else is not shown. */
export type Shown = string | number | boolean;

function shown(value: unknown): Shown | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

export const INGEST_FIELDS = ['status', 'bitrate', 'fps', 'resolution'] as const;
export type IngestField = (typeof INGEST_FIELDS)[number];

export const COUNTER_FIELDS = ['viewers', 'messages', 'likes'] as const;
export type CounterField = (typeof COUNTER_FIELDS)[number];

export interface Destination {
  /** The service's ID as given (a string in some descriptions, a number in others), for React's key. */
  id: string;
  name: string | undefined;
  platform: string | undefined;
  status: string | undefined;
  counters: Partial<Record<CounterField, Shown>>;
}

export interface RealtimeChannel {
  channel: string;
  /** A token the answer carries for the channel, if it does. */
  token: string | undefined;
}

export interface LiveInfo {
  startedAt: string | undefined;
  /** The ingest's fields the answer gives; undefined when it gives no ingest at all. */
  ingest: Partial<Record<IngestField, Shown>> | undefined;
  /** Undefined when the answer has no list of destinations. */
  destinations: Destination[] | undefined;
  /** Channels the answer names for updates: its own `channel`, and any member object's (`centrifuge: {channel}`). */
  channels: RealtimeChannel[];
}

const DESTINATION_LISTS = ['restreams', 'destinations', 'channels', 'results'];

function readDestination(item: Json, index: number): Destination {
  const counters: Partial<Record<CounterField, Shown>> = {};
  for (const field of COUNTER_FIELDS) {
    const value = shown(item[field]);
    if (value !== undefined) counters[field] = value;
  }
  const id = item.channel_id ?? item.id;
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`,
    name: text(item.name) ?? text(item.title),
    platform: text(item.platform),
    status: text(item.status),
    counters,
  };
}

function channelOf(value: Json): RealtimeChannel | undefined {
  const channel = text(value.channel);
  return channel === undefined ? undefined : { channel, token: text(value.token) };
}

/** The live info, or undefined when the answer is not an object. */
export function readLiveInfo(body: unknown): LiveInfo | undefined {
  const answer = unwrap(body);
  if (!answer) return undefined;
  let ingest: LiveInfo['ingest'];
  if (isJson(answer.ingest)) {
    ingest = {};
    for (const field of INGEST_FIELDS) {
      const value = shown(answer.ingest[field]);
      if (value !== undefined) ingest[field] = value;
    }
  }
  const list = DESTINATION_LISTS.map((key) => answer[key]).find(Array.isArray);
  const channels: RealtimeChannel[] = [];
  for (const candidate of [answer, ...Object.values(answer)]) {
    const found = isJson(candidate) ? channelOf(candidate) : undefined;
    if (found && !channels.some((known) => known.channel === found.channel)) channels.push(found);
  }
  return {
    startedAt: text(answer.started_at),
    ingest,
    destinations: list?.filter(isJson).map(readDestination),
    channels,
  };
}

/** A token answer's token (`{ token }`, possibly wrapped), or undefined. */
export function readToken(body: unknown): string | undefined {
  const answer = unwrap(body);
  return answer ? text(answer.token) : undefined;
}

const EVENT_LISTS = ['events', 'results', 'items', 'data'];

/**
 * A stream's events as lines of text, each event's fields as the service names them (`time: …, type: …`); undefined
 * when the answer holds no list. The description gives no shape for them, so nothing is read into them.
 */
export function readEvents(body: unknown): string[] | undefined {
  const list = Array.isArray(body)
    ? body
    : isJson(body)
      ? EVENT_LISTS.map((key) => body[key]).find(Array.isArray)
      : undefined;
  return list?.map((event) =>
    isJson(event)
      ? Object.entries(event)
          .filter(([key, value]) => shown(value) !== undefined && !isSecretField(key, undefined))
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(', ')
      : String(shown(event) ?? ''),
  );
}
