// features/inbox/unread-badge.tsx: a part of the header, bound like a page — a manifest and the frame
import { BoundPart } from '../../components/bound-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { byAnswer, useBoundRead } from '../../lib/bindings/read.ts';
import { readUnreadCount } from '../../lib/operations/notify/notification-reader.ts';

const unreadPart = definePart({
  group: 'NotifyHistory',
  bindings: { count: { name: 'Get unread status', read: true, fills: [] } },
});

/** Nothing while the description is read, fails or does not describe the count: the header stays as it is. */
export function UnreadBadge() {
  return (
    <BoundPart part={unreadPart} needs={['count']} quiet>
      {(bound) => <Count count={bound.count} />}
    </BoundPart>
  );
}

function Count({ count }: { count: Bound }) {
  const unread = useBoundRead(count, {}, byAnswer(readUnreadCount), { quiet: true });
  return unread.data ? <span className="badge">{unread.data} unread</span> : null;
}
