import { type Language, locales } from './languages.ts';

// A size in bytes in words, apart from format.ts (which every first load carries): only the pages that say how large
// something is load this.

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in the interface language: bytes spelled out below a kilobyte, then kB, MB, GB, TB (powers of 1000, as the
 * unit names say), to one decimal.
 */
export function formatByteSize(size: number, language: Language): string {
  if (size < 1000)
    return new Intl.NumberFormat(locales[language], { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(size);
  let value = size / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locales[language], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
