import { type ReactNode, useEffect } from 'react';
import { useNear } from './use-near.ts';
import './when-near.css';

/**
 * Its children once where they go comes near the screen, or at the first key pressed on the page (Tab walking past
 * what is drawn, find in page). Until then an empty line holds their place: on a phone, what is below the tariff
 * cards is drawn when the reader gets there, not in the seconds after the cards while they are being read.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [place, near, show] = useNear<HTMLDivElement>();
  useEffect(() => {
    if (near) return;
    window.addEventListener('keydown', show, { once: true });
    return () => window.removeEventListener('keydown', show);
  }, [near, show]);
  return near ? children : <div ref={place} className="when-near" />;
}
