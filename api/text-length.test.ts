import { describe, expect, it } from 'vitest';
import { lengthOf, longerThan } from './text-length.ts';

describe('a text’s length, as JSON Schema counts it', () => {
  it('counts characters, an emoji one, and says whether a text is longer than a bound', () => {
    expect(lengthOf('a🎉b')).toBe(3);
    expect([longerThan('🎉🎉', 2), longerThan('🎉🎉🎉', 2), longerThan('', 0), longerThan('x', 0)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(longerThan('i'.repeat(1_000_000), 128)).toBe(true);
  });
});
