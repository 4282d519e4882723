// How long the request in flight has been waiting, in whole seconds. A timer, not a live region: a screen reader
// is told "Running…" once (the result's status) and can read the time when it asks, instead of every second.

import { type JSX, useEffect, useState } from 'react';
import type { OperationMessages } from '../operation-messages.ts';

export function Elapsed({ m }: { m: OperationMessages }): JSX.Element {
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
