// Reading the live answers as the service gives them. The document names the fields only through the operations
// (live status, live info); their shapes are the deployment's, read by the field names real descriptions of this
// kind use and, for the figures, by the described schema: every number it gives is shown, with the page's words where
// it has them and the description's own gloss where it does not, so a field a deployment adds still shows. Values
// are kept as given: no unit, no meaning the service does not state.

import { isSecretField } from '../../../lib/service-description/secret.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

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

/** A value the panel shows as given: text or a number; anything else is not shown. */
export type Shown = string | number | boolean;

function shown(value: unknown): Shown | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

/** One figure: the field as the service names it, its value as given, and the description's gloss of it. */
export interface Figure {
  field: string;
  value: Shown;
  gloss: string | undefined;
}

const propertyOf = (schema: Schema | undefined, name: string) =>
  schema?.properties.find((property) => property.name === name)?.schema;

/** An ID, a key or a secret is no figure (a `connect_id` counts nothing). */
const isFigureName = (name: string) => !/(^|_)id$|Id$|^id$/.test(name) && !isSecretField(name, undefined);

/**
 * The numbers of a record, in the order the schema gives them (then any the record adds), each with its gloss.
 * `first` are read before the rest (text too: a resolution is "1920x1080").
 */
function figuresOf(value: Json, schema: Schema | undefined, first: readonly string[] = []): Figure[] {
  const described = schema?.properties.map((property) => property.name) ?? [];
  const names = [...new Set([...first, ...described, ...Object.keys(value)])];
  return names.flatMap((field) => {
    const given = value[field];
    const isFirst = first.includes(field);
    if (!Object.hasOwn(value, field) || !isFigureName(field)) return [];
    if (isFirst ? shown(given) === undefined : typeof given !== 'number' || !Number.isFinite(given)) return [];
    const gloss = propertyOf(schema, field)?.description;
    return [{ field, value: given as Shown, gloss }];
  });
}

export interface LiveStatus {
  /** Whether a stream is live: "Get live status" counts live groups (`live_groups_count`). */
  live: boolean;
  broadcastId: number | undefined;
  streamId: number | undefined;
  /** The project the answer names, when it names one; the real kind's names none. */
  projectId: number | undefined;
  /** When the stream started, as the service writes it (ISO 8601 in the kinds we know). */
  startedAt: string | undefined;
  /** The service's words for the stream's state (`status`, `action`), as given. */
  words: Figure[];
  /** The incoming stream: its resolution and every number of its `info`. */
  ingest: Figure[];
  /** Each destination's restream record, as text lines (the description gives them no shape). */
  restreams: string[];
}

/** The live status, or undefined when the answer does not say whether a stream is live. */
export function readLiveStatus(body: unknown, schema?: Schema): LiveStatus | undefined {
  const answer = unwrap(body);
  const count = answer?.live_groups_count;
  const live = typeof count === 'number' ? count > 0 : typeof count === 'string' ? Number(count) > 0 : undefined;
  if (!answer || live === undefined) return undefined;
  const info = isJson(answer.info) ? answer.info : {};
  const infoSchema = propertyOf(schema, 'info');
  return {
    live,
    broadcastId: readId(answer.broadcast_id),
    streamId: readId(answer.stream_id),
    projectId: readId(answer.project_id),
    startedAt: text(answer.date),
    words: ['status', 'action'].flatMap((field) => {
      const value = text(answer[field]);
      return value === undefined ? [] : [{ field, value, gloss: propertyOf(schema, field)?.description }];
    }),
    ingest: [
      ...figuresOf(answer, schema, ['resolution']).filter((figure) => figure.field === 'resolution'),
      ...figuresOf(info, infoSchema).filter((figure) => figure.field !== 'status'),
    ],
    restreams: Array.isArray(info.restream_data) ? info.restream_data.map(asLine) : [],
  };
}

export interface LiveDestination {
  /** The destination's channel ID as given: the key the page's list of destinations has. */
  channelId: string;
  name: string | undefined;
  /** The platform, as the service names it (`channel_type`). */
  type: string | undefined;
  /** Viewers, messages, likes and any other number the service gives for it. */
  figures: Figure[];
}

