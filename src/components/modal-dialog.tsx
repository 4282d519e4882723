import { type ReactNode, createContext, useContext, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

/** Inside a dialog: its rows of actions take the dialog's spacing. */
const InDialog = createContext(false);

/**
 * A modal <dialog>: focus stays inside, Escape closes it (as its Cancel does), and it opens on the element the
 * caller marks with `data-autofocus` — the safe choice first. `describedBy` names the element that says what it asks.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  className,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What the page's own content needs besides the frame (modal-dialog.css). */
  className: string;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal-dialog ${className}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <InDialog value={true}>{children}</InDialog>
    </dialog>
  );
}

/**
 * A row of actions (Cancel, Save): a dialog's, spaced as the dialog's frame is, or anywhere else the page's `.actions`
 * (a form drawn in a dialog or on a page uses the one it is in).
 */
export function Actions({ children }: { children: ReactNode }) {
  return <div className={useContext(InDialog) ? 'modal-dialog-actions' : 'actions'}>{children}</div>;
}
