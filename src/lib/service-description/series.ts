// Whether an answer is a time series, and which: numbers over time are read best as curves, so the console draws
// them above the answer's own view. Two shapes are recognised, as services of this kind answer them:
//
// - parallel arrays: an object with one array of instants (`timeLine`) beside arrays of numbers of the same length,
//   directly (`{timeLine, viewers: [...]}`), in records of an array (`{timeLine, servers: [{name, points: [...]}]}`),
//   in records those records hold (`{timeLine, countries: [{countryName, cities: [{…, points}]}]}`, the real kind's
//   "Graph of rtmp servers") or in an object of arrays (`{timeLine, bitrate: {in: [...], out: [...]}}`);
// - records: an array of records each holding an instant and numbers (`[{at, viewers, bitrate}, ...]`), and nothing
//   else but numbers, further instants and nulls — a list of people with a date and an id is a list, not a series.
//
// Strings are instants when they are ISO 8601 dates; numbers only when their key or schema says they are times
// (never from their size alone), read as epoch seconds or milliseconds. Nothing is invented: a series is named by its
// key or its record's name-like field, and no unit is assumed. Secrets, ids and enums are never drawn.

import { nameField, readName } from './name-field.ts';
import type { Schema } from './schema.ts';
import { isSecretField, wordParts } from './secret.ts';

export interface SeriesLine {
  name: string;
  /** One per instant, in the answer's order; null is a gap. */
  values: readonly (number | null)[];
}

export interface TimeSeries {
  shape: 'arrays' | 'records';
  /** Where in the answer: '' for the answer itself, else the key of the answer's member holding it. */
  at: string;
  /** The field the instants come from, as the answer names it: the time axis's only label. */
  timeKey: string;
  /** Epoch milliseconds, in the answer's order. */
  times: readonly number[];
  /** The instants as the answer sent them (ISO text or a number). */
  sentTimes: readonly (string | number)[];
  lines: readonly SeriesLine[];
}

/** Words that make a key a time: `timeLine`, `timestamp`, `created_at`, `date`, `ts`. */
const TIME_WORDS = new Set([
  'time',
  'times',
  'timeline',
  'timestamp',
  'timestamps',
  'ts',
  'date',
  'dates',
  'datetime',
  'at',
]);
/** Formats that make a number a time when a schema gives one. */
const TIME_FORMATS = new Set(['date-time', 'date', 'unix-time', 'timestamp']);
/** Words that make a number an identifier or a code, not a measurement. */
const ID_WORDS = new Set(['id', 'ids', 'uuid', 'code', 'type', 'kind', 'status']);
/** A series needs two points to be a line. */
export const MIN_POINTS = 2;
/** Epoch seconds below this (1973) are durations or offsets, not instants: a key named `time` may hold either. */
const MIN_EPOCH_SECONDS = 1e8;
/** Above this a count is milliseconds: 1e11 seconds is the year 5138. */
const MILLISECONDS_FROM = 1e11;
/** A record with more keys than this, or rows that use more between them, are a table or a map, not a series. */
export const MAX_KEYS = 64;
/** The largest instant a `Date` holds (ECMA-262: ±8.64e15 ms); past it there is no date to draw. */
const MAX_DATE_MS = 8.64e15;
/** `2026-11-23`, `2026-11-23T10:00`, `2026-11-23 10:00:05.123+03:00`, `…Z`. */
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function isTimeKey(key: string): boolean {
  return wordParts(key).some((word) => TIME_WORDS.has(word));
}

/** A key (or schema) whose numbers are not drawn: identifiers, codes, times, enumerations and secrets. */
function notMeasured(key: string, schema: Schema | undefined): boolean {
  const words = wordParts(key);
  const last = words.at(-1);
  return (
    (last !== undefined && ID_WORDS.has(last)) ||
    isTimeKey(key) ||
    Boolean(schema?.enum?.length) ||
    isSecretField(key, schema)
  );
}

function isTimeFormat(schema: Schema | undefined): boolean {
  return schema?.format !== undefined && TIME_FORMATS.has(schema.format);
}

