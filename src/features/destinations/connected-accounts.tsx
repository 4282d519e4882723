import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { BoundPart } from '../../components/bound-part.tsx';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { PageError } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { useRead, readQuery } from '../../lib/bindings/read.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { type Destination, destinationList, needsReconnect } from '../../lib/operations/channels/destination-list.ts';
import { platformsRead } from '../../lib/operations/platforms/platform-list.ts';
import { AccountChannels } from './account-channels.tsx';
import { accountsPart } from './destination-parts.ts';
import { type DestinationsMessages, destinationsMessages } from './destinations-messages.ts';
import {
  type LinkedAccount,
  accountPlatforms,
  destinationsUsing,
  listsChannels,
  accountsRead,
} from '../../lib/operations/platforms/accounts.ts';

type AccountsRoles = BoundRoles<keyof typeof accountsPart.bindings>;

/**
 * The platform accounts the signed-in person has linked ("Get accounts", one read per platform): each with its
 * picture, name and state, the project's destinations that go through it, its channels where the service lists them,
 * and Sign out and Remove, each asked first with those destinations named. The accounts are the person's, not the
 * project's: a level that may not change the project still manages its own.
 */
export function ConnectedAccounts({ projectId }: { projectId: number }) {
  const m = useMessages(destinationsMessages);
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.accounts.title}</h2>
      <p className="hint">{m.accounts.lead}</p>
      <BoundPart part={accountsPart}>{(bound) => <Accounts bound={bound} projectId={projectId} />}</BoundPart>
    </section>
  );
}

function Accounts({ bound, projectId }: { bound: AccountsRoles; projectId: number }) {
  const m = useMessages(destinationsMessages);
  const language = useLanguage();
  const platforms = useRead(platformsRead, bound.platforms, projectId);
  const destinations = useWholeList(destinationList, bound.destinations, projectId);
  const named = accountPlatforms(bound.accounts, platforms.data);
  const reads = useQueries({
    queries: named.map((platform) => readQuery(accountsRead, bound.accounts, platform, language)),
  });
  if (!isBound(bound.accounts)) return <PartNote part={bound.accounts} />;
  const titleOf = (platform: string) => platforms.data?.find((one) => one.id === platform)?.title ?? platform;
  const groups = named.map((platform, index) => ({ platform, read: reads[index]! }));
  const settled = groups.every(({ read }) => !read.isPending);
  const none = settled && groups.every(({ read }) => read.isSuccess && read.data.length === 0);
  return (
    <>
      <PartNote part={[bound.signOut, bound.removeAccount]} standsFor="action" />
      {!settled ? <Skeleton /> : null}
      {none ? <p>{m.accounts.none}</p> : null}
      <ul className="account-list">
        {groups.flatMap(({ platform, read }) =>
          (read.data ?? []).map((account) => (
            <AccountRow
              key={`${platform}\n${account.id}`}
              account={account}
              platform={platform}
              title={titleOf(platform)}
              bound={bound}
              projectId={projectId}
              destinations={destinations.data}
            />
          )),
        )}
      </ul>
      {groups.map(({ platform, read }) =>
        read.isError ? (
          <PageError key={platform} error={read.error} onRetry={() => void read.refetch()} retrying={read.isFetching} />
        ) : null,
      )}
    </>
  );
}

/** The destinations that go through an account: by name, none, or nothing where the service does not say. */
function usedLine(
  account: LinkedAccount,
  platform: string,
  destinations: readonly Destination[] | undefined,
  m: DestinationsMessages,
): string | undefined {
  if (destinations === undefined) return undefined;
  const using = destinationsUsing(account, platform, destinations);
  if (using === 'unknown') return undefined;
  if (!using.length) return m.accounts.usedByNone;
  return m.accounts.usedBy(using.map((one) => one.name || m.list.unnamed(one.id)).join(', '));
}

/** The destinations going through an account that want its platform signed in again, as their rows say. */
function signedOutThrough(
  account: LinkedAccount,
  platform: string,
  destinations: readonly Destination[] | undefined,
): readonly Destination[] {
  const using = destinations === undefined ? 'unknown' : destinationsUsing(account, platform, destinations);
  return using === 'unknown' ? [] : using.filter((one) => needsReconnect(one) && one.live !== true);
}

function AccountRow({
  account,
  platform,
  title,
  bound,
  projectId,
  destinations,
}: {
  account: LinkedAccount;
  platform: string;
  title: string;
  bound: AccountsRoles;
  projectId: number;
  destinations: readonly Destination[] | undefined;
}) {
  const m = useMessages(destinationsMessages);
  const name = account.name ?? account.accountId ?? account.id;
  const label = `${name} (${title})`;
  const used = usedLine(account, platform, destinations, m);
  // The real kind names an account by its ID on the platform for a sign-out and a removal.
  const values = () => ({ id: account.accountId ?? account.id, platform });
  const signOut = useBoundMutation(bound.signOut, { values, confirm: true, once: true });
  const remove = useBoundMutation(bound.removeAccount, { values, confirm: true, once: true });
  const [opened, setOpened] = useState(false);
  const status = account.status;
  // A state the page has no words for is not shown as the service's code: the account is listed without one.
  // Where a destination going through it wants its sign-in again (and is not on air), the account says so too: it
  // never reads "Signed in" beside a destination that says otherwise.
  const signedOut = signedOutThrough(account, platform, destinations);
  const state = signedOut.length
    ? m.accounts.signInAgain(title, signedOut.map((one) => one.name || m.list.unnamed(one.id)).join(', '))
    : status !== undefined && Object.hasOwn(m.accounts.states, status)
      ? m.accounts.states[status]
      : undefined;
  // Each asked first, naming the destinations that go through the account as the service says.
  const actions = [
    {
      write: signOut,
      offered: isBound(bound.signOut) && status !== '0',
      label: m.accounts.signOut,
      title: m.accounts.signOutTitle(label),
      body: m.accounts.signOutBody,
    },
    {
      write: remove,
      offered: isBound(bound.removeAccount),
      label: m.accounts.remove,
      title: m.accounts.removeTitle(label),
      body: m.accounts.removeBody,
    },
  ];
  return (
    <li className="account-row">
      <Avatar picture={account.avatar} label={name} />
      <div className="account-main">
        <p className="connected-account-name">
          <span className="service-text">{name}</span> <span className="hint service-text">· {title}</span>
        </p>
        {state ? <p className="account-state">{state}</p> : null}
        {used ? <p className="hint">{used}</p> : null}
        {listsChannels(bound.accountChannels, platform) ? (
          // Read once first opened: most visits do not look at them.
          <details className="account-channels-fold" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
            <summary>{m.accounts.channels}</summary>
            {opened ? (
              <AccountChannels
                channels={bound.accountChannels}
                platform={platform}
                account={account}
                projectId={projectId}
              />
            ) : null}
          </details>
        ) : null}
      </div>
      <div className="account-actions" role="group" aria-label={m.accounts.actionsFor(label)}>
        {actions.map(({ write, offered, label: action }) =>
          offered ? (
            <Button key={action} onClick={() => write.run()}>
              {action}
            </Button>
          ) : null,
        )}
      </div>
      {actions.map(({ write, label: action, title: question, body }) => (
        <ConfirmWrite key={action} write={write} title={question} confirmLabel={action} cancelLabel={m.accounts.cancel}>
          <p>{body}</p>
          {used ? <p>{used}</p> : null}
        </ConfirmWrite>
      ))}
    </li>
  );
}
