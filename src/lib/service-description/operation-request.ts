// The wire of an operation page: one function from the form's state (plain text values keyed by field) to the call
// the API client sends, and the problems that keep it from being sent. No React here.

import type { ApiCall } from '../api/api-call.ts';
import type { DescribedOperation } from './description.ts';
import {
  type OperationBody,
  type OperationDetails,
  type OperationParameter,
  isFile,
  isFileList,
} from './operation-details.ts';
import { SECRET_MASK, isSecretEntry } from './secret.ts';
import { type FieldProblem, coerce } from './value-kinds.ts';

/** What the form holds: every value as the text an input shows (dates as ISO 8601 UTC). */
export interface FormValues {
  /** By field key: `query.page`, `path.id`, `header.X-Trace`, `body.name`. */
  fields: Record<string, string>;
  /** The JSON editor's text, for a body that is not a flat object. */
  json: string | undefined;
}

/** Values the dashboard fills itself, as for every call. */
export interface DashboardValues {
  v: string;
  language: string;
  /** The project open in the URL, if any. */
  projectId: number | null;
}

export type { FieldProblem };

/** The request line as a screen may show it: every secret path, query and header value masked. */
export type ShownRequest = Pick<ApiCall, 'method' | 'path' | 'query'>;

/** The call as far as the form makes it (for the preview), and what keeps it from being sent: Run needs no problems. */
export interface BuiltRequest {
  call: ApiCall;
  /** The same call with its secrets masked, for the preview and the confirmation (a screen may be shared). */
  shown: ShownRequest;
  bodyValue: unknown;
  problems: Record<string, FieldProblem>;
}

export const BODY_KEY = 'body';

export const fieldKey = (parameter: Pick<OperationParameter, 'in' | 'name'>) => `${parameter.in}.${parameter.name}`;
export const bodyFieldKey = (name: string) => `body.${name}`;

/** The value the dashboard gives a field itself, or undefined when the user fills it. */
export function dashboardValue(name: string, dashboard: DashboardValues): string | undefined {
  if (name === 'v') return dashboard.v;
  if (name === 'language') return dashboard.language;
  if (name === 'project_id' && dashboard.projectId !== null) return String(dashboard.projectId);
  return undefined;
}

export function buildRequest(
  operation: DescribedOperation,
  details: OperationDetails,
  form: FormValues,
  files: Record<string, File[]>,
  dashboard: DashboardValues,
): BuiltRequest {
  const problems: Record<string, FieldProblem> = {};
  const query: [string, string][] = [];
  const shownQuery: [string, string][] = [];
  const headers: Record<string, string> = {};
  let path = operation.path;
  let shownPath = operation.path;

  for (const parameter of details.parameters) {
    const key = fieldKey(parameter);
    const fixed = dashboardValue(parameter.name, dashboard);
    // `v` and `language` in the query are added by the API client to every call; sent once, not twice.
    if (fixed !== undefined && parameter.in === 'query' && (parameter.name === 'v' || parameter.name === 'language'))
      continue;
    const text = fixed ?? form.fields[key] ?? '';
    const coerced = coerce(text, parameter.schema);
    if (coerced && 'problem' in coerced) {
      problems[key] = coerced.problem;
      continue;
    }
    if (coerced === undefined) {
      if (parameter.required) problems[key] = { kind: 'required' };
      continue;
    }
    if (parameter.in === 'cookie') {
      // A page cannot set a cookie for another origin's request.
      problems[key] = { kind: 'cookie' };
      continue;
    }
    const asText = (value: unknown) => (Array.isArray(value) ? value.map(String) : [String(value)]);
    const segment = encodeURIComponent(asText(coerced.value).join(','));
    // The URL reads a "." or ".." segment as "here" or "up" (percent-encoding the dots does not help): another path.
    if (parameter.in === 'path' && (segment === '.' || segment === '..')) {
      problems[key] = { kind: 'dot-segment' };
      continue;
    }
    const secret = isSecretEntry(parameter.name, parameter.schema, text);
    if (parameter.in === 'path') {
      path = path.split(`{${parameter.name}}`).join(segment);
      shownPath = shownPath.split(`{${parameter.name}}`).join(secret ? SECRET_MASK : segment);
    } else if (parameter.in === 'header') headers[parameter.name] = asText(coerced.value).join(',');
    else {
      const pairs: [string, string][] =
        Array.isArray(coerced.value) && parameter.explode
          ? asText(coerced.value).map((item) => [parameter.name, item])
          : [[parameter.name, asText(coerced.value).join(',')]];
      query.push(...pairs);
      shownQuery.push(...pairs.map(([name, value]): [string, string] => [name, secret ? SECRET_MASK : value]));
    }
  }

  const body = details.body ? buildBody(details.body, form, files, dashboard, problems) : undefined;
  return {
    call: { method: operation.method, path: path as `/${string}`, query, headers, body: body?.request },
    shown: { method: operation.method, path: shownPath as `/${string}`, query: shownQuery },
    bodyValue: body?.value,
    problems,
  };
}

