import { useMessages } from '../../lib/i18n/message-table.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite, useAskFirst } from '../../components/confirm-write.tsx';
import { WriteRefused } from '../../components/page-error.tsx';
import { type Binding, type Bound, isBound } from '../../lib/bindings/bind.ts';
import { useWholeList } from '../../lib/bindings/pages.ts';
import { type Destination, destinationLabel, destinationList } from '../../lib/operations/channels/destination-list.ts';
import { useDestinationSwitch } from '../../lib/operations/channels/destination-switch.ts';
import { destinationsMessages } from './destinations-messages.ts';
import { type JustAdded, justAddedIn, useDestinationsSaid } from './said-store.ts';

/**
 * The line's offer to switch on the destination it says was just added, where the service describes the switch and
 * the destination came off: at once while nothing is live, after a question naming it while the project is (the
 * stream would reach that platform's audience at once). What it did replaces the line.
 */
export function SwitchOnOffer({
  added,
  destinations,
  channelSwitch,
  projectId,
  onSwitched,
}: {
  added: JustAdded;
  destinations: Bound;
  channelSwitch: Bound;
  projectId: number;
  /** Told once it is switched on and the line says so (the offer is gone). */
  onSwitched: () => void;
}) {
  const list = useWholeList(destinationList, destinations, projectId);
  const destination = list.data ? justAddedIn(list.data, added) : undefined;
  if (!destination || !isBound(channelSwitch) || destination.active === undefined) return null;
  return (
    <SwitchOn
      destination={destination}
      // Named as the list names it now: the service may name it from what was sent (a channel's address).
      label={destinationLabel({ ...destination, platformTitle: destination.platformTitle ?? added.platformTitle })}
      binding={channelSwitch}
      destinations={destinations}
      // The project is live where any of its destinations is on air.
      live={list.data?.some((one) => one.live === true) === true}
      projectId={projectId}
      onSwitched={onSwitched}
    />
  );
}

function SwitchOn({
  destination,
  label,
  binding,
  destinations,
  live,
  projectId,
  onSwitched,
}: {
  destination: Destination;
  label: string;
  binding: Binding;
  destinations: Bound;
  live: boolean;
  projectId: number;
  onSwitched: () => void;
}) {
  const m = useMessages(destinationsMessages);
  const say = useDestinationsSaid((state) => state.say);
  const toggle = useDestinationSwitch(destination, binding, destinations, projectId, () => {
    say(projectId, live ? m.add.switchedOnLive(label) : m.add.switchedOn(label));
    onSwitched();
  });
  const { ask, question } = useAskFirst((on: boolean) => toggle.run(on));
  const busy = toggle.sending.length > 0;
  // Switched on meanwhile (from its row): nothing is left to offer.
  if (destination.active && !busy && !toggle.isError) return null;
  return (
    <>
      <Button busy={busy} disabled={busy} onClick={() => (live ? ask(true) : toggle.run(true))}>
        {m.add.switchOn}
      </Button>
      <ConfirmWrite
        write={question}
        title={m.add.onTitle(label)}
        confirmLabel={m.add.onConfirm}
        cancelLabel={m.add.onCancel}
      >
        <p>{m.add.onBody(label)}</p>
      </ConfirmWrite>
      {toggle.isError ? <WriteRefused words={m.add.onRefused(label)} error={toggle.error} /> : null}
    </>
  );
}
