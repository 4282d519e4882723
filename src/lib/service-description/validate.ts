// Checks a value against a schema of the description: request bodies before they are sent, answers after they come.
// The checking is @cfworker/json-schema's (an interpreter: no eval or new Function, so the CSP stays strict); what
// is ours is turning OpenAPI schemas into JSON Schema 2020-12 — 3.0's `nullable` and boolean exclusive bounds, and
// `#/components/schemas/...` references into `$defs` — and naming the first place a value differs.

import { type Schema as JsonSchema, Validator, format } from '@cfworker/json-schema';
import { type Json, isJson } from './description.ts';
import { readPattern } from './pattern.ts';
import { followRefs } from './ref-target.ts';

export interface SchemaDifference {
  /** Where in the value: "results[0].role", or "(root)". */
  path: string;
  /** The JSON Schema keyword that failed ("type", "required", "enum", …). */
  keyword: string;
}

/** A difference and where it is, as the parts of the value's JSON pointer (for check.ts to compare with places). */
export interface LocatedDifference {
  difference: SchemaDifference;
  location: readonly string[];
}

const COMPONENTS = '#/components/schemas/';
/** Keyword levels deeper than this are a hostile schema, not a payload's: the check fails rather than overflow the stack. */
const MAX_DEPTH = 400;
/** A pattern is checked as a format of this prefix, so that readPattern reads it (regex literals included). */
const PATTERN_FORMAT = 'x-dashboard-pattern:';
const WRAPPERS = ['$ref', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', 'prefixItems'];

/**
 * The first place `value` differs from `schema` (written as in the description), or null when it matches — or when
 * the schema cannot be checked (a reference to another file, a schema nested past reason): then nothing is claimed
 * either way.
 */
export function firstDifference(document: Json, schema: unknown, value: unknown): SchemaDifference | null {
  try {
    return locateDifference(document, schema, value)?.difference ?? null;
  } catch {
    return null;
  }
}

/** As `firstDifference`, but a schema that cannot be checked throws (check.ts says "not checked" and why). */
export function locateDifference(document: Json, schema: unknown, value: unknown): LocatedDifference | null {
  if (schema === undefined) return null;
  const context: Context = {
    document,
    legacy: typeof document.openapi === 'string' && document.openapi.startsWith('3.0'),
  };
  const components =
    isJson(document.components) && isJson(document.components.schemas) ? document.components.schemas : {};
  const $defs = Object.fromEntries(
    Object.entries(components).map(([name, part]) => [name, toJsonSchema(part, context, 1)]),
  );
  const root = toJsonSchema(schema, context, 0);
  const validator = new Validator(
    (isJson(root) ? { ...root, $defs } : { allOf: [root], $defs }) as JsonSchema,
    '2020-12',
    true,
  );
  const result = validator.validate(value);
  if (result.valid) return null;
  // The deepest place wins: the errors also name every enclosing object that "had errors".
  const specific = result.errors.filter((error) => !WRAPPERS.includes(error.keyword));
  const candidates = specific.length ? specific : result.errors;
  const depth = (location: string) => location.split('/').length;
  const first = candidates.reduce((best, error) =>
    depth(error.instanceLocation) > depth(best.instanceLocation) ? error : best,
  );
  const location = pointerParts(first.instanceLocation);
  const keyword = first.keyword === 'format' && first.error.includes(`"${PATTERN_FORMAT}`) ? 'pattern' : first.keyword;
  return { difference: { path: readablePath(location), keyword }, location };
}

/** "#/results/0/role" → ["results", "0", "role"]. */
function pointerParts(location: string): string[] {
  return location
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ["results", "0", "role"] → "results[0].role". */
function readablePath(parts: readonly string[]): string {
  if (!parts.length) return '(root)';
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

interface Context {
  document: Json;
  legacy: boolean;
}

/**
 * The validator's reading of a description's pattern: the format checks the string with the regex `readPattern`
 * gives, so a regex literal is read as the regex it names. A pattern that names no regex is not checked here
 * (contradiction.ts names it as the description's mistake).
 */
function patternFormat(pattern: string): string | undefined {
  const regex = readPattern(pattern);
  if (!regex) return undefined;
  const name = `${PATTERN_FORMAT}${pattern}`;
  format[name] ??= (text: string) => regex.test(text);
  return name;
}

/** A copy in JSON Schema 2020-12 terms (the validator annotates what it is given, so the description stays as it is). */
function toJsonSchema(schema: unknown, context: Context, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new RangeError(`schema nested more than ${MAX_DEPTH} levels deep`);
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, context, depth + 1));
  if (!isJson(schema)) return schema;
  const source = Array.isArray(schema.allOf) ? laterMembersWin(schema, context.document) : schema;
  const out: Json = {};
  const checks: Json[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.startsWith(COMPONENTS) ? `#/$defs/${value.slice(COMPONENTS.length)}` : value;
    // Values of these are data, not schemas: copied as they are.
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'example' || key === 'examples')
      out[key] = value;
    else if (key === 'properties' && isJson(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, part]) => [name, toJsonSchema(part, context, depth + 1)]),
      );
    else if (key === 'pattern' && typeof value === 'string') {
      const name = patternFormat(value);
      if (name) checks.push({ format: name });
    } else setOwn(out, key, toJsonSchema(value, context, depth + 1));
  }
  if (checks.length) out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), ...checks];
  if (context.legacy) {
    // 3.0: `nullable: true` widens the type (and the enum) by null.
    if (out.nullable === true) {
      delete out.nullable;
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      // No type of its own (`allOf: [{$ref}]` wrappers, a bare $ref): null or whatever the rest allows.
      else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
    }
    // 3.0 (draft 4): `exclusiveMinimum: true` beside `minimum`.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (out[flag] === true && typeof out[bound] === 'number') {
        out[flag] = out[bound];
        delete out[bound];
      } else if (typeof out[flag] === 'boolean') delete out[flag];
    }
  }
  delete out.nullable;
  return out;
}

