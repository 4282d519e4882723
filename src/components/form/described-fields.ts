// A designed page's form as plain data: which fields an operation's parameters and body give it, what each is called
// for people, what keeps its text from being sent, and where the service's refusal names it. No React here: the form
// (described-form.tsx) joins this to the widgets.

import type { FieldError } from '../../lib/api/error-body.ts';
import type { OperationDetails } from '../../lib/service-description/operation-details.ts';
import { type Schema, primaryType } from '../../lib/service-description/schema.ts';
import { isSecretField, wordParts } from '../../lib/service-description/secret.ts';
import { coerce, kindOf } from '../../lib/service-description/value-kinds.ts';
import type { FormMessages } from './form-messages.ts';

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

/** The page's words for a field: its label, and a line under it. */
export interface FieldWords {
  label: string;
  hint?: string | undefined;
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
 * fills. `left` names what a form cannot set (an object, a list of records, a file).
 */
export function describedFields(
  details: OperationDetails,
  filled: (name: string) => boolean,
): { fields: DescribedField[]; left: string[] } {
  const fields: DescribedField[] = [];
  const left: string[] = [];
  const add = (name: string, schema: Schema, required: boolean, description: string | undefined) => {
    if (ALWAYS_FILLED.has(name) || filled(name)) return;
    if (!typedAsText(schema)) return void left.push(name);
    const gloss = schema.title ?? description ?? schema.description;
    fields.push({ name, schema, required, secret: isSecretField(name, schema), gloss });
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

/** `category_secondary_id` → "Category secondary id": a name as words, for a field no one has given words. */
export function humanName(name: string): string {
  const words = wordParts(name).join(' ');
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/**
 * What a field is called: the page's words where it has them (looked up as own properties: a field named
 * `constructor` is a name like another), else the description's, else its name as words — never the raw name.
 */
export function fieldWords(
  field: Pick<DescribedField, 'name' | 'gloss'>,
  words: Readonly<Record<string, string | FieldWords>> | undefined,
): FieldWords {
  const own = words && Object.hasOwn(words, field.name) ? words[field.name] : undefined;
  if (typeof own === 'string') return { label: own };
  return own ?? { label: field.gloss ?? humanName(field.name) };
}

/** A text longer than a field takes, by how many characters a person counts (a surrogate pair is one). */
export const tooLong = (text: string, maxLength: number | undefined) =>
  maxLength !== undefined && [...text].length > maxLength;

/** What keeps a field's text from being sent, said beside it. */
export type FormProblem =
  | { kind: 'required' }
  | { kind: 'unreadable'; valueKind: string }
  | { kind: 'too-long'; most: number }
  | { kind: 'too-short'; least: number }
  | { kind: 'scheme'; schemes: readonly string[] }
  /** The page's own words for what is wrong. */
  | { kind: 'page'; text: string };

/** A check a page adds to a field: the problem with a text that is not blank, or undefined. */
export type FieldCheck = (text: string) => FormProblem | undefined;

/** An address that must start with one of these schemes (`rtmp://`, `srt://`), compared ignoring case. */
export const urlScheme =
  (...schemes: readonly string[]): FieldCheck =>
  (text) =>
    schemes.some((scheme) => text.trim().toLowerCase().startsWith(scheme.toLowerCase()))
      ? undefined
      : { kind: 'scheme', schemes };

/** The first thing that keeps a field's text from being sent: empty where required, its kind, its length, the page's check. */
export function fieldProblem(field: DescribedField, text: string, check?: FieldCheck): FormProblem | undefined {
  if (text.trim() === '') return field.required ? { kind: 'required' } : undefined;
  const read = coerce(text, field.schema);
  if (read && 'problem' in read && read.problem.kind === 'unreadable')
    return { kind: 'unreadable', valueKind: read.problem.valueKind };
  if (kindOf(field.schema).kind === 'string') {
    const { maxLength, minLength } = field.schema;
    if (tooLong(text, maxLength)) return { kind: 'too-long', most: maxLength! };
    if (minLength !== undefined && [...text].length < minLength) return { kind: 'too-short', least: minLength };
  }
  return check?.(text);
}

export function problemWords(problem: FormProblem, words: FormMessages): string {
  switch (problem.kind) {
    case 'required':
      return words.required;
    case 'unreadable':
      // A kind with no words of its own (one just added to the registry) still gets a warning, in general words.
      return Object.hasOwn(words.valueKinds, problem.valueKind)
        ? words.valueKinds[problem.valueKind]!
        : words.unreadable;
    case 'too-long':
      return words.tooLong(problem.most);
    case 'too-short':
      return words.tooShort(problem.least);
    case 'scheme':
      return words.scheme(problem.schemes.join(', '));
    case 'page':
      return problem.text;
  }
}

/**
 * The service's per-field messages, placed on the field they name (by its name, or a property under it:
 * `settings.bitrate`, `tags[0]`); what names no field stays for the words above the form, or goes to `rest` where
 * one field takes what the others do not (the console's JSON editor).
 */
export function placeFieldErrors(
  fieldErrors: readonly FieldError[],
  fields: readonly { name: string; key: string; nested?: boolean }[],
  rest?: string,
): { byKey: Record<string, string[]>; unplaced: FieldError[] } {
  const byKey: Record<string, string[]> = {};
  const unplaced: FieldError[] = [];
  for (const error of fieldErrors) {
    const field =
      fields.find((candidate) => candidate.name === error.path) ??
      fields.find(
        (candidate) =>
          candidate.nested !== false &&
          (error.path.startsWith(`${candidate.name}.`) || error.path.startsWith(`${candidate.name}[`)),
      );
    const key = field?.key ?? rest;
    if (key === undefined) unplaced.push(error);
    else
      byKey[key] = [
        ...(Object.hasOwn(byKey, key) ? byKey[key]! : []),
        ...(field ? error.messages : error.messages.map((message) => `${error.path}: ${message}`)),
      ];
  }
  return { byKey, unplaced };
}
