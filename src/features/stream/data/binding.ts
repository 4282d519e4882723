import { queryOptions } from '@tanstack/react-query';
import { runtimeConfig } from '../../../config/runtime-config.ts';
import { apiCall } from '../../../lib/api/api-call.ts';
import { InvalidResponseError } from '../../../lib/api/errors.ts';
import type { DescribedOperation, ServiceDescription } from '../../../lib/service-description/description.ts';
import { isReadOperation } from '../../../lib/service-description/effect.ts';
import { namedOperation } from '../../../lib/service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  responseFor,
} from '../../../lib/service-description/operation-details.ts';
import {
  type FieldProblem,
  bodyFieldKey,
  buildRequest,
  fieldKey,
} from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

// A document name bound to the operation the deployment describes for it, found by group and name, never by path.
// The shapes and names are those of the shared binding layer the page moves onto once it is in the app.

export interface Binding {
  group: string;
  name: string;
  operation: DescribedOperation;
  details: OperationDetails;
  answer: Schema | undefined;
  reads: boolean;
}

export type BindingProblem = { kind: 'not-described' } | { kind: 'not-a-read'; method: string };

export function bindingOf(description: ServiceDescription, group: string, operation: DescribedOperation): Binding {
  const details = operationDetails(description.document, operation);
  return {
    group,
    name: operation.summary ?? operation.key,
    operation,
    details,
    answer: responseFor(details.responses, 200)?.schema,
    reads: isReadOperation(operation, operation.summary),
  };
}

export function bind(
  description: ServiceDescription,
  group: string,
  name: string,
  options: { read?: boolean } = {},
): Binding | BindingProblem {
  const operation = namedOperation(description, group, name);
  if (!operation) return { kind: 'not-described' };
  const binding = bindingOf(description, group, operation);
  if (options.read && !binding.reads) return { kind: 'not-a-read', method: operation.method };
  return binding;
}

export function isBindingProblem<T extends object>(binding: T | BindingProblem): binding is BindingProblem {
  return 'kind' in binding && !('operation' in binding);
}

export class UnsendableError extends Error {
  constructor(readonly problems: Readonly<Record<string, FieldProblem>>) {
    super(`Not sent: ${Object.keys(problems).join(', ')}`);
    this.name = 'UnsendableError';
  }
}

function fieldsByName(details: OperationDetails, values: Readonly<Record<string, string>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const parameter of details.parameters)
    if (parameter.name in values) fields[fieldKey(parameter)] = values[parameter.name]!;
  for (const { name } of details.body?.schema.properties ?? [])
    if (name in values) fields[bodyFieldKey(name)] = values[name]!;
  return fields;
}

export interface CallOptions {
  language: string;
  projectId?: number | null | undefined;
  signal?: AbortSignal | undefined;
  quiet?: boolean | undefined;
}

/** The request the call sends, as the console's builder makes it from values by name. */
export function buildCall(
  binding: Pick<Binding, 'operation' | 'details'>,
  values: Readonly<Record<string, string>>,
  { language, projectId }: Pick<CallOptions, 'language' | 'projectId'>,
) {
  const built = buildRequest(
    binding.operation,
    binding.details,
    { fields: fieldsByName(binding.details, values), json: undefined },
    {},
    { v: runtimeConfig().apiVersion, language, projectId: projectId ?? null },
  );
  const problems = Object.entries(built.problems).filter(([key]) => !/^header\.authorization$/i.test(key));
  if (problems.length) throw new UnsendableError(Object.fromEntries(problems));
  return built;
}

export async function callBinding(
  binding: Pick<Binding, 'operation' | 'details'>,
  values: Readonly<Record<string, string>>,
  options: CallOptions,
): Promise<unknown> {
  const { call } = buildCall(binding, values, options);
  const { text } = await apiCall({ ...call, signal: options.signal, ...(options.quiet ? { quiet: true } : {}) });
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidResponseError('(body)', 'not JSON');
  }
}

export const bindingKeys = {
  all: ['described'] as const,
  group: (name: string) => ['described', name] as const,
  read: (group: string, operationKey: string, language: string, request: unknown) =>
    ['described', group, operationKey, language, request] as const,
};

export function bindingQuery<T>(
  binding: Binding,
  values: Readonly<Record<string, string>>,
  language: string,
  parse: (body: unknown, binding: Binding) => T,
) {
  return queryOptions({
    queryKey: bindingKeys.read(binding.group, binding.operation.key, language, values),
    queryFn: async ({ signal }) => parse(await callBinding(binding, values, { language, signal }), binding),
  });
}
