import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { BoundPart } from '../../components/bound-part.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { appMessages } from '../../lib/i18n/i18n.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { accountPart } from '../../lib/operations/account/account-bindings.ts';
import { identityQuery } from '../../lib/operations/account/identity-query.ts';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { settingsMessages } from './settings-messages.ts';
import './settings.css';

/**
 * Settings' first section: who you are, named and pictured as the service gives the account (the header's own read,
 * so it is one request for both). Nothing is made up: without the read, or an answer without a name, one line says
 * the service has not said.
 */
export function AccountIdentity() {
  const m = useMessages(settingsMessages);
  const signInId = useTokenStore((state) => state.session?.signInId);
  const titleId = useId();
  const unknown = <p className="hint">{m.nameUnknown}</p>;
  return (
    <section aria-labelledby={titleId} className="settings-account">
      <h2 id={titleId}>{m.account}</h2>
      {signInId === undefined ? null : (
        <BoundPart part={accountPart} quiet fallback={unknown} pending={<Loading />}>
          {(bound) => <Who identity={bound.identity} signInId={signInId} unknown={unknown} />}
        </BoundPart>
      )}
    </section>
  );
}

function Loading() {
  const t = useMessages(appMessages);
  return (
    <p className="hint" aria-busy="true">
      {t.app.loading}…
    </p>
  );
}

function Who({ identity, signInId, unknown }: { identity: Bound; signInId: string; unknown: ReactNode }) {
  const m = useMessages(settingsMessages);
  const read = useQuery(identityQuery(identity, signInId, useLanguage()));
  if (read.isPending && read.fetchStatus !== 'idle') return <Loading />;
  if (!read.data) return unknown;
  return (
    <p className="settings-identity">
      <Avatar picture={read.data.picture} label={read.data.name} />
      <span>
        {m.signedInAs} <strong>{read.data.name}</strong>
      </span>
    </p>
  );
}
