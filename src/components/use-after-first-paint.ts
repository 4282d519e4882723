import { startTransition, useEffect, useState } from 'react';

/**
 * False until the frame after the component's first is drawn. A page draws what it is opened for first and mounts
 * what can wait a frame (parts with code and reads of their own) then: on a phone's CPU, rendering them in the same
 * pass held the first paint back, and their requests shared the link with the page's first reads. In a tab that is
 * not shown no frame is drawn, and they wait until it is.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame is drawn after requestAnimationFrame's callbacks; a task queued from one runs once it is. What then
    // mounts is drawn as a transition, which React splits into short tasks: in one, it kept a phone's taps waiting.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
