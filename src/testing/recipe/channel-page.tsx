// features/channels/channel-page.tsx: the view, handed each role bound (it never imports its manifest)
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { OperationsLink } from '../../components/operations-link.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { projectValues } from '../../lib/bindings/call.ts';
import type { PageProps } from '../../lib/bindings/manifest.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type Destination, destinationList } from '../../lib/operations/channels/destination-list.ts';
import { channelMessages } from './channel-messages.ts';

/** What the page binds, by role: its manifest names an operation for each. */
export type ChannelRole = 'channels' | 'switch' | 'referrals';

export function ChannelPage(props: PageProps<ChannelRole>) {
  return props.projectId === null ? props.fallback : <Channels {...props} projectId={props.projectId} />;
}

function Channels({ projectId, bound, operationsHref }: PageProps<ChannelRole> & { projectId: number }) {
  const m = useMessages(channelMessages);
  // The project's channels, read as every page that lists them reads them (one definition: lib/operations).
  const channels = usePagedList(destinationList, bound.channels, projectId, { size: 20 });
  const turnOff = useBoundMutation(bound.switch, {
    values: (channel: Destination) => projectValues(projectId, { channel_id: channel.id, status: 'false' }),
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
                {channel.name ?? channel.id}{' '}
                <Button onClick={() => turnOff.run(channel)}>{m.turnOff(channel.name ?? channel.id)}</Button>
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
