import type { ReactNode } from 'react';
import './holding.css';

/**
 * What stands in a part's place while it is read: the part itself, drawn with a stand-in of its answer's shape, unseen,
 * unread and out of reach, its lines and controls shown as bars. It keeps the room the answer will take — the same
 * lines, in the same layout — so nothing moves when the answer lands. The part that waits says it is busy.
 */
export function Holding({ children }: { children: ReactNode }) {
  // Laid out as if it were not there: the part's own boxes take their own room.
  return (
    <span className="holding" aria-hidden="true" inert>
      {children}
    </span>
  );
}
