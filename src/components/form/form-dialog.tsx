import type { ReactNode } from 'react';
import { Button } from '../button.tsx';
import { Actions, ModalDialog } from '../modal-dialog.tsx';

/**
 * A designed page's form in a modal dialog (a thing made or changed): the form, then Cancel. The dialog opens on its
 * first field, as the browser's own modal dialog does, not on Cancel: the form is what it was opened for, and a long
 * one would otherwise open scrolled to its end. Escape closes it as Cancel does.
 */
export function FormDialog({
  title,
  className,
  cancelLabel,
  onClose,
  children,
}: {
  title: string;
  /** What the page's own content needs besides the frame. */
  className: string;
  cancelLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} onClose={onClose} className={className}>
      {children}
      <Actions>
        <Button onClick={onClose}>{cancelLabel}</Button>
      </Actions>
    </ModalDialog>
  );
}
