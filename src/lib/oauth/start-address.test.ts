import { describe, expect, it } from 'vitest';
import { findStartAddress, readStartAddress } from './start-address.ts';

const API = 'http://127.0.0.1:8787';

describe('the address in a start’s answer', () => {
  it('is found as a JSON string, a url-like field, or one level down in data', () => {
    expect(readStartAddress('https://accounts.example.com/o?x=1', API)).toBe('https://accounts.example.com/o?x=1');
    expect(readStartAddress({ url: 'https://a.example/1' }, API)).toBe('https://a.example/1');
    expect(readStartAddress({ redirect: 'https://a.example/2' }, API)).toBe('https://a.example/2');
    expect(readStartAddress({ link: 'https://a.example/3' }, API)).toBe('https://a.example/3');
    expect(readStartAddress({ data: { url: 'https://a.example/4' } }, API)).toBe('https://a.example/4');
    // The top level first: a `data` beside a `url` is not where the address is.
    expect(readStartAddress({ url: 'https://a.example/5', data: { url: 'https://b.example' } }, API)).toBe(
      'https://a.example/5',
    );
  });

  it('goes only to https, or to the API’s own origin on this machine', () => {
    expect(readStartAddress({ url: `${API}/__contract/oauth/vk?state=s` }, API)).toBe(
      `${API}/__contract/oauth/vk?state=s`,
    );
    for (const refused of ['javascript:alert(1)', 'http://accounts.example.com/o', 'data:text/html,x', '/relative']) {
      expect(() => readStartAddress({ url: refused }, API)).toThrow();
    }
    // Another port of the API's host is another origin.
    expect(() => readStartAddress({ url: 'http://127.0.0.1:9999/o' }, API)).toThrow();
    // Plain http is taken on this machine only: an API served over http elsewhere gets no sign-in sent over it.
    expect(readStartAddress({ url: 'http://localhost:5173/o' }, 'http://localhost:5173')).toBe(
      'http://localhost:5173/o',
    );
    expect(() => readStartAddress({ url: 'http://api.example/o' }, 'http://api.example')).toThrow();
    expect(() => readStartAddress({ url: 'http://10.0.0.5:8787/o' }, 'http://10.0.0.5:8787')).toThrow();
  });

  it('says when an answer gives no address, rather than inventing one', () => {
    for (const none of [
      null,
      {},
      { success: true },
      { data: { id: 1 } },
      [],
      42,
      { data: { data: { url: 'https://x' } } },
    ]) {
      expect(findStartAddress(none, API)).toBeUndefined();
      expect(() => readStartAddress(none, API)).toThrow();
    }
  });
});
