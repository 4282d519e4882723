// The page's own checks are warnings: the service, not its description, decides what it accepts. After a warning
// the user may send anyway — each value as entered — except a value that cannot be put into a request at all.

import type { DescribedOperation } from '../../../lib/service-description/description.ts';
import type { OperationDetails } from '../../../lib/service-description/operation-details.ts';
import {
  type DashboardValues,
  type FieldProblem,
  type FormValues,
  bodyFieldKey,
  buildRequest,
  fieldKey,
} from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';

/**
 * Problems no request can carry: a body that is not JSON, a path segment the URL would read as "here" or "up", a
 * missing path value (the path would keep its `{placeholder}`).
 */
export function blockingProblems(problems: Readonly<Record<string, FieldProblem>>): string[] {
  return Object.entries(problems)
    .filter(
      ([key, problem]) =>
        problem.kind === 'not-json' ||
        problem.kind === 'dot-segment' ||
        (problem.kind === 'required' && key.startsWith('path.')),
    )
    .map(([key]) => key);
}

/**
 * Read as text: what the user typed is sent as typed. A secret stays one: `format: password` checks nothing, and the
 * preview and the confirmation mask a value by it.
 */
const asText = (schema: Schema): Schema => ({
  ...schema,
  types: ['string'],
  enum: undefined,
  format: schema.format === 'password' ? schema.format : undefined,
  items: undefined,
});

/** The request with each warned value sent as entered, and a missing required one left out (and as it is shown). */
export function requestAnyway(
  operation: DescribedOperation,
  details: OperationDetails,
  form: FormValues,
  files: Record<string, File[]>,
  dashboard: DashboardValues,
  problems: Readonly<Record<string, FieldProblem>>,
) {
  const relax = <T extends { schema: Schema }>(item: T, key: string): T => {
    const problem = problems[key];
    if (!problem) return item;
    return problem.kind === 'required' ? item : { ...item, schema: asText(item.schema) };
  };
  const parameters = details.parameters.map((parameter) => ({
    ...relax(parameter, fieldKey(parameter)),
    required: parameter.required && !problems[fieldKey(parameter)],
  }));
  const body = details.body && {
    ...details.body,
    schema: {
      ...details.body.schema,
      properties: details.body.schema.properties.map((property) => relax(property, bodyFieldKey(property.name))),
      required: details.body.schema.required.filter((name) => !problems[bodyFieldKey(name)]),
    },
  };
  return buildRequest(operation, { ...details, parameters, body }, form, files, dashboard);
}
