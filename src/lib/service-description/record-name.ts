// How a listed record is named for people, as the description shapes it: the record may sit in the item itself or
// in one nested object of it (a join row's `project: {…}`), and a person's name may be one field or a given name and
// a family name in two (`name` + `fename`, `first_name` + `last_name`, `firstName` + `lastName`). Read from the
// item schema where it declares properties, else from the item as it came.

import { nameField, readName, textFieldNames } from './name-field.ts';
import { type Schema, primaryType } from './schema.ts';
import { wordParts } from './secret.ts';

const GIVEN = ['first name', 'given name', 'name'];
const FAMILY = ['last name', 'family name', 'surname', 'fename'];

export interface RecordNaming {
  /** The item's property holding the named record; undefined: the item itself. */
  entity: string | undefined;
  /** One field, or a given and a family name, read in this order and joined by a space. */
  fields: readonly string[];
}

function pick(names: readonly string[], wanted: readonly string[]): string | undefined {
  for (const word of wanted) {
    const found = names.find((name) => wordParts(name).join(' ') === word);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The field or pair of fields naming a record: a given and a family name together when both are declared. */
export function nameFields(schema: Schema | undefined, sample: unknown): readonly string[] {
  const text = textFieldNames(schema, sample);
  const given = pick(text, GIVEN);
  const family = pick(text, FAMILY);
  if (given !== undefined && family !== undefined) return [given, family];
  const one = nameField(schema, sample);
  return one === undefined ? [] : [one];
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Where an item's name is: its own name fields, or else those of the one nested object that has them (the first
 * such, in the order the description writes them). Empty fields: the item is shown by its ID alone.
 */
export function recordNaming(item: Schema | undefined, sample: unknown): RecordNaming {
  const own = nameFields(item, sample);
  if (own.length > 0) return { entity: undefined, fields: own };
  const nested =
    item && item.properties.length > 0
      ? item.properties
          .filter(({ schema }) => primaryType(schema) === 'object' || schema.properties.length > 0)
          .map(({ name, schema }) => ({ name, schema, sample: objectOf(objectOf(sample)?.[name]) }))
      : Object.entries(objectOf(sample) ?? {})
          .filter(([, value]) => objectOf(value) !== undefined)
          .map(([name, value]) => ({ name, schema: undefined, sample: value }));
  for (const candidate of nested) {
    const fields = nameFields(candidate.schema, candidate.sample);
    if (fields.length > 0) return { entity: candidate.name, fields };
  }
  return { entity: undefined, fields: [] };
}

/** The record an item names: the item itself, or its nested entity (undefined when that is not an object). */
export function namedRecord(item: unknown, naming: RecordNaming): unknown {
  return naming.entity === undefined ? item : objectOf(objectOf(item)?.[naming.entity]);
}

/** The schema of the record an item names, where the item schema declares it. */
export function namedRecordSchema(item: Schema | undefined, naming: RecordNaming): Schema | undefined {
  return naming.entity === undefined ? item : item?.properties.find(({ name }) => name === naming.entity)?.schema;
}

/** The item's name as text (parts that hold text, joined by a space), or undefined when none does. */
export function readRecordName(item: unknown, naming: RecordNaming): string | undefined {
  const record = namedRecord(item, naming);
  const parts = naming.fields.map((field) => readName(record, field)).filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
