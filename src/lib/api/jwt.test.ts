import { describe, expect, it } from 'vitest';
import { refreshMarginMs } from '../session/session.ts';
import { readTokenLifetime, readTokenSubject } from './jwt.ts';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

describe('readTokenLifetime', () => {
  it('reads exp − iat of a JWT, whatever the local clock says', () => {
    expect(readTokenLifetime(jwt({ iat: 100, exp: 1000 }))).toEqual({ lifetimeMs: 900_000 });
  });

  it.each([
    ['opaque-token'],
    ['a.b'],
    [jwt({ iat: 5 })],
    [jwt({ iat: 10, exp: 10 })],
    [jwt({ iat: '1', exp: '2' })],
    ['x.%%%.y'],
  ])('treats %s as opaque', (token) => {
    expect(readTokenLifetime(token)).toBeNull();
  });
});

describe('readTokenSubject', () => {
  it('reads the sub claim of a JWT, and nothing of any other token', () => {
    expect(readTokenSubject(jwt({ sub: 'u7', iat: 1, exp: 2 }))).toBe('u7');
    expect(readTokenSubject(jwt({ sub: '' }))).toBeNull();
    expect(readTokenSubject(jwt({ sub: 7 }))).toBeNull();
    expect(readTokenSubject('opaque-token')).toBeNull();
  });
});

describe('refreshMarginMs', () => {
  it('scales with the lifetime, between 1 s and 60 s, and never more than half of it', () => {
    expect(refreshMarginMs(900_000)).toBe(60_000);
    expect(refreshMarginMs(120_000)).toBe(12_000);
    expect(refreshMarginMs(10_000)).toBe(1000);
    expect(refreshMarginMs(1_000)).toBe(500);
  });
});