/**
 * What the live panel says of the destinations' figures, for the page's one list of destinations: `reading` while
 * some may still come (it has not read the live status yet, or reads a live stream's info), else the figures it has,
 * by channel ID; a destination it does not name gets none.
 */
export type DestinationFigures = 'reading' | ReadonlyMap<string, readonly Figure[]>;

export interface RealtimeChannel {
  channel: string;
  /** A token the answer carries for the channel, if it does. */
  token: string | undefined;
}

export interface LiveInfo {
  /** Undefined when the answer has no list of destinations. */
  destinations: LiveDestination[] | undefined;
  /** Channels the answer names for updates (`centrifuge: { update_stats_channel: { channel, token }, … }`). */
  channels: RealtimeChannel[];
}

/** The most channels one answer may name: beyond this, an answer is not a list of channels but a flood. */
export const MAX_CHANNELS = 16;

const COUNTERS = ['viewer', 'message', 'like'];

function readDestination(item: Json, itemSchema: Schema | undefined, index: number): LiveDestination {
  const id = item.channel_id ?? item.id;
  return {
    channelId: typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`,
    name: text(item.channel_name) ?? text(item.name),
    type: text(item.channel_type) ?? text(item.type),
    figures: figuresOf(item, itemSchema, COUNTERS),
  };
}

/** The realtime channels an answer names: its members that are `{ channel, token? }`, one level down at most. */
function channelsOf(answer: Json): RealtimeChannel[] {
  const found = new Map<string, RealtimeChannel>();
  const add = (value: unknown) => {
    if (!isJson(value) || found.size >= MAX_CHANNELS) return;
    const channel = text(value.channel);
    if (channel !== undefined && !found.has(channel)) found.set(channel, { channel, token: text(value.token) });
  };
  for (const member of Object.values(answer)) {
    add(member);
    if (isJson(member)) Object.values(member).forEach(add);
  }
  return [...found.values()];
}

/** The live info, or undefined when the answer is not an object. */
export function readLiveInfo(body: unknown, schema?: Schema): LiveInfo | undefined {
  const answer = unwrap(body);
  if (!answer) return undefined;
  const list = Array.isArray(answer.results) ? answer.results : undefined;
  const itemSchema = propertyOf(schema, 'results')?.items;
  return {
    destinations: list?.filter(isJson).map((item, index) => readDestination(item, itemSchema, index)),
    channels: channelsOf(answer),
  };
}

/**
 * A token answer's token: `access_token` (the real kind's), `token`, or the one string property the schema declares
 * whose name says token; undefined when there is none.
 */
export function readToken(body: unknown, schema?: Schema): string | undefined {
  const answer = unwrap(body);
  if (!answer) return undefined;
  const declared = (schema?.properties ?? [])
    .map((property) => property.name)
    .filter((name) => /token/i.test(name) && typeof answer[name] === 'string');
  const named = ['access_token', 'token', ...(declared.length === 1 ? declared : [])];
  return named.map((name) => text(answer[name])).find((token) => token !== undefined);
}

const EVENT_LISTS = ['events', 'results', 'items', 'data'];

/**
 * A record as one line of its fields as the service names them (`time: …, type: …`), secret fields left out; `format`
 * may give a field's value in the reader's words (a time as a date).
 */
export function eventLine(event: unknown, format?: (key: string, value: unknown) => string | undefined): string {
  return isJson(event)
    ? Object.entries(event)
        .filter(([key, value]) => shown(value) !== undefined && !isSecretField(key, undefined))
        .map(([key, value]) => `${key}: ${format?.(key, value) ?? String(value)}`)
        .join(', ')
    : String(shown(event) ?? '');
}

const asLine = (event: unknown) => eventLine(event);

/** A stream's events, each as its record; undefined when the answer holds no list. */
export function readEventList(body: unknown): unknown[] | undefined {
  return Array.isArray(body)
    ? body
    : isJson(body)
      ? EVENT_LISTS.map((key) => body[key]).find(Array.isArray)
      : undefined;
}
