import { serviceBase } from '../../config/runtime-config.ts';
import { type TokenPair, refreshAccess } from '../api/auth-operations.ts';
import { browserFingerprint } from './fingerprint.ts';
import { beginEpoch } from './session.ts';
import { type Persistence, type StoredSession, readStoredEntry, useTokenStore } from './token-store.ts';
import { refreshedSession, saveSession } from './save-session.ts';

// Beginning a sign-in: only the sign-in page does, so none of this is in the first load of the other pages.

/** Section 4.1 is the only documented way in: the refresh token a user pastes is exchanged for a pair. */
export async function signInWithRefreshToken(refreshToken: string, persistence: Persistence): Promise<void> {
  // The pasted token goes to the API the configuration names: it waits while config.json cannot be loaded.
  const apiBase = await serviceBase();
  const pair = await refreshAccess(refreshToken.trim(), browserFingerprint(), apiBase);
  beginSession(pair, persistence, apiBase);
}

/** A new sign-in: a new id, and the API base URL that issued the pair. */
export function beginSession(pair: TokenPair, persistence: Persistence, apiBase: string): StoredSession {
  beginEpoch();
  const session = refreshedSession(pair, { apiBase, signInId: crypto.randomUUID() });
  saveSession(session, persistence);
  return session;
}

/** The device's sign-in, taken by a tab that shows the sign-in page after its own was replaced (the user's choice). */
export function adoptDeviceSession(): boolean {
  const entry = readStoredEntry();
  if (!entry?.session || useTokenStore.getState().session) return false;
  beginEpoch();
  saveSession(entry.session, 'local');
  return true;
}

/** The device's sign-in, if this tab could take it (a tab in "this tab only" mode or signed in already cannot). */
export function deviceSignInAvailable(): boolean {
  const { session, persistence } = useTokenStore.getState();
  return !session && persistence === 'local' && Boolean(readStoredEntry()?.session);
}
