import { apiOrigin } from '../../config/runtime-config.ts';
import type { TokenPair } from '../api/auth-operations.ts';
import { readTokenLifetime, refreshMarginMs } from '../api/jwt.ts';
import { forgetRememberedPairs } from './refresh-channel.ts';
import { type EndReason, type Persistence, type StoredSession, SESSION_STORAGE_KEY, useTokenStore } from './token-store.ts';

// Session life cycle: store a pair, end a session, and keep every tab of this profile in step.

let epoch = 0;
/** Bumped on every sign-in and sign-out, so a refresh that started before one can tell its result is stale. */
export function sessionEpoch(): number {
  return epoch;
}

/** A refreshed pair belongs to the sign-in it refreshes; a new sign-in (beginSession) gets a new id. */
export function toStoredSession(pair: TokenPair, now = Date.now(), signInId = useTokenStore.getState().session?.signInId): StoredSession {
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    receivedAt: now,
    lifetimeMs: readTokenLifetime(pair.accessToken)?.lifetimeMs ?? null,
    apiOrigin: apiOrigin(),
    ...(signInId === undefined ? {} : { signInId }),
  };
}

export function storeSession(session: StoredSession, persistence?: Persistence): void {
  useTokenStore.setState((state) => ({ session, persistence: persistence ?? state.persistence, lastEnd: null }));
}

export function beginSession(pair: TokenPair, persistence: Persistence): StoredSession {
  epoch += 1;
  const session = toStoredSession(pair, Date.now(), crypto.randomUUID());
  storeSession(session, persistence);
  return session;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('relay.session');

/** Sign-out is local (the document names Logout but not its path): forget the pair here and in every tab. */
export function endSession(reason: EndReason, { broadcast = true } = {}): void {
  epoch += 1;
  if (useTokenStore.getState().session) useTokenStore.setState({ session: null, lastEnd: reason });
  forgetRememberedPairs();
  if (broadcast) channel?.postMessage({ type: 'ended', reason });
}

/** Whether a JWT access token is close enough to its end that it should be refreshed before use. */
export function isExpiring(session: StoredSession, now = Date.now()): boolean {
  if (session.lifetimeMs === null) return false;
  return now >= session.receivedAt + session.lifetimeMs - refreshMarginMs(session.lifetimeMs);
}

/**
 * Follows other tabs: a new pair written to localStorage by another tab is adopted here (storage event), and a
 * sign-out anywhere ends the session here (storage event for localStorage, BroadcastChannel for sessionStorage).
 */
export function startCrossTabSync(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) {
      const had = useTokenStore.getState().session;
      void Promise.resolve(useTokenStore.persist.rehydrate()).then(() => {
        if (had && !useTokenStore.getState().session) epoch += 1;
      });
    }
  };
  const onMessage = (event: MessageEvent<{ type?: string; reason?: EndReason }>) => {
    if (event.data?.type === 'ended') endSession(event.data.reason === 'ended' ? 'ended' : 'signed-out', { broadcast: false });
  };
  window.addEventListener('storage', onStorage);
  channel?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onMessage);
  };
}
