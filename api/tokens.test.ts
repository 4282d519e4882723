import { describe, expect, it } from 'vitest';
import { MAX_ACCESS, MAX_SIGN_INS, TokenStore } from './tokens.ts';

// What the token store keeps while anyone mints sign-ins: a used refresh token is forgotten (a Logout with it still
// ends its sign-in), an expired access token's record goes, and past the caps the oldest sign-in ends.

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

  it('keeps at most MAX_SIGN_INS sign-ins and MAX_ACCESS access tokens: past them the oldest goes', () => {
    const { tokens } = store(900);
    const oldest = tokens.issuePair('u1', 'device');
    for (let index = 0; index < MAX_ACCESS; index += 1) tokens.issuePair('u1', 'device');
    expect(tokens.kept()).toEqual({ signIns: MAX_SIGN_INS, access: MAX_ACCESS });
    expect(tokens.refresh(oldest.refreshToken, 'device')).toEqual({ ok: false, code: 'invalid_grant' });
    expect(tokens.checkAuthorization(bearer(oldest.accessToken)).state).toBe('invalid');
    const newest = tokens.issuePair('u1', 'device');
    expect(tokens.checkAuthorization(bearer(newest.accessToken)).state).toBe('valid');
    expect(tokens.refresh(newest.refreshToken, 'device').ok).toBe(true);
  });

  it('ends minted sign-ins never refreshed first: one client minting past the cap signs no one in use out', () => {
    const { tokens } = store();
    const inUse = tokens.refresh(tokens.mintRefreshToken('u1'), 'device');
    if (!inUse.ok) throw new Error(inUse.code);
    const exchanged = tokens.issuePair('u2', 'laptop');
    const minted = Array.from({ length: MAX_SIGN_INS }, () => tokens.mintRefreshToken('u1'));
    expect(tokens.kept().signIns).toBe(MAX_SIGN_INS);
    expect(tokens.refresh(inUse.refreshToken, 'device').ok).toBe(true);
    expect(tokens.refresh(exchanged.refreshToken, 'laptop').ok).toBe(true);
    // The oldest minted ones went; the newest is there.
    expect(tokens.refresh(minted[0]!, 'other').ok).toBe(false);
    expect(tokens.refresh(minted.at(-1)!, 'other').ok).toBe(true);
  });
});
