import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../lib/i18n/message-table.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { copyMessages } from './copy-button-messages.ts';

const SAID_FOR_MS = 2000;

/**
 * Copies a text to the clipboard and says so for a moment in a polite status beside the button, which assistive
 * technology announces; the text itself is never shown or announced (it may be a stream key). Where the browser
 * refuses the clipboard (an insecure origin, a denied permission), it says so instead.
 */
export function CopyButton({
  text,
  label,
  variant = 'quiet',
  describedBy,
}: {
  /** The text, or how to make it when the button is pressed (built with what holds at that moment). */
  text: string | (() => string);
  label: string;
  variant?: ButtonVariant;
  describedBy?: string;
}) {
  const m = useMessages(copyMessages);
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    let outcome: 'copied' | 'failed' = 'copied';
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
    } catch {
      outcome = 'failed';
    }
    setSaid(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(null), SAID_FOR_MS);
  };
  return (
    <>
      <Button variant={variant} aria-describedby={describedBy} onClick={() => void copy()}>
        {label}
      </Button>{' '}
      <span role="status" className="hint copy-status">
        {said === null ? '' : m[said]}
      </span>
    </>
  );
}
