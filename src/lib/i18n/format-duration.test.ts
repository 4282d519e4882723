import { describe, expect, it } from 'vitest';
import { formatDuration, formatExactDuration } from './format-duration.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('a length of time in words', () => {
  it('says the largest unit and the next one down, in each language', () => {
    expect(formatDuration(95 * MINUTE, 'en')).toBe('1 hour, 35 minutes');
    expect(formatDuration(95 * MINUTE, 'ru')).toBe('1 час 35 минут');
    expect(formatDuration(95 * MINUTE, 'cn')).toBe('1小时35分钟');
    expect(formatDuration(2 * HOUR, 'en')).toBe('2 hours');
    expect(formatDuration(2 * HOUR, 'ru')).toBe('2 часа');
    expect(formatDuration(45 * MINUTE + 59_999, 'en')).toBe('45 minutes');
    expect(formatDuration(26 * HOUR + 5 * MINUTE, 'en')).toBe('1 day, 2 hours');
    // A unit that is zero is left out, and so is anything below the two said.
    expect(formatDuration(24 * HOUR + 5 * MINUTE, 'en')).toBe('1 day');
  });

  it('says seconds below a minute, and none for nothing or less', () => {
    expect(formatDuration(42_500, 'en')).toBe('42 seconds');
    expect(formatDuration(42_500, 'ru')).toBe('42 секунды');
    expect(formatDuration(0, 'en')).toBe('0 seconds');
    expect(formatDuration(-5, 'en')).toBe('0 seconds');
  });

  it('says a setting’s length to the second, every unit of it', () => {
    expect(formatExactDuration(MINUTE, 'en')).toBe('1 minute');
    expect(formatExactDuration(90_000, 'en')).toBe('1 minute, 30 seconds');
    expect(formatExactDuration(90_000, 'ru')).toBe('1 минута 30 секунд');
    expect(formatExactDuration(30_000, 'cn')).toBe('30秒钟');
    expect(formatExactDuration(HOUR + 5_000, 'en')).toBe('1 hour, 5 seconds');
    expect(formatExactDuration(0, 'en')).toBe('0 seconds');
  });

  it('says it short beside other figures of a row', () => {
    expect(formatDuration(62 * MINUTE, 'en', 'short')).toBe('1 hr 2 mins');
    expect(formatDuration(62 * MINUTE, 'ru', 'short')).toBe('1 ч 2 мин');
    expect(formatDuration(62 * MINUTE, 'cn', 'short')).toBe('1小时2分钟');
    expect(formatDuration(42_500, 'en', 'short')).toBe('42 secs');
  });
});
