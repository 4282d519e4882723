import { describe, expect, it } from 'vitest';
import { MAX_ACCESS, MAX_SIGN_INS, SignInsFull, TokenStore } from './tokens.ts';

// What the token store keeps while anyone mints sign-ins: a used refresh token is forgotten (a Logout with it still
// ends its sign-in), an expired access token's record goes, past MAX_ACCESS the oldest access token goes, and at
// MAX_SIGN_INS a new sign-in is refused: no sign-in ends to make room.

function store(accessTtlSeconds = 60) {
  const clock = { now: 1_700_000_000_000 };
  const tokens = new TokenStore({ now: () => clock.now, accessTtlSeconds, refreshTtlSeconds: 30 * 24 * 3600 });
  return { tokens, clock };
}

const bearer = (token: string) => `oauth ${token}`;

describe('the token store', () => {
  it('forgets each refresh token once used: a sign-in refreshed a thousand times keeps one', () => {
    const { tokens } = store();
    const first = tokens.mintRefreshToken('u1');
    let token = first;
    for (let round = 0; round < 1_000; round += 1) {
      const outcome = tokens.refresh(token, 'device');
      if (!outcome.ok) throw new Error(outcome.code);
      token = outcome.refreshToken;
    }
    expect(tokens.kept().signIns).toBe(1);
    expect(tokens.refresh(first, 'device')).toEqual({ ok: false, code: 'invalid_grant' });
    // A Logout with a copy used long ago still ends the sign-in: its latest token is refused.
    expect(tokens.logOut(first)).toBe(true);
    expect(tokens.refresh(token, 'device')).toEqual({ ok: false, code: 'invalid_grant' });
    expect(tokens.kept().signIns).toBe(0);
  });

  it('forgets expired access tokens, which still read as expired, not unknown', () => {
    const { tokens, clock } = store(60);
    const pair = tokens.issuePair('u1', 'device');
    for (let index = 0; index < 600; index += 1) tokens.issuePair('u1', 'device');
    expect(tokens.kept().access).toBe(601);
    clock.now += 61_000;
    for (let index = 0; index < 300; index += 1) tokens.issuePair('u1', 'device');
    expect(tokens.kept().access).toBeLessThanOrEqual(300);
    expect(tokens.checkAuthorization(bearer(pair.accessToken)).state).toBe('expired');
  });

  it('keeps at most MAX_ACCESS access tokens: past it the oldest goes, and its sign-in refreshes', () => {
    const { tokens } = store(900);
    const oldest = tokens.issuePair('u1', 'device');
    let refreshToken = oldest.refreshToken;
    for (let index = 0; index < MAX_ACCESS; index += 1) {
      const outcome = tokens.refresh(refreshToken, 'device');
      if (!outcome.ok) throw new Error(outcome.code);
      refreshToken = outcome.refreshToken;
    }
    expect(tokens.kept()).toEqual({ signIns: 1, access: MAX_ACCESS });
    expect(tokens.checkAuthorization(bearer(oldest.accessToken)).state).toBe('invalid');
    expect(tokens.refresh(refreshToken, 'device').ok).toBe(true);
  });

  it('at MAX_SIGN_INS refuses a new sign-in, whichever way, and ends none: every one minted or in use still works', () => {
    const { tokens } = store();
    const inUse = tokens.refresh(tokens.mintRefreshToken('u1'), 'device');
    if (!inUse.ok) throw new Error(inUse.code);
    const exchanged = tokens.issuePair('u2', 'laptop');
    const minted = Array.from({ length: MAX_SIGN_INS - 2 }, () => tokens.mintRefreshToken('u1'));
    expect([tokens.kept().signIns, tokens.hasRoom()]).toEqual([MAX_SIGN_INS, false]);
    expect(() => tokens.mintRefreshToken('u1')).toThrow(SignInsFull);
    expect(() => tokens.issuePair('u1', 'phone')).toThrow(SignInsFull);
    expect(tokens.refresh(inUse.refreshToken, 'device').ok).toBe(true);
    expect(tokens.refresh(exchanged.refreshToken, 'laptop').ok).toBe(true);
    expect(tokens.refresh(minted[0]!, 'other').ok).toBe(true);
    expect(tokens.refresh(minted.at(-1)!, 'other').ok).toBe(true);
    // One that ends makes room for one more.
    tokens.logOut(exchanged.refreshToken);
    expect(tokens.hasRoom()).toBe(true);
  });

  it('ends a sign-in minted for a stranger left unused past its first use, making room; once used, it lives on', () => {
    const { tokens, clock } = store();
    const used = tokens.mintRefreshToken('u1', { firstUseSeconds: 600 });
    const refreshed = tokens.refresh(used, 'device');
    if (!refreshed.ok) throw new Error(refreshed.code);
    const flood = Array.from({ length: MAX_SIGN_INS - 1 }, () =>
      tokens.mintRefreshToken('u1', { firstUseSeconds: 600 }),
    );
    expect(tokens.hasRoom()).toBe(false);
    clock.now += 600_000;
    expect(tokens.refresh(flood[0]!, 'other')).toEqual({ ok: false, code: 'invalid_grant' });
    expect(tokens.hasRoom()).toBe(true);
    expect(tokens.kept().signIns).toBe(1);
    expect(tokens.refresh(refreshed.refreshToken, 'device').ok).toBe(true);
  });
});
