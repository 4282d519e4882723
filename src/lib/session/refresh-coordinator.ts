import { runtimeConfig, serviceBase } from '../../config/runtime-config.ts';
import { reportReachable, reportRefreshProblem } from '../api/connectivity.ts';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RedirectedError,
  SessionEndedError,
  SignedOutError,
  TimeoutError,
} from '../api/errors.ts';
import { refreshAccess } from '../api/auth-operations.ts';
import { type Transport, fetchTransport } from '../api/wire.ts';
import { browserFingerprint } from './fingerprint.ts';
import { connectRefreshChannel, refreshTransport } from './refresh-channel.ts';
import { endSession, isExpiring, sessionEpoch } from './session.ts';
import {
  SESSION_STORAGE_KEY,
  type StoredSession,
  adoptStoredSession as adoptStored,
  useTokenStore,
} from './token-store.ts';
import { refreshedSession, saveRefreshedSession } from './save-session.ts';

// One refresh at a time, per tab (a shared promise) and per browser profile (a Web Lock), because the service
// rotates refresh tokens: two refreshes with the same token would make the second one a "used token" 400. Loaded
// with the first refresh (refresh.ts), not with the page.

const LOCK_NAME = 'relay.session.refresh';
const BACKOFF_START_MS = 2000;
const BACKOFF_MAX_MS = 60_000;
/**
 * Another tab's copy of localStorage learns of a write asynchronously (Chromium: another process), and may do so
 * after this tab has released the lock: the tab that stored a new pair keeps the lock this much longer.
 */
const SETTLE_MS = 250;

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

async function refreshOnce(staleAccessToken: string | null): Promise<StoredSession> {
  const epoch = sessionEpoch();
  const signInId = useTokenStore.getState().session?.signInId;
  if (!signInId) throw new SignedOutError();
  // Where the app would send a pair now; while config.json cannot be loaded this waits, and nothing is sent.
  const base = await serviceBase();
  return withLock(signInId, async () => {
    // Another tab may have refreshed while this one waited for the lock: storage is the truth, not memory.
    const stored = adoptStored();
    if (!stored || stored.signInId !== signInId) throw new SignedOutError();
    // The pair goes back only to the API that issued it; config.json or Settings naming another ends it here.
    if (stored.apiBase !== base) {
      endSession('service-changed');
      throw new SignedOutError();
    }
    if (stored.accessToken !== staleAccessToken && !isExpiring(stored)) return { value: stored, settle: false };

    if (backoff && backoff.refreshToken === stored.refreshToken && Date.now() < backoff.until) {
      // Nothing was sent, but the last answer still stands: keep the banner saying so.
      sayWhy(backoff.error);
      throw backoff.error;
    }

    let pair;
    const answered = { json: false };
    try {
      // A tab that has just loaded may not have joined the worker yet (it does so once idle): join now, or a
      // refresh sent from this page would be cancelled if the tab closed before the answer came.
      connectRefreshChannel();
      pair = await refreshAccess(
        stored.refreshToken,
        browserFingerprint(),
        stored.apiBase,
        noteBody(refreshTransport(stored.refreshToken, stored.signInId) ?? fetchTransport, answered),
      );
    } catch (error) {
      if (epoch !== sessionEpoch()) throw new SignedOutError();
      if (refusesToken(error, answered.json)) {
        let now = adoptStored();
        // Refused because another tab already rotated it (and wrote the new pair after we read): adopt theirs,
        // once its write has had time to reach this tab.
        if (now && now.refreshToken === stored.refreshToken) {
          await storageWrite(1000);
          now = adoptStored();
        }
        if (now && now.signInId === signInId && now.refreshToken !== stored.refreshToken)
          return { value: now, settle: false };
        endSession('ended');
        throw new SessionEndedError();
      }
      // Not a verdict on the token (the service down, a redirect, a proxy's 403): keep the session, say why, retry.
      if (
        isUnreachable(error) ||
        error instanceof InvalidResponseError ||
        error instanceof RedirectedError ||
        error instanceof HttpError
      ) {
        sayWhy(error);
        scheduleRetry(stored, error);
      }
      throw error;
    }
    // Sign-out wins: a pair that arrives after the user signed out is dropped, not stored.
    if (epoch !== sessionEpoch() || useTokenStore.getState().session?.signInId !== signInId) throw new SignedOutError();
    clearBackoff();
    const saved = saveRefreshedSession(refreshedSession(pair, stored), stored.refreshToken);
    if (saved === 'replaced') {
      // Another tab stored a different "Stay signed in" meanwhile: this tab's sign-in is over, the new one is theirs.
      endSession('replaced', { broadcast: false });
      throw new SignedOutError();
    }
    if (!saved) throw new SignedOutError();
    return { value: saved, settle: true };
  });
}

