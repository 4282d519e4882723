import { InvalidResponseError } from '../../../lib/api/errors.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { fieldOf, flag, record, text } from '../../../lib/service-description/answer-fields.ts';

// "Get stream credentials": the key and whether recording is on, read by the names the description gives
// (`{key, record, wait}` in the real kind).

const KEY_NAMES = ['key', 'stream_key', 'streamKey'];
const RECORD_NAMES = ['record', 'recording'];

export interface Credentials {
  key: string;
  /** Whether recording is on, when the answer says. */
  record: boolean | undefined;
}

export function readCredentials(body: unknown, answer: Schema | undefined): Credentials {
  const value = record(body);
  if (!value) throw new InvalidResponseError('(body)', 'not an object');
  const keyField = fieldOf(answer, KEY_NAMES, value);
  const key = keyField === undefined ? undefined : text(value[keyField]);
  if (key === undefined || key === '') throw new InvalidResponseError(keyField ?? 'key', 'no stream key');
  const recordField = fieldOf(answer, RECORD_NAMES, value);
  return { key, record: recordField === undefined ? undefined : flag(value[recordField]) };
}

/** A stand-in of the answer's shape while it is read: a key, and whether recording is on where the answer declares it. */
export function credentialsHolding(answer: Schema | undefined): Credentials {
  return { key: '\u00a0', record: fieldOf(answer, RECORD_NAMES) === undefined ? undefined : false };
}
