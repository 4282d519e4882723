// One field of an operation's form (which fields there are is form-layout.ts), drawn in the shared field frame with
// the value kind's widget (components/form/): labelled with the name exactly as the description spells it, its
// description as a hint, its default shown but not sent, and any problem (ours, or the service's own message) beside it.

import { useMessages } from '../../../lib/i18n/message-table.ts';
import type { FieldError } from '../../../lib/api/error-body.ts';
import { BODY_KEY, type FieldProblem } from '../../../lib/service-description/operation-request.ts';
import { FieldFrame } from '../../../components/form/field-frame.tsx';
import { placeFieldErrors, problemWords } from '../../../components/form/field-problems.ts';
import type { FormMessages } from '../../../components/form/form-messages.ts';
import { Widget } from '../../../components/form/widgets.tsx';
import type { FieldSpec, FormLayout } from './form-layout.ts';
import { type OperationMessages, operationMessages } from '../operation-messages.ts';

/** The service's per-field messages, placed on the field they name; what names no field stays for the panel. */
export function placeServiceErrors(
  fieldErrors: readonly FieldError[],
  layout: FormLayout,
): { byKey: Map<string, string[]>; unplaced: FieldError[] } {
  const fields = [
    ...layout.parameters.map((spec) => ({ name: spec.name, key: spec.key, nested: false })),
    ...(layout.bodyFields ?? []).map((spec) => ({ name: spec.name, key: spec.key })),
  ];
  return placeFieldErrors(fieldErrors, fields, layout.jsonEditor ? BODY_KEY : undefined);
}

export function problemText(problem: FieldProblem, m: OperationMessages, formText: FormMessages): string {
  if (problem.kind === 'not-json') return m.problems['not-json'](problem.detail);
  if (problem.kind === 'unreadable') return problemWords(problem, formText);
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
}

export function Field({ spec, picker, value, onChange, onFiles, problem, serviceMessages }: FieldProps) {
  const m = useMessages(operationMessages);
  const hasDefault = spec.schema.hasDefault && !spec.fixed;
  const hint =
    spec.fixed || spec.description || hasDefault ? (
      <>
        {spec.fixed ? spec.fixed.note : spec.description}
        {hasDefault ? (
          <>
            {spec.description ? ' ' : null}
            {m.defaultNotSent(JSON.stringify(spec.schema.default))}
          </>
        ) : null}
      </>
    ) : null;
  return (
    <FieldFrame
      name={spec.key}
      label={<span className="op-field-name">{spec.name}</span>}
      meta={
        spec.location || spec.required ? (
          <>
            {spec.location ? <span className="op-tag">{m.location[spec.location]}</span> : null}
            {spec.required ? <span className="op-required">{m.required}</span> : null}
          </>
        ) : null
      }
      notes={[picker ? { text: m.pickFrom(picker.source) } : null, hint ? { text: hint } : null]}
      problem={problem}
      serviceMessages={serviceMessages}
    >
      {({ id, describedBy, invalid }) =>
        spec.fixed ? (
          <input id={id} type="text" readOnly value={spec.fixed.value} aria-describedby={describedBy} />
        ) : (
          <>
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
              invalid={invalid}
              list={picker ? `${id}-choices` : undefined}
              onFocus={picker?.onFocus}
              blank={spec.required ? m.choose : m.notSent}
            />
            {picker ? (
              <datalist id={`${id}-choices`}>
                {picker.choices.map((choice) => (
                  <option
                    key={choice.value}
                    value={choice.value}
                    label={choice.label === undefined ? choice.value : `${choice.label} (${choice.value})`}
                  />
                ))}
              </datalist>
            ) : null}
          </>
        )
      }
    </FieldFrame>
  );
}
