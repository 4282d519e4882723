import { serviceBase } from '../../config/runtime-config.ts';
import { refreshAccess } from '../api/auth-operations.ts';
import { browserFingerprint } from './fingerprint.ts';
import { beginSession } from './session.ts';
import type { Persistence } from './token-store.ts';

/** Section 4.1 is the only documented way in: the refresh token a user pastes is exchanged for a pair. */
export async function signInWithRefreshToken(refreshToken: string, persistence: Persistence): Promise<void> {
  // The pasted token goes to the API the configuration names: it waits while config.json cannot be loaded.
  const apiBase = await serviceBase();
  const pair = await refreshAccess(refreshToken.trim(), browserFingerprint(), apiBase);
  beginSession(pair, persistence, apiBase);
}
