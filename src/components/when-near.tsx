import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts being drawn: half a screen ahead of the reader. */
const AHEAD = '0px 0px 50% 0px';

/**
 * Its children once where they go comes near the screen, or at the first key pressed on the page (Tab walking past
 * what is drawn, find in page). Until then an empty line holds their place: on a phone, what is below the tariff
 * cards is drawn when the reader gets there, not in the seconds after the cards while they are being read.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    window.addEventListener('keydown', show, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', show);
    };
  }, [near]);
  return near ? children : <div ref={place} className="when-near" />;
}
