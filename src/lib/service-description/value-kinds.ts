// The registry of value kinds a form field can hold: how each is recognised by its schema and how its text becomes
// the value sent. The wire (operation-request.ts) reads every value through it; the console keys its widgets and the
// words of a value that does not read (operation-messages.ts) by its kinds: a new kind is one entry in the list
// below, edited as text and warned about in general words until the console gives it its own.

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

/** A registry: its kinds in the order they are asked, and the two questions every caller asks it. */
export interface ValueKindRegistry {
  kinds: readonly ValueKind[];
  /** The kind of a field's schema: the first entry that recognises it (the last, string, takes anything). */
  kindOf(schema: Schema): ValueKind;
  /** Text to the value its schema asks for; undefined when blank (not sent). */
  coerce(text: string, schema: Schema): Coerced;
}

/**
 * A registry of the dashboard's kinds, with `first` asked before them (a more particular schema first: `uuid`
 * before `string`; one of the same name replaces the dashboard's). The app's is `valueKindRegistry()`.
 */
export function valueKindRegistry(first: readonly ValueKind[] = []): ValueKindRegistry {
  const named = new Set(first.map((kind) => kind.kind));
  const kinds = [...first, ...builtInKinds(coerce).filter((kind) => !named.has(kind.kind))];
  function kindOf(schema: Schema): ValueKind {
    return kinds.find((kind) => kind.recognises(schema)) ?? kinds[kinds.length - 1]!;
  }
  function coerce(text: string, schema: Schema): Coerced {
    if (text.trim() === '') return undefined;
    const kind = kindOf(schema);
    const read = kind.read(text, schema);
    return read === false ? { problem: { kind: 'unreadable', valueKind: kind.kind } } : read;
  }
  return { kinds, kindOf, coerce };
}

const builtInKinds = (coerce: ValueKindRegistry['coerce']): ValueKind[] => [
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

const registry = valueKindRegistry();

/** The app's registry, in the order kinds are asked. */
export const valueKinds: readonly ValueKind[] = registry.kinds;
export const { kindOf, coerce } = registry;

/** Whether a value of this schema is an instant (the date-time kind): the answer views show it in the reader's time. */
export function isDateTime(schema: Schema | undefined): boolean {
  return schema !== undefined && kindOf(schema).kind === 'date-time';
}
