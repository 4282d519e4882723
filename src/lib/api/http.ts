import { runtimeConfig } from '../../config/runtime-config.ts';
import { ownTask } from '../own-task.ts';
import { reportReachable } from './connectivity.ts';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RedirectedError,
  RequestNotSentError,
  TimeoutError,
} from './errors.ts';
import type { ErrorDetails } from './error-body.ts';
import { parseJsonBody } from './json-body.ts';
import { type Schema, issuePath, validate } from './schema.ts';
import { type ResponseHeader, type Transport, type WireRequest, fetchTransport } from './wire.ts';

// Every request of the app goes through here: each outcome becomes either a value or a typed error.

export interface RawSendOptions {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Multipart or urlencoded form data (the operation pages' uploads): the browser writes its Content-Type. */
  form?: FormData | URLSearchParams | undefined;
  signal?: AbortSignal | undefined;
  /** Secrets that must not appear in an error message even if the service echoes them. */
  secrets?: readonly string[];
  /** Not the service's API (the description's host, say): its answers say nothing about whether the service is up. */
  quiet?: boolean;
  /** A file index.html preloads (config.json): fetched so that the preloaded response is the one used. */
  matchPreload?: boolean;
  /** How the body is read, when not as text (the operation pages' runs keep a file's bytes: answer-body.ts). */
  readBody?: WireRequest['readBody'];
  /** How long it may take, when not a request's usual time (config.json's): a file sent to a storage. */
  timeoutMs?: number;
}

export interface SendOptions<T> extends Omit<RawSendOptions, 'form'> {
  method: 'GET' | 'POST';
  schema: Schema<T>;
}

/** A 2xx answer as it came: the operation pages show it whatever its shape. */
export interface RawResponse {
  status: number;
  /** The response headers the browser exposes, names lower-cased. */
  headers: readonly ResponseHeader[];
  /** '' when the body came as bytes. */
  text: string;
  /** A body `readBody` kept as bytes, as it came. */
  bytes?: Uint8Array<ArrayBuffer>;
}

/** What goes on the wire for a request. */
export function wireRequestOf(options: RawSendOptions): WireRequest {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return {
    url: options.url,
    method: options.method,
    headers,
    body: options.form ?? (options.json === undefined ? null : JSON.stringify(options.json)),
    timeoutMs: options.timeoutMs ?? runtimeConfig().requestTimeoutMs,
    ...(options.matchPreload ? { matchPreload: true } : {}),
    readBody: options.readBody,
  };
}

/** Sends a request; a 2xx answer is returned as text, anything else is thrown as a typed error. */
export async function sendRaw(options: RawSendOptions, transport: Transport = fetchTransport): Promise<RawResponse> {
  // Each request is built and sent from a task of its own: a part that mounts with several reads would otherwise send
  // them all from the task that mounts it, and a `fetch` call is not cheap for the main thread, traced or not. The
  // reads sent ahead do not come this way (reads-ahead.ts): they leave at once, while the app's script still runs.
  await ownTask();
  const request = wireRequestOf(options);
  const { timeoutMs } = request;
  const outcome = await transport(request, options.signal);
  const report = (reachable: boolean) => options.quiet || reportReachable(reachable);
  // Nothing left the browser: no word on the service's health, and no banner.
  if (outcome.kind === 'refused') throw new RequestNotSentError(outcome.reason, outcome.detail);
  if (outcome.kind === 'redirect') {
    report(true);
    throw new RedirectedError();
  }
  if (outcome.kind !== 'response') {
    report(false);
    throw outcome.kind === 'timeout' ? new TimeoutError(timeoutMs) : new NetworkError();
  }
  const { status, statusText, text, headers: responseHeaders, bytes } = outcome;
  if (status < 200 || status > 299) {
    report(status < 500);
    // An error body that came as bytes holds no message to read: the status tells.
    throw new HttpError(status, await errorDetails(text, options.secrets ?? []), statusText);
  }
  report(true);
  return { status, headers: responseHeaders, text, bytes };
}

/** Sends a request whose 2xx answer must be JSON of the given shape: anything else is an InvalidResponseError. */
export async function send<T>(options: SendOptions<T>, transport: Transport = fetchTransport): Promise<T> {
  const { text } = await sendRaw(options, transport);
  const json = parseJsonBody(text);
  const result = await validate(options.schema, json);
  if (result.issues) {
    const issue = result.issues[0];
    throw new InvalidResponseError((issue && issuePath(issue)) ?? '(body)', issue?.message ?? 'Not accepted');
  }
  return result.value;
}

/**
 * What the service said in an error body. Its parser knows many shapes and is loaded with the first error, not with
 * the page (code most visits never need). Should its chunk fail to load, the status alone still tells.
 */
async function errorDetails(text: string, secrets: readonly string[]): Promise<Partial<ErrorDetails>> {
  try {
    const { extractErrorDetails } = await import('./error-body.ts');
    return extractErrorDetails(text, secrets);
  } catch {
    return {};
  }
}
