// A description's own mistakes, named once: a schema no value can satisfy, or a pattern no engine can read. Such a
// schema is a problem of the description — the page says so beside the field it concerns and never blames a value
// or an answer for it. Only what a value must satisfy counts: `allOf` members and required properties. A mistake
// inside an optional property makes only that property unsatisfiable (the value may leave it out), inside array
// items only a non-empty array; `oneOf`/`anyOf` alternatives are not judged. The walk reads the raw schema, follows
// local `$ref`s once each, and is bounded in depth and in nodes (an `allOf`'s members count as nodes too), so a
// hostile description cannot hang it: what is past the bound is not judged, and only what was found is reported.

import { type Json, isJson } from './description.ts';
import { readPattern } from './pattern.ts';
import { followRefs, refTarget } from './ref-target.ts';

export interface SchemaContradiction {
  /**
   * A JSON pointer into the schema as written, from the schema given ("" for itself, "/properties/category"); a
   * `$ref` is followed in place, so the path goes on from the reference into what it names.
   */
  path: string;
  reason: 'enum-type' | 'const-type' | 'all-of-types' | 'all-of-enum' | 'min-max' | 'pattern-invalid';
  /** What contradicts what, in the description's own terms (for people who fix descriptions; not translated). */
  detail: string;
  /** No value at all can satisfy the schema given (the mistake is on a part every value must satisfy). */
  unconditional: boolean;
  /** Where in a value the mistake applies: property names, "*" for any array item; [] for the value itself. */
  instance: readonly string[];
}

const MAX_DEPTH = 64;
const MAX_NODES = 5000;
const MAX_FOUND = 20;
const JSON_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** The first contradiction of a schema: one no value can satisfy if there is one, else the first found. */
export function findContradiction(document: Json, schema: unknown): SchemaContradiction | null {
  const found = findContradictions(document, schema);
  return found.find((contradiction) => contradiction.unconditional) ?? found[0] ?? null;
}

/** Every contradiction found (at most 20), in the order the schema is written. */
export function findContradictions(document: Json, schema: unknown): SchemaContradiction[] {
  const walker = new Walker(document);
  try {
    walker.walk(schema, {
      path: '',
      instance: [],
      unconditional: true,
      depth: 0,
      overridden: new Set(),
      required: new Set(),
    });
  } catch {
    // An enum value nested past the stack's depth: what was found before it still stands.
  }
  return walker.found;
}

interface Place {
  path: string;
  instance: readonly string[];
  unconditional: boolean;
  depth: number;
  /** Properties a later `allOf` member redeclares: read by that member, not here. */
  overridden: { has(name: string): boolean };
  /** Property names an enclosing `allOf` requires. */
  required: ReadonlySet<string>;
}

class Walker {
  readonly found: SchemaContradiction[] = [];
  readonly #document: Json;
  readonly #active = new Set<string>();
  readonly #walked = new Set<string>();
  #nodes = 0;

  constructor(document: Json) {
    this.#document = document;
  }

