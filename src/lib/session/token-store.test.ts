import { beforeEach, describe, expect, it } from 'vitest';
import { endsThisTab } from './session.ts';
import {
  type Persistence,
  SESSION_STORAGE_KEY,
  type StoredSession,
  clearSession,
  readStoredSession,
  tokenDigest,
  useTokenStore,
} from './token-store.ts';
import { saveRefreshedSession, saveSession } from './save-session.ts';

// Writes that race: a pair is stored only over the token it was rotated from, and a refused token ends only the
// tabs (and the storage) that still hold it.

function pair(refreshToken: string, signInId = 'sign-in-1'): StoredSession {
  return {
    accessToken: `access-${refreshToken}`,
    refreshToken,
    receivedAt: 1,
    lifetimeMs: null,
    apiBase: 'https://api.example.com',
    signInId,
  };
}

/** What another tab (or a copy of this one) would have written to storage meanwhile. */
function writeElsewhere(session: StoredSession | null, persistence: Persistence = 'local'): void {
  const area = persistence === 'local' ? localStorage : sessionStorage;
  area.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { session, lastEnd: session ? null : 'signed-out', persistence }, version: 2 }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useTokenStore.setState({ session: null, persistence: 'local', lastEnd: null });
});

describe('a refreshed pair is written only over the token it rotated (compare-and-set)', () => {
  it('is written while storage still holds the token it was rotated from', () => {
    saveSession(pair('R0'), 'local');
    expect(saveRefreshedSession(pair('R1'), 'R0')).toEqual(pair('R1'));
    expect(readStoredSession()?.refreshToken).toBe('R1');
    expect(useTokenStore.getState().session?.refreshToken).toBe('R1');
  });

  it('a late answer (R0 → R1) does not overwrite the newer pair another tab stored (R2); this tab takes R2', () => {
    saveSession(pair('R0'), 'local');
    writeElsewhere(pair('R2'));
    expect(saveRefreshedSession(pair('R1'), 'R0')).toEqual(pair('R2'));
    expect(readStoredSession()?.refreshToken).toBe('R2');
    expect(useTokenStore.getState().session?.refreshToken).toBe('R2');
  });

  it('is not written over another "Stay signed in", nor over a sign-out', () => {
    saveSession(pair('R0'), 'local');
    writeElsewhere(pair('X0', 'sign-in-2'));
    expect(saveRefreshedSession(pair('R1'), 'R0')).toBe('replaced');
    expect(readStoredSession()?.signInId).toBe('sign-in-2');
    writeElsewhere(null);
    expect(saveRefreshedSession(pair('R1'), 'R0')).toBeNull();
    expect(readStoredSession()).toBeNull();
  });

  it('applies to a "this tab only" sign-in too', () => {
    saveSession(pair('R0'), 'session');
    writeElsewhere(pair('R2'), 'session');
    expect(saveRefreshedSession(pair('R1'), 'R0')).toEqual(pair('R2'));
    expect(readStoredSession('session')?.refreshToken).toBe('R2');
  });
});

describe('a refused refresh token', () => {
  it('clears storage only while storage holds that token', () => {
    saveSession(pair('R0'), 'local');
    // Another tab of the sign-in stored a newer pair; this tab, asleep, still holds R0 and is refused.
    writeElsewhere(pair('R2'));
    clearSession('ended');
    expect(useTokenStore.getState().session).toBeNull();
    expect(readStoredSession()?.refreshToken, 'the newer pair is kept').toBe('R2');

    saveSession(pair('R0'), 'local');
    clearSession('ended');
    expect(readStoredSession()).toBeNull();
  });

  it('ends another tab of the sign-in only if that tab holds the refused token', () => {
    saveSession(pair('R2'), 'session');
    const ended = (refused: string, reason: 'ended' | 'signed-out' = 'ended', signInId = 'sign-in-1') =>
      endsThisTab({ type: 'ended', signInId, reason, token: tokenDigest(refused) });
    expect(ended('R0'), 'a copy of this tab refused with the old token').toBe(false);
    expect(ended('R2'), 'the token this tab holds').toBe(true);
    expect(ended('R2', 'ended', 'sign-in-2'), 'another sign-in').toBe(false);
    expect(ended('R0', 'signed-out'), 'a sign-out of the sign-in reaches every tab of it').toBe(true);
    // A device tab whose memory lags storage is judged by what storage holds now.
    saveSession(pair('R0'), 'local');
    writeElsewhere(pair('R2'));
    expect(ended('R0')).toBe(false);
    expect(ended('R2')).toBe(true);
  });

  it('is named in a broadcast by a digest that is stable and does not carry it', () => {
    const token = 'rt_3mZ0xkq-9yXcL2pA7vQwE4sR';
    expect(tokenDigest(token)).toBe(tokenDigest(token));
    expect(tokenDigest(token)).not.toContain(token.slice(3, 9));
    expect(tokenDigest(token)).not.toBe(tokenDigest(`${token}x`));
  });
});
