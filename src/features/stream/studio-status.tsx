import type { ComponentType } from 'react';
import { Button } from '../../components/button.tsx';
import { LargeButtons } from '../../components/large-buttons.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { Holding } from '../../components/holding.tsx';
import { InsertedView } from '../../components/inserted-view.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { type LiveReads, useLiveNow } from './model/live-reads.ts';
import { hasStatusWords } from './model/live-state.ts';
import { formatElapsed, useElapsed } from './live/use-elapsed.ts';
import { studioMessages } from './studio-messages.ts';

// The page's first line: whether the project is live, for how long, or paused, in words — and, where the service
// describes them, Pause (or Resume) and Stop, each asked first.

export function StudioStatus({ bound, projectId }: { bound: LiveReads; projectId: number }) {
  const m = useMessages(studioMessages).status;
  const { state } = useLiveNow(bound, projectId);
  const kind = state.kind === 'on' ? (state.paused ? 'paused' : 'live') : state.kind;
  return (
    <p className={`studio-status studio-status-${kind}`} aria-busy={state.kind === 'reading' || undefined}>
      <span className="studio-dot" aria-hidden="true" />
      {/* Said when the state changes; the clock beside it ticks without being read out. */}
      <span role="status" className="studio-status-word">
        {state.kind === 'on'
          ? state.paused
            ? m.paused
            : m.live
          : state.kind === 'off'
            ? m.off
            : state.kind === 'reading'
              ? m.reading
              : state.kind === 'untied'
                ? m.untied
                : state.kind === 'failed'
                  ? m.failed
                  : m.undescribed}
      </span>
      {state.kind === 'on' && !state.paused ? <OnAir since={state.startedAt} /> : null}
      {state.kind === 'on' && state.state && !hasStatusWords(state.state) ? (
        <span className="hint service-text">{m.other(String(state.state.value))}</span>
      ) : null}
      {state.kind === 'failed' ? (
        <Button variant="quiet" onClick={state.retry}>
          {m.retry}
        </Button>
      ) : null}
    </p>
  );
}

function OnAir({ since }: { since: string | undefined }) {
  const m = useMessages(studioMessages).status;
  const elapsed = useElapsed(since);
  if (elapsed === undefined) return null;
  const time = formatElapsed(elapsed);
  return (
    <time className="studio-clock" dateTime={`PT${elapsed}S`} aria-label={m.onAirFor(time)}>
      {time}
    </time>
  );
}

type Control = 'pause' | 'resume' | 'stop';

/**
 * Pause (or Resume) and Stop for the project's live broadcast, each shown where its operation is described and asked
 * first; what the stream is afterwards is what the service's live status says, read again once it answers.
 */
export function StreamControls({
  operations,
  projectId,
  readOnly = false,
  pauseVideo,
}: {
  operations: LiveReads & { pause: Bound; play: Bound; stop: Bound };
  projectId: number;
  /** The account's level in the project does not let it pause or stop the stream: none is offered (the page says why). */
  readOnly?: boolean;
  /** In the question before Pause: the video viewers will see while paused (another feature's view). */
  pauseVideo?: ComponentType<{ projectId: number }> | undefined;
}) {
  const m = useMessages(studioMessages).controls;
  const { pause, play, stop } = operations;
  const { state } = useLiveNow(operations, projectId);
  const broadcastId = state.kind === 'on' ? state.broadcastId : undefined;
  const values = () => projectValues(projectId, { broadcast_id: String(broadcastId) });
  const writes = {
    pause: useBoundMutation(pause, { values, confirm: true }),
    resume: useBoundMutation(play, { values, confirm: true }),
    stop: useBoundMutation(stop, { values, confirm: true }),
  };
  const words = { pause: m.pause, resume: m.resume, stop: m.stop };
  if (readOnly) return null;
  const bound = (control: Control) => isBound(control === 'pause' ? pause : control === 'resume' ? play : stop);
  if ((state.kind !== 'on' || broadcastId === undefined) && writes.stop.isSuccess)
    // Stopped from here: what one can do next, in place of the controls (no empty buttons).
    return <p className="hint">{m.afterStop}</p>;
  if (state.kind !== 'on' || broadcastId === undefined) {
    // Not live, or not known yet: the controls' room is kept, unseen, so the page below the status line does not move
    // when the service says the project is live (or that it is not).
    const held = (['pause', 'stop'] as const).filter(bound);
    return (
      <>
        {held.length ? (
          <Holding>
            <div className="studio-controls">
              <LargeButtons>
                {held.map((control) => (
                  <Button key={control} variant={control === 'stop' ? 'default' : 'quiet'}>
                    {words[control]}
                  </Button>
                ))}
              </LargeButtons>
            </div>
          </Holding>
        ) : null}
        <Done writes={writes} />
      </>
    );
  }
  const shown: Control[] = [state.paused ? 'resume' : 'pause', 'stop'];
  const asked = shown.find((control) => writes[control].asking) ?? shown.find((control) => writes[control].isError);
  return (
    <div className="studio-controls" role="group" aria-label={m.label}>
      <LargeButtons>
        {shown.map((control) =>
          bound(control) ? (
            <Button
              key={control}
              variant={control === 'stop' ? 'default' : 'quiet'}
              className={`studio-control-${control}`}
              busy={writes[control].isPending}
              onClick={() => writes[control].run()}
            >
              {words[control]}
            </Button>
          ) : null,
        )}
        {asked ? (
          <ConfirmWrite
            write={writes[asked]}
            title={{ pause: m.pauseTitle, resume: m.resumeTitle, stop: m.stopTitle }[asked]}
            confirmLabel={words[asked]}
            cancelLabel={m.cancel}
          >
            <p>{{ pause: m.pauseBody, resume: m.resumeBody, stop: m.stopBody }[asked]}</p>
            {/* Which video viewers see while paused: the stream guard's to say. */}
            {asked === 'pause' ? <InsertedView view={pauseVideo} props={{ projectId }} /> : null}
          </ConfirmWrite>
        ) : null}
        <Done writes={writes} />
      </LargeButtons>
    </div>
  );
}

/** What the last control did, said once the service accepts it. */
function Done({ writes }: { writes: Record<Control, { isSuccess: boolean }> }) {
  const m = useMessages(studioMessages).controls;
  const done = (['pause', 'resume', 'stop'] as const).find((control) => writes[control].isSuccess);
  return (
    <span role="status" className="visually-hidden">
      {done ? m.done[done] : ''}
    </span>
  );
}
