import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import { type Schema, primaryType } from '../../../lib/service-description/schema.ts';
import { isSecretField } from '../../../lib/service-description/secret.ts';

// What a described write asks for, by name: its query and path parameters and its JSON body's properties. The
// dashboard fills `v`, `language` and `project_id` itself; a plan's ID is the one other property named as an ID.

export interface OperationInput {
  name: string;
  in: 'query' | 'path' | 'body';
  schema: Schema;
  required: boolean;
  description: string | undefined;
  /** Secret by the one rule (secret.ts): typed unseen, and masked where the dialog repeats it. */
  secret: boolean;
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
        secret: isSecretField(parameter.name, parameter.schema),
      });
  }
  const body = details.body?.kind === 'json' ? details.body.schema : undefined;
  for (const { name, schema } of body?.properties ?? []) {
    if (FILLED.has(name) || schema.readOnly) continue;
    inputs.push({
      name,
      in: 'body',
      schema,
      required: body!.required.includes(name),
      description: schema.description,
      secret: isSecretField(name, schema),
    });
  }
  return inputs;
}

/** `id`, `plan_id`, `plan_storage_id`, `planId`: a name that says it is an ID. */
export const isIdName = (name: string) => /(^|_)id$/i.test(name) || /[a-z]Id$/.test(name);

/**
 * The input that takes the plan's ID: an ID-named input other than the project's, whose schema allows a number (or
 * says nothing of its type). One that names a plan wins over a bare `id`; none: the operation takes no plan ID.
 */
export function planIdInput(inputs: readonly OperationInput[]): OperationInput | undefined {
  const ids = inputs.filter(
    (input) =>
      isIdName(input.name) &&
      input.name !== 'projectId' &&
      ['integer', 'number', 'string', undefined].includes(primaryType(input.schema)),
  );
  return ids.find((input) => /plan/i.test(input.name)) ?? ids[0];
}
