import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import type { Language } from '../../lib/i18n/languages.ts';
import { callBinding } from '../../lib/bindings/call.ts';
import * as bindingKeys from '../../lib/bindings/keys.ts';
import type { Bound } from './data/stream-bindings.ts';
import { PartNote } from './part-note.tsx';
import { StreamError } from './stream-error.tsx';
import type { StreamMessages } from './stream-messages.ts';

/**
 * Recording on or off, where "Update record" is described: a write the service acts on, so it is asked first, and
 * the switch shows the service's state (the credentials' `record`) once the service has answered.
 */
export function RecordSwitch({
  bound,
  recording,
  projectId,
  language,
  m,
}: {
  bound: Bound;
  recording: boolean | undefined;
  projectId: number;
  language: Language;
  m: StreamMessages;
}) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const labelId = useId();
  const binding = 'binding' in bound ? bound.binding : undefined;
  const write = useMutation({
    mutationFn: (on: boolean) => {
      if (!binding) throw new Error('not described');
      return callBinding(binding, { project_id: String(projectId), record: String(on) }, { language, projectId });
    },
    onSuccess: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: bindingKeys.group(bound.named.group) });
    },
  });
  if (!binding) return <PartNote bound={bound} m={m} />;
  // The credentials do not say whether recording is on: a switch would have to guess its position.
  if (recording === undefined) return null;
  const next = !recording;
  const words = m.where;
  return (
    <div className="stream-record">
      <span id={labelId}>{words.recording}</span>
      <button
        type="button"
        role="switch"
        className="stream-switch"
        aria-checked={recording}
        aria-labelledby={labelId}
        aria-busy={write.isPending}
        onClick={() => {
          write.reset();
          setAsking(true);
        }}
      >
        <span className="hint">{words.recordingState(recording)}</span>
      </button>
      {asking ? (
        <ModalDialog
          title={next ? words.recordOnTitle : words.recordOffTitle}
          onClose={() => setAsking(false)}
          className="stream-dialog"
        >
          <p>{next ? words.recordOnBody : words.recordOffBody}</p>
          {write.isError ? (
            <StreamError error={write.error} onRetry={() => write.mutate(next)} retrying={write.isPending} />
          ) : null}
          <div className="actions">
            <button type="button" className="button" data-autofocus onClick={() => setAsking(false)}>
              {words.cancel}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={write.isPending}
              onClick={() => write.mutate(next)}
            >
              {next ? words.confirmOn : words.confirmOff}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
