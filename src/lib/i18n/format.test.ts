import { describe, expect, it } from 'vitest';
import { daysUntil, formatDateTime, formatNumber, formatRelative, formatShortDate, formatUtc } from './format.ts';

// ICU puts no-break spaces (U+00A0, U+202F) in Russian groups and dates; the reader sees a space, so the
// assertions compare with plain spaces. Everything else is compared exactly.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(6000, 'en')).toBe('6,000');
    expect(formatNumber(6000, 'cn')).toBe('6,000');
    expect(plain(formatNumber(6000, 'ru'))).toBe('6 000');
    // Russian uses a no-break space, so a number never wraps in the middle.
    expect(formatNumber(6000, 'ru')).toBe('6\u00a0000');
    expect(plain(formatNumber(12345, 'ru'))).toBe('12 345');
  });

  it('keeps zero as "0" in every language (0 is a real limit, not "none")', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(0, 'ru')).toBe('0');
    expect(formatNumber(0, 'cn')).toBe('0');
  });

  it('shows the largest exact integer without losing a digit', () => {
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 'en')).toBe('9,007,199,254,740,991');
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 'cn')).toBe('9,007,199,254,740,991');
    expect(plain(formatNumber(Number.MAX_SAFE_INTEGER, 'ru'))).toBe('9 007 199 254 740 991');
    expect(formatNumber(2147483647, 'en')).toBe('2,147,483,647');
  });

  it('leaves numbers below a thousand ungrouped', () => {
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(999, 'ru')).toBe('999');
  });
});

describe('formatDateTime', () => {
  const iso = '2026-12-04T00:00:00Z';

  it('converts to the given zone and names it (English)', () => {
    expect(formatDateTime(iso, 'en', 'UTC')).toBe('4 Dec 2026, 00:00 UTC');
    expect(formatDateTime(iso, 'en', 'Europe/Moscow')).toBe('4 Dec 2026, 03:00 GMT+3');
    expect(formatDateTime(iso, 'en', 'Asia/Shanghai')).toBe('4 Dec 2026, 08:00 GMT+8');
  });

  it('converts to the given zone and names it (Russian)', () => {
    expect(plain(formatDateTime(iso, 'ru', 'UTC'))).toBe('4 дек. 2026 г., 00:00 UTC');
    expect(plain(formatDateTime(iso, 'ru', 'Europe/Moscow'))).toBe('4 дек. 2026 г., 03:00 GMT+3');
    expect(plain(formatDateTime(iso, 'ru', 'Asia/Shanghai'))).toBe('4 дек. 2026 г., 08:00 GMT+8');
  });

  it('converts to the given zone and names it (Chinese)', () => {
    expect(plain(formatDateTime(iso, 'cn', 'UTC'))).toBe('2026年12月4日 UTC 00:00');
    expect(plain(formatDateTime(iso, 'cn', 'Europe/Moscow'))).toBe('2026年12月4日 GMT+3 03:00');
    expect(plain(formatDateTime(iso, 'cn', 'Asia/Shanghai'))).toBe('2026年12月4日 GMT+8 08:00');
  });

  it('moves the calendar day when the zone crosses midnight', () => {
    const late = '2026-06-30T22:30:00Z';
    expect(formatDateTime(late, 'en', 'UTC')).toBe('30 Jun 2026, 22:30 UTC');
    expect(formatDateTime(late, 'en', 'Europe/Moscow')).toBe('1 Jul 2026, 01:30 GMT+3');
    expect(formatDateTime(late, 'en', 'Asia/Shanghai')).toBe('1 Jul 2026, 06:30 GMT+8');
  });

  it('keeps per-zone formatters apart (a cached formatter for one zone is not reused for another)', () => {
    expect(formatDateTime(iso, 'en', 'Asia/Shanghai')).toBe('4 Dec 2026, 08:00 GMT+8');
    expect(formatDateTime(iso, 'en', 'UTC')).toBe('4 Dec 2026, 00:00 UTC');
    expect(formatDateTime(iso, 'en', 'Europe/Moscow')).toBe('4 Dec 2026, 03:00 GMT+3');
  });

  it('short dates for the timeline carry the year (a 2099 plan end is not confused with this year)', () => {
    expect(formatShortDate('2099-12-31T23:59:59Z', 'en', 'UTC')).toBe('31 Dec 2099');
    expect(formatShortDate('2099-12-31T23:59:59Z', 'en', 'Asia/Shanghai')).toBe('1 Jan 2100');
  });
});

