import { type Language, locales } from './languages.ts';

// Every number and date on screen goes through Intl with the interface language, so a value is never shown in
// one language's format inside another's sentence.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export function formatNumber(value: number, lang: Language): string {
  return memo(`n:${lang}`, () => new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 0 })).format(value);
}

/**
 * A number as sent, followed by its unit only when the deployment's config.json states one: the interface document
 * gives no units (section 2.2), so none is ever assumed.
 */
export function formatAmount(value: number, lang: Language, unit: string | undefined): string {
  const number = formatNumber(value, lang);
  return unit ? `${number}\u00a0${unit}` : number;
}

/** Date and time in the given (default: the user's) time zone, with the zone named. */
export function formatDateTime(iso: string, lang: Language, timeZone?: string): string {
  return memo(
    `dt:${lang}:${timeZone ?? ''}`,
    // dateStyle cannot be combined with timeZoneName, hence the explicit fields.
    () =>
      new Intl.DateTimeFormat(locales[lang], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(new Date(iso));
}

/** A short date for the timeline's axis labels. */
export function formatShortDate(iso: string, lang: Language, timeZone?: string): string {
  return memo(
    `d:${lang}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locales[lang], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(new Date(iso));
}

/** Builds the formatters a page of dates and numbers uses, so that drawing it does not (warm-formats.ts). */
export function prepareFormats(lang: Language): void {
  const iso = new Date().toISOString();
  formatNumber(0, lang);
  formatShortDate(iso, lang);
  formatDateTime(iso, lang);
  formatRelative(iso, Date.now(), lang);
}

/** The exact instant in UTC, unambiguous in every language: `2026-12-04 00:00:00 UTC`. */
export function formatUtc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 12 days", "3 days ago", "через 12 дней", "12天后": days up to two months out, then months, then years. */
export function formatRelative(iso: string, now: number, lang: Language): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const rtf = memo(`r:${lang}`, () => new Intl.RelativeTimeFormat(locales[lang], { numeric: 'always' }));
  for (const [unit, ms] of UNITS) {
    const limit =
      unit === 'day' ? 86_400_000 : unit === 'month' ? 60 * 86_400_000 : unit === 'year' ? 730 * 86_400_000 : ms;
    if (abs >= limit || unit === 'minute') {
      // Days are counted as daysUntil counts them, so the tariff page and the overview never disagree.
      return rtf.format(unit === 'day' ? daysUntil(iso, now) : Math.trunc(diff / ms), unit);
    }
  }
  return rtf.format(0, 'minute');
}

/** Whole days from now until the instant, rounded up (a plan that ends in 2 hours has 1 day left); negative once past. */
export function daysUntil(iso: string, now: number): number {
  return Math.ceil((new Date(iso).getTime() - now) / 86_400_000);
}
