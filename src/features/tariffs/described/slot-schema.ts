import type { DescribedOperation, Json } from '../../../lib/service-description/description.ts';
import { isJson } from '../../../lib/service-description/description.ts';
import { operationDetails, responseFor } from '../../../lib/service-description/operation-details.ts';
import { type Schema, primaryType } from '../../../lib/service-description/schema.ts';
import type { SlotName } from '../../../lib/operations/plan-restream/plan-slot.ts';
import { isDateTime } from '../../../lib/service-description/value-kinds.ts';

// A described "Get tariff for project": which slots its answer declares and each slot's fields, read from the
// description (slot wrappers `{description, allOf: [{$ref}]}` are resolved as allOf), and one slot of an answer
// read against them: a value that does not fit its schema is named, never shown as if it did.

/**
 * plan-slot.ts's three slots, written again: importing them would make the first bundle export them to this lazy
 * chunk, which costs its size.
 */
export const slotNames: readonly SlotName[] = ['before', 'current', 'next'];

export interface DescribedField {
  name: string;
  schema: Schema;
}

/** Each slot's fields in the description's order; a slot the answer's schema does not declare is absent. */
export type TariffShape = Partial<Record<SlotName, readonly DescribedField[]>>;

export type ShapeProblem = 'no-answer-schema' | 'no-slots';

export function tariffShape(
  document: Json,
  operation: DescribedOperation,
): { shape: TariffShape } | { problem: ShapeProblem } {
  const answer = responseFor(operationDetails(document, operation).responses, 200)?.schema;
  if (!answer || !answer.properties.length) return { problem: 'no-answer-schema' };
  const shape: TariffShape = {};
  for (const name of slotNames) {
    const slot = answer.properties.find((property) => property.name === name)?.schema;
    if (slot && slot.properties.length)
      shape[name] = slot.properties.map(({ name: field, schema }) => ({ name: field, schema }));
  }
  return Object.keys(shape).length ? { shape } : { problem: 'no-slots' };
}

export type FieldProblem =
  'not-integer' | 'not-number' | 'not-boolean' | 'not-date' | 'not-text' | 'not-allowed' | 'not-single';
export type FieldValue = string | number | boolean;

export type DescribedSlot =
  | { kind: 'absent' }
  | { kind: 'null' }
  | { kind: 'invalid' }
  // A field in neither `values` nor `problems` was not sent (absent or null).
  | { kind: 'plan'; values: Readonly<Record<string, FieldValue>>; problems: Readonly<Record<string, FieldProblem>> };

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** A value against its described schema: the value to show, or why it cannot be shown. */
export function checkField(value: unknown, schema: Schema): { value: FieldValue } | { problem: FieldProblem } {
  if (typeof value === 'object' && value !== null) return { problem: 'not-single' };
  if (schema.enum?.length && !schema.enum.includes(value)) return { problem: 'not-allowed' };
  switch (primaryType(schema)) {
    case 'integer':
      // Integers must be exact: past 2^53 JSON.parse has already lost digits.
      return typeof value === 'number' && Number.isSafeInteger(value)
        ? { value: Object.is(value, -0) ? 0 : value }
        : { problem: 'not-integer' };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { value: Object.is(value, -0) ? 0 : value }
        : { problem: 'not-number' };
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { problem: 'not-boolean' };
    case 'string':
      if (typeof value !== 'string') return { problem: 'not-text' };
      if (
        (isDateTime(schema) || schema.format === 'date') &&
        !(isoDate.test(value) && !Number.isNaN(Date.parse(value)))
      )
        return { problem: 'not-date' };
      return { value };
    case 'object':
    case 'array':
      return { problem: 'not-single' };
    default:
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? { value }
        : { problem: 'not-single' };
  }
}

export function readSlot(body: Json, name: SlotName, fields: readonly DescribedField[]): DescribedSlot {
  if (!Object.hasOwn(body, name) || body[name] === undefined) return { kind: 'absent' };
  const raw = body[name];
  if (raw === null) return { kind: 'null' };
  if (!isJson(raw)) return { kind: 'invalid' };
  // Keyed by described names and looked up by them: without a prototype, `__proto__` is a key like any other, and
  // a field not sent (`constructor`, `toString`) reads as undefined.
  const values = Object.create(null) as Record<string, FieldValue>;
  const problems = Object.create(null) as Record<string, FieldProblem>;
  for (const { name: field, schema } of fields) {
    // A field the answer does not give is not sent, whatever its name (`constructor` is no value).
    if (!Object.hasOwn(raw, field) || raw[field] === null || raw[field] === undefined) continue;
    const checked = checkField(raw[field], schema);
    if ('value' in checked) values[field] = checked.value;
    else problems[field] = checked.problem;
  }
  return { kind: 'plan', values, problems };
}

/** A date field: shown as a date and placed on the timeline. */
export const isDateField = (field: DescribedField) =>
  isDateTime(field.schema) ||
  field.schema.format === 'date' ||
  (primaryType(field.schema) === 'string' && /^date_|_date$/.test(field.name));
