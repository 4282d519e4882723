import type { TokenPair } from '../api/auth-operations.ts';
import { readTokenLifetime } from '../api/jwt.ts';
import {
  type Persistence,
  type StoredSession,
  SESSION_STORAGE_KEY,
  readStoredEntry,
  useTokenStore,
  writeStoredEntry,
} from './token-store.ts';

// Keeping a pair the service has just issued: a sign-in's, or a refresh's. Apart from the token store, which every
// page reads at start, so that what only signing in and refreshing write loads with them (the refresh's chunk).

/** A refreshed pair stays with the sign-in and the API it refreshes: nothing about it is read from the config now. */
export function refreshedSession(
  pair: TokenPair,
  of: Pick<StoredSession, 'apiBase' | 'signInId'>,
  now = Date.now(),
): StoredSession {
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    receivedAt: now,
    lifetimeMs: readTokenLifetime(pair.accessToken)?.lifetimeMs ?? null,
    apiBase: of.apiBase,
    signInId: of.signInId,
  };
}

/**
 * Keeps a pair: in this tab's sessionStorage ("this tab only"), or in localStorage for the device. Choosing the
 * device drops this tab's own copy (the tab follows the device again); choosing the tab never touches the device's
 * sign-in, which other tabs may be using.
 */
export function saveSession(session: StoredSession, persistence: Persistence): void {
  writeStoredEntry(persistence, { session, lastEnd: null });
  if (persistence === 'local') {
    try {
      sessionStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing to drop.
    }
  }
  useTokenStore.setState({ session, persistence, lastEnd: null });
}

/**
 * A refreshed pair of this tab's sign-in, rotated from the refresh token `rotatedFrom`. Written only while storage
 * still holds that token (compare-and-set): an answer that lands late — the refresh worker's, another tab's — never
 * overwrites a newer pair. Returns the pair now in force (this one, or the newer one storage holds, which memory then
 * takes); `replaced` when another sign-in holds storage (a second "Stay signed in": the caller ends this tab's
 * session locally); null when storage says this sign-in is over.
 */
export function saveRefreshedSession(session: StoredSession, rotatedFrom: string): StoredSession | 'replaced' | null {
  const { persistence, session: mine } = useTokenStore.getState();
  const entry = readStoredEntry(persistence);
  // Storage that holds nothing readable (it refused every write) leaves memory in charge.
  const current = entry ? entry.session : mine;
  if (!current) return null;
  if (current.signInId !== session.signInId) return persistence === 'local' ? 'replaced' : null;
  if (current.refreshToken !== rotatedFrom) {
    if (current.accessToken !== mine?.accessToken) useTokenStore.setState({ session: current });
    return current;
  }
  writeStoredEntry(persistence, { session, lastEnd: null });
  useTokenStore.setState({ session, lastEnd: null });
  return session;
}
