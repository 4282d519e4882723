import { InvalidResponseError } from '../../lib/api/errors.ts';
import type { Bound } from './data/stream-bindings.ts';
import type { StreamMessages } from './stream-messages.ts';

/** The one line a part of the page shows instead of itself: its operation is not described, or not readable. */
export function PartNote({ bound, m }: { bound: Bound; m: StreamMessages }) {
  return (
    <p className="hint stream-note" role="note">
      {m.notDescribed(bound.named.name, bound.named.group)}
    </p>
  );
}

/** An answer of a shape the page cannot read says so in one line; any other failure is the caller's to show. */
export function isUnreadable(error: unknown): boolean {
  return error instanceof InvalidResponseError;
}

export function UnreadableNote({ bound, m }: { bound: Bound; m: StreamMessages }) {
  return (
    <p className="hint stream-note" role="note">
      {m.unreadable(bound.named.name, bound.named.group)}
    </p>
  );
}