describe('formatRelative', () => {
  it('counts days up to two months out', () => {
    expect(formatRelative(at(12 * DAY), NOW, 'en')).toBe('in 12 days');
    expect(formatRelative(at(-3 * DAY), NOW, 'en')).toBe('3 days ago');
    expect(formatRelative(at(1 * DAY), NOW, 'en')).toBe('in 1 day');
    expect(formatRelative(at(59 * DAY), NOW, 'en')).toBe('in 59 days');
  });

  it('switches to months beyond 60 days and to years beyond two years', () => {
    expect(formatRelative(at(60 * DAY), NOW, 'en')).toBe('in 2 months');
    expect(formatRelative(at(90 * DAY), NOW, 'en')).toBe('in 3 months');
    expect(formatRelative(at(-90 * DAY), NOW, 'en')).toBe('3 months ago');
    expect(formatRelative(at(700 * DAY), NOW, 'en')).toBe('in 23 months');
    expect(formatRelative(at(730 * DAY), NOW, 'en')).toBe('in 2 years');
    expect(formatRelative('2099-12-31T23:59:59Z', NOW, 'en')).toBe('in 73 years');
  });

  it('uses hours, then minutes, within a day', () => {
    expect(formatRelative(at(5 * HOUR), NOW, 'en')).toBe('in 5 hours');
    expect(formatRelative(at(-23 * HOUR), NOW, 'en')).toBe('23 hours ago');
    expect(formatRelative(at(30 * 60_000), NOW, 'en')).toBe('in 30 minutes');
  });

  it('speaks Russian with the right plural forms', () => {
    expect(plain(formatRelative(at(12 * DAY), NOW, 'ru'))).toBe('через 12 дней');
    expect(plain(formatRelative(at(-3 * DAY), NOW, 'ru'))).toBe('3 дня назад');
    expect(plain(formatRelative(at(21 * DAY), NOW, 'ru'))).toBe('через 21 день');
    expect(plain(formatRelative(at(-5 * DAY), NOW, 'ru'))).toBe('5 дней назад');
    expect(plain(formatRelative(at(90 * DAY), NOW, 'ru'))).toBe('через 3 месяца');
  });

  it('speaks Chinese', () => {
    expect(formatRelative(at(12 * DAY), NOW, 'cn')).toBe('12天后');
    expect(formatRelative(at(-3 * DAY), NOW, 'cn')).toBe('3天前');
    expect(formatRelative(at(5 * HOUR), NOW, 'cn')).toBe('5小时后');
    expect(formatRelative(at(800 * DAY), NOW, 'cn')).toBe('2年后');
  });
});

describe('formatUtc', () => {
  it('states the exact instant in UTC, to the second, the same in every language', () => {
    expect(formatUtc('2026-12-04T00:00:00Z')).toBe('2026-12-04 00:00:00 UTC');
    expect(formatUtc('2099-12-31T23:59:59Z')).toBe('2099-12-31 23:59:59 UTC');
    expect(formatUtc('2026-12-04T10:20:30.999Z')).toBe('2026-12-04 10:20:30 UTC');
  });
});

describe('daysUntil', () => {
  it('rounds up: any part of a day left counts as a day', () => {
    expect(daysUntil(at(2 * HOUR), NOW)).toBe(1);
    expect(daysUntil(at(12 * DAY), NOW)).toBe(12);
    expect(daysUntil(at(12 * DAY + 1), NOW)).toBe(13);
    expect(daysUntil(at(5 * DAY - HOUR), NOW)).toBe(5);
  });

  it('is negative once the instant has passed', () => {
    expect(daysUntil(at(-3 * DAY), NOW)).toBe(-3);
    expect(daysUntil(at(-3 * DAY - HOUR), NOW)).toBe(-3);
    expect(daysUntil(at(-DAY - 1), NOW)).toBeLessThan(0);
  });
});
