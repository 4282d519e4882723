import { type ReactNode, useId } from 'react';
import './form-field.css';

// The frame of one field of a form built from a description, the console's and the designed pages' alike: its
// label, what stands beside it, the control, the lines that describe it, and any problem — ours, or the service's own
// words — beside it, each tied to the control for assistive technology.

/** A line under the control: a hint, where its choices come from, a count; `error` when it says what is wrong. */
export interface FieldNote {
  text: ReactNode;
  error?: boolean;
}

/** What the frame hands the control it draws. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export function FieldFrame({
  name,
  label,
  meta,
  notes = [],
  problem,
  serviceMessages,
  check = false,
  className,
  children,
}: {
  /** What names the field in the page (`data-field`): the console's key, a designed form's property. */
  name: string;
  label: ReactNode;
  /** Beside the label: where it is sent, whether it is required. */
  meta?: ReactNode;
  notes?: readonly (FieldNote | null | undefined)[];
  problem?: string | undefined;
  /** The service's messages about it, in its words. */
  serviceMessages?: readonly string[] | undefined;
  /** A checkbox: drawn before its label, on one line. */
  check?: boolean;
  className?: string | undefined;
  children: (control: ControlIds) => ReactNode;
}) {
  const id = useId();
  const said = notes.flatMap((note, index) => (note ? [{ ...note, id: `${id}-note${index}` }] : []));
  const serviceId = `${id}-service`;
  const problemId = `${id}-problem`;
  const invalid = Boolean(problem || serviceMessages?.length);
  const describedBy =
    [...said.map((note) => note.id), problem ? problemId : null, serviceMessages?.length ? serviceId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const labelRow = (
    <div className="form-field-label">
      <label htmlFor={id}>{label}</label>
      {meta ? <span className="form-field-meta">{meta}</span> : null}
    </div>
  );
  const control = children({ id, describedBy, invalid });
  return (
    <div
      className={['form-field', check ? 'form-field-check' : '', invalid ? 'form-field-invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-field={name}
    >
      {check ? (
        <>
          {control}
          {labelRow}
        </>
      ) : (
        <>
          {labelRow}
          {control}
        </>
      )}
      {said.map((note) => (
        <p key={note.id} id={note.id} className={note.error ? 'form-field-error' : 'hint form-hint'}>
          {note.text}
        </p>
      ))}
      {problem ? (
        <p id={problemId} className="form-field-error">
          {problem}
        </p>
      ) : null}
      {serviceMessages?.length ? (
        <p id={serviceId} className="form-field-error form-service-error">
          {serviceMessages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Moves the focus to the form's first field marked invalid, once React has drawn the problems. */
export function focusFirstProblem(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
