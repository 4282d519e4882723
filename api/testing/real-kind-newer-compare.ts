// A described schema against the newer sheet's shape of it (scripts/real-kind-newer-table.ts), to full depth: the
// same type at every place, an object's properties the same names where the sheet writes them out, an array's items
// alike, alternatives alike. Where the sheet names a model without writing it out, anything of that type will do.
import type { NewerValue } from '../../scripts/real-kind-newer-table.ts';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

type Flat = { type: string; properties?: Record<string, Schema>; required: string[]; items?: Schema; oneOf?: Schema[] };

export function newerComparer(schemas: Record<string, Schema>) {
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref === undefined ? schema : resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);

  /** A schema as one shape: `$ref`s followed, `allOf` parts merged, a nullable alternative taken as its value. */
  function flat(schema: Schema | undefined): Flat {
    const resolved = resolve(schema) ?? {};
    const branches = resolved.oneOf?.filter((branch) => resolve(branch)?.type !== 'null');
    if (branches?.length === 1) return flat(branches[0]);
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const part of resolved.allOf ?? []) {
      const shape = flat(part);
      Object.assign(properties, shape.properties);
      required.push(...shape.required);
    }
    Object.assign(properties, resolved.properties);
    required.push(...(resolved.required ?? []));
    const named = Array.isArray(resolved.type) ? resolved.type.find((type) => type !== 'null') : resolved.type;
    const type = named === 'integer' ? 'number' : (named ?? 'object');
    return {
      type,
      ...(Object.keys(properties).length > 0 || resolved.allOf ? { properties } : {}),
      required,
      ...(resolved.items ? { items: resolved.items } : {}),
      ...(branches && branches.length > 1 ? { oneOf: branches } : {}),
    };
  }

  /** Where ours differs from the sheet's, by place (`items[].sender.name`). */
  function differences(ours: Schema | undefined, theirs: NewerValue, at = ''): string[] {
    const mine = flat(ours);
    const here = at === '' ? '(answer)' : at;
    if (mine.type !== theirs.type) return [`${here}: ${mine.type}, the real kind’s ${theirs.type}`];
    if (theirs.type === 'array' && theirs.items) return differences(mine.items, theirs.items, `${at}[]`);
    if (theirs.oneOf) {
      if (mine.oneOf?.length !== theirs.oneOf.length)
        return [`${here}: not the real kind’s ${theirs.oneOf.length} alternatives`];
      return theirs.oneOf.flatMap((branch, index) => differences(mine.oneOf![index], branch, `${at}|${index}`));
    }
    if (!theirs.properties) return [];
    const ourNames = Object.keys(mine.properties ?? {});
    const place = (name: string) => (at === '' ? name : `${at}.${name}`);
    return [
      ...Object.keys(theirs.properties)
        .filter((name) => !ourNames.includes(name))
        .map((name) => `${place(name)}: missing`),
      ...ourNames.filter((name) => !(name in theirs.properties!)).map((name) => `${place(name)}: not the real kind’s`),
      ...ourNames
        .filter((name) => name in theirs.properties!)
        .flatMap((name) => differences(mine.properties![name], theirs.properties![name]!, place(name))),
    ];
  }

  return { flat, differences };
}

/**
 * Where a live answer is not the newer sheet's shape of it, by place: a field it requires missing, a field it does
 * not name, another type (null passes: the newer sheet does not always say what may be null). Where the sheet names a
 * model without writing it out, anything of that type will do.
 */
export function answerDifferences(value: unknown, theirs: NewerValue, at = ''): string[] {
  const here = at === '' ? '(answer)' : at;
  if (value === null) return [];
  if (theirs.oneOf) {
    const fits = theirs.oneOf.some((branch) => answerDifferences(value, branch, at).length === 0);
    return fits ? [] : [`${here}: none of the real kind’s ${theirs.oneOf.length} alternatives`];
  }
  const type = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
  if (type !== theirs.type) return [`${here}: ${type}, the real kind’s ${theirs.type}`];
  if (Array.isArray(value) && theirs.items)
    return [...new Set(value.flatMap((item) => answerDifferences(item, theirs.items!, `${at}[]`)))];
  if (type !== 'object' || !theirs.properties) return [];
  const record = value as Record<string, unknown>;
  const place = (name: string) => (at === '' ? name : `${at}.${name}`);
  return [
    ...Object.entries(theirs.properties)
      .filter(([name, property]) => property.required && !(name in record))
      .map(([name]) => `${place(name)}: missing`),
    ...Object.keys(record)
      .filter((name) => !(name in theirs.properties!))
      .map((name) => `${place(name)}: not the real kind’s`),
    ...Object.entries(record)
      .filter(([name]) => name in theirs.properties!)
      .flatMap(([name, field]) => answerDifferences(field, theirs.properties![name]!, place(name))),
  ];
}
