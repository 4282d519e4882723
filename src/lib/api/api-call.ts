import type { StoredSession } from '../session/token-store.ts';
import { readAnswer } from './answer-body.ts';
import { serviceBase } from '../../config/runtime-config.ts';
import { authHeader, authorized, buildUrl, secretsOf } from './client.ts';
import { type RawResponse, sendRaw } from './http.ts';
import { takeAhead } from './reads-ahead.ts';

// The operations a deployment's description adds, through the same session path as the documented ones
// (client.ts). A module of its own so the pages that need it load it; the first load does not.

export interface ApiCall {
  method: string;
  /**
   * Path under the base URL, placeholders already filled. Always resolved against the configured API base URL,
   * never against a description's `servers`, so no description can send a token elsewhere.
   */
  path: `/${string}`;
  /** In order; a name may repeat (`?tag=a&tag=b`). `v` and `language` are added as for every call. */
  query?: readonly (readonly [string, string])[];
  headers?: Record<string, string>;
  /** JSON, or form data (multipart with files, or urlencoded). */
  body?: { json: unknown } | { form: FormData | URLSearchParams } | undefined;
  signal?: AbortSignal | undefined;
  /** A read the page makes by itself in the background (the account's name): its outcome raises or clears no banner. */
  quiet?: boolean;
  /** A 2xx body that is not text comes back as bytes (http.ts), for the page to offer as a download. */
  acceptBytes?: boolean;
  /** A part's first read: the same read sent ahead of its page, if any, answers it (reads-ahead.ts). */
  ahead?: boolean | undefined;
}

export interface CallResponse extends RawResponse {
  /** From sending (the last attempt) to the last byte of the answer. */
  durationMs: number;
}

// The session's own header and content negotiation are ours to set, whatever a form holds.
const ownHeaders = (call: ApiCall) =>
  Object.fromEntries(
    Object.entries(call.headers ?? {}).filter(([name]) => !/^(authorization|content-type|cookie)$/i.test(name)),
  );

/** The address of a call sent with no session, built as every call's is. */
export async function publicUrl(path: `/${string}`, query: readonly (readonly [string, string | number])[]) {
  return buildUrl(await serviceBase(), path, query);
}

/**
 * An operation sent outside the session: with no Authorization (a sign-in's start and its code's exchange), or with a
 * pair this API has just issued and the tab does not keep (yet). `secrets`: what must not reach an error message even
 * if the service echoes it (the one-time code).
 */
export async function publicApiCall(
  call: ApiCall,
  secrets: readonly string[] = [],
  pair?: Pick<StoredSession, 'accessToken' | 'refreshToken'>,
): Promise<CallResponse> {
  const url = await publicUrl(call.path, call.query ?? []);

  const started = performance.now();
  const response = await sendRaw({
    url: url.href,
    method: call.method,
    headers: { ...ownHeaders(call), ...(pair ? authHeader(pair) : {}) },
    ...call.body,
    signal: call.signal,
    secrets: pair ? [...secrets, ...secretsOf(pair)] : secrets,
    ...(call.quiet ? { quiet: true } : {}),
  });
  return { ...response, durationMs: performance.now() - started };
}

/** An operation the deployment's description adds: its 2xx answer as it came, anything else a typed error. */
export async function apiCall(call: ApiCall): Promise<CallResponse> {
  const headers = ownHeaders(call);
  return authorized(call.path, call.query ?? [], async (url: URL, session: StoredSession) => {
    const started = performance.now();
    const response = await sendRaw(
      {
        url: url.href,
        method: call.method,
        headers: { ...headers, ...authHeader(session) },
        ...call.body,
        signal: call.signal,
        secrets: secretsOf(session),
        ...(call.quiet ? { quiet: true } : {}),
        ...(call.acceptBytes ? { readBody: readAnswer } : {}),
      },
      call.ahead ? takeAhead : undefined,
    );
    return { ...response, durationMs: performance.now() - started };
  });
}