function buildBody(
  body: OperationBody,
  form: FormValues,
  files: Record<string, File[]>,
  dashboard: DashboardValues,
  problems: Record<string, FieldProblem>,
) {
  if (form.json !== undefined) {
    if (form.json.trim() === '') {
      if (body.required) problems[BODY_KEY] = { kind: 'required' };
      return undefined;
    }
    try {
      const value: unknown = JSON.parse(form.json);
      return { value, request: { json: value } };
    } catch (error) {
      problems[BODY_KEY] = { kind: 'not-json', detail: (error as Error).message };
      return undefined;
    }
  }
  // Gathered as entries: assigning to a fresh object would take a property named `__proto__` as its prototype.
  const entries: [string, unknown][] = [];
  const data = body.kind === 'multipart' ? new FormData() : new URLSearchParams();
  for (const { name, schema } of body.schema.properties) {
    if (schema.readOnly) continue;
    const key = bodyFieldKey(name);
    const required = body.schema.required.includes(name);
    if (isFile(schema) || isFileList(schema)) {
      const chosen = files[key] ?? [];
      if (!chosen.length && required) problems[key] = { kind: 'required' };
      if (data instanceof FormData) for (const file of chosen) data.append(name, file, file.name);
      continue;
    }
    const coerced = coerce(dashboardValue(name, dashboard) ?? form.fields[key] ?? '', schema);
    if (coerced && 'problem' in coerced) problems[key] = coerced.problem;
    else if (coerced === undefined) {
      if (required) problems[key] = { kind: 'required' };
    } else {
      entries.push([name, coerced.value]);
      const text = typeof coerced.value === 'object' ? JSON.stringify(coerced.value) : String(coerced.value);
      data.append(name, text);
    }
  }
  const values: Record<string, unknown> = Object.fromEntries(entries);
  if (body.kind === 'json') return { value: values, request: { json: values } };
  return { value: values, request: { form: data } };
}

/** The mask as a query string would carry it, put back as it reads. */
const ENCODED_MASK = new URLSearchParams([['', SECRET_MASK]]).toString().slice(1);

/**
 * The request line a reader sees beside the form: method, path and query, as the client will send them — given the
 * shown request, a secret's mask as it is, not percent-encoded.
 */
export function previewLine(call: ShownRequest, dashboard: Pick<DashboardValues, 'v' | 'language'>): string {
  const params = new URLSearchParams([
    ['v', dashboard.v],
    ['language', dashboard.language],
  ]);
  for (const [name] of call.query ?? []) params.delete(name);
  for (const [name, value] of call.query ?? []) params.append(name, value);
  return `${call.method} ${call.path}?${params.toString().split(ENCODED_MASK).join(SECRET_MASK)}`;
}
