// What a body editor starts from: the description's own examples, else one value built from the schema. A built
// value is a sample, not data: formats get placeholders that are plainly samples (example.com, a nil-like UUID,
// the first moment of 2024), and nothing is taken from the clock, so the same description always gives the same
// sample.

import { type Json, isJson } from './description.ts';
import { readPattern } from './pattern.ts';
import { type Schema, SchemaResolver, primaryType } from './schema.ts';
import { ownWord } from '../i18n/own-word.ts';

export interface NamedExample {
  /** The example's summary, else its key in `examples`; null for `example` and for a built one. */
  summary: string | null;
  value: unknown;
  /** Built from the schema (not written in the description). */
  generated: boolean;
  /**
   * Where a built value could not be made to fit its schema (a pattern no sample matches, bounds that leave no
   * value): left plain (`""`, the bound) for the user to fill, never an invented value that looks right.
   */
  unfilled?: readonly string[];
}

/** Nested objects deeper than this are left empty: a sample is a start, not a full tree. */
const MAX_DEPTH = 8;
/** A schema that requires nothing gets every property, up to this many. */
const MAX_OPTIONAL = 20;
/**
 * Values in one sample, counted as it will be written out: a shared schema reached by `$ref` from many places is
 * built once, but each place it appears costs its size. Past this, objects and arrays are left empty (and listed as
 * unfilled), so a description of nested references cannot build megabytes.
 */
const MAX_NODES = 1000;
/** A string longer than this is not padded out: `minLength: 100000` is the user's to fill. */
const MAX_STRING = 256;

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
  byte: 'AAAA',
  duration: 'PT1M',
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
  const built = fittedExample(schema);
  return [
    {
      summary: null,
      value: built.value,
      generated: !schema.hasExample,
      ...(built.unfilled.length ? { unfilled: built.unfilled } : {}),
    },
  ];
}

/**
 * A value built from a resolved schema: its `example`, else its `default`, else the first `enum` value (`const`
 * is read as a one-value enum), else a placeholder for its format, else the plainest value of its type (`""`, `0`
 * or the bound, `false`, `[]`, an object of its properties). An object gets its required properties; when it
 * requires none, every property (up to 20), because an empty object tells a user nothing of what may be sent and a
 * schema with no `required` is usually a generator's omission. `readOnly` properties are left out: the service sets
 * them. A circular reference ends in `null`.
 *
 * With it, the places it could not fit. A built value satisfies its schema where one can be made: lengths
 * (a placeholder padded or cut), a pattern (a sample read off a simple pattern, else a few plain candidates),
 * formats, bounds, `multipleOf`, `minItems`.
 */
export function fittedExample(schema: Schema): { value: unknown; unfilled: string[] } {
  const work: Work = { unfilled: [], nodes: 0, cuts: 0, built: new WeakMap() };
  return { value: build(schema, 0, '', work), unfilled: work.unfilled };
}

/** One object built from a shared schema: its value, its size in nodes, and its unfilled places under `path`. */
interface Built {
  value: Record<string, unknown>;
  nodes: number;
  path: string;
  unfilled: readonly string[];
}

interface Work {
  unfilled: string[];
  nodes: number;
  /** How many times the budget cut a value short. */
  cuts: number;
  /** By the properties of a schema, which a `$ref` shares wherever it is used. */
  built: WeakMap<object, Built>;
}

function build(schema: Schema, depth: number, path: string, work: Work): unknown {
  work.nodes += 1;
  const unfilled = work.unfilled;
  if (schema.hasExample) return schema.example;
  if (schema.hasDefault) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.circular || schema.unresolved) return null;
  const type = primaryType(schema);
  if (type === undefined && schema.variants.length) return build(schema.variants[0]!, depth + 1, path, work);
  const gap = <T>(value: T): T => {
    unfilled.push(path || '/');
    return value;
  };
  switch (type) {
    case 'string':
      return stringSample(schema) ?? gap('');
    case 'integer':
    case 'number': {
      const value = numberSample(schema, type);
      return fitsNumber(value, schema, type) ? value : gap(value);
    }
    case 'boolean':
      return false;
    case 'array':
      return depth >= MAX_DEPTH ? [] : arraySample(schema, depth, path, work);
    case 'object':
      return depth >= MAX_DEPTH ? {} : objectSample(schema, depth, path, work);
    default:
      // Any type at all: null says "fill this in" without pretending to be a value of some type.
      return null;
  }
}

/** Plain samples tried against a pattern the reader could not build from: digits, words, the format placeholders. */
const CANDIDATES = [
  'string',
  'example',
  'abc',
  'a',
  'A',
  'ABC',
  '0',
  '1',
  '123',
  '0123456789',
  'a1',
  'example-1',
  'example_1',
  ...new Set(Object.values(BY_FORMAT)),
];

