// What a body editor starts from: the description's own examples, else one value built from the schema. A built
// value is a sample, not data: formats get placeholders that are plainly samples (example.com, a nil-like UUID,
// the first moment of 2024), and nothing is taken from the clock, so the same description always gives the same
// sample.

import { type Json, isJson } from './description.ts';
import { type Schema, SchemaResolver, primaryType } from './schema.ts';

export interface NamedExample {
  /** The example's summary, else its key in `examples`; null for `example` and for a built one. */
  summary: string | null;
  value: unknown;
  /** Built from the schema (not written in the description). */
  generated: boolean;
}

/** Nested objects deeper than this are left empty: a sample is a start, not a full tree. */
const MAX_DEPTH = 8;
/** A schema that requires nothing gets every property, up to this many. */
const MAX_OPTIONAL = 20;

const BY_FORMAT: Readonly<Record<string, string>> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  iri: 'https://example.com/',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  // Addresses reserved for documentation (RFC 5737, RFC 3849).
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/**
 * The examples of a Media Type Object: each of `examples` (a `$ref` to `components/examples` followed; one with
 * only `externalValue` skipped — fetching it would be a request to another host), then `example`. When it has none,
 * one built from its schema: `generated` is false when that is the schema's own `example`.
 */
export function mediaExamples(document: Json, media: unknown, resolver = new SchemaResolver(document)): NamedExample[] {
  if (!isJson(media)) return [];
  const found: NamedExample[] = [];
  if (isJson(media.examples)) {
    for (const [key, entry] of Object.entries(media.examples)) {
      const example = resolver.deref(entry);
      if (!example || !Object.hasOwn(example, 'value')) continue;
      const summary = typeof example.summary === 'string' && example.summary.trim() ? example.summary : key;
      found.push({ summary, value: example.value, generated: false });
    }
  }
  if (Object.hasOwn(media, 'example')) found.push({ summary: null, value: media.example, generated: false });
  if (found.length || media.schema === undefined) return found;
  const schema = resolver.resolve(media.schema);
  return [{ summary: null, value: exampleFromSchema(schema), generated: !schema.hasExample }];
}

/**
 * A value built from a resolved schema: its `example`, else its `default`, else the first `enum` value (`const`
 * is read as a one-value enum), else a placeholder for its format, else the plainest value of its type (`""`, `0`
 * or the bound, `false`, `[]`, an object of its properties). An object gets its required properties; when it
 * requires none, every property (up to 20), because an empty object tells a user nothing of what may be sent and a
 * schema with no `required` is usually a generator's omission. `readOnly` properties are left out: the service sets
 * them. A circular reference ends in `null`.
 */
export function exampleFromSchema(schema: Schema): unknown {
  return build(schema, 0);
}

function build(schema: Schema, depth: number): unknown {
  if (schema.hasExample) return schema.example;
  if (schema.hasDefault) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.circular || schema.unresolved) return null;
  const type = primaryType(schema);
  if (type === undefined && schema.variants.length) return build(schema.variants[0]!, depth + 1);
  switch (type) {
    case 'string':
      return (schema.format && BY_FORMAT[schema.format]) ?? '';
    case 'integer':
    case 'number':
      return numberSample(schema, type);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return depth >= MAX_DEPTH ? {} : objectSample(schema, depth);
    default:
      // Any type at all: null says "fill this in" without pretending to be a value of some type.
      return null;
  }
}

function numberSample(schema: Schema, type: 'integer' | 'number'): number {
  const round = (value: number) => (type === 'integer' ? Math.ceil(value) : value);
  if (schema.minimum !== undefined && schema.minimum > 0) return round(schema.minimum);
  if (schema.maximum !== undefined && schema.maximum < 0) return type === 'integer' ? Math.floor(schema.maximum) : schema.maximum;
  return 0;
}

function objectSample(schema: Schema, depth: number): Record<string, unknown> {
  const writable = schema.properties.filter((property) => !property.schema.readOnly);
  const chosen = schema.required.length ? writable.filter((property) => schema.required.includes(property.name)) : writable.slice(0, MAX_OPTIONAL);
  const value: Record<string, unknown> = {};
  for (const property of chosen) value[property.name] = build(property.schema, depth + 1);
  return value;
}
