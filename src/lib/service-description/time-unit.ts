import type { Schema } from './schema.ts';

// The unit of a length of time a number is given in, as its description says it in words ("Duration, seconds",
// "wait time in milliseconds"): nothing else says it, and a unit is never guessed from the number's size.

export type TimeUnit = 'millisecond' | 'second' | 'minute';

const UNITS: readonly [RegExp, TimeUnit][] = [
  [/\b(milliseconds?|ms)\b/i, 'millisecond'],
  [/\b(seconds?|secs?)\b/i, 'second'],
  [/\b(minutes?|mins?)\b/i, 'minute'],
];

const MS: Record<TimeUnit, number> = { millisecond: 1, second: 1000, minute: 60_000 };

/** The one time unit a number's description (or title) names; undefined when it names none, or more than one. */
export function describedTimeUnit(schema: Schema | undefined): TimeUnit | undefined {
  const words = [schema?.title, schema?.description].filter((text) => text !== undefined).join(' ');
  const named = UNITS.filter(([pattern]) => pattern.test(words)).map(([, unit]) => unit);
  return named.length === 1 ? named[0] : undefined;
}

/** A number of `unit` as milliseconds; undefined for anything but a finite number that is not negative. */
export function inMilliseconds(value: unknown, unit: TimeUnit): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value * MS[unit] : undefined;
}