/** An ISO date or date-time as epoch milliseconds, or undefined. */
export function isoTime(text: string): number | undefined {
  if (!ISO.test(text)) return undefined;
  const ms = Date.parse(text.replace(' ', 'T'));
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Instants as epoch milliseconds: every value ISO text, or every value a number under a key or schema that says
 * time (all seconds or all milliseconds, told apart by the largest). Undefined when any value is neither.
 */
export function readTimes(values: readonly unknown[], key: string, schema: Schema | undefined): number[] | undefined {
  if (values.length < MIN_POINTS) return undefined;
  if (typeof values[0] === 'string') {
    const times: number[] = [];
    for (const value of values) {
      const ms = typeof value === 'string' ? isoTime(value) : undefined;
      if (ms === undefined) return undefined;
      times.push(ms);
    }
    return times;
  }
  if (!isTimeKey(key) && !isTimeFormat(schema)) return undefined;
  let largest = 0;
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    largest = Math.max(largest, Math.abs(value));
  }
  const scale = largest >= MILLISECONDS_FROM ? 1 : 1000;
  const times = values.map((value) => (value as number) * scale);
  return times.every((ms) => ms >= MIN_EPOCH_SECONDS * 1000 && ms <= MAX_DATE_MS) ? times : undefined;
}

/** Numbers with nulls as gaps, at least two of them numbers; undefined for anything else (text, NaN, nested). */
export function readNumbers(values: unknown, length: number): (number | null)[] | undefined {
  if (!Array.isArray(values) || values.length !== length) return undefined;
  let points = 0;
  for (const value of values) {
    if (value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    points += 1;
  }
  return points >= MIN_POINTS ? (values as (number | null)[]) : undefined;
}

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined;
  const declared = schema.properties.find((property) => property.name === key)?.schema;
  if (declared) return declared;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The numeric arrays of one record (or object) of the same length as the instants, by key. */
function numericMembers(
  record: Json,
  schema: Schema | undefined,
  length: number,
): { key: string; values: (number | null)[] }[] {
  const found: { key: string; values: (number | null)[] }[] = [];
  for (const [key, value] of Object.entries(record)) {
    const member = propertySchema(schema, key);
    if (notMeasured(key, member)) continue;
    const values = readNumbers(value, length);
    if (values) found.push({ key, values });
  }
  return found;
}

const isRecordList = (value: unknown): value is readonly Json[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

/** How deep records in records are read for lines: a country's cities, not a city's districts' streets. */
const MAX_RECORD_DEPTH = 2;

/**
 * The lines of an array of records: each record's numeric arrays, and those of the records it holds in arrays of its
 * own (`{countryName, cities: [{cityName, …}]}`), each named by its records' name-like fields ("Germany · Frankfurt").
 */
function recordLines(
  records: readonly Json[],
  itemSchema: Schema | undefined,
  key: string,
  length: number,
  parent: string | undefined,
  depth: number,
): SeriesLine[] {
  const named = nameField(itemSchema, records[0]);
  return records.flatMap((record, index) => {
    const own = readName(record, named) ?? `${key}[${index}]`;
    const name = parent === undefined ? own : `${parent} · ${own}`;
    const nested: SeriesLine[] = [];
    if (depth < MAX_RECORD_DEPTH)
      for (const [inner, member] of Object.entries(record)) {
        const innerSchema = propertySchema(itemSchema, inner);
        if (isRecordList(member) && !isSecretField(inner, innerSchema))
          nested.push(...recordLines(member, innerSchema?.items, inner, length, name, depth + 1));
      }
    // A record's one line goes by the record's name alone, unless lines of records inside it stand beside it.
    const numbers = numericMembers(record, itemSchema, length);
    const alone = numbers.length === 1 && nested.length === 0;
    return [
      ...numbers.map(({ key: field, values }) => ({ name: alone ? name : `${name} · ${field}`, values })),
      ...nested,
    ];
  });
}

/** Parallel arrays: `{timeLine: [...], viewers: [...]}` and the nestings the header describes. */
export function arraysSeries(value: unknown, schema: Schema | undefined, at = ''): TimeSeries | undefined {
  if (!isRecord(value)) return undefined;
  let timeKey: string | undefined;
  let times: number[] | undefined;
  for (const [key, member] of Object.entries(value)) {
    if (!Array.isArray(member) || isSecretField(key, propertySchema(schema, key))) continue;
    times = readTimes(member, key, propertySchema(schema, key)?.items);
    if (times) {
      timeKey = key;
      break;
    }
  }
  if (timeKey === undefined || !times) return undefined;
  const length = times.length;
  const lines: SeriesLine[] = [];
  for (const [key, member] of Object.entries(value)) {
    const memberSchema = propertySchema(schema, key);
    if (key === timeKey || notMeasured(key, memberSchema)) continue;
    const direct = readNumbers(member, length);
    if (direct) {
      lines.push({ name: key, values: direct });
    } else if (isRecordList(member)) {
      lines.push(...recordLines(member, memberSchema?.items, key, length, undefined, 1));
    } else if (isRecord(member)) {
      for (const { key: field, values } of numericMembers(member, memberSchema, length))
        lines.push({ name: `${key}.${field}`, values });
    }
  }
  if (!lines.length) return undefined;
  return {
    shape: 'arrays',
    at,
    timeKey,
    times,
    sentTimes: value[timeKey] as (string | number)[],
    lines: distinctNames(lines),
  };
}

/** Two servers both called `eu-1` stay two lines, told apart in the legend and the table: `eu-1`, `eu-1 (2)`. */
function distinctNames(lines: SeriesLine[]): SeriesLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const count = (seen.get(line.name) ?? 0) + 1;
    seen.set(line.name, count);
    return count === 1 ? line : { ...line, name: `${line.name} (${count})` };
  });
}

