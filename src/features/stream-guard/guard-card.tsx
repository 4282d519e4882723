import { useId, useState } from 'react';
import { ReadPart } from '../../components/read-part.tsx';
import { isBound } from '../../lib/bindings/bind.ts';
import { useRead } from '../../lib/bindings/read.ts';
import { formatExactDuration } from '../../lib/i18n/format-duration.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { useOwnAccess } from '../../lib/operations/account/own-access.ts';
import { credentialsRead } from '../../lib/operations/stream-key/credentials.ts';
import { GuardChoices } from './guard-choices.tsx';
import { type GuardMessages, guardMessages } from './guard-messages.ts';
import type { GuardBound } from './guard-part.ts';
import type { ServiceVideo } from '../../lib/operations/media/service-videos.ts';
import { useServiceVideos } from './service-videos-read.ts';
import { VideoList } from './video-list.tsx';
import { videoName } from './video-words.ts';
import './stream-guard.css';

// "If the stream drops" on the Stream page, folded to one line that says what viewers see on pause and on a lost
// signal and how long the platforms are held; opened, the two choices and the videos to choose from. What the
// deployment does not describe is said, and the rest works.

/** A chosen video's name for the folded line: null for none, undefined where the page cannot name it. */
function chosenName(id: string | null | undefined, videos: readonly ServiceVideo[] | undefined, m: GuardMessages) {
  if (id === null || id === undefined) return id;
  return videos === undefined
    ? undefined
    : videoName(
        videos.find((video) => video.id === id),
        m,
      );
}

export function GuardCard({ bound, projectId }: { bound: GuardBound; projectId: number }) {
  const m = useMessages(guardMessages);
  const language = useLanguage();
  const titleId = useId();
  const [said, setSaid] = useState('');
  const credentials = useRead(credentialsRead, bound.credentials, projectId);
  const list = useServiceVideos(bound.list, projectId, { follow: true });
  const readOnly = useOwnAccess(bound.projects, projectId, 'setup').change === 'no';
  const guard = credentials.data?.guard;
  const videos = list.data;
  const reading = (isBound(bound.credentials) && credentials.isPending) || (isBound(bound.list) && list.isPending);
  const wait = guard?.waitMs === undefined ? undefined : formatExactDuration(guard.waitMs, language);
  const line = reading
    ? m.reading
    : (m.line({ pause: chosenName(guard?.pause, videos, m), lost: chosenName(guard?.lost, videos, m), wait }) ??
      (credentials.isError ? m.notRead : m.notDescribed));
  return (
    <section className="card stream-guard" aria-labelledby={titleId}>
      <details className="guard-fold">
        <summary>
          <h2 id={titleId}>{m.title}</h2>
          <span className="hint guard-line" aria-busy={reading || undefined}>
            {line}
          </span>
        </summary>
        {readOnly ? (
          <p className="notice" role="note">
            {m.readOnly}
          </p>
        ) : null}
        {wait === undefined ? null : <p>{m.wait(wait)}</p>}
        {credentials.data && guard === undefined ? <p className="hint">{m.notSaid}</p> : null}
        {/* Why it failed is said where the page shows the key; here, what it means for the guard. */}
        {credentials.isError ? <p className="hint">{m.notRead}</p> : null}
        {guard ? (
          <GuardChoices
            guard={guard}
            videos={videos}
            set={bound.set}
            projectId={projectId}
            readOnly={readOnly}
            onDone={setSaid}
          />
        ) : null}
        <h3>{m.videos}</h3>
        <ReadPart bound={bound.list} query={list}>
          {(read) => (
            <VideoList
              videos={read}
              guard={guard}
              listKey={list.queryKey}
              bound={bound}
              projectId={projectId}
              readOnly={readOnly}
              onDone={setSaid}
            />
          )}
        </ReadPart>
      </details>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}
