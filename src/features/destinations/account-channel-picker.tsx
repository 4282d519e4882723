import { useState } from 'react';
import type { FieldControlProps } from '../../components/form/described-form.tsx';
import { OauthButton } from '../../components/oauth-button.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import type { Binding } from '../../lib/bindings/bind.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import type { Platform } from '../../lib/operations/platforms/platform-list.ts';
import { AccountChannels } from './account-channels.tsx';
import type { addPart } from './destination-parts.ts';
import { destinationsMessages } from './destinations-messages.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { accountsRead } from '../../lib/operations/platforms/accounts.ts';
import { useRead } from '../../lib/bindings/read.ts';

/**
 * The add form's control for a body that takes a linked account and one of its channels (VK, OK): the person's
 * accounts on the platform ("Get accounts"; one chosen where there are several), then one of the chosen account's
 * channels from its list. It sets `channel_id` to the channel's ID and `account_id` to the account's ID there. With
 * no account linked, it says so and offers to link one where the OAuth start takes the platform.
 */
export function AccountChannelPicker({
  id,
  describedBy,
  disabled,
  values,
  set,
  platform,
  connect,
  bound,
  projectId,
}: FieldControlProps & {
  platform: Platform;
  connect: Binding | undefined;
  bound: BoundRoles<keyof typeof addPart.bindings>;
  projectId: number;
}) {
  const m = useMessages(destinationsMessages);
  const title = platform.title ?? platform.id;
  const accounts = useRead(accountsRead, bound.accounts, platform.id);
  const [accountChosen, setAccountChosen] = useState<string | undefined>(undefined);
  const [channelName, setChannelName] = useState<string | undefined>(undefined);
  const chosen = values.channel_id ? (channelName ?? values.channel_id) : undefined;
  const link = (
    <OauthButton
      start={connect}
      platform={platform.id}
      platformName={title}
      projectId={projectId}
      label={m.picker.link(title)}
    />
  );
  return (
    <div className="account-picker">
      <p id={`${id}-chosen`}>{chosen === undefined ? m.picker.noneChosen : m.picker.chosen(chosen)}</p>
      <ReadPart bound={bound.accounts} query={accounts}>
        {(list) => {
          const account = list.find((one) => one.id === accountChosen) ?? list[0];
          if (!account)
            return (
              <>
                <p className="hint">{m.picker.noAccount(title)}</p>
                {link}
              </>
            );
          const accountName = account.name ?? account.accountId ?? account.id;
          return (
            <>
              {list.length > 1 ? (
                <label className="account-choice">
                  {m.picker.account}{' '}
                  <select
                    value={account.id}
                    disabled={disabled}
                    onChange={(event) => {
                      setAccountChosen(event.target.value);
                      set('channel_id', '');
                      set('account_id', '');
                    }}
                  >
                    {list.map((one) => (
                      <option key={one.id} value={one.id}>
                        {one.name ?? one.accountId ?? one.id}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <p className="hint service-text">{m.picker.fromAccount(accountName)}</p>
              )}
              <AccountChannels
                channels={bound.accountChannels}
                platform={platform.id}
                account={account}
                projectId={projectId}
                choose={{
                  id,
                  describedBy: [`${id}-chosen`, describedBy].filter(Boolean).join(' '),
                  chosen: values.channel_id,
                  disabled,
                  onChoose: (channel) => {
                    setChannelName(channel.name);
                    set('channel_id', channel.id);
                    set('account_id', account.accountId ?? '');
                  },
                }}
              />
              {link}
            </>
          );
        }}
      </ReadPart>
    </div>
  );
}