/** Records: `[{at, viewers, bitrate}, ...]`, each record an instant and numbers. */
export function recordsSeries(value: unknown, schema: Schema | undefined, at = ''): TimeSeries | undefined {
  if (!Array.isArray(value) || value.length < MIN_POINTS || !value.every(isRecord)) return undefined;
  const rows = value as readonly Json[];
  const itemSchema = schema?.items;
  // Keys in the schema's order, then as the rows have them; one pass, given up on past MAX_KEYS, so a list of many
  // differently keyed records (`[{"1700000000": 5}, …]`) costs its length, not its length times its keys.
  const keys = new Set<string>([...(itemSchema?.properties.map((property) => property.name) ?? [])]);
  for (const row of rows) {
    for (const key in row) {
      if (!Object.hasOwn(row, key)) continue;
      keys.add(key);
      if (keys.size > MAX_KEYS) return undefined;
    }
  }
  let timeKey: string | undefined;
  let times: number[] | undefined;
  const lines: SeriesLine[] = [];
  for (const key of keys) {
    const keySchema = propertySchema(itemSchema, key);
    const column = rows.map((row) => row[key]);
    if (column.every((cell) => cell === null || cell === undefined)) continue;
    const columnTimes = readTimes(column, key, keySchema);
    if (columnTimes) {
      if (timeKey === undefined) [timeKey, times] = [key, columnTimes];
      continue;
    }
    // Anything but numbers (text, flags, nested values, a number sent as text) makes the rows a list, not a series.
    if (
      !column.every(
        (cell) => cell === null || cell === undefined || (typeof cell === 'number' && Number.isFinite(cell)),
      )
    )
      return undefined;
    if (notMeasured(key, keySchema)) continue;
    const values = column.map((cell) => (typeof cell === 'number' ? cell : null));
    if (values.filter((cell) => cell !== null).length >= MIN_POINTS) lines.push({ name: key, values });
  }
  if (timeKey === undefined || !times || !lines.length) return undefined;
  const key = timeKey;
  return {
    shape: 'records',
    at,
    timeKey: key,
    times,
    sentTimes: rows.map((row) => row[key] as string | number),
    lines,
  };
}

/**
 * The series an answer holds, if any: the answer itself, else the first of its members that is one (a list under
 * `results`, a graph under `data`). Never under a secret name.
 */
export function findSeries(value: unknown, schema: Schema | undefined): TimeSeries | undefined {
  const own = arraysSeries(value, schema) ?? recordsSeries(value, schema);
  if (own || !isRecord(value)) return own;
  for (const [key, member] of Object.entries(value)) {
    if (typeof member !== 'object' || member === null) continue;
    const memberSchema = propertySchema(schema, key);
    if (isSecretField(key, memberSchema)) continue;
    const found = arraysSeries(member, memberSchema, key) ?? recordsSeries(member, memberSchema, key);
    if (found) return found;
  }
  return undefined;
}
