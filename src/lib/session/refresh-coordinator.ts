import { runtimeConfig } from '../../config/runtime-config.ts';
import { refreshAccess } from '../api/auth-operations.ts';
import { HttpError, InvalidResponseError, SessionEndedError, SignedOutError, isUnreachable } from '../api/errors.ts';
import { browserFingerprint } from './fingerprint.ts';
import { endSession, isExpiring, sessionEpoch, storeSession, toStoredSession } from './session.ts';
import { type StoredSession, readStoredSession, useTokenStore } from './token-store.ts';

// One refresh at a time, per tab (a shared promise) and per browser profile (a Web Lock), because the service
// rotates refresh tokens: two refreshes with the same token would make the second one a "used token" 400.

const LOCK_NAME = 'relay.session.refresh';
const BACKOFF_START_MS = 2000;
const BACKOFF_MAX_MS = 60_000;

let inflight: Promise<StoredSession> | null = null;
let backoff: { refreshToken: string; until: number; attempt: number; error: unknown } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Returns a session whose access token is newer than `staleAccessToken`, refreshing only if nobody (this tab or
 * another) has done so already. Rejects with SessionEndedError only when the service refuses the refresh token
 * that is still the stored one; network failures, timeouts and 5xx reject without ending the session.
 */
export function refreshSession(staleAccessToken: string | null): Promise<StoredSession> {
  inflight ??= refreshOnce(staleAccessToken).finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Number of refresh calls this tab has sent; read by the benchmark. */
export let refreshCallsSent = 0;

async function refreshOnce(staleAccessToken: string | null): Promise<StoredSession> {
  const epoch = sessionEpoch();
  return withLock(async () => {
    // Another tab may have refreshed while this one waited for the lock: storage is the truth, not memory.
    const stored = adoptStored();
    if (!stored) throw new SignedOutError();
    if (stored.accessToken !== staleAccessToken && !isExpiring(stored)) return stored;

    if (backoff && backoff.refreshToken === stored.refreshToken && Date.now() < backoff.until) throw backoff.error;

    let pair;
    try {
      refreshCallsSent += 1;
      pair = await refreshAccess(stored.refreshToken, browserFingerprint());
    } catch (error) {
      if (epoch !== sessionEpoch()) throw new SignedOutError();
      if (error instanceof HttpError && (error.status === 400 || error.status === 401 || error.status === 403)) {
        const now = adoptStored();
        // Refused because another tab already rotated it (and wrote the new pair after we read): adopt theirs.
        if (now && now.refreshToken !== stored.refreshToken) return now;
        endSession('ended');
        throw new SessionEndedError();
      }
      if (isUnreachable(error) || error instanceof InvalidResponseError) scheduleRetry(stored, error);
      throw error;
    }
    // Sign-out wins: a pair that arrives after the user signed out is dropped, not stored.
    if (epoch !== sessionEpoch() || !useTokenStore.getState().session) throw new SignedOutError();
    clearBackoff();
    const session = toStoredSession(pair);
    storeSession(session);
    return session;
  });
}

function adoptStored(): StoredSession | null {
  const stored = readStoredSession();
  const inMemory = useTokenStore.getState().session;
  if (stored && inMemory && stored.accessToken !== inMemory.accessToken) storeSession(stored);
  // In "this tab only" mode storage is this tab's sessionStorage, so memory and storage agree anyway.
  return stored ?? inMemory;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return fn();
  // A tab that holds the lock and hangs must not block the others for ever: wait at most a little longer
  // than one refresh request may take, then go on without the lock (storage is re-read either way).
  const signal = AbortSignal.timeout(runtimeConfig().requestTimeoutMs * 1.5);
  try {
    return await navigator.locks.request(LOCK_NAME, { signal }, fn);
  } catch (error) {
    if (signal.aborted && error === signal.reason) return fn();
    throw error;
  }
}

function scheduleRetry(stored: StoredSession, error: unknown): void {
  const attempt = backoff && backoff.refreshToken === stored.refreshToken ? backoff.attempt + 1 : 0;
  const delay = Math.min(BACKOFF_START_MS * 2 ** attempt, BACKOFF_MAX_MS);
  backoff = { refreshToken: stored.refreshToken, until: Date.now() + delay, attempt, error };
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (useTokenStore.getState().session?.refreshToken === stored.refreshToken) {
      refreshSession(stored.accessToken).catch(() => undefined);
    }
  }, delay);
}

function clearBackoff(): void {
  backoff = null;
  clearTimeout(retryTimer);
}

/** Back online: the waiting window no longer applies, try at once if a refresh is owed. */
export function retryRefreshNow(): void {
  const pending = backoff;
  clearBackoff();
  const session = useTokenStore.getState().session;
  if (pending && session && session.refreshToken === pending.refreshToken) refreshSession(session.accessToken).catch(() => undefined);
}

/** For tests: forget in-memory refresh state between cases. */
export function resetRefreshCoordinator(): void {
  inflight = null;
  clearBackoff();
  refreshCallsSent = 0;
}
