// The fields of an operation's form: which inputs it has (one per parameter, one per property of a flat body), and
// how one field is shown — labelled with the name exactly as the description spells it, its description as a
// hint, its default shown but not sent, and any problem (ours, or the service's own message) beside it.

import { useId } from 'react';
import type { FieldError } from '../../lib/api/error-body.ts';
import type { OperationDetails, ParameterLocation } from '../../lib/service-description/operation-details.ts';
import { isFlatObject } from '../../lib/service-description/operation-details.ts';
import {
  BODY_KEY,
  type DashboardValues,
  type FieldProblem,
  bodyFieldKey,
  dashboardValue,
  fieldKey,
} from '../../lib/service-description/operation-request.ts';
import type { Schema } from '../../lib/service-description/schema.ts';
import { isSecretField } from '../../lib/service-description/secret.ts';
import { Widget } from './formats.tsx';
import type { OperationMessages } from './operation-messages.ts';


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

/** The service's per-field messages, placed on the field they name; what names no field stays for the panel. */
export function placeServiceErrors(fieldErrors: readonly FieldError[], layout: FormLayout): { byKey: Record<string, string[]>; unplaced: FieldError[] } {
  const byKey: Record<string, string[]> = {};
  const unplaced: FieldError[] = [];
  const all = [...layout.parameters, ...(layout.bodyFields ?? [])];
  for (const error of fieldErrors) {
    const field =
      all.find((candidate) => candidate.name === error.path) ??
      (layout.bodyFields ?? []).find((candidate) => error.path.startsWith(`${candidate.name}.`) || error.path.startsWith(`${candidate.name}[`));
    const key = field?.key ?? (layout.jsonEditor ? BODY_KEY : undefined);
    if (key === undefined) unplaced.push(error);
    else byKey[key] = [...(byKey[key] ?? []), ...(key === BODY_KEY ? error.messages.map((message) => `${error.path}: ${message}`) : error.messages)];
  }
  return { byKey, unplaced };
}

export function problemText(problem: FieldProblem, m: OperationMessages): string {
  if (problem.kind === 'not-json') return m.problems['not-json'](problem.detail);
  // A kind with no words of its own (one just added to the registry) still gets a warning, in general words.
  if (problem.kind === 'unreadable') return m.valueKinds[problem.valueKind] ?? m.problems.unreadable;
  return m.problems[problem.kind];
}

/** Choices for a field from a described list (pickers.ts): offered as a datalist, loaded when the field is focused. */
export interface FieldPicker {
  /** The list operation's name: where the choices come from. */
  source: string;
  choices: readonly { value: string; label: string | undefined }[];
  onFocus: () => void;
}

interface FieldProps {
  spec: FieldSpec;
  picker?: FieldPicker | undefined;
  value: string;
  onChange: (key: string, value: string) => void;
  onFiles: (key: string, files: File[]) => void;
  problem: string | undefined;
  serviceMessages: readonly string[] | undefined;
  m: OperationMessages;
}

export function Field({ spec, picker, value, onChange, onFiles, problem, serviceMessages, m }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const listId = `${id}-choices`;
  const sourceId = `${id}-source`;
  const problemId = `${id}-problem`;
  const serviceId = `${id}-service`;
  const hasDefault = spec.schema.hasDefault && !spec.fixed;
  const describedBy =
    [picker ? sourceId : null, spec.fixed || spec.description || hasDefault ? hintId : null, problem ? problemId : null, serviceMessages?.length ? serviceId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={problem || serviceMessages?.length ? 'op-field op-field-invalid' : 'op-field'} data-field={spec.key}>
      <div className="op-field-label">
        <label htmlFor={id}>{spec.name}</label>
        <span className="op-field-meta">
          {spec.location ? <span className="op-tag">{m.location[spec.location]}</span> : null}
          {spec.required ? <span className="op-required">{m.required}</span> : null}
        </span>
      </div>
      {spec.fixed ? (
        <input id={id} type="text" readOnly value={spec.fixed.value} aria-describedby={describedBy} />
      ) : (
        <Widget
          id={id}
          schema={spec.schema}
          value={value}
          onChange={(next) => onChange(spec.key, next)}
          onFiles={(files) => onFiles(spec.key, files)}
          required={spec.required}
          secret={spec.secret}
          placeholder={spec.secret ? undefined : spec.example}
          describedBy={describedBy}
          invalid={Boolean(problem || serviceMessages?.length)}
          list={picker ? listId : undefined}
          onFocus={picker?.onFocus}
          m={m}
        />
      )}
      {picker ? (
        <>
          <datalist id={listId}>
            {picker.choices.map((choice) => (
              <option key={choice.value} value={choice.value} label={choice.label === undefined ? choice.value : `${choice.label} (${choice.value})`} />
            ))}
          </datalist>
          <p id={sourceId} className="hint op-hint">
            {m.pickFrom(picker.source)}
          </p>
        </>
      ) : null}
      {spec.fixed || spec.description || hasDefault ? (
        <p id={hintId} className="hint op-hint">
          {spec.fixed ? spec.fixed.note : spec.description}
          {hasDefault ? (
            <>
              {spec.description ? ' ' : null}
              {m.defaultNotSent(JSON.stringify(spec.schema.default))}
            </>
          ) : null}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="form-error">
          {problem}
        </p>
      ) : null}
      {serviceMessages?.length ? (
        <p id={serviceId} className="form-error op-service-error">
          {serviceMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
