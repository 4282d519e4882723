import { startTransition, useEffect } from 'react';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';

// A studio part tells the page whether what it shows has been read, and so whether its room is known: the page draws
// what is below it only then (stream-page.tsx), so nothing that comes later moves what is drawn.

/**
 * Reports `read` whenever it changes; `undefined` reports nothing (another part does). After the paint, in a
 * transition: what the page then draws below is new room at the end, so it need not be in the same frame, and the
 * page's render it causes is not one long task with this part's.
 */
export function useReadReport(onRead: ((read: boolean) => void) | undefined, read: boolean | undefined) {
  useEffect(() => {
    if (read !== undefined && onRead) startTransition(() => onRead(read));
  }, [onRead, read]);
}

/**
 * The same report, made where it is drawn: inside a `Deferred`, what a part draws from its reads comes a moment after
 * they land, and the page must not draw below the part before it has.
 */
export function ReadReport({ onRead, read }: { onRead: ((read: boolean) => void) | undefined; read: boolean }) {
  useReadReport(onRead, read);
  return null;
}

/** Whether a read has landed (answered or failed), or will never be sent because its operation is not bound. */
export const landed = (bound: Bound, query: { isPending: boolean }) => !isBound(bound) || !query.isPending;