/** Length in code points, as JSON Schema counts it. */
const lengthOf = (text: string) => [...text].length;

/**
 * Whether a pattern can be tried against a sample here, on the page's thread, in time that does not grow
 * exponentially with the sample: no backreference, no quantified group that holds a quantifier or an alternative
 * (`([a-z]+)+`, `(a|aa)*` — the shapes that backtrack without end), and few unbounded quantifiers.
 */
export function isTriablePattern(source: string): boolean {
  if (/\\(?:[1-9]|k<)/.test(source)) return false;
  // `{2,}` and `{2,5}`: a quantifier that repeats a varying number of times, like `*` and `+`.
  const range = /\{\d+,\d*\}/y;
  const repeats = (at: number) => {
    const char = source[at];
    range.lastIndex = at;
    return char === '*' || char === '+' || (char === '{' && range.test(source));
  };
  const open: { risky: boolean }[] = [];
  let unbounded = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at]!;
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (char === '[') {
      // A class is one character, whatever it holds.
      at += 1;
      while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
      continue;
    }
    if (char === '(') open.push({ risky: false });
    else if (char === '|' && open.length) open.at(-1)!.risky = true;
    else if (char === ')') {
      const group = open.pop();
      if (group?.risky && repeats(at + 1)) return false;
      if (open.length && (group?.risky || repeats(at + 1))) open.at(-1)!.risky = true;
    } else if (repeats(at)) {
      if (source[at] !== '{' || source[source.indexOf('}', at) - 1] === ',') unbounded += 1;
      if (open.length) open.at(-1)!.risky = true;
    }
  }
  return unbounded <= 3;
}

function stringSample(schema: Schema): string | undefined {
  const min = schema.minLength ?? 0;
  if (min > MAX_STRING) return undefined;
  const regex = schema.pattern === undefined ? null : readPattern(schema.pattern);
  // A pattern that could take the page's thread for seconds on a sample is not tried: the value is left to fill.
  if (regex && !isTriablePattern(regex.source)) return undefined;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string | undefined): text is string =>
    text !== undefined && lengthOf(text) >= min && lengthOf(text) <= max && (!regex || regex.test(text));
  // A plain placeholder can be padded or cut; a format's cannot without leaving its format.
  const fitted = (text: string) => [...text.padEnd(min, 'x')].slice(0, max).join('');
  // The table's own formats only: a described `constructor` is a format it does not know.
  const placeholder = ownWord(BY_FORMAT, schema.format);
  // A format's placeholder is the only sample of that format; anything else would be a value of another kind.
  const tried = placeholder
    ? [placeholder]
    : ['', regex ? patternSample(regex.source, min) : undefined, fitted('string'), ...CANDIDATES.map(fitted)];
  return tried.find(fits);
}

interface Atom {
  char: string;
  min: number;
  max: number;
}

/**
 * The shortest text a simple pattern (anchors, literal characters, escapes, classes, `.`, and quantifiers — no
 * groups or alternatives) describes, grown to `minLength` where a quantifier allows; undefined for anything else.
 */
function patternSample(source: string, minLength: number): string | undefined {
  const atoms: Atom[] = [];
  let at = 0;
  const CLASS: Record<string, string> = { d: '0', w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };
  while (at < source.length) {
    const char = source[at]!;
    let sample: string;
    if ((char === '^' && at === 0) || (char === '$' && at === source.length - 1)) {
      at += 1;
      continue;
    }
    if ('()|^$+*?{}'.includes(char)) return undefined;
    if (char === '\\') {
      const next = source[at + 1];
      if (next === undefined || /[bBkpPu0-9cxnrtfv]/.test(next)) return undefined;
      sample = CLASS[next] ?? next;
      at += 2;
    } else if (char === '[') {
      const end = source.indexOf(']', at + 2);
      const first = source[at + 1];
      if (end < 0 || first === '^' || first === undefined) return undefined;
      sample = first === '\\' ? (CLASS[source[at + 2]!] ?? source[at + 2]!) : first;
      at = end + 1;
    } else {
      sample = char === '.' ? 'a' : char;
      at += 1;
    }
    const quantifier = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(at));
    let min = 1;
    let max = 1;
    if (quantifier) {
      at += quantifier[0].length;
      if (quantifier[1])
        [min, max] = quantifier[1] === '+' ? [1, Infinity] : quantifier[1] === '*' ? [0, Infinity] : [0, 1];
      else {
        min = Number(quantifier[2]);
        max = quantifier[3] === undefined ? min : quantifier[4] ? Number(quantifier[4]) : Infinity;
      }
    }
    atoms.push({ char: sample, min, max });
  }
  const counts = atoms.map((atom) => atom.min);
  let short = minLength - counts.reduce((sum, count) => sum + count, 0);
  for (let index = 0; index < atoms.length && short > 0; index += 1) {
    const more = Math.min(short, atoms[index]!.max - counts[index]!);
    counts[index]! += more;
    short -= more;
  }
  return atoms.map((atom, index) => atom.char.repeat(counts[index]!)).join('');
}

