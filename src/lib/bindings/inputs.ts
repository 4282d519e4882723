import type { OperationDetails } from '../service-description/operation-details.ts';
import type { Schema } from '../service-description/schema.ts';

// What an operation asks for by name, as a page of the dashboard fills it: its query and path parameters and its
// JSON body's properties. `v`, `language` and `project_id` are the dashboard's own (the request builder fills them).

export interface OperationInput {
  name: string;
  in: 'query' | 'path' | 'body';
  schema: Schema;
  required: boolean;
  description: string | undefined;
}

const FILLED = new Set(['v', 'language', 'project_id']);

export function operationInputs(details: OperationDetails): OperationInput[] {
  const inputs: OperationInput[] = [];
  for (const parameter of details.parameters) {
    if ((parameter.in === 'query' || parameter.in === 'path') && !FILLED.has(parameter.name))
      inputs.push({
        name: parameter.name,
        in: parameter.in,
        schema: parameter.schema,
        required: parameter.required,
        description: parameter.description ?? parameter.schema.description,
      });
  }
  const body = details.body?.kind === 'json' ? details.body.schema : undefined;
  for (const { name, schema } of body?.properties ?? []) {
    if (FILLED.has(name) || schema.readOnly) continue;
    inputs.push({ name, in: 'body', schema, required: body!.required.includes(name), description: schema.description });
  }
  return inputs;
}
