// features/inbox/unread-badge.tsx: a part of the header, bound like a page — a manifest and the frame
import { BoundPart } from '../../components/bound-part.tsx';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import type { Bound } from '../../lib/bindings/bind.ts';
import { defineRead, useDeclaredRead } from '../../lib/bindings/declared-read.ts';
import { definePart } from '../../lib/bindings/manifest.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';

const unreadPart = definePart({
  group: 'NotifyHistory',
  bindings: { count: { name: 'Get unread status', read: true, fills: [] } },
});

/** The count, one sign-in's: declared once, what it sends and how its answer is read (never a wrong number). */
const unreadCount = defineRead({
  values: () => ({}),
  parse: (body) => {
    const count = (body as { count_unread?: unknown } | null)?.count_unread;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
      throw new InvalidResponseError('count_unread', 'not a count');
    return count;
  },
  signIn: (signInId: string) => signInId,
});

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
  const unread = useDeclaredRead(unreadCount, count, signInId, { quiet: true });
  return unread.data ? <span className="badge">{unread.data} unread</span> : null;
}
