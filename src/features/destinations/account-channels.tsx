import { useDeferredValue, useId, useState } from 'react';
import { Avatar } from '../../components/avatar.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { useShowMore } from '../../components/use-show-more.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { destinationsMessages } from './destinations-messages.ts';
import {
  type AccountChannel,
  type LinkedAccount,
  accountChannelsList,
} from '../../lib/operations/platforms/accounts.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';

/** A page of an account's channels: the sheet's default size, so a list of many takes "Show more". */
const PAGE_SIZE = 10;

/** The listing's cache key the service asks for (`request_id`): one per list shown, so its pages stay one listing. */
const newRequestId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/** Choosing one of the channels, where the list is a form's control. */
export interface ChannelChoice {
  /** The search's id: the form's label names it. */
  id: string;
  describedBy: string | undefined;
  chosen: string | undefined;
  onChoose: (channel: AccountChannel) => void;
  disabled: boolean;
}

/**
 * The channels a linked account can stream to ("Get channels with accounts": a VK account's communities, an OK
 * account's groups), a page at a time ("Show more"), found by name as the user types; each with its picture, name
 * and members, and whether this project already has a destination made from it. With `choose`, each is a button
 * that picks it (one already added is not offered).
 */
export function AccountChannels({
  channels,
  platform,
  account,
  projectId,
  choose,
}: {
  channels: Bound;
  platform: string;
  account: LinkedAccount;
  projectId: number;
  choose?: ChannelChoice;
}) {
  const m = useMessages(destinationsMessages);
  const language = useLanguage();
  const ownId = useId();
  const searchId = choose?.id ?? ownId;
  const [requestId] = useState(newRequestId);
  const [search, setSearch] = useState('');
  // The service is asked as the user types, the latest question winning: React drops the answers of older ones.
  const asked = useDeferredValue(search.trim());
  const pages = usePagedList(
    accountChannelsList,
    channels,
    { projectId, platform, ids: account.id, requestId, search: asked },
    { size: PAGE_SIZE },
  );
  const more = useShowMore<HTMLUListElement>(pages, ':scope > li > :first-child', m.picker.showMore);
  return (
    <div className="account-channels">
      {choose ? null : (
        <label htmlFor={searchId} className="visually-hidden">
          {m.picker.search}
        </label>
      )}
      <input
        id={searchId}
        type="search"
        autoComplete="off"
        placeholder={m.picker.search}
        value={search}
        disabled={choose?.disabled}
        aria-describedby={[`${searchId}-found`, choose?.describedBy].filter(Boolean).join(' ')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ReadPart bound={channels} query={pages}>
        {() => (
          <>
            <p id={`${searchId}-found`} className="hint" aria-live="polite">
              {m.picker.found(pages.items.length, pages.total)}
            </p>
            <ul ref={more.list} className="channel-list">
              {pages.items.map((channel) => {
                const name = channel.name ?? channel.id;
                const line = (
                  <>
                    <Avatar picture={channel.photo} label={name} />
                    <span className="channel-line">
                      <span className="service-text">{name}</span>
                      <span className="hint">
                        {channel.members === undefined
                          ? null
                          : m.picker.members(formatNumber(channel.members, language))}
                        {channel.connected ? ` · ${m.picker.alreadyAdded}` : null}
                      </span>
                    </span>
                  </>
                );
                return (
                  <li key={channel.id}>
                    {choose ? (
                      <button
                        type="button"
                        className="channel-choice"
                        aria-pressed={choose.chosen === channel.id}
                        disabled={choose.disabled || channel.connected}
                        onClick={() => choose.onChoose(channel)}
                      >
                        {line}
                      </button>
                    ) : (
                      <span className="channel-choice" tabIndex={-1}>
                        {line}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {more.button}
          </>
        )}
      </ReadPart>
    </div>
  );
}
