import { runtimeConfig, serviceBase } from '../../config/runtime-config.ts';
import { usePrefsStore } from '../prefs/prefs-store.ts';
import { refreshSession } from '../session/refresh.ts';
import { endSession, isExpiring } from '../session/session.ts';
import { type StoredSession, useTokenStore } from '../session/token-store.ts';
import { HttpError, SessionEndedError, SignedOutError } from './errors.ts';
import { send } from './http.ts';
import type { Schema } from './schema.ts';
import { serviceUrl } from './service-url.ts';

// The client features use (through queryOptions): builds URLs under the API base URL with the common parameters,
// attaches `Authorization: oauth <token>` for the API that issued the pair only, and recovers from a rejected access token
// once. Both the documented operations (apiRequest, validated by a schema) and the ones a deployment's description
// adds (api-call.ts, the answer as it came) take this one path.

export interface ApiRequest<T> {
  method: 'GET' | 'POST';
  /** Operation path under the base URL, e.g. `/method/plan_restream`. */
  path: `/method/${string}`;
  params?: Record<string, string | number>;
  schema: Schema<T>;
  signal?: AbortSignal | undefined;
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  return authorized(request.path, Object.entries(request.params ?? {}), (url, session) =>
    send({
      url: url.href,
      method: request.method,
      headers: authHeader(session),
      schema: request.schema,
      signal: request.signal,
      secrets: secretsOf(session),
    }),
  );
}

/**
 * Sends with the stored session (refreshed first when about to expire), and once more after one refresh on a 401.
 * Every attempt goes to the API base URL that issued the pair, and only while the app would use that same base:
 * while config.json cannot be loaded it waits (nothing is sent), and when the config or Settings name another
 * service the session ends here, locally, without a request.
 */
export async function authorized<T>(
  path: `/${string}`,
  query: readonly (readonly [string, string | number])[],
  attempt: (url: URL, session: StoredSession) => Promise<T>,
): Promise<T> {
  const base = await serviceBase();
  const sentWith = await usableSession(base);
  const url = buildUrl(sentWith.apiBase, path, query);
  try {
    return await attempt(url, sentWith);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
  }
  // Retry once, never loop: a 401 on the retried request is the caller's error, and never a second refresh.
  const current = useTokenStore.getState().session;
  if (!current || current.signInId !== sentWith.signInId || current.apiBase !== sentWith.apiBase)
    throw new SignedOutError();
  if (current.accessToken !== sentWith.accessToken) {
    // Rotated meanwhile (by this tab or another): the newer token has not been tried yet.
    return attempt(url, current);
  }
  const refreshed = await refreshSession(sentWith.accessToken);
  if (refreshed.signInId !== sentWith.signInId || refreshed.apiBase !== sentWith.apiBase) throw new SignedOutError();
  return attempt(url, refreshed);
}

export function buildUrl(base: string, path: string, query: readonly (readonly [string, string | number])[]): URL {
  const url = serviceUrl(base, path);
  // Section 9: `v` is a query parameter of 4.2; the language follows the interface's.
  url.searchParams.set('v', runtimeConfig().apiVersion);
  url.searchParams.set('language', usePrefsStore.getState().language);
  for (const [key, value] of query) url.searchParams.append(key, String(value));
  return url;
}

/** The stored session if it belongs to the API the app would use now, refreshed first when its JWT is about to expire. */
async function usableSession(base: string): Promise<StoredSession> {
  const session = useTokenStore.getState().session;
  if (!session) throw new SignedOutError();
  if (session.apiBase !== base) {
    // A pair issued by one service is never sent to another: a new service means a new sign-in.
    endSession('service-changed');
    throw new SignedOutError();
  }
  if (!isExpiring(session)) return session;
  try {
    return await refreshSession(session.accessToken);
  } catch (error) {
    // The refresh failed without ending the session (the service down, a redirect, a proxy's 403): send the current
    // token anyway; a 401 will tell.
    if (error instanceof SessionEndedError || error instanceof SignedOutError) throw error;
    return session;
  }
}

export function authHeader(session: Pick<StoredSession, 'accessToken'>): Record<string, string> {
  return { Authorization: `oauth ${session.accessToken}` };
}

export function secretsOf(session: Pick<StoredSession, 'accessToken' | 'refreshToken'>): string[] {
  return [session.accessToken, session.refreshToken];
}
