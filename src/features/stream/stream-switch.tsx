import type { ReactNode } from 'react';

/**
 * An on/off switch of the Stream page (a destination's, recording's), named by a label or by the element that says
 * what it switches. A press while what it started is under way, or where the account may not change the stream, does
 * nothing; `children` say its state in words where the page shows them.
 */
export function StreamSwitch({
  on,
  busy,
  readOnly,
  onPress,
  children,
  ...name
}: {
  on: boolean;
  busy: boolean;
  readOnly: boolean;
  onPress: () => void;
  children?: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <button
      type="button"
      role="switch"
      className="stream-switch"
      aria-checked={on}
      {...name}
      aria-busy={busy}
      aria-disabled={busy || readOnly || undefined}
      aria-readonly={readOnly || undefined}
      onClick={() => {
        if (!busy && !readOnly) onPress();
      }}
    >
      {children}
    </button>
  );
}
