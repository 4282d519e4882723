import type { DescribedOperation, ServiceDescription } from '../service-description/description.ts';
import { isReadOperation } from '../service-description/effect.ts';
import { namedOperation } from '../service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  placeholders,
  responseFor,
} from '../service-description/operation-details.ts';
import type { Schema } from '../service-description/schema.ts';
import { type OperationInput, operationInputs } from './inputs.ts';

// A document name bound to the operation a deployment describes for it: found by the interface document's group and
// operation name, never by path, with what a page needs to call it and read its answer.

export interface Binding {
  /** The group as the interface document spells it: the root of the binding's query keys. */
  group: string;
  /** The operation's name in the interface document. */
  name: string;
  operation: DescribedOperation;
  details: OperationDetails;
  /** What it asks for by name, besides what the dashboard fills (v, language, project_id). */
  inputs: readonly OperationInput[];
  /** The 200 answer's schema, as far as the description gives one. */
  answer: Schema | undefined;
  /** Whether it only reads, by the rule the console uses before sending without asking. */
  reads: boolean;
}

/** Why a name cannot be bound: not described (or twice), not a read where one is wanted, or a value it lacks. */
export type BindingProblem =
  { kind: 'not-described' } | { kind: 'not-a-read'; method: string } | { kind: 'needs'; field: string };

export interface BindOptions {
  /**
   * The dashboard sends it by itself: anything that is not a read by the console's rule (`isReadOperation`) is
   * refused, whatever the description says.
   */
  read?: boolean;
  /**
   * The parameter names the caller fills (`limit`, `offset`, `project_id`): when given, an operation that needs
   * anything else (a path value, another required parameter, a required body) is refused. `v`, `language` and the
   * session's Authorization are always filled.
   */
  fills?: readonly string[];
}

export function bind(
  description: ServiceDescription,
  group: string,
  name: string,
  options: BindOptions = {},
): Binding | BindingProblem {
  const operation = namedOperation(description, group, name);
  if (!operation) return { kind: 'not-described' };
  const reads = isReadOperation(operation, name);
  if (options.read && !reads) return { kind: 'not-a-read', method: operation.method };
  const details = operationDetails(description.document, operation);
  if (options.fills) {
    const needed = neededField(operation, details, options.fills);
    if (needed !== undefined) return { kind: 'needs', field: needed };
  }
  return {
    group,
    name,
    operation,
    details,
    inputs: operationInputs(details),
    answer: responseFor(details.responses, 200)?.schema,
    reads,
  };
}

/** The first thing the operation asks for that is not filled, if any. */
function neededField(
  operation: DescribedOperation,
  details: OperationDetails,
  fills: readonly string[],
): string | undefined {
  const filled = new Set(['v', 'language', ...fills]);
  const path = placeholders(operation.path).filter((placeholder) => !filled.has(placeholder));
  if (path.length) return operation.path;
  const needed = details.parameters.find(
    (parameter) =>
      parameter.required &&
      !((parameter.in === 'query' || parameter.in === 'path') && filled.has(parameter.name)) &&
      !(parameter.in === 'header' && /^authorization$/i.test(parameter.name)),
  );
  if (needed) return needed.name;
  if (details.unsupportedBody.length) return 'body';
  const body = details.body;
  if (!body?.required) return undefined;
  if (body.kind !== 'json') return 'body';
  return body.schema.required.find((property) => !filled.has(property)) ?? undefined;
}

export function isBindingProblem<T extends object>(binding: T | BindingProblem): binding is BindingProblem {
  return 'kind' in binding;
}

/** The first of several names of a group that binds: a read the dashboard can make one way or another. */
export function bindFirst(
  description: ServiceDescription,
  candidates: readonly (readonly [group: string, name: string])[],
  options: BindOptions = {},
): Binding | BindingProblem {
  let first: BindingProblem = { kind: 'not-described' };
  for (const [group, name] of candidates) {
    const binding = bind(description, group, name, options);
    if (!isBindingProblem(binding)) return binding;
    if (first.kind === 'not-described') first = binding;
  }
  return first;
}
