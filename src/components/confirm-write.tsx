import { type ReactNode, useState } from 'react';
import type { AskedWrite } from '../lib/bindings/write.ts';
import { Button } from './button.tsx';
import { Actions, ModalDialog } from './modal-dialog.tsx';
import { PageError } from './page-error.tsx';

/**
 * The question a bound write asks before it sends (`useBoundMutation`'s `run` where it asks first): what it will do,
 * Cancel first (the safe choice has the focus), and the failure with the service's words if it is refused; it closes
 * when the service accepts.
 */
export function ConfirmWrite({
  write,
  title,
  confirmLabel,
  cancelLabel,
  children,
}: {
  write: AskedWrite;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  if (!write.asking) return null;
  return (
    <ModalDialog title={title} onClose={write.cancel} className="confirm-write">
      {children}
      {write.isError ? <PageError error={write.error} onRetry={write.confirm} retrying={write.isPending} /> : null}
      <Actions>
        <Button data-autofocus onClick={write.cancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" busy={write.isPending} disabled={write.isPending} onClick={write.confirm}>
          {confirmLabel}
        </Button>
      </Actions>
    </ModalDialog>
  );
}

/**
 * A question for an action that is not one bound write (a switch's press sent through its own hook, a retry that
 * sends two): `ask(value)` opens it, Confirm runs the action with that value, Cancel runs nothing. Drawn by
 * `ConfirmWrite` as `write={question}`; the action says its own outcome.
 */
export function useAskFirst<Value>(act: (value: Value) => void): { ask: (value: Value) => void; question: AskedWrite } {
  const [asking, setAsking] = useState<{ vars: Value } | undefined>(undefined);
  return {
    ask: (value) => setAsking({ vars: value }),
    question: {
      asking,
      confirm: () => {
        setAsking(undefined);
        if (asking) act(asking.vars);
      },
      cancel: () => setAsking(undefined),
      isPending: false,
      isError: false,
      error: null,
    },
  };
}
