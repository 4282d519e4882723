import type { Schema } from './schema.ts';

// Reading a record the service sent by the names its description gives: the first of the usual names the schema
// has (or, when the description gives no properties, the record has), and a value only of the kind it claims.

/** The first of `names` the schema describes; with no described properties, the first the sample carries. */
export function fieldOf(schema: Schema | undefined, names: readonly string[], sample?: unknown): string | undefined {
  if (schema && schema.properties.length) {
    return names.find((name) => schema.properties.some((property) => property.name === name));
  }
  if (typeof sample !== 'object' || sample === null) return undefined;
  return names.find((name) => Object.hasOwn(sample, name));
}

export function propertySchema(schema: Schema | undefined, name: string | undefined): Schema | undefined {
  return name === undefined ? undefined : schema?.properties.find((property) => property.name === name)?.schema;
}

/** The string values a property's schema enumerates (the only values the page may put words to). */
export function enumerated(schema: Schema | undefined): readonly string[] {
  return (schema?.enum ?? []).filter((value): value is string => typeof value === 'string');
}

export const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A text value as given; a number too (an ID of 0 is an ID). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