/**
 * An `allOf` read the way generators mean it: a property a later member declares again is read by that member,
 * with what the earlier ones say and it leaves out kept (schema.ts reads it the same way for forms and columns). The
 * paginated list — base `results: array of string`, concrete list `results: {items: Item}` — checks an answer
 * against `results: array of Item`, where read strictly no answer could pass. Members that declare a property
 * again are copied (one level of `$ref` followed); everything else stays as written.
 */
function laterMembersWin(schema: Json, document: Json): Json {
  const members = schema.allOf as unknown[];
  const read = members.map((member) => followRefs(document, member));
  // Where each property is declared: -1 for the schema's own `properties` (read first), then member by member.
  const declared = new Map<string, number[]>();
  const own = isJson(schema.properties) ? schema.properties : {};
  for (const name of Object.keys(own)) declared.set(name, [-1]);
  read.forEach((member, index) => {
    if (isJson(member) && isJson(member.properties))
      for (const name of Object.keys(member.properties)) declared.set(name, [...(declared.get(name) ?? []), index]);
  });
  const again = [...declared].filter(([, places]) => places.length > 1);
  if (!again.length) return schema;
  const properties = (index: number): Json => (index === -1 ? own : ((read[index] as Json).properties as Json));
  const changed = new Map<number, Json>();
  const rewrite = (index: number, name: string, value: unknown) => {
    const current = changed.get(index) ?? { ...properties(index) };
    if (value === undefined) delete current[name];
    else setOwn(current, name, value);
    changed.set(index, current);
  };
  for (const [name, places] of again) {
    const merged = places
      .map((index) => properties(index)[name])
      .reduce((earlier, later) => mergeLater(document, earlier, later, 0));
    places.slice(0, -1).forEach((index) => rewrite(index, name, undefined));
    rewrite(places.at(-1)!, name, merged);
  }
  return {
    ...schema,
    ...(changed.has(-1) ? { properties: changed.get(-1) } : {}),
    allOf: members.map((member, index) =>
      changed.has(index) ? { ...(read[index] as Json), properties: changed.get(index) } : member,
    ),
  };
}

/** One property schema declared twice: the later one's keywords win, properties merge by name, requirements add up. */
function mergeLater(document: Json, earlier: unknown, later: unknown, depth: number): unknown {
  const a = followRefs(document, earlier);
  const b = followRefs(document, later);
  if (!isJson(a) || !isJson(b) || depth > 8) return later;
  const merged: Json = { ...a, ...b };
  if (isJson(a.properties) && isJson(b.properties)) {
    const properties: Json = { ...a.properties };
    for (const [name, part] of Object.entries(b.properties))
      setOwn(
        properties,
        name,
        Object.hasOwn(properties, name) ? mergeLater(document, properties[name], part, depth + 1) : part,
      );
    merged.properties = properties;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required))
    merged.required = [
      ...new Set([...(Array.isArray(a.required) ? a.required : []), ...(Array.isArray(b.required) ? b.required : [])]),
    ];
  return merged;
}

/**
 * `object[name] = value` for a name the description chose: assigned, a name `__proto__` that is not yet an own
 * property would set the object's prototype instead (dropping the value, and letting lookups inherit it).
 */
function setOwn(object: Json, name: string, value: unknown): void {
  Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}
