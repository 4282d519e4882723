import { InvalidResponseError } from '../../api/errors.ts';
import { record, text } from '../../service-description/answer-fields.ts';

// A project's broadcasts as the Broadcast group's answers give them, read by the real kind's names ("List broadcast",
// "Get one broadcast": `id`, `created_at`, `finish_at`, `viewers`, `message`, `reconnects`, `restreams` of `type`,
// `name`, `viewers`, `message`, `video`) and the usual other spellings of each. A figure is kept only where the
// service gives it as a number; nothing is counted, added up or guessed on this side.

/** A number as given: a finite number, or a string of one (services of this kind send some figures as text). */
export function figure(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(value)) return Number(value);
  return undefined;
}

/** An instant as given (ISO 8601, as the real kind writes them); undefined for anything that is not one. */
export function instant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const firstOf = <T>(item: Record<string, unknown>, names: readonly string[], read: (value: unknown) => T | undefined) =>
  names.map((name) => (Object.hasOwn(item, name) ? read(item[name]) : undefined)).find((value) => value !== undefined);

const nonEmpty = (value: unknown) => {
  const given = text(value);
  return given === undefined || given.trim() === '' ? undefined : given;
};

/** A link the page may offer: an https address, nothing else (a service's text is never made a script's link). */
export function httpsLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** One destination a broadcast went to, with its figures where given. */
export interface Restream {
  /** The platform, as the service names it (`youtube`): the key of its name in "Supported platforms". */
  platform: string | undefined;
  /** The destination's own name (the channel's), where given. */
  name: string | undefined;
  viewers: number | undefined;
  messages: number | undefined;
  /** Where the broadcast is on the platform, where given as an https address. */
  video: string | undefined;
}

export interface BroadcastSummary {
  /** The ID as given, sent back as it came (`broadcast_id`) and put in the page's address. */
  id: string;
  start: Date | undefined;
  /** When it ended, where given. */
  end: Date | undefined;
  /** The service gives its end as null: it has not ended (the live one among them). */
  notEnded: boolean;
  viewers: number | undefined;
  messages: number | undefined;
  reconnects: number | undefined;
  restreams: readonly Restream[];
}

export interface BroadcastDetail extends BroadcastSummary {
  /** `1920×1080` from `width` and `height`, or the service's own `resolution` text. */
  resolution: { width: number; height: number } | string | undefined;
  fps: number | undefined;
  bitrate: number | undefined;
  encoder: string | undefined;
  location: string | undefined;
}

function readRestream(value: unknown): Restream | undefined {
  const item = record(value);
  if (!item) return undefined;
  return {
    platform: firstOf(item, ['type', 'platform', 'channel_type'], nonEmpty),
    name: firstOf(item, ['name', 'channel_name', 'title'], nonEmpty),
    viewers: firstOf(item, ['viewers', 'viewer'], figure),
    messages: firstOf(item, ['message', 'messages'], figure),
    video: firstOf(item, ['video', 'url'], httpsLink),
  };
}

function readSummary(item: Record<string, unknown>, at: string): BroadcastSummary {
  const id = firstOf(item, ['id', 'broadcast_id'], nonEmpty);
  // Without its ID a broadcast cannot be opened: the answer is not one this page can read.
  if (id === undefined) throw new InvalidResponseError(`${at}.id`, 'no broadcast ID');
  const restreams = Array.isArray(item.restreams) ? item.restreams : [];
  return {
    id,
    start: firstOf(item, ['created_at', 'date_start', 'started_at'], instant),
    end: firstOf(item, ['finish_at', 'finished_at', 'ended_at'], instant),
    notEnded: ['finish_at', 'finished_at', 'ended_at'].some((name) => Object.hasOwn(item, name) && item[name] === null),
    viewers: firstOf(item, ['viewers', 'viewer'], figure),
    messages: firstOf(item, ['message', 'messages'], figure),
    reconnects: figure(item.reconnects),
    restreams: restreams.map(readRestream).filter((restream) => restream !== undefined),
  };
}

/** One item of "List broadcast"; an item that is no record, or has no ID, makes the page unreadable. */
export function readBroadcastItem(value: unknown, index: number): BroadcastSummary {
  const item = record(value);
  if (!item) throw new InvalidResponseError(`results[${index}]`, 'not a broadcast');
  return readSummary(item, `results[${index}]`);
}

/** "Get one broadcast": the broadcast, its incoming stream and each destination; the answer itself, or in `data`. */
export function readBroadcast(body: unknown): BroadcastDetail {
  const outer = record(body);
  const item = outer && !Object.hasOwn(outer, 'id') && record(outer.data) ? record(outer.data) : outer;
  if (!item) throw new InvalidResponseError('(body)', 'not a broadcast');
  const width = figure(item.width);
  const height = figure(item.height);
  return {
    ...readSummary(item, '(body)'),
    resolution: width && height ? { width, height } : nonEmpty(item.resolution),
    fps: figure(item.fps),
    bitrate: figure(item.bitrate),
    encoder: nonEmpty(item.encoder),
    location: nonEmpty(item.location),
  };
}

/** Milliseconds from start to end, when both are given and the end is not before the start. */
export function durationOf(broadcast: Pick<BroadcastSummary, 'start' | 'end'>): number | undefined {
  const { start, end } = broadcast;
  if (!start || !end) return undefined;
  const ms = end.getTime() - start.getTime();
  return ms >= 0 ? ms : undefined;
}
