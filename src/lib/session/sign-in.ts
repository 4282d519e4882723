import { refreshAccess } from '../api/auth-operations.ts';
import { browserFingerprint } from './fingerprint.ts';
import { beginSession } from './session.ts';
import type { Persistence } from './token-store.ts';

/** Section 4.1 is the only documented way in: the refresh token a user pastes is exchanged for a pair. */
export async function signInWithRefreshToken(refreshToken: string, persistence: Persistence): Promise<void> {
  const pair = await refreshAccess(refreshToken.trim(), browserFingerprint());
  beginSession(pair, persistence);
}
