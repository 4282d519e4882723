import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

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
      {children}
    </dialog>
  );
}
