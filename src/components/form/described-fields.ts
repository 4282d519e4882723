// A designed page's form as plain data: which fields an operation's parameters and body give it and what keeps a
// field's text from being sent (what each is called: field-words.ts; a problem's words and the service's refusals'
// places: field-problems.ts). No React here: the form (described-form.tsx) joins this to the widgets.

import type { OperationDetails } from '../../lib/service-description/operation-details.ts';
import { type Schema, primaryType } from '../../lib/service-description/schema.ts';
import { isSecretField } from '../../lib/service-description/secret.ts';
import { coerce, kindOf } from '../../lib/service-description/value-kinds.ts';
import { glossOf } from './field-words.ts';
import { characters, tooLong } from './text-length.ts';
import type { FormProblem } from './field-problems.ts';

export interface DescribedField {
  /** The parameter's or body property's name, as the description spells it: what the form's values are keyed by. */
  name: string;
  schema: Schema;
  required: boolean;
  /** Typed unseen, by the console's one rule (secret.ts). */
  secret: boolean;
  /** The description's own words for it: its title, else its description. */
  gloss: string | undefined;
}

/** The dashboard fills these in every request (lib/service-description/operation-request.ts): never drawn. */
const ALWAYS_FILLED = new Set(['v', 'language']);

/** Whether a form edits the value as text: not a file, an object or a list of records. */
function typedAsText(schema: Schema): boolean {
  if (kindOf(schema).kind === 'file') return false;
  const type = primaryType(schema);
  if (type === 'object' || schema.variants.length > 0) return false;
  return type !== 'array' || (schema.items !== undefined && typedAsText(schema.items));
}

/**
 * The fields of an operation's form: its path and query parameters, then the properties of a JSON body that is an
 * object (not those it marks read-only), in the description's order, leaving out what the page or the dashboard
 * fills. `left` are those a form cannot set (an object, a list of records, a file).
 */
export function describedFields(
  details: OperationDetails,
  filled: (name: string) => boolean,
): { fields: DescribedField[]; left: DescribedField[] } {
  const fields: DescribedField[] = [];
  const left: DescribedField[] = [];
  const add = (name: string, schema: Schema, required: boolean, description: string | undefined) => {
    if (ALWAYS_FILLED.has(name) || filled(name)) return;
    const gloss = glossOf(schema, description);
    (typedAsText(schema) ? fields : left).push({ name, schema, required, secret: isSecretField(name, schema), gloss });
  };
  for (const parameter of details.parameters)
    if (parameter.in === 'path' || parameter.in === 'query')
      add(parameter.name, parameter.schema, parameter.required, parameter.description);
  const body = details.body;
  if (body?.kind === 'json')
    for (const { name, schema } of body.schema.properties)
      if (!schema.readOnly) add(name, schema, body.schema.required.includes(name), undefined);
  return { fields, left };
}

/** A check a page adds to a field: the problem with a text that is not blank, or undefined. */
export type FieldCheck = (text: string) => FormProblem | undefined;

/** An address that must start with one of these schemes (`rtmp://`, `srt://`), compared ignoring case. */
export const urlScheme =
  (...schemes: readonly string[]): FieldCheck =>
  (text) =>
    schemes.some((scheme) => text.trim().toLowerCase().startsWith(scheme.toLowerCase()))
      ? undefined
      : { kind: 'scheme', schemes };

/**
 * The first thing that keeps a field's text from being sent: empty where required, its kind, its length or bounds, the
 * page's check.
 */
export function fieldProblem(field: DescribedField, text: string, check?: FieldCheck): FormProblem | undefined {
  if (text.trim() === '') return field.required ? { kind: 'required' } : undefined;
  const read = coerce(text, field.schema);
  if (read && 'problem' in read && read.problem.kind === 'unreadable')
    return { kind: 'unreadable', valueKind: read.problem.valueKind };
  const kind = kindOf(field.schema).kind;
  if (kind === 'string') {
    const { maxLength, minLength } = field.schema;
    if (tooLong(text, maxLength)) return { kind: 'too-long', most: maxLength! };
    if (minLength !== undefined && characters(text) < minLength) return { kind: 'too-short', least: minLength };
  }
  if ((kind === 'integer' || kind === 'number') && read && 'value' in read) {
    const { minimum: least, maximum: most } = field.schema;
    const value = read.value as number;
    if ((least !== undefined && value < least) || (most !== undefined && value > most))
      return { kind: 'range', least, most };
  }
  return check?.(text);
}
