// How long the request in flight has been waiting, in whole seconds. A timer, not a live region: a screen reader
// is told "Running…" once (the result's status) and can read the time when it asks, instead of every second.

import { type JSX, useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { operationMessages } from '../operation-messages.ts';

export function Elapsed(): JSX.Element {
  const m = useMessages(operationMessages);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = performance.now();
    // Counted from the start each time, so a late tick never drifts; re-rendered at most once a second.
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" aria-live="off" className="hint op-elapsed">
      {m.elapsed(seconds)}
    </span>
  );
}
