// features/channels/channel-page.tsx: the view, handed each role bound (it never imports its manifest)
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import type { PageProps } from '../../lib/bindings/manifest.ts';
import { byItems, useBoundPages } from '../../lib/bindings/pages.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { channelMessages } from './channel-messages.ts';

/** What the page binds, by role: its manifest names an operation for each. */
export type ChannelRole = 'channels' | 'switch' | 'referrals';

interface Channel {
  id: string;
  name: string;
}

/** One item of the list; an item without an ID or a name makes the answer unreadable (the part then says so). */
const readChannels = byItems((item, _schema, index): Channel => {
  const { id, name } = (item ?? {}) as { id?: unknown; name?: unknown };
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string')
    throw new InvalidResponseError(`[${index}]`, 'not a channel');
  return { id: String(id), name };
});

export function ChannelPage(props: PageProps<ChannelRole>) {
  return props.projectId === null ? props.fallback : <Channels {...props} projectId={props.projectId} />;
}

function Channels({ projectId, bound, operationsHref }: PageProps<ChannelRole> & { projectId: number }) {
  const m = useMessages(channelMessages);
  const values = projectValues(projectId);
  const channels = useBoundPages(bound.channels, values, readChannels, { size: 20 });
  const turnOff = useBoundMutation(bound.switch, {
    values: (channel: Channel) => ({ ...values, channel_id: channel.id, status: 'false' }),
    confirm: true,
  });
  return (
    <>
      <header>
        <h1>{m.title}</h1>
        <OperationsLink to={operationsHref} />
      </header>
      <ReadPart bound={bound.channels} query={channels}>
        {() => (
          <ul>
            {channels.items.map((channel) => (
              <li key={channel.id}>
                {channel.name} <Button onClick={() => turnOff.run(channel)}>{m.turnOff(channel.name)}</Button>
              </li>
            ))}
          </ul>
        )}
      </ReadPart>
      {channels.hasNextPage ? (
        <Button onClick={channels.showMore} busy={channels.isFetchingNextPage}>
          {m.showMore}
        </Button>
      ) : null}
      <ConfirmWrite write={turnOff} title={m.confirmTitle} confirmLabel={m.confirm} cancelLabel={m.cancel}>
        <p>{m.confirmText}</p>
      </ConfirmWrite>
      {turnOff.isSuccess ? <p role="status">{m.turnedOff}</p> : null}
      <PartNote part={bound.referrals} />
    </>
  );
}
