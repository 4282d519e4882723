import { type Language, locales } from './languages.ts';

// A length of time in words, apart from format.ts (which every first load carries): only the pages that say how long
// something lasted load this.

const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat>();

type Style = 'long' | 'short';

function unitFormat(lang: Language, unit: string, style: Style): Intl.NumberFormat {
  const key = `${lang}:${unit}:${style}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], { style: 'unit', unit, unitDisplay: style });
    formats.set(key, format);
  }
  return format;
}

function listFormat(lang: Language, style: Style): Intl.ListFormat {
  const key = `${lang}:${style}`;
  let format = formats.get(key) as Intl.ListFormat | undefined;
  if (!format) {
    format = new Intl.ListFormat(locales[lang], { type: 'unit', style: style === 'long' ? 'long' : 'narrow' });
    formats.set(key, format);
  }
  return format;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "1 hour, 35 minutes", "1 час 35 минут", "1小时35分钟" (`short`: "1 hr 35 min", "1 ч 35 мин", beside other figures
 * in a row): the largest whole unit of days, hours and minutes that is not zero, and the next one down unless it is;
 * seconds for less than a minute.
 */
export function formatDuration(ms: number, lang: Language, style: Style = 'long'): string {
  const whole = Math.max(0, Math.floor(ms));
  if (whole < MINUTE) return unitFormat(lang, 'second', style).format(Math.floor(whole / 1000));
  const parts: [string, number][] = [
    ['day', Math.floor(whole / DAY)],
    ['hour', Math.floor((whole % DAY) / HOUR)],
    ['minute', Math.floor((whole % HOUR) / MINUTE)],
  ];
  const first = parts.findIndex(([, count]) => count > 0);
  const shown = parts.slice(first, first + 2).filter(([, count]) => count > 0);
  return listFormat(lang, style).format(shown.map(([unit, count]) => unitFormat(lang, unit, style).format(count)));
}

/**
 * "1 minute", "1 minute, 30 seconds", "2 hours": a length of time to the second, every unit of it said — a setting's
 * value, where the largest two units would round it.
 */
export function formatExactDuration(ms: number, lang: Language): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const parts: [string, number][] = [
    ['hour', Math.floor(seconds / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', seconds % 60],
  ];
  const shown = parts.filter(([, count]) => count > 0);
  if (shown.length === 0) return unitFormat(lang, 'second', 'long').format(0);
  return listFormat(lang, 'long').format(shown.map(([unit, count]) => unitFormat(lang, unit, 'long').format(count)));
}
