// features/inbox/unread-badge.tsx: a part of the header, bound like a page — a manifest and the frame
import { BoundPart } from '../../components/bound-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { unreadCountRead } from '../../lib/operations/notifications/notify-reads.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';

// The count is one sign-in's, read as its definition says (lib/operations/notifications/notify-reads.ts): what it
// sends, how its answer is read (never a wrong number), and whose it is.
const unreadPart = definePart({ group: 'NotifyHistory', bindings: { count: unreadCountRead.binding } });

/** Nothing while the description is read, fails or does not describe the count: the header stays as it is. */
export function UnreadBadge() {
  const signInId = useTokenStore((state) => state.session?.signInId);
  if (!signInId) return null;
  return (
    <BoundPart part={unreadPart} needs={['count']} quiet>
      {(bound) => <Count count={bound.count} signInId={signInId} />}
    </BoundPart>
  );
}

function Count({ count, signInId }: { count: Bound; signInId: string }) {
  const unread = useRead(unreadCountRead, count, signInId, { quiet: true });
  return unread.data ? <span className="badge">{unread.data} unread</span> : null;
}