  walk(raw: unknown, place: Place): void {
    if (this.found.length >= MAX_FOUND || place.depth > MAX_DEPTH || ++this.#nodes > MAX_NODES) return;
    if (!isJson(raw)) return;
    if (typeof raw.$ref === 'string') {
      const ref = raw.$ref;
      // Once per reference and place in a value: a shared schema reached again adds nothing new there.
      const seen = `${ref} ${String(place.unconditional)} ${JSON.stringify(place.instance)}`;
      if (this.#active.has(ref) || this.#walked.has(seen)) return;
      this.#walked.add(seen);
      this.#active.add(ref);
      try {
        this.walk(this.#target(ref), { ...place, depth: place.depth + 1 });
      } finally {
        this.#active.delete(ref);
      }
      return;
    }
    this.#own(raw, place);
    const members = Array.isArray(raw.allOf) ? raw.allOf : [];
    // Every member is read below for what all of them allow: each is a node of the budget before any is walked.
    this.#nodes += members.length;
    if (this.#nodes > MAX_NODES) return;
    const resolved = members.map((member) => this.#deref(member));
    const declaredLast = lastDeclarations(resolved);
    if (members.length) this.#allOf(raw, members, resolved, declaredLast, place);
    this.#properties(raw, declaredLast, place);
    if (raw.items !== undefined && !Array.isArray(raw.items)) {
      // An empty array passes whatever its items say, unless it may not be empty.
      const mustHaveOne = typeof raw.minItems === 'number' && raw.minItems >= 1;
      this.walk(raw.items, {
        ...place,
        path: `${place.path}/items`,
        instance: [...place.instance, '*'],
        unconditional: place.unconditional && mustHaveOne,
        depth: place.depth + 1,
        overridden: new Set(),
        required: new Set(),
      });
    }
  }

  #report(place: Place, reason: SchemaContradiction['reason'], detail: string, path = place.path): void {
    this.found.push({
      path,
      reason,
      detail: detail.length > 200 ? `${detail.slice(0, 199)}…` : detail,
      unconditional: place.unconditional,
      instance: place.instance,
    });
  }

  #own(raw: Json, place: Place): void {
    const types = typesOf(raw);
    if (Array.isArray(raw.enum) && raw.enum.length && types && !raw.enum.some((value) => fits(value, types))) {
      this.#report(place, 'enum-type', `enum ${brief(raw.enum)} has no value of type ${[...types].join(', ')}`);
    }
    if (Object.hasOwn(raw, 'const') && types && !fits(raw.const, types)) {
      this.#report(place, 'const-type', `const ${brief(raw.const)} is not of type ${[...types].join(', ')}`);
    }
    if (types) {
      // Each pair rules out the types it applies to; unsatisfiable when no declared type is left.
      const bounds: [string, string, readonly string[]][] = [
        ['minimum', 'maximum', ['number', 'integer']],
        ['minLength', 'maxLength', ['string']],
        ['minItems', 'maxItems', ['array']],
        ['minProperties', 'maxProperties', ['object']],
      ];
      const ruledOut = new Set<string>();
      const broken: string[] = [];
      for (const [low, high, applies] of bounds) {
        if (typeof raw[low] === 'number' && typeof raw[high] === 'number' && raw[low] > raw[high]) {
          applies.forEach((type) => ruledOut.add(type));
          broken.push(`${low} ${String(raw[low])} > ${high} ${String(raw[high])}`);
        }
      }
      if (broken.length && [...types].every((type) => ruledOut.has(type)))
        this.#report(place, 'min-max', broken.join('; '));
    }
    if (typeof raw.pattern === 'string' && readPattern(raw.pattern) === null) {
      this.#report(
        place,
        'pattern-invalid',
        `pattern ${brief(raw.pattern)} is not a regular expression`,
        `${place.path}/pattern`,
      );
    }
  }

  #allOf(
    raw: Json,
    members: readonly unknown[],
    resolved: readonly unknown[],
    declaredLast: ReadonlyMap<string, number>,
    place: Place,
  ): void {
    const all = [raw, ...resolved].filter(isJson);
    let types: Set<string> | undefined;
    for (const part of all) {
      const own = typesOf(part);
      if (own) types = types ? intersect(types, own) : own;
    }
    if (types && types.size === 0) {
      const each = all
        .map(typesOf)
        .filter((set): set is Set<string> => set !== undefined)
        .map((set) => [...set].join('|'));
      this.#report(place, 'all-of-types', `allOf members allow types ${each.join(' and ')}, which have none in common`);
    }
    let values: Map<string, unknown> | undefined;
    for (const part of all) {
      const own = Array.isArray(part.enum) ? part.enum : Object.hasOwn(part, 'const') ? [part.const] : undefined;
      if (!own) continue;
      const keyed = new Map(own.map((value) => [stableKey(value), value]));
      values = values ? new Map([...values].filter(([key]) => keyed.has(key))) : keyed;
    }
    if (values && values.size === 0)
      this.#report(place, 'all-of-enum', 'allOf members allow values (enum or const) that have none in common');
    const required = new Set([
      ...place.required,
      ...stringsOf(raw.required),
      ...resolved.flatMap((member) => (isJson(member) ? stringsOf(member.required) : [])),
    ]);
    members.forEach((member, index) => {
      const later = { has: (name: string) => (declaredLast.get(name) ?? -1) > index };
      this.walk(member, {
        ...place,
        path: `${place.path}/allOf/${index}`,
        depth: place.depth + 1,
        overridden: later,
        required,
      });
    });
  }

  #properties(raw: Json, redeclared: ReadonlyMap<string, number>, place: Place): void {
    if (!isJson(raw.properties)) return;
    // The node's own properties come first; any allOf member that declares one again reads it instead.
    // Looked up, not copied: every member of a long allOf shares the names the allOf requires.
    const own = new Set(stringsOf(raw.required));
    for (const [name, schema] of Object.entries(raw.properties)) {
      if (this.#nodes >= MAX_NODES) return;
      if (place.overridden.has(name) || redeclared.has(name)) continue;
      this.walk(schema, {
        path: `${place.path}/properties/${escapePointer(name)}`,
        instance: [...place.instance, name],
        unconditional: place.unconditional && (own.has(name) || place.required.has(name)),
        depth: place.depth + 1,
        overridden: new Set(),
        required: new Set(),
      });
    }
  }

  #deref(value: unknown): unknown {
    return followRefs(this.#document, value);
  }

  #target(ref: string): unknown {
    return refTarget(this.#document, ref);
  }
}

/** For each property name the `allOf` members declare, the index of the last member that does: that one reads it. */
function lastDeclarations(members: readonly unknown[]): Map<string, number> {
  const last = new Map<string, number>();
  members.forEach((member, index) => {
    if (isJson(member) && isJson(member.properties))
      for (const name of Object.keys(member.properties)) last.set(name, index);
  });
  return last;
}

/** The types a schema allows (`nullable` read as allowing null), or undefined when it names none it knows. */
function typesOf(raw: Json): Set<string> | undefined {
  const declared: unknown[] = Array.isArray(raw.type) ? raw.type : raw.type === undefined ? [] : [raw.type];
  if (!declared.length || !declared.every((type) => typeof type === 'string' && JSON_TYPES.has(type))) return undefined;
  const types = new Set(declared as string[]);
  if (raw.nullable === true) types.add('null');
  return types;
}

function fits(value: unknown, types: ReadonlySet<string>): boolean {
  if (value === null) return types.has('null');
  if (Array.isArray(value)) return types.has('array');
  if (typeof value === 'number') return types.has('number') || (types.has('integer') && Number.isInteger(value));
  if (typeof value === 'object') return types.has('object');
  return types.has(typeof value);
}

/** The types both allow; an integer is a number. */
function intersect(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const both = new Set<string>();
  for (const type of a) {
    if (b.has(type)) both.add(type);
    else if (type === 'integer' && b.has('number')) both.add('integer');
    else if (type === 'number' && b.has('integer')) both.add('integer');
  }
  return both;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Equal JSON values give equal keys, whatever the order of their object members. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (isJson(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableKey(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}
