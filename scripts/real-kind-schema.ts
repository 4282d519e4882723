// The real kind's answer shapes at every depth ../shared/real-kind-shapes.md writes them: an operation's answer as a
// schema (types, required and nullable properties, enums, array items, alternatives), and every schema the sheet
// writes out by name, so that a name written out in one place is held where another place only names it (the sheet
// expands three levels deep and names what lies deeper). A name the sheet never writes out stays open: its fields are
// not known. Read by scripts/real-kind-table.ts into api/testing/real-kind-schemas.json.

export type SheetSchema =
  | { type: 'string' | 'number' | 'boolean'; nullable?: true; enum?: (string | number)[] }
  | { type: 'array'; nullable?: true; items: SheetSchema }
  /** `properties` absent: open (described with none, or named without being written out); `name` its schema's. */
  | { type: 'object'; nullable?: true; name?: string; properties?: Record<string, SheetSchema>; required?: string[] }
  | { $ref: string; nullable?: true }
  | { oneOf: SheetSchema[]; nullable?: true }
  | { type: 'none' };

const PRIMITIVES: Record<string, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
};

/** The index of the bracket that closes the one at `open`, quotes skipped. */
export function closing(text: string, open: number): number {
  let depth = 0;
  let quoted = false;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '{' || char === '[' || char === '(') depth += 1;
    else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

/** Splits `text` at `separator` where no bracket or quote is open. */
export function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '{' || char === '[' || char === '(') depth += 1;
    else if (char === '}' || char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

type Notes = { nullable: boolean; enum?: (string | number)[] };

/** The notes after a value — `(enum [...], nullable, example …)`, `(default [])`, a gloss in quotes — from `at`. */
function notesFrom(text: string, at: number): Notes {
  const notes: Notes = { nullable: false };
  let index = at;
  while (index < text.length) {
    const char = text[index];
    if (char === '(') {
      const end = closing(text, index);
      for (const note of splitTop(text.slice(index + 1, end), ',')) {
        if (note === 'nullable') notes.nullable = true;
        else if (note.startsWith('enum [')) notes.enum = JSON.parse(note.slice('enum '.length)) as (string | number)[];
      }
      index = end + 1;
    } else if (char === '"') {
      // A gloss: up to the quote that ends it (the sheet writes a quote inside one as a pair of them).
      const end = text.indexOf('"', index + 1);
      index = end < 0 ? text.length : end + 1;
    } else {
      index += 1;
    }
  }
  return notes;
}

export class SheetReader {
  /** Every schema the sheet writes out, by name. */
  readonly schemas: Record<string, SheetSchema> = {};

  /** A value as the sheet writes it: its head (a type, a schema, a list of them) and its notes. */
  value(text: string): SheetSchema {
    const trimmed = text.trim();
    const [schema, end] = this.#head(trimmed);
    const notes = notesFrom(trimmed, end);
    return withNotes(schema, notes);
  }

  /**
   * A schema as the sheet's list of named shapes writes it out (`{ … }` or `object (no properties)`), held to be the
   * same as wherever an answer writes it.
   */
  named(name: string, text: string): void {
    const trimmed = text.trim();
    if (trimmed.startsWith('{')) {
      this.value(`${name} ${trimmed}`);
      return;
    }
    this.#define(name, this.value(trimmed));
  }

  #define(name: string, schema: SheetSchema): void {
    const known = this.schemas[name];
    // The sheet writes a schema the same wherever it writes it out; were it not so, which holds would be a guess.
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`${name} is written out two ways in the sheet`);
    this.schemas[name] = schema;
  }

  /** The head of a value from its start: the schema and where its notes begin. */
  #head(text: string): [SheetSchema, number] {
    if (text.startsWith('no content')) return [{ type: 'none' }, text.length];
    for (const [word, separator] of [
      ['allOf[', ','],
      ['oneOf[', '|'],
    ] as const) {
      if (!text.startsWith(word)) continue;
      const end = closing(text, word.length - 1);
      const parts = splitTop(text.slice(word.length, end), separator).map((part) => this.value(part));
      return [word === 'allOf[' ? this.#merged(parts) : { oneOf: parts }, end + 1];
    }
    if (text.startsWith('array of ')) {
      const [items, end] = this.#head(text.slice('array of '.length));
      return [{ type: 'array', items }, end + 'array of '.length];
    }
    const word = /^[A-Za-z0-9_]*/.exec(text)?.[0] ?? '';
    const primitive = PRIMITIVES[word];
    if (primitive) return [{ type: primitive }, word.length];
    const rest = text.slice(word.length).trimStart();
    const brace = text.length - rest.length;
    if (rest.startsWith('{')) {
      const end = closing(text, brace);
      const object = this.#object(text.slice(brace + 1, end), word === '' ? undefined : word);
      return [object, end + 1];
    }
    if (word === 'object' || word === 'array' || word === '') return [{ type: 'object' }, word.length];
    return [{ $ref: word }, word.length];
  }

  #object(members: string, name: string | undefined): SheetSchema {
    const properties: Record<string, SheetSchema> = {};
    const required: string[] = [];
    for (const member of splitTop(members, ';')) {
      const match = /^([A-Za-z0-9_]+)(\??):\s*(.*)$/s.exec(member);
      if (match?.[1] === undefined) continue;
      properties[match[1]] = this.value(match[3] ?? '');
      if (match[2] !== '?') required.push(match[1]);
    }
    const object: SheetSchema = { type: 'object', properties, required };
    if (name === undefined) return object;
    this.#define(name, object);
    return { $ref: name };
  }

  /**
   * An `allOf`'s parts as one: one part is itself; several (the sheet writes each out: a list's common part and its
   * own) an object of all their properties, a later part's winning, and every one required by any part.
   */
  #merged(parts: SheetSchema[]): SheetSchema {
    if (parts.length === 1) return parts[0]!;
    const properties: Record<string, SheetSchema> = {};
    const required = new Set<string>();
    for (const part of parts) {
      const object = '$ref' in part ? this.schemas[part.$ref] : part;
      if (object === undefined || !('type' in object) || object.type !== 'object') continue;
      Object.assign(properties, object.properties);
      for (const name of object.required ?? []) required.add(name);
    }
    return { type: 'object', properties, required: [...required] };
  }
}

function withNotes(schema: SheetSchema, notes: Notes): SheetSchema {
  let result = schema;
  if (notes.enum !== undefined) {
    if ('type' in result && (result.type === 'string' || result.type === 'number'))
      result = { ...result, enum: notes.enum };
    else if ('type' in result && result.type === 'array' && 'type' in result.items && result.items.type !== 'none')
      result = { ...result, items: { ...result.items, enum: notes.enum } as SheetSchema };
  }
  return notes.nullable ? ({ ...result, nullable: true } as SheetSchema) : result;
}
