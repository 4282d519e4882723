import { InvalidResponseError } from '../../api/errors.ts';
import { projectValues } from '../../bindings/call.ts';
import { byAnswer, defineRead } from '../../bindings/read.ts';
import type { Schema } from '../../service-description/schema.ts';
import { fieldOf, flag, propertySchema, record, text } from '../../service-description/answer-fields.ts';
import { describedTimeUnit, inMilliseconds } from '../../service-description/time-unit.ts';

// "Get stream credentials", read by the names the description gives: the key and whether recording is on (the
// Stream page's where to stream), and the stream guard — how long it holds the platforms when the signal drops and
// the service videos it shows on pause and on a lost signal (the real kind's `wait`, `pause_media_service_file_id`,
// `lost_media_service_file_id`). Declared once: the Stream page sends it ahead and shows the key; the guard's part
// on the same page shows the rest of the same answer.

const KEY_NAMES = ['key', 'stream_key', 'streamKey'];
const RECORD_NAMES = ['record', 'recording'];
const WAIT_NAMES = ['wait'];
const PAUSE_NAMES = ['pause_media_service_file_id'];
const LOST_NAMES = ['lost_media_service_file_id'];

/** What the guard shows, as the credentials give it: each undefined where the answer does not give it. */
export interface StreamGuardSetting {
  /** How long the guard holds the platforms, in milliseconds (the real kind gives seconds). */
  waitMs: number | undefined;
  /** The service video shown on pause, by its ID as text; null: none chosen. */
  pause: string | null | undefined;
  /** The one shown on a lost signal. */
  lost: string | null | undefined;
}

export interface Credentials {
  key: string;
  /** Whether recording is on, when the answer says. */
  record: boolean | undefined;
  /** The stream guard, where the answer gives any of it. */
  guard: StreamGuardSetting | undefined;
}

/** An ID as text as given ("0" is an ID), null for none; undefined for anything else. */
function chosenId(value: Record<string, unknown>, field: string | undefined): string | null | undefined {
  if (field === undefined || !Object.hasOwn(value, field)) return undefined;
  return value[field] === null ? null : text(value[field]);
}

function readGuard(value: Record<string, unknown>, answer: Schema | undefined): StreamGuardSetting | undefined {
  const waitField = fieldOf(answer, WAIT_NAMES, value);
  // The sheet gives the wait in seconds; a description that names another unit for it is taken at its word.
  const unit = describedTimeUnit(propertySchema(answer, waitField)) ?? 'second';
  const guard: StreamGuardSetting = {
    waitMs: waitField === undefined ? undefined : inMilliseconds(value[waitField], unit),
    pause: chosenId(value, fieldOf(answer, PAUSE_NAMES, value)),
    lost: chosenId(value, fieldOf(answer, LOST_NAMES, value)),
  };
  return Object.values(guard).every((part) => part === undefined) ? undefined : guard;
}

export function readCredentials(body: unknown, answer: Schema | undefined): Credentials {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  const keyField = fieldOf(answer, KEY_NAMES, value);
  const key = keyField === undefined ? undefined : text(value[keyField]);
  if (key === undefined || key === '') throw new InvalidResponseError(keyField ?? 'key', 'no stream key');
  const recordField = fieldOf(answer, RECORD_NAMES, value);
  return {
    key,
    record: recordField === undefined ? undefined : flag(value[recordField]),
    guard: readGuard(value, answer),
  };
}

/** A stand-in of the answer's shape while it is read: a key, and whether recording is on where the answer declares it. */
export function credentialsHolding(answer: Schema | undefined): Credentials {
  return { key: '\u00a0', record: fieldOf(answer, RECORD_NAMES) === undefined ? undefined : false, guard: undefined };
}

/** "Get stream credentials" for a project: the Stream page's first read, and the guard's. */
export const credentialsRead = defineRead({
  name: 'stream credentials',
  binding: { name: { group: 'Stream key', name: 'Get stream credentials' }, read: true },
  values: (projectId: number) => projectValues(projectId),
  parse: byAnswer(readCredentials),
});
