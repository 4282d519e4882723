import { useEffect, useId, useRef, useState } from 'react';
import { BoundPart } from '../../components/bound-part.tsx';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type BellRole, bellPart } from './notify-part.ts';
import { useUnreadCount } from './unread-count.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { badgeText, bellMessages } from './bell-messages.ts';
import { NotificationList } from './notification-list.tsx';
import './bell.css';
import { buttonClass } from '../../components/button.tsx';

/**
 * The header's bell: the unread count from the service in its name and badge, and the newest notifications in a
 * popover (the browser closes it on Escape or a click outside, and gives the focus back to the bell). Nothing of the
 * list is read before it is opened. A deployment that does not describe the count shows no bell.
 */
export function NotificationBell() {
  const session = useTokenStore((state) => state.session);
  if (!session) return null;
  return (
    <BoundPart part={bellPart} needs={['count']} quiet>
      {(bound) => <Bell bound={bound} signInId={session.signInId} />}
    </BoundPart>
  );
}

function Bell({ bound, signInId }: { bound: BoundRoles<BellRole>; signInId: string }) {
  const m = useMessages(bellMessages);
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(bound.count, signInId).data;
  const announced = useAnnouncement(count);
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'quiet', size: 'icon' }, 'bell')}
        popoverTarget={popoverId}
        aria-label={m.bell(count)}
        aria-expanded={open}
      >
        <svg className="bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Zm-2.2 15a2.3 2.3 0 0 0 4.4 0Z" />
        </svg>
        {count ? (
          <span className="bell-count" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </button>
      {/* Said politely when the count changes after the first read, never for the first one. */}
      <span className="visually-hidden" role="status">
        {announced}
      </span>
      <div
        id={popoverId}
        className="bell-popover popover-card"
        popover="auto"
        role="dialog"
        aria-label={m.title}
        onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        onClick={(event) => {
          // A link leaves the page the list was opened over: the list closes with it.
          if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
        }}
      >
        {open ? <NotificationList bound={bound} /> : null}
      </div>
    </>
  );
}

/** What the live region says: the count when it changes, nothing for the first one read. */
function useAnnouncement(count: number | undefined): string {
  const m = useMessages(bellMessages);
  const last = useRef<number | undefined>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (count === undefined || count === last.current) return;
    if (last.current !== undefined) setSaid(m.announce(count));
    last.current = count;
  }, [count, m]);
  return said;
}
