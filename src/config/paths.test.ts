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

  it('builds the sign-in URL with the reason and the page to return to', () => {
    expect(signInPath({ returnTo: '/projects/7/tariffs/restream', reason: 'ended' })).toBe(
      '/sign-in?next=%2Fprojects%2F7%2Ftariffs%2Frestream&reason=ended',
    );
    expect(signInPath({ returnTo: '//evil', reason: 'signed-out' })).toBe('/sign-in?reason=signed-out');
  });
});
