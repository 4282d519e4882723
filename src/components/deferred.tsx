import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws what it is given as a change that can wait: a read's answer redraws the part that asked for it at once (React
 * Query's reads draw synchronously, in one task), and what the part then draws from it here — a list, a chart —
 * follows in React's short tasks, between which the browser answers taps and paints. Until then what was drawn
 * before stays, so a part that tells the page it has been read does so from inside (its size is then drawn).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}
