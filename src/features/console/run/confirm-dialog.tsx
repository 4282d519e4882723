import { useMessages } from '../../../lib/i18n/message-table.ts';
import { Button } from '../../../components/button.tsx';
import { useId } from 'react';
import { Actions, ModalDialog } from '../../../components/modal-dialog.tsx';
import { operationMessages } from '../operation-messages.ts';

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
}

/**
 * Asked before any request other than a read (effect.ts): names the operation, the method and the values. Nothing is
 * sent before Confirm. The dialog starts on Cancel, the safe choice, and closes on Escape.
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
}: ConfirmDialogProps) {
  const m = useMessages(operationMessages);
  const bodyId = useId();
  return (
    <ModalDialog className="op-dialog" title={m.confirmTitle} onClose={onCancel} describedBy={bodyId}>
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
      <Actions>
        <Button variant="primary" onClick={onConfirm}>
          {m.confirm}
        </Button>
        <Button data-autofocus onClick={onCancel}>
          {m.cancel}
        </Button>
      </Actions>
    </ModalDialog>
  );
}
