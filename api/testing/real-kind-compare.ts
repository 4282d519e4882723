// Reading a described answer's shape the way ../shared/real-kind-shapes.md writes the real kind's
// (scripts/real-kind-table.ts): top-level property names and types through `$ref`s and `allOf` (every depth is
// api/testing/real-kind-depth.ts's). Shared by the contract API's test against the sheet and the e2e fixtures'.
import type { Shape } from '../../scripts/real-kind-table.ts';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
export type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
export type Description = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** The readers of one description's schemas (its `components.schemas` resolve its `$ref`s). */
export function shapeReader(description: { components?: { schemas?: Record<string, JsonSchema> } }) {
  function resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
    const ref = schema?.$ref;
    if (ref === undefined) return schema;
    return resolve((description.components?.schemas ?? {})[ref.replace('#/components/schemas/', '')]);
  }

  function typeName(schema: JsonSchema | undefined): string {
    const resolved = resolve(schema);
    if (!resolved) return 'object';
    if (resolved.allOf || resolved.properties || resolved.oneOf) return 'object';
    const type = Array.isArray(resolved.type) ? resolved.type.find((name) => name !== 'null') : resolved.type;
    return type === 'integer' ? 'number' : (type ?? 'object');
  }

  /** A schema's top-level properties and their types, through `$ref`s and `allOf` parts (a later part wins). */
  function shapeOf(schema: JsonSchema | undefined): Shape {
    const resolved = resolve(schema);
    if (!resolved) return { kind: 'none' };
    const properties: Record<string, string> = {};
    for (const part of resolved.allOf ?? []) {
      const shape = shapeOf(part);
      if (shape.kind === 'object') Object.assign(properties, shape.properties);
    }
    for (const [name, property] of Object.entries(resolved.properties ?? {})) properties[name] = typeName(property);
    if (!resolved.allOf && !resolved.properties && typeName(resolved) !== 'object') return { kind: 'other' };
    return { kind: 'object', properties };
  }

  return { resolve, typeName, shapeOf };
}

/** A shape with its properties in name order: the real kind's order is not ours to keep. */
export const sorted = (shape: Shape | undefined) =>
  shape?.kind === 'object' ? Object.entries(shape.properties).sort(([a], [b]) => a.localeCompare(b)) : shape;
