// Request checks shared by the demo operations: each failure is a 400 (401 for the token) naming the field, thrown
// as a RequestError so an operation reads as the happy path and the router answers the error.
import type { ApiError } from './http-json.ts';
import { isPlainObject } from './http-json.ts';
import type { Language } from './messages.ts';
import { LANGUAGES, messages } from './messages.ts';
import { VERSIONS, isJsonContentType } from './refresh-access.ts';
import { longerThan } from './text-length.ts';
import type { AccessCheck } from './tokens.ts';

export class RequestError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.code);
  }
}

export function invalid(field: string, text: Record<Language, string>): RequestError {
  return new RequestError({ status: 400, code: 'invalid_request', field, text });
}

function unauthorized(text: Record<Language, string>): { error: ApiError } {
  return { error: { status: 401, code: 'unauthorized', text } };
}

export function authorizationError(check: AccessCheck): { error: ApiError } | undefined {
  switch (check.state) {
    case 'valid':
      return undefined;
    case 'missing':
      return unauthorized(messages.authorizationMissing());
    case 'expired':
      return unauthorized(messages.accessTokenExpired());
    case 'invalid':
      return unauthorized(
        check.reason === 'malformed' ? messages.authorizationMalformed() : messages.accessTokenInvalid(),
      );
  }
}

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
const NON_NEGATIVE_INTEGER = /^(0|[1-9][0-9]*)$/;

/** `v` and `language`: required query parameters of every demo operation, as the description says. */
export function requireCommonQuery(query: URLSearchParams): void {
  const v = query.get('v');
  if (v === null) throw invalid('v', messages.missing('v'));
  if (!(VERSIONS as readonly string[]).includes(v)) throw invalid('v', messages.oneOf('v', VERSIONS));
  const language = query.get('language');
  if (language === null) throw invalid('language', messages.missing('language'));
  if (!(LANGUAGES as readonly string[]).includes(language))
    throw invalid('language', messages.oneOf('language', LANGUAGES));
}

export function queryId(query: URLSearchParams, field: string): number {
  const raw = query.get(field);
  if (raw === null) throw invalid(field, messages.missing(field));
  if (!POSITIVE_INTEGER.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw invalid(field, messages.notPositiveInteger(field));
  }
  return Number(raw);
}

/** A required boolean query parameter, as clients write one in a query: `true` or `false`. */
export function queryBoolean(query: URLSearchParams, field: string): boolean {
  return oneOfStrings(query.get(field), field, ['true', 'false']) === 'true';
}

/** A required text query parameter, not empty. */
export function queryString(query: URLSearchParams, field: string): string {
  const raw = query.get(field);
  if (raw === null) throw invalid(field, messages.missing(field));
  if (raw === '') throw invalid(field, messages.empty(field));
  return raw;
}

/** An optional whole number in a range, given as a query parameter; `fallback` when absent. */
export function queryInteger(
  query: URLSearchParams,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = query.get(field);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!NON_NEGATIVE_INTEGER.test(raw) || value < min || value > max)
    throw invalid(field, messages.integerRange(field, min, max));
  return value;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An optional date-time query parameter (ISO 8601 with a zone), as ms since the epoch. */
export function queryDateTime(query: URLSearchParams, field: string): number | undefined {
  const raw = query.get(field);
  if (raw === null) return undefined;
  const at = Date.parse(raw);
  if (!ISO_DATE_TIME.test(raw) || Number.isNaN(at)) throw invalid(field, messages.notDateTime(field));
  return at;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 1_000_000;

/** A list's `limit` (1 to MAX_LIMIT, `pageSize` when not asked) and `offset`, or the request's error. */
export function paging(query: URLSearchParams, pageSize = DEFAULT_LIMIT): { limit: number; offset: number } {
  return {
    limit: queryInteger(query, 'limit', pageSize, 1, MAX_LIMIT),
    offset: queryInteger(query, 'offset', 0, 0, MAX_OFFSET),
  };
}

export function jsonBody(contentType: string | undefined, parsed: unknown): Record<string, unknown> {
  if (!isJsonContentType(contentType)) {
    throw new RequestError({ status: 400, code: 'invalid_content_type', text: messages.invalidContentType() });
  }
  if (!isPlainObject(parsed))
    throw new RequestError({ status: 400, code: 'invalid_json', text: messages.invalidJson() });
  return parsed;
}

export function bodyId(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw invalid(field, messages.notPositiveInteger(field));
  }
  return value;
}

/**
 * A required text of a JSON body, not empty; at most `maxLength` characters where the demo keeps it, so a client
 * cannot make it hold a megabyte for every message or sign-in.
 */
export function bodyString(body: Record<string, unknown>, field: string, maxLength?: number): string {
  const value = body[field];
  if (value === undefined) throw invalid(field, messages.missing(field));
  if (typeof value !== 'string') throw invalid(field, messages.notString(field));
  if (value === '') throw invalid(field, messages.empty(field));
  if (maxLength !== undefined && longerThan(value, maxLength)) throw invalid(field, messages.tooLong(field, maxLength));
  return value;
}

/** A value of a numeric enum, given as a JSON number (body) or as text (query). */
export function oneOfNumbers(value: unknown, field: string, allowed: readonly number[]): number {
  if (value === undefined || value === null) throw invalid(field, messages.missing(field));
  const number = typeof value === 'string' && NON_NEGATIVE_INTEGER.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !allowed.includes(number)) {
    throw invalid(field, messages.oneOf(field, allowed.map(String)));
  }
  return number;
}

/** A value of a string enum, given as a query parameter. */
export function oneOfStrings<T extends string>(value: string | null, field: string, allowed: readonly T[]): T {
  if (value === null) throw invalid(field, messages.missing(field));
  const found = allowed.find((item) => item === value);
  if (found === undefined) throw invalid(field, messages.oneOf(field, allowed));
  return found;
}

/** A value of a string enum, given as a JSON body's field. */
export function bodyOneOf<T extends string>(body: Record<string, unknown>, field: string, allowed: readonly T[]): T {
  const value = body[field];
  const found = allowed.find((item) => item === value);
  if (found === undefined) throw invalid(field, messages.oneOf(field, allowed));
  return found;
}
