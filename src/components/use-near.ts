import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts being drawn: half a screen ahead of the reader. */
export const HALF_A_SCREEN_AHEAD = '0px 0px 50% 0px';

/**
 * Whether the element `ref` is put on has come near the screen (`ahead` below it, as IntersectionObserver's
 * rootMargin): once true, it stays. Where the browser has no IntersectionObserver, at once. `show` makes it near
 * now (a key pressed, a part opened).
 */
export function useNear<T extends Element>(ahead = HALF_A_SCREEN_AHEAD): [RefObject<T | null>, boolean, () => void] {
  const [near, setNear] = useState(false);
  const ref = useRef<T>(null);
  const show = useCallback(() => startTransition(() => setNear(true)), []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: ahead,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead, show]);
  return [ref, near, show];
}
