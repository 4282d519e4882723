import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { WriteRefused } from '../../../components/page-error.tsx';
import { projectValues } from '../../../lib/bindings/call.ts';
import { useBoundMutation } from '../../../lib/bindings/write.ts';
import type { Destination } from '../../../lib/operations/channels/destination-list.ts';
import type { StreamProps } from '../stream-props.ts';
import { titlesMessages } from './titles-messages.ts';
import { useMessages } from '../../../lib/i18n/message-table.ts';
import { useRead } from '../../../lib/bindings/read.ts';
import { plannedEventsRead } from '../../../lib/operations/channel-settings/setting-choices.ts';

/** The planned event the next broadcast is (YouTube's scheduled ones), where the service describes them. */
export function PlannedEvent({
  bound,
  projectId,
  destination,
  allows,
}: Pick<StreamProps, 'bound'> & {
  projectId: number;
  destination: Destination;
  allows: boolean | undefined;
}) {
  const m = useMessages(titlesMessages).settings;
  const id = useId();
  const values = projectValues(projectId, { channel_id: destination.id });
  const list = useRead(plannedEventsRead, bound.planned, { projectId, channelId: destination.id });
  const [chosen, setChosen] = useState('');
  const write = useBoundMutation(bound.setPlanned, {
    values: (plannedId: string) => ({ ...values, id: plannedId }),
    confirm: false,
  });
  if (!list.data?.length) return null;
  return (
    <section className="planned-event" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{m.planned}</h3>
      <div className="field">
        <label htmlFor={id}>{m.plannedChoose}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={allows === false}>
          <option value="">{m.plannedNone}</option>
          {list.data.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </div>
      {write.binding ? (
        <Button onClick={() => write.run(chosen)} busy={write.isPending} disabled={allows === false || write.isPending}>
          {m.plannedSet}
        </Button>
      ) : null}
      <p role="status" className="hint">
        {write.isSuccess ? m.saved : ''}
      </p>
      {write.isError ? <WriteRefused className="stream-refused" words={m.refused} error={write.error} /> : null}
    </section>
  );
}
