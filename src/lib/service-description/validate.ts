// Checks a value against a schema of the description: request bodies before they are sent, answers after they come.
// The checking is @cfworker/json-schema's (an interpreter: no eval or new Function, so the CSP stays strict); what
// is ours is turning OpenAPI schemas into JSON Schema 2020-12 — 3.0's `nullable` and boolean exclusive bounds, and
// `#/components/schemas/...` references into `$defs` — and naming the first place a value differs.

import { type Schema as JsonSchema, Validator } from '@cfworker/json-schema';
import { type Json, isJson } from './description.ts';

export interface SchemaDifference {
  /** Where in the value: "results[0].role", or "(root)". */
  path: string;
  /** The JSON Schema keyword that failed ("type", "required", "enum", …). */
  keyword: string;
}

const COMPONENTS = '#/components/schemas/';

/**
 * The first place `value` differs from `schema` (written as in the description), or null when it matches — or when
 * the schema cannot be checked (a reference to another file): then nothing is claimed either way.
 */
export function firstDifference(document: Json, schema: unknown, value: unknown): SchemaDifference | null {
  if (schema === undefined) return null;
  const legacy = typeof document.openapi === 'string' && document.openapi.startsWith('3.0');
  const components = isJson(document.components) && isJson(document.components.schemas) ? document.components.schemas : {};
  const $defs = Object.fromEntries(Object.entries(components).map(([name, part]) => [name, toJsonSchema(part, legacy)]));
  const root = toJsonSchema(schema, legacy);
  let result;
  try {
    const validator = new Validator((isJson(root) ? { ...root, $defs } : { allOf: [root], $defs }) as JsonSchema, '2020-12', true);
    result = validator.validate(value);
  } catch {
    return null;
  }
  if (result.valid) return null;
  // The deepest place wins: the errors also name every enclosing object that "had errors".
  const specific = result.errors.filter((error) => !['$ref', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'additionalProperties', 'prefixItems'].includes(error.keyword));
  const candidates = specific.length ? specific : result.errors;
  const depth = (location: string) => location.split('/').length;
  const first = candidates.reduce((best, error) => (depth(error.instanceLocation) > depth(best.instanceLocation) ? error : best));
  return { path: readablePath(first.instanceLocation), keyword: first.keyword };
}

/** "#/results/0/role" → "results[0].role". */
function readablePath(location: string): string {
  const parts = location.replace(/^#\/?/, '').split('/').filter(Boolean).map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
  if (!parts.length) return '(root)';
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** A copy in JSON Schema 2020-12 terms (the validator annotates what it is given, so the description stays as it is). */
function toJsonSchema(schema: unknown, legacy: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, legacy));
  if (!isJson(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.startsWith(COMPONENTS) ? `#/$defs/${value.slice(COMPONENTS.length)}` : value;
    // Values of these are data, not schemas: copied as they are.
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'example' || key === 'examples') out[key] = value;
    else if (key === 'properties' && isJson(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, part]) => [name, toJsonSchema(part, legacy)]));
    else out[key] = toJsonSchema(value, legacy);
  }
  if (legacy) {
    // 3.0: `nullable: true` widens the type (and the enum) by null.
    if (out.nullable === true) {
      delete out.nullable;
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      // No type of its own (`allOf: [{$ref}]` wrappers, a bare $ref): null or whatever the rest allows.
      else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
    }
    // 3.0 (draft 4): `exclusiveMinimum: true` beside `minimum`.
    for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (out[flag] === true && typeof out[bound] === 'number') {
        out[flag] = out[bound];
        delete out[bound];
      } else if (typeof out[flag] === 'boolean') delete out[flag];
    }
  }
  delete out.nullable;
  return out;
}