/**
 * The codes the contract API documents (api/openapi.ts) for a refresh's 400 that is no verdict on the token: the
 * request was malformed, or the token belongs to another fingerprint and is not consumed. Any other 400 (the
 * document's "refused": unknown, used, expired, revoked) and a 401 end the session — when the API said so in a JSON
 * body: an HTML or empty 400 or 401 is a proxy's ("Request Header Or Cookie Too Large"), as a 403 is a proxy's or a
 * firewall's, and keeps the session.
 */
const NOT_REFUSED = new Set(['fingerprint_mismatch', 'invalid_request', 'invalid_json', 'invalid_content_type']);

function refusesToken(error: unknown, jsonBody: boolean): boolean {
  return (
    error instanceof HttpError &&
    jsonBody &&
    (error.status === 401 || (error.status === 400 && !NOT_REFUSED.has(error.code ?? '')))
  );
}

/** The transport, noting whether the answer's body was a JSON object: the API's own words, not a proxy's page. */
function noteBody(transport: Transport, answered: { json: boolean }): Transport {
  return async (request, signal) => {
    const outcome = await transport(request, signal);
    answered.json = outcome.kind === 'response' && isJsonObject(outcome.text);
    return outcome;
  };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Whether a refresh failure should keep the session (the service did not answer, or answered 5xx). */
function isUnreachable(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    (error instanceof HttpError && error.status >= 500)
  );
}

/** The banner's reason for a refresh that failed without ending the session. */
function sayWhy(error: unknown): void {
  if (isUnreachable(error)) reportReachable(false);
  else
    reportRefreshProblem(
      error instanceof RedirectedError ? 'redirect' : error instanceof HttpError ? error.status : null,
    );
}

/** Resolves when another tab writes the session key, or after `ms`. */
function storageWrite(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

async function withLock<T>(signInId: string, fn: () => Promise<{ value: T; settle: boolean }>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return (await fn()).value;
  const locks = navigator.locks;
  // A tab that holds the lock and hangs must not block the others for ever: wait at most a little longer
  // than one refresh request may take, then go on without the lock (storage is re-read either way).
  const signal = AbortSignal.timeout(runtimeConfig().requestTimeoutMs * 1.5);
  try {
    return await new Promise<T>((resolve, reject) => {
      locks
        // One lock per sign-in: a "this tab only" sign-in never waits for the device's, nor the reverse.
        .request(`${LOCK_NAME}.${signInId}`, { signal }, async () => {
          const result = await fn();
          // The caller goes on at once; the lock is kept until the new pair has reached the other tabs.
          resolve(result.value);
          if (result.settle) await new Promise((done) => setTimeout(done, SETTLE_MS));
        })
        .catch(reject);
    });
  } catch (error) {
    if (signal.aborted && error === signal.reason) return (await fn()).value;
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
  reportRefreshProblem(null);
  clearTimeout(retryTimer);
}

/** Back online: the waiting window no longer applies, try at once if a refresh is owed. */
let lastManualRetry = 0;
const MANUAL_RETRY_GAP_MS = 1000;

export function retryRefreshNow(): void {
  const now = Date.now();
  // Impatient clicks must not turn into a refresh storm: one manual attempt a second, none while one is running.
  if (inflight || now - lastManualRetry < MANUAL_RETRY_GAP_MS) return;
  lastManualRetry = now;
  const pending = backoff;
  clearBackoff();
  const session = useTokenStore.getState().session;
  if (pending && session && session.refreshToken === pending.refreshToken)
    refreshSession(session.accessToken).catch(() => undefined);
}

// A sign-in's refresh state ends with it: the next sign-in neither joins its refresh nor waits out its back-off.
useTokenStore.subscribe((state, previous) => {
  if (previous.session && state.session?.signInId !== previous.session.signInId) {
    inflight = null;
    lastManualRetry = 0;
    clearBackoff();
  }
});
