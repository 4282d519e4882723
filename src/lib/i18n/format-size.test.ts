import { describe, expect, it } from 'vitest';
import { formatByteSize } from './format-size.ts';

describe('formatByteSize', () => {
  it('spells out bytes below a kilobyte and uses the language’s units and separators above', () => {
    expect(formatByteSize(1, 'en')).toBe('1 byte');
    expect(formatByteSize(999, 'en')).toBe('999 bytes');
    expect(formatByteSize(1500, 'ru')).toBe('1,5 кБ');
    expect(formatByteSize(12_300_000, 'cn')).toBe('12.3 MB');
    expect(formatByteSize(536_870_912_000, 'en')).toBe('536.9 GB');
    expect(formatByteSize(2_500_000_000_000, 'en')).toBe('2.5 TB');
  });
});
