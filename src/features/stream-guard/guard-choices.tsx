import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Actions, ModalDialog } from '../../components/modal-dialog.tsx';
import { PageError } from '../../components/page-error.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { projectValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import type { StreamGuardSetting } from '../../lib/operations/stream-key/credentials.ts';
import { type GuardSlot, guardMessages } from './guard-messages.ts';
import type { ServiceVideo } from '../../lib/operations/media/service-videos.ts';
import { VideoPicture } from './video-picture.tsx';
import { videoFacts, videoName, whyNotChoosable } from './video-words.ts';

// The video shown on pause and the one shown on a lost signal, each as the credentials name it, and changed by
// choosing another from the service's list ("Set service video", with `type` pause or lost): the dialog is the
// question, and nothing is sent until its button, which says what it does, is pressed.

const SLOTS: readonly GuardSlot[] = ['pause', 'lost'];

export function GuardChoices({
  guard,
  videos,
  set,
  projectId,
  readOnly,
  onDone,
}: {
  guard: StreamGuardSetting;
  /** The service's list, undefined where it is not read (or not described). */
  videos: readonly ServiceVideo[] | undefined;
  set: Bound;
  projectId: number;
  readOnly: boolean;
  /** Said once the service has taken a choice. */
  onDone: (said: string) => void;
}) {
  const m = useMessages(guardMessages);
  const [choosing, setChoosing] = useState<GuardSlot>();
  const slots = SLOTS.filter((slot) => guard[slot] !== undefined);
  if (slots.length === 0) return null;
  const offered = !readOnly && isBound(set) && videos !== undefined;
  return (
    <>
      <dl className="guard-choices">
        {slots.map((slot) => {
          const id = guard[slot];
          const video = videos?.find((one) => one.id === id);
          return (
            <div key={slot} className="guard-choice">
              <dt>{m.slots[slot]}</dt>
              <dd>
                {id === null || id === undefined ? (
                  <span className="guard-chosen hint">{m.nothingChosen}</span>
                ) : (
                  <ChosenVideo video={video} />
                )}
                {offered ? (
                  <Button
                    size="large"
                    aria-label={(id === null ? m.choose : m.change)[slot]}
                    onClick={() => setChoosing(slot)}
                  >
                    {id === null ? m.chooseShort : m.changeShort}
                  </Button>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      {readOnly ? null : <PartNote part={set} standsFor="action" />}
      {choosing !== undefined && videos !== undefined ? (
        <Chooser
          slot={choosing}
          chosen={guard[choosing] ?? undefined}
          videos={videos}
          set={set}
          projectId={projectId}
          onClose={() => setChoosing(undefined)}
          onDone={() => {
            setChoosing(undefined);
            onDone(m.done.set[choosing]);
          }}
        />
      ) : null}
    </>
  );
}

function ChosenVideo({ video }: { video: ServiceVideo | undefined }) {
  const m = useMessages(guardMessages);
  const language = useLanguage();
  return (
    <span className="guard-chosen">
      <VideoPicture address={video?.thumbnail} />
      <span>
        <span className="guard-video-name">{videoName(video, m)}</span>
        {video ? <span className="hint"> {videoFacts(video, m, language).join(' · ')}</span> : null}
      </span>
    </span>
  );
}

function Chooser({
  slot,
  chosen,
  videos,
  set,
  projectId,
  onClose,
  onDone,
}: {
  slot: GuardSlot;
  chosen: string | undefined;
  videos: readonly ServiceVideo[];
  set: Bound;
  projectId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const m = useMessages(guardMessages);
  const language = useLanguage();
  const name = useId();
  const [selected, setSelected] = useState(videos.find((video) => video.id === chosen && video.choosable)?.id);
  const write = useBoundMutation(set, {
    values: (id: string) => projectValues(projectId, { media_id: id, type: slot }),
    confirm: false,
    onSuccess: onDone,
  });
  const first = selected ?? videos.find((video) => video.choosable)?.id;
  return (
    <ModalDialog title={m.chooserTitle[slot]} onClose={onClose} className="guard-chooser">
      {videos.some((video) => video.choosable) ? null : <p>{m.noneToChoose}</p>}
      <fieldset className="guard-options">
        <legend className="visually-hidden">{m.chooserLegend}</legend>
        {videos.map((video) => {
          const why = whyNotChoosable(video, m);
          const whyId = `${name}-${video.id}-why`;
          return (
            <label key={video.id} className="guard-option" data-disabled={why === undefined ? undefined : true}>
              <input
                type="radio"
                name={name}
                value={video.id}
                checked={selected === video.id}
                disabled={why !== undefined}
                aria-describedby={why === undefined ? undefined : whyId}
                data-autofocus={video.id === first ? true : undefined}
                onChange={() => setSelected(video.id)}
              />
              <VideoPicture address={video.thumbnail} />
              <span className="guard-option-text">
                <span className="guard-video-name">{videoName(video, m)}</span>
                <span className="hint">{videoFacts(video, m, language).join(' · ')}</span>
                {why === undefined ? null : (
                  <span id={whyId} className="hint">
                    {why}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {write.isError ? (
        <PageError
          error={write.error}
          onRetry={() => selected !== undefined && write.run(selected)}
          retrying={write.isPending}
        />
      ) : null}
      <Actions>
        <Button data-autofocus={first === undefined ? true : undefined} onClick={onClose}>
          {m.cancel}
        </Button>
        <Button
          variant="primary"
          busy={write.isPending}
          disabled={selected === undefined || write.isPending}
          onClick={() => selected !== undefined && write.run(selected)}
        >
          {m.use[slot]}
        </Button>
      </Actions>
    </ModalDialog>
  );
}
