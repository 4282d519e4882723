// Schemas of a description, resolved for building forms and reading results: local `$ref`s followed, `allOf`
// merged, OpenAPI 3.0's `nullable` and 3.1's `type: [..., "null"]` read alike. A reference that is already being
// resolved further up is not followed again but marked `circular`, so a self-referencing schema ends, and every
// reference is resolved once and remembered, so a description full of shared schemas costs its size, not more.

import { type Json, isJson } from './description.ts';
import { decodePointerPart, followRefs, refTarget } from './ref-target.ts';

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
const JSON_TYPES: readonly JsonType[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

export interface SchemaProperty {
  name: string;
  schema: Schema;
}

/** Vendor extensions that name an enum's values, in the order their values are written. */
export const ENUM_NAME_KEYS = ['x-enumNames', 'x-enum-varnames', 'x-enum-descriptions'] as const;

export interface EnumNaming {
  /** The enum as the description writes it (with a `null` member, which `Schema.enum` leaves out). */
  values: readonly unknown[];
  /** Each of ENUM_NAME_KEYS the schema has, with its value unchecked. */
  names: Readonly<Partial<Record<(typeof ENUM_NAME_KEYS)[number], unknown>>>;
}

export interface Schema {
  /** Empty: any type. Never contains "null" — see `nullable`. */
  types: readonly JsonType[];
  nullable: boolean;
  enum: readonly unknown[] | undefined;
  /** The names the description gives the enum's values, as written, beside the enum as written: checked where read. */
  enumNaming: EnumNaming | undefined;
  format: string | undefined;
  title: string | undefined;
  description: string | undefined;
  hasDefault: boolean;
  default: unknown;
  /** The description's own sample: `example`, or the first of 3.1's `examples`. */
  hasExample: boolean;
  example: unknown;
  /** In the order the description writes them; for `allOf`, member by member. */
  properties: readonly SchemaProperty[];
  required: readonly string[];
  /** `false` when no other properties are allowed. */
  additionalProperties: Schema | boolean;
  items: Schema | undefined;
  /** The alternatives of `oneOf`/`anyOf`, other than a bare null. */
  variants: readonly Schema[];
  readOnly: boolean;
  writeOnly: boolean;
  minimum: number | undefined;
  maximum: number | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  pattern: string | undefined;
  /** A strict lower bound: 3.1's number, or 3.0's `minimum` with `exclusiveMinimum: true`. */
  exclusiveMinimum: number | undefined;
  /** A strict upper bound, read the same way. */
  exclusiveMaximum: number | undefined;
  multipleOf: number | undefined;
  minItems: number | undefined;
  maxItems: number | undefined;
  /** The component name of the reference this came from ("PlanSlot"), for display. */
  refName: string | undefined;
  /** A reference already being resolved further up: not expanded again here. */
  circular: boolean;
  /** A reference the dashboard cannot follow (another file, a missing target). */
  unresolved: string | undefined;
}

const EMPTY: Schema = {
  types: [],
  nullable: false,
  enum: undefined,
  enumNaming: undefined,
  format: undefined,
  title: undefined,
  description: undefined,
  hasDefault: false,
  default: undefined,
  hasExample: false,
  example: undefined,
  properties: [],
  required: [],
  additionalProperties: true,
  items: undefined,
  variants: [],
  readOnly: false,
  writeOnly: false,
  minimum: undefined,
  maximum: undefined,
  minLength: undefined,
  maxLength: undefined,
  pattern: undefined,
  exclusiveMinimum: undefined,
  exclusiveMaximum: undefined,
  multipleOf: undefined,
  minItems: undefined,
  maxItems: undefined,
  refName: undefined,
  circular: false,
  unresolved: undefined,
};

/** Beyond this many nested levels a schema is cut like a circular one: no real payload is that deep. */
const MAX_DEPTH = 40;

export class SchemaResolver {
  readonly #document: Json;
  readonly #done = new Map<string, Schema>();
  readonly #active = new Set<string>();

  constructor(document: Json) {
    this.#document = document;
  }

  /** The description this resolver reads. */
  get document(): Json {
    return this.#document;
  }

  /** Follows a `$ref` (or returns the object itself) without resolving it into a Schema: for Parameter, Request Body and Response Objects. */
  deref(value: unknown): Json | undefined {
    const target = followRefs(this.#document, value);
    return isJson(target) ? target : undefined;
  }

  resolve(raw: unknown, depth = 0): Schema {
    if (raw === true || raw === undefined) return EMPTY;
    if (raw === false) return { ...EMPTY, enum: [] };
    if (!isJson(raw)) return EMPTY;
    if (depth > MAX_DEPTH) return { ...EMPTY, circular: true };
    const ref = typeof raw.$ref === 'string' ? raw.$ref : undefined;
    if (ref !== undefined) return this.#resolveRef(ref, raw, depth);
    return this.#resolveObject(raw, depth);
  }

  #resolveRef(ref: string, raw: Json, depth: number): Schema {
    const refName = ref.startsWith('#/') ? decodePointerPart(ref.split('/').at(-1) ?? '') : ref;
    // 3.1 lets a $ref carry its own description (and 3.0 tools often write one anyway): it wins over the target's.
    const local = { description: typeof raw.description === 'string' ? raw.description : undefined };
    if (this.#active.has(ref)) return { ...EMPTY, refName, circular: true, ...definedOnly(local) };
    let resolved = this.#done.get(ref);
    if (!resolved) {
      const target = this.#target(ref);
      if (target === undefined) return { ...EMPTY, refName, unresolved: ref };
      this.#active.add(ref);
      try {
        resolved = { ...this.resolve(target, depth + 1), refName };
      } finally {
        this.#active.delete(ref);
      }
      this.#done.set(ref, resolved);
    }
    const nullable = raw.nullable === true;
    return { ...resolved, ...definedOnly(local), nullable: resolved.nullable || nullable };
  }

  #target(ref: string): unknown {
    return refTarget(this.#document, ref);
  }

  #resolveObject(raw: Json, depth: number): Schema {
    let schema: Schema = { ...EMPTY, ...this.#own(raw, depth) };
    if (Array.isArray(raw.allOf)) {
      schema = mergeAllOf(
        schema,
        raw.allOf.map((member) => this.resolve(member, depth + 1)),
      );
      // The wrapper's own words win: `allOf: [{$ref}]` with a description or `nullable` beside it is how
      // generators attach them to a shared schema.
      schema = {
        ...schema,
        ...definedOnly({ description: str(raw.description), title: str(raw.title) }),
        nullable: schema.nullable || raw.nullable === true,
      };
    }
    const alternatives = [
      ...(Array.isArray(raw.oneOf) ? raw.oneOf : []),
      ...(Array.isArray(raw.anyOf) ? raw.anyOf : []),
    ];
    if (alternatives.length) {
      const resolved = alternatives.map((member) => this.resolve(member, depth + 1));
      const isNull = (member: Schema) => member.types.length === 1 && member.types[0] === 'null';
      const rest = resolved.filter(
        (member) =>
          !isNull(member) &&
          !(member.nullable && member.types.length === 0 && member.properties.length === 0 && !member.refName),
      );
      const nullable = schema.nullable || resolved.some((member) => isNull(member) || member.nullable);
      // `oneOf: [X, {type: null}]` is X or null: read it as a nullable X.
      if (rest.length === 1 && schema.types.length === 0 && schema.properties.length === 0) {
        schema = { ...rest[0]!, ...definedOnly({ description: schema.description, title: schema.title }), nullable };
      } else schema = { ...schema, variants: rest, nullable };
    }
    return schema;
  }

  #own(raw: Json, depth: number): Partial<Schema> {
    const declared = Array.isArray(raw.type) ? raw.type : raw.type === undefined ? [] : [raw.type];
    const types = declared.filter((type): type is JsonType => JSON_TYPES.includes(type as JsonType));
    const nullable =
      raw.nullable === true ||
      types.includes('null') ||
      (Array.isArray(raw.enum) && raw.enum.includes(null) && types.length === 0);
    const required = Array.isArray(raw.required)
      ? raw.required.filter((name): name is string => typeof name === 'string')
      : [];
    const properties = isJson(raw.properties)
      ? Object.entries(raw.properties).map(([name, value]) => ({ name, schema: this.resolve(value, depth + 1) }))
      : [];
    const additional = raw.additionalProperties;
    const examples = Array.isArray(raw.examples) && raw.examples.length ? raw.examples : undefined;
    return {
      types: types.filter((type) => type !== 'null'),
      nullable,
      enum: Array.isArray(raw.enum)
        ? raw.enum.filter((value) => value !== null)
        : raw.const !== undefined
          ? [raw.const]
          : undefined,
      enumNaming: Array.isArray(raw.enum) ? enumNaming(raw.enum, raw) : undefined,
      // 3.1 writes a file as `contentMediaType` where 3.0 wrote `format: binary`.
      format: str(raw.format) ?? (typeof raw.contentMediaType === 'string' ? 'binary' : undefined),
      title: str(raw.title),
      description: str(raw.description),
      hasDefault: Object.hasOwn(raw, 'default'),
      default: raw.default,
      hasExample: Object.hasOwn(raw, 'example') || examples !== undefined,
      example: Object.hasOwn(raw, 'example') ? raw.example : examples?.[0],
      properties,
      required,
      additionalProperties:
        additional === false ? false : isJson(additional) ? this.resolve(additional, depth + 1) : true,
      items: raw.items === undefined ? undefined : this.resolve(raw.items, depth + 1),
      readOnly: raw.readOnly === true,
      writeOnly: raw.writeOnly === true,
      minimum: num(raw.minimum),
      maximum: num(raw.maximum),
      minLength: num(raw.minLength),
      maxLength: num(raw.maxLength),
      pattern: str(raw.pattern),
      exclusiveMinimum: raw.exclusiveMinimum === true ? num(raw.minimum) : num(raw.exclusiveMinimum),
      exclusiveMaximum: raw.exclusiveMaximum === true ? num(raw.maximum) : num(raw.exclusiveMaximum),
      multipleOf: num(raw.multipleOf),
      minItems: num(raw.minItems),
      maxItems: num(raw.maxItems),
    };
  }
}

/**
 * What a schema and its `allOf` members say together, in one pass over them: properties, required names and
 * variants are gathered as they come, not copied again for every member.
 */
function mergeAllOf(first: Schema, members: readonly Schema[]): Schema {
  const properties = new Declarations(first.properties);
  const required = new Set(first.required);
  const variants = [...first.variants];
  let merged = first;
  for (const member of members) {
    merged = mergeOwn(merged, member);
    properties.add(member.properties);
    for (const name of member.required) required.add(name);
    for (const variant of member.variants) variants.push(variant);
  }
  return { ...merged, properties: properties.merged(), required: [...required], variants };
}

/** What two schemas say together, but for properties, required names and variants (mergeAllOf gathers those). */
function mergeOwn(into: Schema, member: Schema): Schema {
  const types =
    into.types.length && member.types.length
      ? into.types.filter((type) => member.types.includes(type))
      : into.types.length
        ? into.types
        : member.types;
  return {
    ...into,
    types,
    enum: into.enum ?? member.enum,
    enumNaming: into.enum ? into.enumNaming : member.enumNaming,
    format: into.format ?? member.format,
    title: into.title ?? member.title,
    description: into.description ?? member.description,
    hasDefault: into.hasDefault || member.hasDefault,
    default: into.hasDefault ? into.default : member.default,
    hasExample: into.hasExample || member.hasExample,
    example: into.hasExample ? into.example : member.example,
    additionalProperties: into.additionalProperties === true ? member.additionalProperties : into.additionalProperties,
    items: into.items ?? member.items,
    refName: into.refName ?? member.refName,
    circular: into.circular || member.circular,
    // A member that is nullable on its own does not make the intersection nullable.
    nullable: into.nullable,
    readOnly: into.readOnly || member.readOnly,
    writeOnly: into.writeOnly || member.writeOnly,
    minimum: into.minimum ?? member.minimum,
    maximum: into.maximum ?? member.maximum,
    minLength: into.minLength ?? member.minLength,
    maxLength: into.maxLength ?? member.maxLength,
    pattern: into.pattern ?? member.pattern,
    exclusiveMinimum: into.exclusiveMinimum ?? member.exclusiveMinimum,
    exclusiveMaximum: into.exclusiveMaximum ?? member.exclusiveMaximum,
    multipleOf: into.multipleOf ?? member.multipleOf,
    minItems: into.minItems ?? member.minItems,
    maxItems: into.maxItems ?? member.maxItems,
    unresolved: into.unresolved ?? member.unresolved,
  };
}

/** Properties in the order first declared, each with every declaration of it in order, merged once at the end. */
class Declarations {
  readonly #byName = new Map<string, Schema[]>();

  constructor(properties: readonly SchemaProperty[]) {
    this.add(properties);
  }

  add(properties: readonly SchemaProperty[]): void {
    for (const { name, schema } of properties) {
      const declarations = this.#byName.get(name);
      if (declarations) declarations.push(schema);
      else this.#byName.set(name, [schema]);
    }
  }

  merged(): SchemaProperty[] {
    return [...this.#byName].map(([name, declarations]) => ({ name, schema: redeclared(declarations) }));
  }
}

/**
 * A property that a later `allOf` member declares again is read by that member: what it says wins, what it leaves
 * out is kept. This is how generators write a paginated list — the base says `results: array of string`, the
 * concrete list `results: {items: Item}` — and no answer could satisfy both read strictly. All declarations are
 * read in one pass; the same schema declared again right after itself (one `$ref` repeated) adds nothing.
 */
function redeclared(declarations: readonly Schema[]): Schema {
  if (declarations.length === 1) return declarations[0]!;
  const merged: Record<string, unknown> = { ...declarations[0]! };
  const properties = new Declarations([]);
  const required = new Set<string>();
  let previous: Schema | undefined;
  for (const later of declarations) {
    if (later === previous) continue;
    previous = later;
    for (const key of Object.keys(later) as (keyof Schema)[]) {
      const value = later[key];
      const unset =
        value === EMPTY[key] ||
        (Array.isArray(value) && value.length === 0) ||
        (key === 'hasDefault' && !later.hasDefault) ||
        (key === 'hasExample' && !later.hasExample);
      if (!unset) merged[key] = value;
    }
    if (later.hasDefault) merged.default = later.default;
    if (later.hasExample) merged.example = later.example;
    properties.add(later.properties);
    for (const name of later.required) required.add(name);
  }
  return { ...(merged as unknown as Schema), properties: properties.merged(), required: [...required] };
}

function enumNaming(values: readonly unknown[], raw: Json): EnumNaming | undefined {
  const names: Partial<Record<(typeof ENUM_NAME_KEYS)[number], unknown>> = {};
  for (const key of ENUM_NAME_KEYS) if (Object.hasOwn(raw, key)) names[key] = raw[key];
  return Object.keys(names).length > 0 ? { values, names } : undefined;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The one type a form input is built for: the declared type, or the type the enum's values have. */
export function primaryType(schema: Schema): JsonType | undefined {
  if (schema.types.length) return schema.types[0];
  if (schema.enum?.length) {
    const first = schema.enum[0];
    return typeof first === 'number'
      ? schema.enum.every(Number.isInteger)
        ? 'integer'
        : 'number'
      : typeof first === 'boolean'
        ? 'boolean'
        : 'string';
  }
  if (schema.properties.length) return 'object';
  if (schema.items) return 'array';
  return undefined;
}