function numberSample(schema: Schema, type: 'integer' | 'number'): number {
  const lower = Math.max(schema.minimum ?? -Infinity, schema.exclusiveMinimum ?? -Infinity);
  const upper = Math.min(schema.maximum ?? Infinity, schema.exclusiveMaximum ?? Infinity);
  const step =
    schema.multipleOf !== undefined && schema.multipleOf > 0 ? schema.multipleOf : type === 'integer' ? 1 : undefined;
  // Zero where allowed, else the bound nearest to it.
  let value = 0 < lower ? lower : 0 > upper ? upper : 0;
  if (step !== undefined) {
    value = value === upper && upper < 0 ? Math.floor(value / step) * step : Math.ceil(value / step) * step;
    if (!fitsNumber(value, schema, type)) value = value <= lower ? value + step : value - step;
  } else if (!fitsNumber(value, schema, type)) {
    // A strict bound: the middle of the range, else one past the bound.
    value =
      Number.isFinite(lower) && Number.isFinite(upper) ? (lower + upper) / 2 : value === lower ? lower + 1 : upper - 1;
  }
  // Multiples of a fraction are computed in binary: 3 × 0.1 is shown as 0.3.
  return Number(value.toPrecision(12));
}

function fitsNumber(value: number, schema: Schema, type: 'integer' | 'number'): boolean {
  if (type === 'integer' && !Number.isInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  if (schema.multipleOf !== undefined && schema.multipleOf > 0) {
    const ratio = value / schema.multipleOf;
    if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return false;
  }
  return true;
}

/** Items enough for `minItems` (each built from the item schema), up to 20; more than that is the user's to add. */
function arraySample(schema: Schema, depth: number, path: string, work: Work): unknown[] {
  const wanted = schema.minItems ?? 0;
  if (wanted > MAX_OPTIONAL || (wanted > 0 && !schema.items)) work.unfilled.push(path || '/');
  const items = schema.items;
  if (!items) return [];
  const value: unknown[] = [];
  for (let index = 0; index < Math.min(wanted, MAX_OPTIONAL); index += 1) {
    if (work.nodes >= MAX_NODES) {
      cutShort(work, path);
      break;
    }
    value.push(build(items, depth + 1, `${path}[${index}]`, work));
  }
  return value;
}

function cutShort(work: Work, path: string): void {
  work.cuts += 1;
  work.unfilled.push(path || '/');
}

function objectSample(schema: Schema, depth: number, path: string, work: Work): Record<string, unknown> {
  const key = schema.properties;
  const known = key.length ? work.built.get(key) : undefined;
  if (known && work.nodes + known.nodes > MAX_NODES) {
    cutShort(work, path);
    return {};
  }
  if (known) {
    // The same shared schema again: its value once more (a copy, so no two places share one object), at its size.
    work.nodes += known.nodes;
    const prefix = (place: string) => (known.path === '' ? place : `${path}${place.slice(known.path.length)}`);
    for (const place of known.unfilled) work.unfilled.push(prefix(place));
    return structuredClone(known.value);
  }
  const startNodes = work.nodes;
  const startUnfilled = work.unfilled.length;
  const startCuts = work.cuts;
  const writable = schema.properties.filter((property) => !property.schema.readOnly);
  const chosen = schema.required.length
    ? writable.filter((property) => schema.required.includes(property.name))
    : writable.slice(0, MAX_OPTIONAL);
  // Gathered as entries: assigning to a fresh object would take a property named `__proto__` as its prototype.
  const entries: [string, unknown][] = [];
  for (const property of chosen) {
    if (work.nodes >= MAX_NODES) {
      cutShort(work, path);
      break;
    }
    const place = path ? `${path}.${property.name}` : property.name;
    entries.push([property.name, build(property.schema, depth + 1, place, work)]);
  }
  const value: Record<string, unknown> = Object.fromEntries(entries);
  // Only a whole value is reused: one cut short by the budget would be cut short everywhere.
  if (key.length && work.cuts === startCuts)
    work.built.set(key, {
      value,
      nodes: work.nodes - startNodes,
      path,
      unfilled: work.unfilled.slice(startUnfilled),
    });
  return value;
}
