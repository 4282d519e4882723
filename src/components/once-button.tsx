import { type ComponentProps, useId } from 'react';
import { useMessages } from '../lib/i18n/message-table.ts';
import { Button } from './button.tsx';
import { onceMessages } from './once-button-messages.ts';

/**
 * The button of a write that must happen once (`useBoundMutation`'s `once`): while its send is on its way it is busy
 * and disabled to assistive technology, which is told why a press does nothing. It stays focusable (not `disabled`),
 * so the focus is not lost and a form's Enter still reaches the write, which ignores it.
 */
export function OnceButton({ inFlight, ...props }: ComponentProps<typeof Button> & { inFlight: boolean }) {
  const m = useMessages(onceMessages);
  const id = useId();
  const describedBy = [props['aria-describedby'], inFlight ? id : undefined].filter(Boolean).join(' ');
  return (
    <>
      <Button
        {...props}
        busy={inFlight || props.busy}
        aria-disabled={inFlight || props['aria-disabled']}
        aria-describedby={describedBy || undefined}
      />
      {inFlight ? (
        <span id={id} hidden>
          {m.sending}
        </span>
      ) : null}
    </>
  );
}
