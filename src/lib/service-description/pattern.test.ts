import { describe, expect, it } from 'vitest';
import { readPattern } from './pattern.ts';

const matches = (pattern: string, value: string) => readPattern(pattern)!.test(value);

describe('readPattern', () => {
  it('reads a JSON Schema pattern unanchored, with the u flag', () => {
    expect(matches('[0-9]+', 'ab12')).toBe(true);
    expect(matches('^[0-9]+$', 'ab12')).toBe(false);
    expect(readPattern('^\\p{L}+$')!.flags).toBe('u');
    expect(matches('^\\p{L}+$', 'Привет')).toBe(true);
  });

  it('reads a regex literal as the regex it names', () => {
    expect(matches('/^[0-9]*$/', '123')).toBe(true);
    expect(matches('/^[0-9]*$/', '12a')).toBe(false);
    expect(matches('/abc/i', 'xABCx')).toBe(true);
    expect(readPattern('/abc/i')!.source).toBe('abc');
  });

  it('drops g and y from a literal, so the same value passes every time', () => {
    const regex = readPattern('/a/gy')!;
    expect(regex.flags).toBe('');
    expect([regex.test('a'), regex.test('a')]).toEqual([true, true]);
  });

  it('keeps a pattern that only looks like a literal as a JSON Schema pattern', () => {
    // An unescaped "/" inside: a path, not a literal.
    expect(matches('/api/v1/', 'GET /api/v1/x')).toBe(true);
    expect(readPattern('/api/v1/')!.source).toBe('\\/api\\/v1\\/');
    // Not flag letters after the last slash.
    expect(matches('/a/b', '/a/b')).toBe(true);
    // An empty body: "//" is a pattern for two slashes.
    expect(matches('//', 'http://')).toBe(true);
    expect(matches('//', 'http:')).toBe(false);
  });

  it('reads an escaped slash and a slash in a class as part of the literal', () => {
    expect(matches('/^a\\/b$/', 'a/b')).toBe(true);
    expect(matches('/^[/]$/', '/')).toBe(true);
  });

  it('falls back to no flag for a pattern the u flag rejects', () => {
    expect(matches('^a\\-b$', 'a-b')).toBe(true);
    expect(readPattern('^a\\-b$')!.flags).toBe('');
  });

  it('gives null for a pattern that names no regex', () => {
    expect(readPattern('(')).toBeNull();
    expect(readPattern('[z-a]')).toBeNull();
    expect(readPattern('/(/')).toBeNull();
  });
});
