// Which field of a described record names it for people: a project's `name` or `title`, an account's `name`,
// `username` or, failing all else, its `email`. Read from the description's schema where it declares the record's
// properties, else from the record as it came; never a field that is not text, and never a secret.

import { type Schema, type SchemaProperty, primaryType } from './schema.ts';
import { isSecretField, wordParts } from './secret.ts';

/** Names in the order they are preferred: what a record is called, then who an account is, then how to reach it. */
const PREFERRED = [
  'name',
  'display name',
  'full name',
  'title',
  'username',
  'user name',
  'login',
  'nickname',
  'nick',
  'label',
];
const FALLBACK = ['email', 'e mail', 'mail'];

/** Where a field's words put it among the name-like ones: lower is better, undefined is not name-like. */
function rank(name: string): number | undefined {
  const words = wordParts(name);
  const whole = words.join(' ');
  const exact = PREFERRED.indexOf(whole);
  if (exact !== -1) return exact;
  // `project_name`, `channelTitle`: a name of something, after the plain ones.
  const last = words.at(-1);
  if (words.length > 1 && (last === 'name' || last === 'title')) return PREFERRED.length;
  const fallback = FALLBACK.indexOf(whole);
  return fallback === -1 ? undefined : PREFERRED.length + 1 + fallback;
}

function best(candidates: readonly string[]): string | undefined {
  let chosen: string | undefined;
  let chosenRank = Infinity;
  for (const name of candidates) {
    const place = rank(name);
    if (place !== undefined && place < chosenRank && !isSecretField(name)) [chosen, chosenRank] = [name, place];
  }
  return chosen;
}

/** The properties a schema declares that hold text the dashboard may show: not write-only, never a secret. */
export function textProperties(schema: Schema): SchemaProperty[] {
  return schema.properties.filter(({ name, schema: property }) => {
    const type = primaryType(property);
    return (type === undefined || type === 'string') && !property.writeOnly && !isSecretField(name, property);
  });
}

/**
 * The names of a record's text fields: the schema's text properties where it declares properties, else the text
 * fields the record came with (never a secret's).
 */
export function textFieldNames(schema: Schema | undefined, sample: unknown): string[] {
  if (schema && schema.properties.length > 0) return textProperties(schema).map(({ name }) => name);
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return [];
  return Object.entries(sample)
    .filter(([name, value]) => typeof value === 'string' && !isSecretField(name))
    .map(([name]) => name);
}

/**
 * The name-like text property a schema declares, or undefined when it declares none (or declares no properties at
 * all: then `nameFieldOfValue` reads the record itself).
 */
export function nameFieldOfSchema(schema: Schema | undefined): string | undefined {
  return schema ? best(textProperties(schema).map(({ name }) => name)) : undefined;
}

/** The name-like field a record has with text in it, for a record whose schema says nothing of its properties. */
export function nameFieldOfValue(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return best(
    Object.entries(value)
      .filter(([, field]) => typeof field === 'string' && field.trim() !== '')
      .map(([name]) => name),
  );
}

/**
 * The field to read a record's name from: the schema's choice when it declares properties, else the record's own.
 * A schema that declares properties but none name-like gives none — the record is then shown by its id alone.
 */
export function nameField(schema: Schema | undefined, sample: unknown): string | undefined {
  if (schema && schema.properties.length > 0) return nameFieldOfSchema(schema);
  return nameFieldOfValue(sample);
}

/** The record's name as text, trimmed, when the field holds non-empty text; undefined otherwise. */
export function readName(record: unknown, field: string | undefined): string | undefined {
  if (field === undefined || typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
