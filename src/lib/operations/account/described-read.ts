// A read the deployment's description adds and a view of the dashboard makes by itself (the account's projects, its
// name): found by the document's group and operation name, never by path, and only when it can be called with
// nothing from the user — no path value, no required parameter or body but the ones the dashboard fills.

import { apiCall } from '../../api/api-call.ts';
import { InvalidResponseError } from '../../api/errors.ts';
import type { DescribedOperation, ServiceDescription } from '../../service-description/description.ts';
import { namedOperation } from '../../service-description/match.ts';
import {
  type OperationDetails,
  operationDetails,
  placeholders,
  responseFor,
} from '../../service-description/operation-details.ts';
import type { Schema } from '../../service-description/schema.ts';

export interface DescribedRead {
  operation: DescribedOperation;
  details: OperationDetails;
  /** The 200 answer's schema, as far as the description gives one. */
  answer: Schema | undefined;
}

/** Why a described read cannot be made: not described (or twice), or it asks for a value the dashboard lacks. */
export type ReadProblem = { kind: 'not-described' } | { kind: 'needs'; field: string };

/**
 * The operation `group` / `name` names, when the dashboard can call it itself: `v` and `language` are the client's,
 * and `own` names the query parameters the caller fills (a list's `limit` and `offset`).
 */
export function describedRead(
  description: ServiceDescription,
  group: string,
  name: string,
  own: readonly string[] = [],
): DescribedRead | ReadProblem {
  const operation = namedOperation(description, group, name);
  if (!operation) return { kind: 'not-described' };
  if (placeholders(operation.path).length) return { kind: 'needs', field: operation.path };
  const details = operationDetails(description.document, operation);
  const filled = new Set(['v', 'language', ...own]);
  const needed = details.parameters.find(
    (parameter) =>
      parameter.required &&
      !(parameter.in === 'query' && filled.has(parameter.name)) &&
      !/^authorization$/i.test(parameter.name),
  );
  if (needed) return { kind: 'needs', field: needed.name };
  if (details.body?.required || details.unsupportedBody.length) return { kind: 'needs', field: 'body' };
  return { operation, details, answer: responseFor(details.responses, 200)?.schema };
}

export function isReadProblem<T extends object>(read: T | ReadProblem): read is ReadProblem {
  return 'kind' in read;
}

/**
 * Calls the read through the session's client and gives its JSON answer; an answer that is not JSON is an
 * InvalidResponseError. These reads happen by themselves beside the page's own, so their outcome says nothing to the
 * connectivity banner: a name that loads must not hide the banner of a plan that fails.
 */
export async function callRead(
  read: DescribedRead,
  query: readonly (readonly [string, string])[],
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const { text } = await apiCall({
    method: read.operation.method,
    path: read.operation.path as `/${string}`,
    query,
    signal,
    quiet: true,
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidResponseError('(body)', 'not JSON');
  }
}
