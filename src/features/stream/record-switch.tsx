import { useMessages } from '../../lib/i18n/message-table.ts';
import { useId } from 'react';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { StreamSwitch } from './stream-switch.tsx';
import { PartNote } from '../../components/part-note.tsx';
import type { Bound } from '../../lib/bindings/bind.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { streamMessages } from './stream-messages.ts';
import { projectValues } from '../../lib/bindings/call.ts';

/**
 * Recording on or off, where "Update record" is described: a write the service acts on, so it is asked first, and
 * the switch shows the service's state (the credentials' `record`) once the service has answered. Read-only where
 * the account's level may not change the stream (the page says why), as the destinations' switches are.
 */
export function RecordSwitch({
  bound,
  recording,
  projectId,
  readOnly,
}: {
  bound: Bound;
  recording: boolean | undefined;
  projectId: number;
  readOnly: boolean;
}) {
  const m = useMessages(streamMessages);
  const labelId = useId();
  const write = useBoundMutation(bound, {
    values: (on: boolean) => projectValues(projectId, { record: String(on) }),
    confirm: true,
  });
  if (!write.binding) return <PartNote part={bound} standsFor="action" />;
  // The credentials do not say whether recording is on: a switch would have to guess its position.
  if (recording === undefined) return null;
  const next = !recording;
  const words = m.where;
  return (
    <div className="stream-record">
      <span id={labelId}>{words.recording}</span>
      <StreamSwitch
        on={recording}
        busy={write.isPending}
        readOnly={readOnly}
        aria-labelledby={labelId}
        onPress={() => write.run(next)}
      >
        <span className="hint">{words.recordingState(recording)}</span>
      </StreamSwitch>
      <ConfirmWrite
        write={write}
        title={next ? words.recordOnTitle : words.recordOffTitle}
        confirmLabel={next ? words.confirmOn : words.confirmOff}
        cancelLabel={words.cancel}
      >
        <p>{next ? words.recordOnBody : words.recordOffBody}</p>
      </ConfirmWrite>
    </div>
  );
}
