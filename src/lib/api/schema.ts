// What an answer is checked with: the Standard Schema interface (standardschema.dev, version 1). valibot's schemas
// have it, and so does a plain check made with `checkedBy`: the client needs no validation library of its own, and
// the reads the first page makes are checked without one in the first load.

export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

export type SchemaResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };

export interface Schema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<T> | Promise<SchemaResult<T>>;
  };
}

/** A schema made of a check: it returns the value it accepts (changed or not), or the issues that refuse it. */
export function checkedBy<T>(check: (value: unknown) => SchemaResult<T>): Schema<T> {
  return { '~standard': { version: 1, vendor: 'relay', validate: check } };
}

/** Refused, with one issue at the answer's top level. */
export function refused(message: string): { issues: readonly SchemaIssue[] } {
  return { issues: [{ message }] };
}

/** Checks `value` with any Standard Schema; the result as the schema gives it. */
export async function validate<T>(schema: Schema<T>, value: unknown): Promise<SchemaResult<T>> {
  return schema['~standard'].validate(value);
}

/** Where an issue is, as dotted keys (`items.0.id`); null at the top level, or for a key that is not text or a number. */
export function issuePath(issue: SchemaIssue): string | null {
  if (!issue.path?.length) return null;
  const keys: string[] = [];
  for (const item of issue.path) {
    const key = typeof item === 'object' && item !== null ? item.key : item;
    if (typeof key !== 'string' && typeof key !== 'number') return null;
    keys.push(String(key));
  }
  return keys.join('.');
}
