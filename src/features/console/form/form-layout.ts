// The form's layout: which inputs an operation's form has — one per parameter, one per property of a flat JSON body
// (or the JSON editor for any other), each with what the dashboard fills itself and the description's example.

import type { OperationDetails, ParameterLocation } from '../../../lib/service-description/operation-details.ts';
import { isFlatObject } from '../../../lib/service-description/operation-details.ts';
import {
  type DashboardValues,
  bodyFieldKey,
  dashboardValue,
  fieldKey,
} from '../../../lib/service-description/operation-request.ts';
import type { Schema } from '../../../lib/service-description/schema.ts';
import { isSecretField } from '../../../lib/service-description/secret.ts';
import type { OperationMessages } from '../operation-messages.ts';

export interface FieldSpec {
  key: string;
  /** Exactly as the description spells it. */
  name: string;
  location: ParameterLocation | undefined;
  schema: Schema;
  required: boolean;
  description: string | undefined;
  /** Filled by the dashboard (v, language, the open project's id): shown, not editable. */
  fixed: { value: string; note: string } | undefined;
  secret: boolean;
  /** The description's example for it, as the input's text: shown as a placeholder, sent only if filled in. */
  example: string | undefined;
}

export interface FormLayout {
  parameters: FieldSpec[];
  /** One field per property, for a flat body; null when the body needs the JSON editor (or there is none). */
  bodyFields: FieldSpec[] | null;
  jsonEditor: boolean;
}

export function formLayout(details: OperationDetails, dashboard: DashboardValues, m: OperationMessages): FormLayout {
  const fixedOf = (name: string) => {
    const value = dashboardValue(name, dashboard);
    if (value === undefined) return undefined;
    return { value, note: name === 'project_id' ? m.fromProject(dashboard.projectId ?? 0) : m.setByDashboard };
  };
  const parameters = details.parameters.map((parameter) => ({
    key: fieldKey(parameter),
    name: parameter.name,
    location: parameter.in,
    schema: parameter.schema,
    required: parameter.required,
    description: parameter.description ?? parameter.schema.description,
    fixed: fixedOf(parameter.name),
    secret: isSecretField(parameter.name, parameter.schema),
    example: exampleText(parameter.hasExample, parameter.example),
  }));
  const body = details.body;
  if (!body) return { parameters, bodyFields: null, jsonEditor: false };
  // multipart and urlencoded bodies are forms by nature; a JSON body gets one when it is a flat object.
  const flat = body.kind !== 'json' || isFlatObject(body.schema);
  if (!flat) return { parameters, bodyFields: null, jsonEditor: true };
  const bodyFields = body.schema.properties
    .filter(({ schema }) => !schema.readOnly)
    .map(({ name, schema }) => ({
      key: bodyFieldKey(name),
      name,
      location: undefined,
      schema,
      required: body.schema.required.includes(name),
      description: schema.description,
      fixed: fixedOf(name),
      secret: isSecretField(name, schema),
      example: exampleText(schema.hasExample, schema.example),
    }));
  return { parameters, bodyFields, jsonEditor: false };
}

/** An example as an input would hold it: scalars as their text, a list of scalars comma-separated (as arrays are typed). */
function exampleText(has: boolean, example: unknown): string | undefined {
  if (!has || example === null || example === undefined) return undefined;
  if (Array.isArray(example)) return example.every((item) => typeof item !== 'object') ? example.join(', ') : undefined;
  return typeof example === 'object' ? undefined : String(example);
}
