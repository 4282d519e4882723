import type { ErrorDetails, FieldError } from './error-body.ts';
import type { RefusalReason } from './wire.ts';

// Typed failures of the API client. The UI maps `kind` to a message in the user's language; `message`
// is for developers and never contains a token (the service's text is scrubbed: scrub-text.ts).

export type ApiErrorKind =
  'http' | 'network' | 'timeout' | 'invalid-response' | 'session-ended' | 'signed-out' | 'not-sent' | 'redirected';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** True when trying again later may succeed (the service or the network failed, not the request). */
  abstract readonly transient: boolean;
}

export class HttpError extends ApiError {
  readonly kind = 'http';
  /** Text the service sent, if any: shown to the user as text, never as HTML. */
  readonly serviceMessage: string | undefined;
  /** The service's own name or code for the error ("NotFoundException", "invalid_grant"). */
  readonly code: string | undefined;
  /** Per-property messages (validation errors), so a form can show each beside the input it names. */
  readonly fieldErrors: readonly FieldError[];
  constructor(
    readonly status: number,
    details: Partial<ErrorDetails> = {},
    readonly statusText = '',
  ) {
    super(`HTTP ${status}${details.message ? `: ${details.message}` : statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpError';
    this.serviceMessage = details.message;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? [];
  }
  get transient(): boolean {
    return this.status >= 500 || this.status === 429 || this.status === 408;
  }
}

export class NetworkError extends ApiError {
  readonly kind = 'network';
  readonly transient = true;
  constructor() {
    super('The service could not be reached');
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  readonly transient = true;
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

export class InvalidResponseError extends ApiError {
  readonly kind = 'invalid-response';
  readonly transient = false;
  constructor(
    /** Dotted path of the value that broke the schema ("current.bitrate_max"), or "(body)" for a body that is not JSON. */
    readonly field: string,
    readonly detail: string,
  ) {
    super(`Invalid response at ${field}: ${detail}`);
    this.name = 'InvalidResponseError';
  }
}

/** The service refused the refresh token: the session is over and the user must sign in again. */
export class SessionEndedError extends ApiError {
  readonly kind = 'session-ended';
  readonly transient = false;
  constructor() {
    super('The session has ended');
    this.name = 'SessionEndedError';
  }
}

/** A request that needs a session was made while signed out (or the user signed out meanwhile). */
export class SignedOutError extends ApiError {
  readonly kind = 'signed-out';
  readonly transient = false;
  constructor() {
    super('Not signed in');
    this.name = 'SignedOutError';
  }
}

/**
 * The request was never sent: the browser refused to build it (a GET with a body, a header value with a line
 * break), or its path would leave the API base URL's path. Nothing reached the service, so it says nothing about
 * whether the service is up, and trying again unchanged fails the same way.
 */
export class RequestNotSentError extends ApiError {
  readonly kind = 'not-sent';
  readonly transient = false;
  constructor(
    readonly reason: RefusalReason | 'path-outside-service',
    /** What was refused: the method that cannot carry a body, the header's name, or the path. Never a value. */
    readonly detail: string,
  ) {
    super(
      reason === 'path-outside-service'
        ? `The path leaves the service's base URL: ${detail}`
        : `The browser refused to send the request (${reason}${detail ? `: ${detail}` : ''})`,
    );
    this.name = 'RequestNotSentError';
  }
}

/**
 * The service answered with a redirect, which was not followed: nothing went where it points. The service did
 * answer, so it is no sign that it is down; and a redirected refresh keeps the session (the token was not refused).
 */
export class RedirectedError extends ApiError {
  readonly kind = 'redirected';
  readonly transient = true;
  constructor() {
    super('The service answered with a redirect; it was not followed');
    this.name = 'RedirectedError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
