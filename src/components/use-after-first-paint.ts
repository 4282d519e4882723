import { startTransition, useEffect, useState } from 'react';

/**
 * How long what waits for `ready` waits at most: a read that has not answered by then is slow, and the rest of the
 * page is not held back for it.
 */
export const READY_WAIT_MS = 2000;

/**
 * False until the frame after the component's first is drawn, and with `ready`, until the frame after the one drawn
 * once it is true (or READY_WAIT_MS after the first, whichever comes first). A page draws what it is opened for first
 * and mounts what can wait (parts with code and reads of their own) then: on a phone's CPU, rendering them in the same
 * pass held the first paint back, and their requests and code shared the link with the page's first reads. In a tab
 * that is not shown no frame is drawn, and they wait until it is.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [after, setAfter] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (ready || waited) return;
    const timer = setTimeout(() => setWaited(true), READY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, waited]);
  const due = ready || waited;
  useEffect(() => {
    if (!due || after) return;
    // What then mounts is drawn as a transition, which React splits into short tasks: in one, it kept a phone's taps
    // waiting.
    return afterNextPaint(() => startTransition(() => setAfter(true)));
  }, [due, after]);
  return after;
}

/**
 * Runs `callback` once the next frame is drawn (in a tab that is not shown, once it is); the function it gives
 * cancels it. The frame is drawn after requestAnimationFrame's callbacks; a task queued from one runs once it is.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
