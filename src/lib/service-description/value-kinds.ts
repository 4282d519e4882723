// The registry of value kinds a form field can hold: how each is recognised by its schema and how its text becomes
// the value sent. The wire (operation-request.ts) reads every value through it; the console keys its widgets and the
// words of a value that does not read (operation-messages.ts) by its kinds: a new kind is one entry
// (`registerValueKind`), edited as text and warned about in general words until the console gives it its own.

import { isFile, isFileList } from './operation-details.ts';
import { type Schema, primaryType } from './schema.ts';

/** A value read from text, the problem that keeps the text from reading, or undefined: empty, not sent. */
export type FieldProblem =
  | { kind: 'required' }
  /** The text does not read as its value kind (value-kinds.ts), named so the console can say what it expects. */
  | { kind: 'unreadable'; valueKind: string }
  /** "." or ".." as a whole path segment: the URL would read it as "here" or "up". */
  | { kind: 'dot-segment' }
  | { kind: 'not-json'; detail: string }
  | { kind: 'cookie' };

export type Coerced = { value: unknown } | { problem: FieldProblem } | undefined;

export interface ValueKind {
  kind: string;
  /** Whether a field's schema is of this kind; asked in the registry's order, so the first that says yes wins. */
  recognises: (schema: Schema) => boolean;
  /** Text that is not blank, as the value sent, or false when it does not read as this kind. */
  read: (text: string, schema: Schema) => Coerced | false;
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
      return found === undefined ? false : { value: found };
    },
  },
  {
    kind: 'integer',
    recognises: typeIs('integer'),
    read: (text) =>
      /^\s*-?\d+\s*$/.test(text) && Number.isSafeInteger(Number(text)) ? { value: Number(text) } : false,
  },
  {
    kind: 'number',
    recognises: typeIs('number'),
    read: (text) => (Number.isFinite(Number(text)) ? { value: Number(text) } : false),
  },
  {
    kind: 'boolean',
    recognises: typeIs('boolean'),
    read: (text) => (text === 'true' ? { value: true } : text === 'false' ? { value: false } : false),
  },
  {
    // Comma-separated items, each read as its own kind.
    kind: 'array',
    recognises: typeIs('array'),
    read: (text, schema) => {
      const items = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
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
    read: (text) => (Number.isNaN(Date.parse(text)) ? false : { value: new Date(text).toISOString() }),
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
  if (text.trim() === '') return undefined;
  const kind = kindOf(schema);
  const read = kind.read(text, schema);
  return read === false ? { problem: { kind: 'unreadable', valueKind: kind.kind } } : read;
}
