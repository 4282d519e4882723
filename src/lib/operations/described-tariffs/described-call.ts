import { runtimeConfig } from '../../../config/runtime-config.ts';
import { apiCall } from '../../api/api-call.ts';
import { InvalidResponseError } from '../../api/errors.ts';
import type { DescribedOperation } from '../../service-description/description.ts';
import type { OperationDetails } from '../../service-description/operation-details.ts';
import {
  type FieldProblem,
  bodyFieldKey,
  buildRequest,
  fieldKey,
} from '../../service-description/operation-request.ts';

// A typed view's call of a described operation: the values it has by name, put wherever the description says the
// operation takes them (query or JSON body), through the same request builder and session path as the console.

export interface DescribedCall {
  operation: DescribedOperation;
  details: OperationDetails;
  /** By property name: `{ plan_transcoding_id: '3', period: '1' }`; `project_id`, `v` and `language` are filled. */
  values: Readonly<Record<string, string>>;
  projectId: number;
  language: string;
  signal?: AbortSignal | undefined;
}

/** The description asks for something the view does not have (or has in a form it refuses): nothing was sent. */
export class UnsendableError extends Error {
  constructor(readonly problems: Readonly<Record<string, FieldProblem>>) {
    super(`Not sent: ${Object.keys(problems).join(', ')}`);
    this.name = 'UnsendableError';
  }
}

/** Field keys of the request builder for values given by name: a name the operation does not take is left out. */
export function fieldsByName(
  details: OperationDetails,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const parameter of details.parameters)
    if (parameter.name in values) fields[fieldKey(parameter)] = values[parameter.name]!;
  for (const { name } of details.body?.schema.properties ?? [])
    if (name in values) fields[bodyFieldKey(name)] = values[name]!;
  return fields;
}

/** Sends the call; the answer's JSON (undefined for an empty 2xx body), or a typed error. */
export async function callDescribed({
  operation,
  details,
  values,
  projectId,
  language,
  signal,
}: DescribedCall): Promise<unknown> {
  const built = buildRequest(
    operation,
    details,
    { fields: fieldsByName(details, values), json: undefined },
    {},
    { v: runtimeConfig().apiVersion, language, projectId },
  );
  if (Object.keys(built.problems).length) throw new UnsendableError(built.problems);
  const { text } = await apiCall({ ...built.call, signal });
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidResponseError('(body)', 'not JSON');
  }
}
