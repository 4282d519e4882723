import { describe, expect, it } from 'vitest';
import { trimRuns } from './trim-runs.ts';

describe('trimRuns', () => {
  it('trims the end, and the start too when asked', () => {
    expect(trimRuns('/a/b//', '/')).toBe('/a/b');
    expect(trimRuns('///', '/')).toBe('');
    expect(trimRuns('--a-b--', '-', true)).toBe('a-b');
    expect(trimRuns('--a-b--', '-')).toBe('--a-b');
  });

  it('handles 1 MB of slashes followed by one other character, and 1 MB of slashes alone', () => {
    const slashes = '/'.repeat(1_000_000);
    expect(trimRuns(`${slashes}x`, '/')).toBe(`${slashes}x`);
    expect(trimRuns(slashes, '/')).toBe('');
  });
});
