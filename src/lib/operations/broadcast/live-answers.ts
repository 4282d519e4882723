// Reading the live answers as the service gives them. The document names the fields only through the operations
// (live status, live info); their shapes are the deployment's, read by the field names real descriptions of this
// kind use and, for the figures, by the described schema: every number it gives is shown, with the page's words where
// it has them and the description's own gloss where it does not, so a field a deployment adds still shows. Values
// are kept as given: no unit, no meaning the service does not state.

import { isSecretField } from '../../service-description/secret.ts';
import type { Schema } from '../../service-description/schema.ts';

type Json = Record<string, unknown>;

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Text as given, unless blank. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A value the panel shows as given: text or a number; anything else is not shown. */
export type Shown = string | number | boolean;

export function shown(value: unknown): Shown | undefined {
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
  /**
   * Whether a stream is live: the real kind's older "Get live status" counts live groups (`live_groups_count`); its
   * newer "Live status info by project id" answers a broadcast (`broadcast_id`, with its incoming stream) or its
   * state alone when there is none.
   */
  live: boolean;
  broadcastId: number | undefined;
  streamId: number | undefined;
  /** The project the answer is about, when it names one or was asked for one; the older read names none. */
  projectId: number | undefined;
  /** When the stream started, as the service writes it (ISO 8601 in the kinds we know). */
  startedAt: string | undefined;
  /** The service's word for the broadcast's state (`status`: live, paused…), and its description's gloss. */
  state: Figure | undefined;
  /** What else the service says of the stream in words (`action`), as given. */
  words: Figure[];
  /** The incoming stream: its resolution and every number the answer gives of it. */
  ingest: Figure[];
}

/** Numbers of the answer that are no figure of the incoming stream: how many groups are live. */
const NOT_INGEST = new Set(['live_groups_count']);

/**
 * The live status, or undefined when the answer does not say whether a stream is live. `projectId`: the project it
 * was asked for, where the operation takes one (its answer is that project's).
 */
export function readLiveStatus(body: unknown, schema?: Schema, projectId?: number): LiveStatus | undefined {
  const answer = unwrap(body);
  if (!answer) return undefined;
  const count = answer.live_groups_count;
  const broadcastId = readId(answer.broadcast_id);
  const state = text(answer.status);
  const live =
    typeof count === 'number'
      ? count > 0
      : typeof count === 'string'
        ? Number(count) > 0
        : broadcastId !== undefined
          ? true
          : state !== undefined && Object.keys(answer).length === 1
            ? false
            : undefined;
  if (live === undefined) return undefined;
  // The older read keeps the incoming stream's numbers in `info`; the newer gives them beside the broadcast.
  const info = isJson(answer.info) ? answer.info : undefined;
  const gloss = (field: string) => propertyOf(schema, field)?.description;
  return {
    live,
    broadcastId,
    streamId: readId(answer.stream_id),
    projectId: readId(answer.project_id) ?? projectId,
    startedAt: text(answer.date) ?? text(answer.date_start),
    state: state === undefined ? undefined : { field: 'status', value: state, gloss: gloss('status') },
    words: ['action'].flatMap((field) => {
      const value = text(answer[field]);
      return value === undefined ? [] : [{ field, value, gloss: gloss(field) }];
    }),
    ingest: [
      ...figuresOf(answer, schema, ['resolution']).filter((figure) =>
        info ? figure.field === 'resolution' : !NOT_INGEST.has(figure.field),
      ),
      ...(info ? figuresOf(info, propertyOf(schema, 'info')).filter((figure) => figure.field !== 'status') : []),
    ],
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
