import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServiceDescription } from '../../lib/description-status/use-service-description.ts';
import { identityQuery, identityRead } from '../../lib/operations/account/identity-query.ts';
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
  const language = useLanguage();
  const m = useMessages(accountMessages);
  const session = useTokenStore((state) => state.session);
  const tabOnly = useTokenStore((state) => state.persistence === 'session');
  const { query: description } = useServiceDescription();
  const read = useMemo(() => (description.data ? identityRead(description.data) : undefined), [description.data]);
  const identity = useQuery(identityQuery(read, session?.signInId, language));
  if (!session) return null;
  const name = identity.data;
  if (name === undefined && !tabOnly) return null;
  return (
    <p className="account-name">
      {name !== undefined ? (
        <>
          <span className="visually-hidden">{m.signedInAs} </span>
          <span className="account-name-text" title={name}>
            {name}
          </span>
        </>
      ) : null}
      {tabOnly ? (
        <span className="badge account-tab-only" title={m.thisTabOnlyHint}>
          {m.thisTabOnly}
        </span>
      ) : null}
    </p>
  );
}
