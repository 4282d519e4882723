import type * as v from 'valibot';
import { apiBaseUrl, configReady, runtimeConfig } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { refreshSession } from '../session/refresh-coordinator.ts';
import { isExpiring } from '../session/session.ts';
import { type StoredSession, useTokenStore } from '../session/token-store.ts';
import { HttpError, SignedOutError, isUnreachable, InvalidResponseError } from './errors.ts';
import { send } from './http.ts';

// The client features use (through queryOptions): builds `/method/...` URLs with the common parameters, attaches
// `Authorization: oauth <token>` for the API's own origin only, and recovers from a rejected access token once.

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  /** Operation path under the base URL, e.g. `/method/plan_restream`. */
  path: `/method/${string}`;
  params?: Record<string, string | number>;
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal | undefined;
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  await configReady;
  const url = buildUrl(request);
  const sentWith = await usableSession(url);
  try {
    return await sendWith(request, url, sentWith);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
  }
  // Retry once, never loop: a 401 on the retried request is the caller's error, and never a second refresh.
  const current = useTokenStore.getState().session;
  if (current && current.accessToken !== sentWith.accessToken) {
    // Rotated meanwhile (by this tab or another): the newer token has not been tried yet.
    return sendWith(request, url, current);
  }
  const refreshed = await refreshSession(sentWith.accessToken);
  return sendWith(request, url, refreshed);
}

function buildUrl(request: ApiRequest<unknown>): URL {
  const url = new URL(`${apiBaseUrl()}${request.path}`);
  // Section 9: `v` is a query parameter of 4.2; the language follows the interface's.
  url.searchParams.set('v', runtimeConfig().apiVersion);
  url.searchParams.set('language', usePrefsStore.getState().language);
  for (const [key, value] of Object.entries(request.params ?? {})) url.searchParams.set(key, String(value));
  return url;
}

/** The stored session if it may be sent to this URL, refreshed first when its JWT is about to expire. */
async function usableSession(url: URL): Promise<StoredSession> {
  const session = useTokenStore.getState().session;
  // A pair issued by one service is never sent to another (the base URL may have been changed in settings).
  if (!session || session.apiOrigin !== url.origin) throw new SignedOutError();
  if (!isExpiring(session)) return session;
  try {
    return await refreshSession(session.accessToken);
  } catch (error) {
    // The service is unreachable or answered nonsense: send the current token anyway; a 401 will tell.
    if (isUnreachable(error) || error instanceof InvalidResponseError) return session;
    throw error;
  }
}

function sendWith<T>(request: ApiRequest<T>, url: URL, session: StoredSession): Promise<T> {
  return send({
    url: url.href,
    method: request.method,
    headers: { Authorization: `oauth ${session.accessToken}` },
    schema: request.schema,
    signal: request.signal,
    secrets: [session.accessToken, session.refreshToken],
  });
}
