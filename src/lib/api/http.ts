import * as v from 'valibot';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { reportReachable, reportUnreachable } from './connectivity.ts';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from './errors.ts';
import { extractErrorDetails } from './error-body.ts';

// The only module that calls fetch. It turns every outcome into either a validated value or a typed error.

export interface SendOptions<T> {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal | undefined;
  /** Secrets that must not appear in an error message even if the service echoes them. */
  secrets?: readonly string[];
}

export async function send<T>(options: SendOptions<T>): Promise<T> {
  const timeoutMs = runtimeConfig().requestTimeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let status: number;
  let statusText: string;
  let text: string;
  try {
    const response = await fetch(options.url, {
      method: options.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal,
      // Tokens travel in the Authorization header only; no cookies, no referrer to leak the page URL.
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    status = response.status;
    statusText = response.statusText;
    text = await response.text();
  } catch (error) {
    // A cancel from React Query is not a failure of the service: pass it on untouched.
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    reportUnreachable();
    if (timeout.aborted) throw new TimeoutError(timeoutMs);
    throw new NetworkError();
  }

  if (status < 200 || status > 299) {
    if (status >= 500) reportUnreachable();
    else reportReachable();
    const details = extractErrorDetails(text, options.secrets ?? []);
    throw new HttpError(status, details.message, details.code, details.field, statusText);
  }
  reportReachable();

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidResponseError('(body)', 'not JSON');
  }
  const result = v.safeParse(options.schema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new InvalidResponseError(v.getDotPath(issue) ?? '(body)', issue.message);
  }
  return result.output;
}
