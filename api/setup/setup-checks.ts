// The checks of what a stream's setup is given, as the real kind's validator makes them: each failure a 400 naming
// the field (api/validation.ts), and every text kept bounded in length, every list in count.
import { messages } from '../messages.ts';
import { studioMessages } from '../studio/studio-messages.ts';
import { invalid } from '../validation.ts';
import { setupMessages } from './setup-messages.ts';

/** Bounds of what the demo keeps: a name, an address, a stream key. */
export const NAME_MAX = 100;
export const URL_MAX = 2048;
export const STREAM_KEY_MAX = 512;

/** Lengths as JSON Schema counts them: in characters, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A text the body requires: a string, not blank, at most `max` characters, no control characters. */
export function requiredText(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalid(field, messages.missing(field));
  return checkedText(field, value, max);
}

/** A text the body may leave out (undefined then). */
export function optionalText(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = body[field];
  return value === undefined ? undefined : checkedText(field, value, max, true);
}

function checkedText(field: string, value: unknown, max: number, blankAllowed = false): string {
  if (typeof value !== 'string') throw invalid(field, messages.notString(field));
  if (!blankAllowed && value.trim() === '') throw invalid(field, messages.empty(field));
  if (lengthOf(value) > max) throw invalid(field, messages.tooLong(field, max));
  if (CONTROL.test(value)) throw invalid(field, studioMessages.notAllowedCharacters(field));
  return value;
}

/**
 * An address the body requires, of one of `schemes`, with a host (and a port, where the scheme has no default one):
 * `rtmp_url` rtmp:// or rtmps://, an SRT `ingress_url` srt://host:port, a channel's page https://.
 */
export function requiredAddress(
  body: Record<string, unknown>,
  field: string,
  schemes: readonly string[],
  { port = false } = {},
): URL {
  const text = requiredText(body, field, URL_MAX);
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const scheme = url?.protocol.slice(0, -1);
  if (!url || scheme === undefined || !schemes.includes(scheme) || url.hostname === '' || /\s/.test(text)) {
    throw invalid(field, setupMessages.notAddress(field, schemes));
  }
  if (port && url.port === '') throw invalid(field, setupMessages.noPort(field));
  return url;
}

/** A stream key: required, one word (a platform's key never holds a space), bounded. */
export function requiredStreamKey(body: Record<string, unknown>, field: string): string {
  const key = requiredText(body, field, STREAM_KEY_MAX);
  if (/\s/.test(key)) throw invalid(field, setupMessages.spaces(field));
  return key;
}

/** A whole number the body may give, within a range. */
export function optionalInteger(
  body: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
): number | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(field, messages.integerRange(field, min, max));
  }
  return value;
}

/** A list of IDs the body may give: positive whole numbers, each once, at most `max`. */
export function optionalIds(body: Record<string, unknown>, field: string, max: number): number[] | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw invalid(field, setupMessages.notIntegers(field));
  }
  if (value.length > max) throw invalid(field, setupMessages.tooMany(field, max));
  return [...new Set(value as number[])];
}
