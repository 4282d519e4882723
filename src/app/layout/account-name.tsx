import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { BoundPart } from '../../components/bound-part.tsx';
import { PartBoundary } from '../../components/part-boundary.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { identityQuery } from '../../lib/operations/account/identity-query.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { accountMessages } from './account-messages.ts';
import './account-name.css';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';

// Sign-out's code comes with this chunk: the header's Sign out asks for it.
export { signOut } from '../../lib/session/sign-out.ts';

/**
 * Which account this tab is signed in to, as the service names it (when its description says how to ask), and
 * whether the sign-in is this tab's only. Each tab asks for its own sign-in, so two tabs of two accounts each name
 * their own. Nothing is shown that the service did not say: no description, no such read, or an answer without a
 * name leaves the header as it was.
 */
export function AccountName() {
  const m = useMessages(accountMessages);
  const session = useTokenStore((state) => state.session);
  const tabOnly = useTokenStore((state) => state.persistence === 'session');
  if (!session) return null;
  // The notifications' bell comes with this chunk, after the page's own reads, and is drawn at the header's end, in
  // the room the header keeps for it (styles.css): the first load carries nothing of it. A failure of its own stays
  // its own: the header and the page go on without it.
  const header = document.querySelector('header.topbar');
  return (
    <p className="account-name">
      {header
        ? createPortal(
            <PartBoundary>
              <NotificationBell />
            </PartBoundary>,
            header,
          )
        : null}
      {/* The name is the service's: an answer it cannot draw leaves the header without it, and the header stays. */}
      <PartBoundary>
        <BoundPart part={accountPart} quiet>
          {(bound) => <IdentityName identity={bound.identity} signInId={session.signInId} />}
        </BoundPart>
      </PartBoundary>
      {tabOnly ? (
        <span className="badge account-tab-only" title={m.thisTabOnlyHint}>
          {m.thisTabOnly}
        </span>
      ) : null}
    </p>
  );
}

function IdentityName({ identity, signInId }: { identity: Bound; signInId: string }) {
  const m = useMessages(accountMessages);
  const name = useQuery(identityQuery(identity, signInId, useLanguage())).data?.name;
  if (name === undefined) return null;
  return (
    <>
      <span className="visually-hidden">{m.signedInAs} </span>
      <span className="account-name-text" title={name}>
        {name}
      </span>
    </>
  );
}
