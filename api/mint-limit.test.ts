import { describe, expect, it } from 'vitest';
import { MINT_BURST, MintLimit, addressKey } from './mint-limit.ts';

describe('the demo token’s limit by address', () => {
  it('counts an IPv4 address as itself, however written, and an IPv6 one by its /48', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0::/48');
    expect(addressKey('2001:0db8:0000:0012:ffff:ffff:ffff:fffe')).toBe('2001:db8:0::/48');
    expect(addressKey('::1')).toBe('0:0:0::/48');
  });

  it('holds back a site walking its networks: another /64 of the same /48 is the same address', () => {
    const limit = new MintLimit(() => 0);
    for (let index = 0; index < MINT_BURST; index += 1) expect(limit.take(`2001:db8:7:${index}::1`).ok).toBe(true);
    expect(limit.take('2001:db8:7:ffff::1')).toEqual({ ok: false, retryAfterSeconds: 6 });
    expect(limit.take('2001:db8:8::1').ok).toBe(true);
  });

  it('keeps each address apart: one that used its burst does not hold back another', () => {
    const limit = new MintLimit(() => 0);
    for (let index = 0; index < MINT_BURST; index += 1) expect(limit.take('2001:db8::1').ok).toBe(true);
    expect(limit.take('2001:db8::2')).toEqual({ ok: false, retryAfterSeconds: 6 });
    expect(limit.take('198.51.100.7').ok).toBe(true);
  });
});
