import { useEffect, useId, useRef } from 'react';
import type { OperationMessages } from '../operation-messages.ts';

interface ConfirmDialogProps {
  operationName: string;
  method: string;
  path: string;
  /** What will be sent, by field name. */
  values: readonly (readonly [string, string])[];
  /** Said when the user chose to send despite the form's warnings. */
  anyway?: string | undefined;
  /** Said of a GET whose name says it changes something: why a GET asks first. */
  effect?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  m: OperationMessages;
}

/**
 * Asked before any request other than a read (effect.ts): names the operation, the method and the values. Nothing is
 * sent before Confirm. A modal <dialog> keeps focus inside, starts on Cancel (the safe choice) and closes on Escape.
 */
export function ConfirmDialog({
  operationName,
  method,
  path,
  values,
  anyway,
  effect,
  onConfirm,
  onCancel,
  m,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    cancelRef.current?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="op-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{m.confirmTitle}</h2>
      <div id={bodyId}>
        <p>
          <strong>{operationName}</strong>
        </p>
        <p>{m.confirmBody(method, path)}</p>
        {effect ? <p>{effect}</p> : null}
        {anyway ? <p className="form-warning">{anyway}</p> : null}
        {values.length ? (
          <>
            <p>{m.confirmValues}</p>
            <dl className="op-dialog-values">
              {values.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p>{m.confirmNoValues}</p>
        )}
      </div>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {m.confirm}
        </button>
        <button type="button" className="button" ref={cancelRef} onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </dialog>
  );
}
