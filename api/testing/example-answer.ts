// An answer as an operation's description gives it, for holding the description itself to another: every property
// its schema names (optional ones too), each with its `example` where it gives one, else a value of its type — the
// first of an enum, a date-time for that format — and the first alternative that is not null.
export type DescribedSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  format?: string;
  allOf?: DescribedSchema[];
  oneOf?: DescribedSchema[];
  anyOf?: DescribedSchema[];
  items?: DescribedSchema;
  properties?: Record<string, DescribedSchema>;
};

export function exampleOf(schema: DescribedSchema | undefined, schemas: Record<string, DescribedSchema>): unknown {
  if (schema === undefined) return {};
  if (schema.$ref !== undefined) return exampleOf(schemas[schema.$ref.replace('#/components/schemas/', '')], schemas);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum !== undefined) return schema.enum[0];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives !== undefined) {
    const taken = alternatives.find((branch) => branch.type !== 'null') ?? alternatives[0];
    return exampleOf(taken, schemas);
  }
  if (schema.allOf !== undefined) {
    const parts = schema.allOf.map((part) => exampleOf(part, schemas));
    return parts.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part))
      ? Object.assign({}, ...parts)
      : parts.at(-1);
  }
  const type = Array.isArray(schema.type) ? (schema.type.find((name) => name !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T00:00:00.000Z' : 'text';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [exampleOf(schema.items, schemas)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property, schemas)]),
      );
  }
}
