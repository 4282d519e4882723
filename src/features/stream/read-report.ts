import { useLayoutEffect } from 'react';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';

// A studio part tells the page whether what it shows has been read, and so whether its room is known: the page draws
// what is below it only then (stream-page.tsx), so nothing that comes later moves what is drawn.

/** Reports `read` whenever it changes, before the browser paints; `undefined` reports nothing (another part does). */
export function useReadReport(onRead: ((read: boolean) => void) | undefined, read: boolean | undefined) {
  useLayoutEffect(() => {
    if (read !== undefined) onRead?.(read);
  }, [onRead, read]);
}

/** Whether a read has landed (answered or failed), or will never be sent because its operation is not bound. */
export const landed = (bound: Bound, query: { isPending: boolean }) => !isBound(bound) || !query.isPending;
