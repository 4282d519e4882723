// The registry of value kinds a form field can hold: how each is recognised by its schema, how its text becomes the
// value sent, and the words for the problem that keeps its text from reading. The wire (operation-request.ts) reads
// every value through it, and the console's widgets are keyed by its kinds (features/console/formats.tsx): a new kind
// is one entry (`registerValueKind`), edited as text until the console gives it a widget of its own.

import type { Language } from '../i18n/languages.ts';
import { isFile, isFileList } from './operation-details.ts';
import type { FieldProblem } from './operation-request.ts';
import { type Schema, primaryType } from './schema.ts';

/** A value read from text, the problem that keeps the text from reading, or undefined: empty, not sent. */
export type Coerced = { value: unknown } | { problem: FieldProblem } | undefined;

export interface ValueKind {
  kind: string;
  /** Whether a field's schema is of this kind; asked in the registry's order, so the first that says yes wins. */
  recognises: (schema: Schema) => boolean;
  /** Text that is not blank, as the value sent (or its problem). */
  read: (text: string, schema: Schema) => Coerced;
  /** What the field says when its text does not read as this kind. */
  problem?: { kind: FieldProblem['kind']; text: Record<Language, string> };
}

/** The kinds the dashboard ships with; each has a widget in the console. */
export type KindName = 'file' | 'enum' | 'integer' | 'number' | 'boolean' | 'array' | 'date-time' | 'string';

const SIMPLE_TYPES = new Set(['integer', 'number', 'boolean', 'array']);
const typeIs = (type: string) => (schema: Schema) => primaryType(schema) === type;

const kinds: ValueKind[] = [
  // Files are chosen, not typed: the form sends them apart (multipart), and their text is only their name.
  { kind: 'file', recognises: (schema) => isFile(schema) || isFileList(schema), read: (text) => ({ value: text }) },
  {
    kind: 'enum',
    recognises: (schema) => Boolean(schema.enum?.length),
    read: (text, schema) => {
      const found = schema.enum!.find((value) => String(value) === text);
      return found === undefined ? { problem: { kind: 'not-allowed' } } : { value: found };
    },
    problem: { kind: 'not-allowed', text: { en: 'Choose one of the listed values.', ru: 'Выберите одно из перечисленных значений.', cn: '请选择所列的值之一。' } },
  },
  {
    kind: 'integer',
    recognises: typeIs('integer'),
    read: (text) => (/^\s*-?\d+\s*$/.test(text) && Number.isSafeInteger(Number(text)) ? { value: Number(text) } : { problem: { kind: 'not-integer' } }),
    problem: { kind: 'not-integer', text: { en: 'Enter a whole number.', ru: 'Введите целое число.', cn: '请输入整数。' } },
  },
  {
    kind: 'number',
    recognises: typeIs('number'),
    read: (text) => (Number.isFinite(Number(text)) ? { value: Number(text) } : { problem: { kind: 'not-number' } }),
    problem: { kind: 'not-number', text: { en: 'Enter a number.', ru: 'Введите число.', cn: '请输入数字。' } },
  },
  {
    kind: 'boolean',
    recognises: typeIs('boolean'),
    read: (text) => (text === 'true' ? { value: true } : text === 'false' ? { value: false } : { problem: { kind: 'not-boolean' } }),
    problem: { kind: 'not-boolean', text: { en: 'Choose true or false.', ru: 'Выберите true или false.', cn: '请选择 true 或 false。' } },
  },
  {
    // Comma-separated items, each read as its own kind.
    kind: 'array',
    recognises: typeIs('array'),
    read: (text, schema) => {
      const items = text.split(',').map((item) => item.trim()).filter(Boolean);
      // Nothing but commas is as empty as no text: not sent (and a required one is reported).
      if (!items.length) return undefined;
      const values: unknown[] = [];
      for (const item of items) {
        const one = schema.items ? coerce(item, schema.items) : { value: item };
        if (one && 'problem' in one) return one;
        if (one) values.push(one.value);
      }
      return { value: values };
    },
  },
  {
    kind: 'date-time',
    recognises: (schema) => schema.format === 'date-time' && !SIMPLE_TYPES.has(primaryType(schema) ?? ''),
    read: (text) => (Number.isNaN(Date.parse(text)) ? { problem: { kind: 'not-date' } } : { value: new Date(text).toISOString() }),
    problem: { kind: 'not-date', text: { en: 'Enter a date and time.', ru: 'Введите дату и время.', cn: '请输入日期和时间。' } },
  },
  { kind: 'string', recognises: () => true, read: (text) => ({ value: text }) },
];

/** The registry, in the order kinds are asked. */
export const valueKinds: readonly ValueKind[] = kinds;

/**
 * Adds a kind, asked before every kind already there (a more particular schema first: `uuid` before `string`), or
 * replaces the one of the same name. Returns the way to take it out again.
 */
export function registerValueKind(kind: ValueKind): () => void {
  const existing = kinds.findIndex((entry) => entry.kind === kind.kind);
  if (existing >= 0) kinds.splice(existing, 1);
  kinds.unshift(kind);
  return () => {
    const index = kinds.indexOf(kind);
    if (index >= 0) kinds.splice(index, 1);
  };
}

/** The kind of a field's schema: the first entry that recognises it (the last, string, takes anything). */
export function kindOf(schema: Schema): ValueKind {
  return kinds.find((kind) => kind.recognises(schema)) ?? kinds[kinds.length - 1]!;
}

/** Text to the value its schema asks for; undefined when blank (not sent). */
export function coerce(text: string, schema: Schema): Coerced {
  return text.trim() === '' ? undefined : kindOf(schema).read(text, schema);
}

/** The words of a problem a kind reports, if one does. */
export function kindProblemText(problem: FieldProblem['kind'], language: Language): string | undefined {
  return valueKinds.find((kind) => kind.problem?.kind === problem)?.problem?.text[language];
}
