// What kind of record a listed one is (a project's "personal" or "team"), only where the description says what each
// value means: the kind's property is an enum whose values the description names, by a vendor extension beside the
// enum (`x-enumNames`, `x-enum-varnames`, `x-enum-descriptions`) or by `oneOf`/`anyOf` members that each hold one
// value and its `title` or `description`. A number without such names means nothing the dashboard may show, so an
// undescribed kind gives none — never the raw value.

import { ENUM_NAME_KEYS, type Schema } from './schema.ts';
import { wordParts } from './secret.ts';

/** More values than this is not a kind a list shows beside a name; the description is not read for one. */
export const MAX_KINDS = 64;
/** A longer name is a paragraph, not the name of a kind. */
export const MAX_KIND_NAME = 80;

type KindValue = string | number | boolean;

export interface RecordKind {
  /** The record's property holding its kind. */
  field: string;
  /** The description's word for each value it names. */
  names: ReadonlyMap<KindValue, string>;
}

const isKindValue = (value: unknown): value is KindValue =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const kindName = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_KIND_NAME ? value.trim() : undefined;

/** The values paired with names, or undefined unless every value is a plain one with a name of its own. */
function paired(values: readonly unknown[], names: readonly unknown[]): Map<KindValue, string> | undefined {
  if (values.length === 0 || values.length > MAX_KINDS || names.length !== values.length) return undefined;
  const map = new Map<KindValue, string>();
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i];
    const name = kindName(names[i]);
    // A null member (a kind that may be missing) has nothing to show; any other value needs its name.
    if (value === null) continue;
    if (!isKindValue(value) || name === undefined || map.has(value)) return undefined;
    map.set(value, name);
  }
  return map.size > 0 ? map : undefined;
}

/** The names an enum's vendor extension gives, the first extension (in ENUM_NAME_KEYS' order) that names them all. */
function extensionNames(schema: Schema): Map<KindValue, string> | undefined {
  const naming = schema.enumNaming;
  if (!naming) return undefined;
  for (const key of ENUM_NAME_KEYS) {
    const names = naming.names[key];
    if (!Array.isArray(names)) continue;
    const map = paired(naming.values, names);
    if (map) return map;
  }
  return undefined;
}

/** The names `oneOf`/`anyOf` members give, when each member is one value (`const` or a one-value enum) with words. */
function variantNames(schema: Schema): Map<KindValue, string> | undefined {
  const { variants } = schema;
  if (variants.length === 0 || variants.length > MAX_KINDS) return undefined;
  const values: unknown[] = [];
  const names: unknown[] = [];
  for (const variant of variants) {
    if (variant.enum?.length !== 1) return undefined;
    values.push(variant.enum[0]);
    names.push(variant.title ?? variant.description);
  }
  return paired(values, names);
}

/** The description's names for a property's values, or undefined when it does not name them all. */
export function describedValues(schema: Schema): ReadonlyMap<KindValue, string> | undefined {
  return extensionNames(schema) ?? variantNames(schema);
}

/**
 * The property giving a record's kind: one called `type` or `kind`, or `<subject> type` / `<subject> kind` in any
 * spelling (`project_type`, `projectKind`), whose values the description names. `subject` is what the record is
 * ("project"); a property such as `access_type` is a kind of something else and is not read.
 */
export function recordKind(schema: Schema | undefined, subject: string): RecordKind | undefined {
  if (!schema) return undefined;
  const accepted = ['type', 'kind'].flatMap((word) => [word, `${subject} ${word}`]);
  const found = schema.properties
    .filter(({ name }) => accepted.includes(wordParts(name).join(' ')))
    .sort((a, b) => accepted.indexOf(wordParts(a.name).join(' ')) - accepted.indexOf(wordParts(b.name).join(' ')));
  for (const { name, schema: property } of found) {
    const names = describedValues(property);
    if (names) return { field: name, names };
  }
  return undefined;
}

/** The description's word for the record's kind, or undefined when its value is not one the description names. */
export function readRecordKind(record: unknown, kind: RecordKind | undefined): string | undefined {
  if (!kind || typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[kind.field];
  return isKindValue(value) ? kind.names.get(value) : undefined;
}
