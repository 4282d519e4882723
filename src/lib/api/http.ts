import * as v from 'valibot';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { reportReachable, reportUnreachable } from './connectivity.ts';
import { HttpError, InvalidResponseError, NetworkError, TimeoutError } from './errors.ts';
import type { ErrorDetails } from './error-body.ts';
import { type Transport, fetchTransport } from './wire.ts';

// Every request of the app goes through here: each outcome becomes either a validated value or a typed error.

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

export async function send<T>(options: SendOptions<T>, transport: Transport = fetchTransport): Promise<T> {
  const timeoutMs = runtimeConfig().requestTimeoutMs;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const outcome = await transport(
    { url: options.url, method: options.method, headers, body: options.body === undefined ? null : JSON.stringify(options.body), timeoutMs },
    options.signal,
  );
  if (outcome.kind !== 'response') {
    reportUnreachable();
    throw outcome.kind === 'timeout' ? new TimeoutError(timeoutMs) : new NetworkError();
  }
  const { status, statusText, text } = outcome;

  if (status < 200 || status > 299) {
    if (status >= 500) reportUnreachable();
    else reportReachable();
    throw new HttpError(status, await errorDetails(text, options.secrets ?? []), statusText);
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

/**
 * What the service said in an error body. Its parser knows many shapes and is loaded with the first error, not with
 * the page (1.4 kB gzip most visits never need). Should its chunk fail to load, the status alone still tells.
 */
async function errorDetails(text: string, secrets: readonly string[]): Promise<Partial<ErrorDetails>> {
  try {
    const { extractErrorDetails } = await import('./error-body.ts');
    return extractErrorDetails(text, secrets);
  } catch {
    return {};
  }
}
