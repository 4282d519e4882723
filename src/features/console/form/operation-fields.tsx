// One field of an operation's form (which fields there are is form-layout.ts), and how it is shown — labelled with the name exactly as the description spells it, its description as a
// hint, its default shown but not sent, and any problem (ours, or the service's own message) beside it.

import { useId } from 'react';
import type { FieldError } from '../../../lib/api/error-body.ts';
import { BODY_KEY, type FieldProblem } from '../../../lib/service-description/operation-request.ts';
import { Widget } from './formats.tsx';
import type { FieldSpec, FormLayout } from './form-layout.ts';
import type { OperationMessages } from '../operation-messages.ts';

/** The service's per-field messages, placed on the field they name; what names no field stays for the panel. */
export function placeServiceErrors(
  fieldErrors: readonly FieldError[],
  layout: FormLayout,
): { byKey: Record<string, string[]>; unplaced: FieldError[] } {
  const byKey: Record<string, string[]> = {};
  const unplaced: FieldError[] = [];
  const all = [...layout.parameters, ...(layout.bodyFields ?? [])];
  for (const error of fieldErrors) {
    const field =
      all.find((candidate) => candidate.name === error.path) ??
      (layout.bodyFields ?? []).find(
        (candidate) => error.path.startsWith(`${candidate.name}.`) || error.path.startsWith(`${candidate.name}[`),
      );
    const key = field?.key ?? (layout.jsonEditor ? BODY_KEY : undefined);
    if (key === undefined) unplaced.push(error);
    else
      byKey[key] = [
        ...(byKey[key] ?? []),
        ...(key === BODY_KEY ? error.messages.map((message) => `${error.path}: ${message}`) : error.messages),
      ];
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
    [
      picker ? sourceId : null,
      spec.fixed || spec.description || hasDefault ? hintId : null,
      problem ? problemId : null,
      serviceMessages?.length ? serviceId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      className={problem || serviceMessages?.length ? 'op-field op-field-invalid' : 'op-field'}
      data-field={spec.key}
    >
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
              <option
                key={choice.value}
                value={choice.value}
                label={choice.label === undefined ? choice.value : `${choice.label} (${choice.value})`}
              />
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
