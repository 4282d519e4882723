import type { ReactNode } from 'react';
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
