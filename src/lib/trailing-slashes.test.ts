import { describe, expect, it } from 'vitest';
import { TRAILING_SLASHES } from './trailing-slashes.ts';

const trim = (text: string) => text.replace(TRAILING_SLASHES, '');

describe('TRAILING_SLASHES', () => {
  it('matches the slashes the text ends with, only those', () => {
    expect(trim('/a/b//')).toBe('/a/b');
    expect(trim('///')).toBe('');
    expect(trim('/a')).toBe('/a');
    expect(trim('')).toBe('');
    expect(trim('//a//b')).toBe('//a//b');
  });

  it('handles 1 MB of slashes followed by one other character, and 1 MB of slashes alone', () => {
    const slashes = '/'.repeat(1_000_000);
    expect(trim(`${slashes}x`)).toBe(`${slashes}x`);
    expect(trim(`/a${slashes}`)).toBe('/a');
  });
});
