import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { DescribedForm } from '../../components/form/described-form.tsx';
import { Actions, ModalDialog } from '../../components/modal-dialog.tsx';
import { MoreMenu } from '../../components/more-menu.tsx';
import { type Binding, isBound } from '../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { StreamGuardSetting } from '../../lib/operations/stream-key/credentials.ts';
import { type GuardSlot, guardMessages } from './guard-messages.ts';
import type { GuardBound } from './guard-part.ts';
import { type ServiceVideo, isProcessing } from '../../lib/operations/media/service-videos.ts';
import { useProcessingUpdates } from './processing-updates.ts';
import { VideoPicture } from './video-picture.tsx';
import { videoFacts, videoName, whyNotChoosable } from './video-words.ts';

// The service's videos for the guard, each with its preview, name, length and state, where it is shown, and why it
// cannot be chosen; the project's own (`isEditable`) renamed, stopped while processing and deleted, each asked first
// and named — only where the account may change the project.

export function VideoList({
  videos,
  guard,
  listKey,
  bound,
  projectId,
  readOnly,
  onDone,
}: {
  videos: readonly ServiceVideo[];
  guard: StreamGuardSetting | undefined;
  /** The list's read, which what is pushed about a processing video changes. */
  listKey: QueryKey;
  bound: GuardBound;
  projectId: number;
  readOnly: boolean;
  onDone: (said: string) => void;
}) {
  const m = useMessages(guardMessages);
  const language = useLanguage();
  const [renaming, setRenaming] = useState<ServiceVideo>();
  const values = (video: ServiceVideo) => projectValues(projectId, { media_id: video.id });
  const stop = useBoundMutation(bound.cancel, { values, confirm: true, onSuccess: () => onDone(m.done.stop) });
  const remove = useBoundMutation(bound.remove, { values, confirm: true, onSuccess: () => onDone(m.done.delete) });
  const shownOn = (video: ServiceVideo) =>
    (['pause', 'lost'] as const satisfies readonly GuardSlot[]).filter((slot) => guard?.[slot] === video.id);
  if (videos.length === 0) return <p className="hint">{m.noVideos}</p>;
  return (
    <>
      <ul className="guard-videos">
        {videos.map((video) => {
          const name = videoName(video, m);
          const why = whyNotChoosable(video, m);
          const actions = readOnly || !video.editable ? [] : videoActions(video, bound);
          return (
            <li key={video.id} className="guard-video">
              <VideoPicture address={video.thumbnail} />
              <div className="guard-video-main">
                <p className="guard-video-name">{name}</p>
                <p className="hint">
                  {videoFacts(video, m, language).join(' · ')}
                  {shownOn(video).map((slot) => (
                    <span key={slot} className="guard-badge">
                      {m.shownOn[slot]}
                    </span>
                  ))}
                </p>
                {why === undefined ? null : <p className="hint">{why}</p>}
                {isProcessing(video) ? (
                  <ProcessingLine bound={bound} projectId={projectId} video={video} listKey={listKey} />
                ) : null}
                {video.state === 'failed' && video.error !== undefined ? (
                  <p className="hint service-text">{video.error}</p>
                ) : null}
              </div>
              {actions.length ? (
                <MoreMenu label={m.more(name)}>
                  {actions.includes('rename') ? (
                    <Button variant="quiet" onClick={() => setRenaming(video)}>
                      {m.rename}
                    </Button>
                  ) : null}
                  {actions.includes('stop') ? (
                    <Button variant="quiet" onClick={() => stop.run(video)}>
                      {m.stop}
                    </Button>
                  ) : null}
                  {actions.includes('delete') ? (
                    <Button variant="quiet" onClick={() => remove.run(video)}>
                      {m.delete}
                    </Button>
                  ) : null}
                </MoreMenu>
              ) : null}
            </li>
          );
        })}
      </ul>
      {renaming && isBound(bound.rename) ? (
        <Rename
          video={renaming}
          binding={bound.rename}
          projectId={projectId}
          onClose={() => setRenaming(undefined)}
          onDone={() => {
            setRenaming(undefined);
            onDone(m.renamed);
          }}
        />
      ) : null}
      <ConfirmWrite
        write={stop}
        title={m.stopTitle(videoName(stop.asking?.vars, m))}
        confirmLabel={m.stop}
        cancelLabel={m.cancel}
      >
        <p>{m.stopBody}</p>
      </ConfirmWrite>
      <ConfirmWrite
        write={remove}
        title={m.deleteTitle(videoName(remove.asking?.vars, m))}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
      >
        <p>{m.deleteBody}</p>
      </ConfirmWrite>
    </>
  );
}

/** What may be done to one of the project's own, where the deployment describes it. */
function videoActions(video: ServiceVideo, bound: GuardBound): ('rename' | 'stop' | 'delete')[] {
  return [
    isBound(bound.rename) ? ('rename' as const) : undefined,
    isProcessing(video) && isBound(bound.cancel) ? ('stop' as const) : undefined,
    isBound(bound.remove) ? ('delete' as const) : undefined,
  ].filter((action) => action !== undefined);
}

/** How a video still processing keeps up, said while it is. */
function ProcessingLine(follow: Parameters<typeof useProcessingUpdates>[0]) {
  const m = useMessages(guardMessages);
  const updates = useProcessingUpdates(follow);
  const words = m.updates;
  return (
    <p className="hint guard-updates">
      <span role="status">
        {updates.kind === 'pushed'
          ? words.pushed
          : updates.kind === 'connecting'
            ? words.connecting
            : updates.kind === 'polling'
              ? words.polling(updates.seconds)
              : words.stopped(updates.seconds)}
      </span>
      {updates.kind === 'stopped' ? (
        <>
          {' '}
          <Button variant="quiet" onClick={updates.reconnect}>
            {words.reconnect}
          </Button>
        </>
      ) : null}
    </p>
  );
}

/** A new name for one of the project's own, from the description's body ("Update service video"). */
function Rename({
  video,
  binding,
  projectId,
  onClose,
  onDone,
}: {
  video: ServiceVideo;
  binding: Binding;
  projectId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const m = useMessages(guardMessages);
  const write = useBoundMutation(binding, { values: (sent: NamedValues) => sent, confirm: false, onSuccess: onDone });
  return (
    <ModalDialog title={m.renameTitle(videoName(video, m))} onClose={onClose} className="guard-rename">
      <DescribedForm
        binding={binding}
        filled={projectValues(projectId, { media_id: video.id })}
        write={write}
        initial={{ name: video.name ?? '' }}
        onlyChanged
        words={{
          fields: { name: m.nameField },
          none: '—',
          submit: m.save,
          submitting: m.saving,
          sent: m.renamed,
          refused: m.renameRefused,
          nothingChanged: m.nothingChanged,
        }}
      />
      <Actions>
        <Button data-autofocus onClick={onClose}>
          {m.close}
        </Button>
      </Actions>
    </ModalDialog>
  );
}
