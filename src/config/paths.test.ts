import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './paths.ts';

describe('return paths after sign-in', () => {
  it.each([
    ['/projects/7/tariffs/restream', '/projects/7/tariffs/restream'],
    ['/?x=1', '/?x=1'],
  ])('keeps the site path %s', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/sign-in?next=/'],
    [''],
    [null],
  ])('refuses %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  // What the browser makes of them: tabs and newlines are dropped anywhere and `\` is `/`, so each lands on a host.
  it.each([
    ['/\t/evil.example/renew'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\t\\evil.example'],
    ['/\\\\evil.example'],
    ['/\\/evil.example'],
    ['//\tevil.example'],
    ['/./sign-in'],
    ['/x/../sign-in?next=/'],
  ])('refuses what resolves to another origin or to the sign-in page: %j', (input) => {
    expect(safeReturnPath(input, 'https://app.example')).toBeNull();
  });

  it('gives a path as the browser resolves it, so what was checked is what is followed', () => {
    const origin = 'https://app.example';
    expect(safeReturnPath('/projects/7/./stream?x=1#key', origin)).toBe('/projects/7/stream?x=1#key');
    // Encoded, a tab, a slash or a backslash is a character of the path, not a way to another host.
    expect(safeReturnPath('/%09/evil.example', origin)).toBe('/%09/evil.example');
    expect(safeReturnPath('/%2F%2Fevil.example', origin)).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/%5Cevil.example', origin)).toBe('/%5Cevil.example');
    // Resolved once, it resolves to itself: a flow keeps the path it checked.
    const once = safeReturnPath('/a b/../c?d=e f', origin)!;
    expect(safeReturnPath(once, origin)).toBe(once);
  });

  it('builds the sign-in URL with the reason and the page to return to', () => {
    expect(signInPath({ returnTo: '/projects/7/tariffs/restream', reason: 'ended' })).toBe(
      '/sign-in?next=%2Fprojects%2F7%2Ftariffs%2Frestream&reason=ended',
    );
    expect(signInPath({ returnTo: '//evil', reason: 'signed-out' })).toBe('/sign-in?reason=signed-out');
    expect(signInPath({ returnTo: '/\t/evil' })).toBe('/sign-in');
  });
});
