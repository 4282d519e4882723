// Holding a value to the real kind's answer schema at every depth the sheet writes it (scripts/real-kind-schema.ts):
// each place where the value is not the real kind's — a required field missing, another type, a value outside the
// real kind's list, a field it does not name — and, apart, each field where the real kind names no fields: under an
// object it describes with no properties (or an answer it describes with no content), and under a schema the sheet
// names without writing out. Used on the contract API's answers and on its description's example answers.
import type { SheetSchema } from '../../scripts/real-kind-schema.ts';

export type Finding = {
  /** Where, as `results[].country.id` (`[]`: any item of a list). */
  at: string;
  /**
   * `missing`: a field the real kind requires is absent; `type`: the value is of another type (or null where the
   * real kind's is not nullable, or none of its alternatives); `value`: outside the real kind's enum; `unnamed`: a
   * field the real kind's schema does not name; `open`: a field of an object the real kind describes with no
   * properties (its fields are the service's to choose); `unwritten`: a field under a schema the sheet names and
   * never writes out.
   */
  kind: 'missing' | 'type' | 'value' | 'unnamed' | 'open' | 'unwritten';
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (at: string, name: string) => (at === '' ? name : `${at}.${name}`);

/** Where `value` is not the real kind's `schema` (its `$ref`s named in `schemas`), each place once. */
export function findingsOf(value: unknown, schema: SheetSchema, schemas: Record<string, SheetSchema>): Finding[] {
  const found = new Map<string, Finding>();
  const note = (at: string, kind: Finding['kind']): void => void found.set(`${kind} ${at}`, { at, kind });

  /** The fields of an object whose fields the sheet does not give, as `kind`. */
  const noteAll = (value: unknown, at: string, kind: 'open' | 'unwritten') => {
    if (isObject(value)) for (const name of Object.keys(value)) note(child(at, name), kind);
  };

  function walk(value: unknown, schema: SheetSchema, at: string, nullable: boolean): void {
    if ('$ref' in schema) {
      const named = schemas[schema.$ref];
      if (named !== undefined) return walk(value, named, at, nullable || schema.nullable === true);
      if (value === null) return nullable || schema.nullable === true ? undefined : note(at, 'type');
      return isObject(value) ? noteAll(value, at, 'unwritten') : note(at, 'type');
    }
    if (value === null)
      return nullable || ('nullable' in schema && schema.nullable === true) ? undefined : note(at, 'type');
    if ('oneOf' in schema) {
      // One alternative the value fully holds to is enough; its fields the real kind names none of are still told.
      const runs = schema.oneOf.map((branch) => findingsOf(value, { ...branch }, schemas));
      const held = runs.find((run) => run.every((finding) => finding.kind === 'open' || finding.kind === 'unwritten'));
      if (held === undefined) return note(at, 'type');
      for (const finding of held) note(at === '' ? finding.at : `${at}.${finding.at}`, finding.kind);
      return;
    }
    switch (schema.type) {
      case 'none':
        return noteAll(value, at, 'open');
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== schema.type || (typeof value === 'number' && !Number.isFinite(value)))
          return note(at, 'type');
        if (schema.enum !== undefined && !schema.enum.includes(value as string | number)) note(at, 'value');
        return;
      case 'array':
        if (!Array.isArray(value)) return note(at, 'type');
        for (const item of value) walk(item, schema.items, `${at}[]`, false);
        return;
      case 'object': {
        if (!isObject(value)) return note(at, 'type');
        const { properties } = schema;
        if (properties === undefined) return noteAll(value, at, 'open');
        for (const name of schema.required ?? []) if (!(name in value)) note(child(at, name), 'missing');
        for (const [name, field] of Object.entries(value)) {
          const described = properties[name];
          if (described === undefined) note(child(at, name), 'unnamed');
          else walk(field, described, child(at, name), false);
        }
      }
    }
  }

  walk(value, schema, '', false);
  return [...found.values()];
}
