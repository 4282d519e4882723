import { BoundPart } from '../../components/bound-part.tsx';
import type { SlotProps } from '../../components/slots.tsx';
import { useRead } from '../../lib/bindings/read.ts';
import { isBound } from '../../lib/bindings/bind.ts';
import { useMessages } from '../../lib/i18n/message-table.ts';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { GuardCard } from './guard-card.tsx';
import { guardMessages } from './guard-messages.ts';
import { type GuardBound, guardPart } from './guard-part.ts';
import { useServiceVideos } from './service-videos-read.ts';
import { videoName } from './video-words.ts';

// The stream guard's parts on the Stream page, drawn in the slots the page keeps for them (app/page-slots.ts): the
// part "If the stream drops", and in the Pause button's question, the video viewers will see while paused. Each binds
// its own operations; the description's states are the page's to say.

export function StreamGuard({ projectId }: SlotProps['stream-guard']) {
  return (
    <BoundPart part={guardPart} quiet>
      {(bound) => <GuardCard bound={bound} projectId={projectId} />}
    </BoundPart>
  );
}

export function PauseVideo({ projectId }: SlotProps['pause-video']) {
  return (
    <BoundPart part={guardPart} quiet>
      {(bound) => <WhilePaused bound={bound} projectId={projectId} />}
    </BoundPart>
  );
}

/** "Viewers will see “Be right back” while paused", as the credentials and the list say; nothing where they do not. */
function WhilePaused({ bound, projectId }: { bound: GuardBound; projectId: number }) {
  const m = useMessages(guardMessages);
  const pause = useRead(credentialsRead, bound.credentials, projectId).data?.guard?.pause;
  const videos = useServiceVideos(bound.list, projectId).data;
  if (pause === undefined) return null;
  if (pause === null) return <p className="hint">{m.nothingWhilePaused}</p>;
  // The video is named from the list; with no list to name it, nothing is said.
  if (!isBound(bound.list) || videos === undefined) return null;
  return (
    <p>
      {m.whilePaused(
        videoName(
          videos.find((video) => video.id === pause),
          m,
        ),
      )}
    </p>
  );
}
