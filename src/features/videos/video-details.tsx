import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { ConfirmWrite } from '../../components/confirm-write.tsx';
import { DescribedForm } from '../../components/form/described-form.tsx';
import { PartNote } from '../../components/part-note.tsx';
import { ReadPart } from '../../components/read-part.tsx';
import { pageHref } from '../../config/route-map.ts';
import { storageAddress } from '../../lib/api/storage-upload.ts';
import { type Bound, isBound } from '../../lib/bindings/bind.ts';
import { type NamedValues, projectValues } from '../../lib/bindings/call.ts';
import { useRead } from '../../lib/bindings/read.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatDuration } from '../../lib/i18n/format-duration.ts';
import { formatByteSize } from '../../lib/i18n/format-size.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { imageSource } from '../../lib/service-description/record-picture.ts';
import type { VideoItem } from '../../lib/operations/video/video-answers.ts';
import { downloadRead, videoRead } from '../../lib/operations/video/video-reads.ts';
import { statusText, videoName } from './video-list.tsx';
import { videosMessages } from './videos-messages.ts';
import type { VideosContext, VideosRole } from './videos-props.ts';

/** A download address is good for a while (an hour, on the demo): one read when the page opens is kept this long. */
const LINK_FRESH_MS = 10 * 60 * 1000;

/**
 * One video at its own address: its preview, when it was added, its length, size, picture size and state in words;
 * its download — the address "Get video download link" gives, a link the user follows, nothing of the session in it;
 * and, where the account may change the project, its name and its deletion (asked first, naming it).
 */
export function VideoDetails({
  videos,
  bound,
  id,
}: {
  videos: VideosContext;
  bound: BoundRoles<VideosRole>;
  id: string;
}) {
  const video = useVideo(videos.projectId, bound.video, id);
  return video === undefined ? null : (
    <ReadPart bound={bound.video} query={video}>
      {(found) => <Video video={found} videos={videos} bound={bound} />}
    </ReadPart>
  );
}

/** The video's name as its page's heading, once read (the same read as its details). */
export function VideoTitle({ videos, bound, id }: { videos: VideosContext; bound: Bound; id: string }) {
  const { projectId } = videos;
  const m = useMessages(videosMessages);
  const video = useVideo(projectId, bound, id);
  if (video === undefined) return m.video.notAVideo(id);
  return video.data ? videoName(video.data, m) : m.untitled(Number(id));
}

/** "Get video by id" for the page's path segment; undefined for a segment that is no video number (nothing is asked). */
function useVideo(projectId: number, bound: Bound, id: string) {
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const video = useRead(videoRead, bound, { projectId, id }, { enabled: valid });
  return valid ? video : undefined;
}

function Video({ video, videos, bound }: { video: VideoItem; videos: VideosContext; bound: BoundRoles<VideosRole> }) {
  const { projectId, editable } = videos;
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const preview = imageSource(video.preview, location.origin);
  const facts: [string, string | undefined][] = [
    [m.recorded, video.createdAt === undefined ? undefined : formatDateTime(video.createdAt, language)],
    [m.duration, video.duration === undefined ? undefined : formatDuration(video.duration * 1000, language)],
    [m.size, video.size === undefined ? undefined : formatByteSize(video.size, language)],
    [
      m.picture,
      // As picture sizes are written, without grouping: 1920 × 1080.
      video.width && video.height ? m.pixels(String(video.width), String(video.height)) : undefined,
    ],
    [m.status, video.status === undefined ? undefined : statusText(video.status, m)],
  ];
  return (
    <div className="video-details-body">
      <Player projectId={projectId} video={video} bound={bound.download} preview={preview} />
      <div className="video-details-facts">
        <dl className="video-facts-list">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <Download projectId={projectId} video={video} bound={bound.download} />
      </div>
      {editable ? (
        <div className="video-changes">
          <Rename projectId={projectId} video={video} bound={bound.rename} />
          <Remove projectId={projectId} video={video} bound={bound.remove} />
        </div>
      ) : null}
    </div>
  );
}

/** What each of a video's actions is handed: the video and the operation it binds. */
interface ActionProps {
  projectId: number;
  video: VideoItem;
  bound: Bound;
}

/** The video's download link, read once for its player and its download (one read, one key). */
function useDownloadLink({ projectId, video, bound }: ActionProps) {
  const ready = video.download !== undefined;
  const link = useRead(
    downloadRead,
    bound,
    { projectId, id: video.download ?? '' },
    { enabled: ready, staleTime: LINK_FRESH_MS },
  );
  return { ready, link };
}

/**
 * The video played where it is shown: the download address in the browser's own player, its preview as the poster,
 * nothing loaded until asked but its length and picture size. Until the address is read, or where there is none, the
 * preview stands in its place; where the browser cannot play it, that is said with the download beside it.
 */
function Player({ preview, ...props }: ActionProps & { preview: string | undefined }) {
  const { video } = props;
  const m = useMessages(videosMessages);
  const { link } = useDownloadLink(props);
  const [failed, setFailed] = useState(false);
  const address = link.data ? storageAddress(link.data.url) : undefined;
  if (address === undefined || failed)
    return (
      <div className="video-player">
        {preview ? <img className="video-preview" src={preview} alt="" /> : null}
        {failed ? <p className="hint">{m.video.cannotPlay}</p> : null}
      </div>
    );
  return (
    <div className="video-player">
      <video
        className="video-preview"
        controls
        preload="metadata"
        poster={preview}
        src={address}
        aria-label={m.video.player(videoName(video, m))}
        onError={() => setFailed(true)}
      />
    </div>
  );
}

function Download({ projectId, video, bound }: ActionProps) {
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const { ready, link } = useDownloadLink({ projectId, video, bound });
  if (!isBound(bound)) return <PartNote part={bound} />;
  if (!ready) return <p className="hint">{m.video.notReady}</p>;
  return (
    <ReadPart bound={bound} query={link}>
      {(found) => {
        const address = storageAddress(found.url);
        if (address === undefined) return <p className="hint">{m.video.badLink}</p>;
        const name = found.name ?? videoName(video, m);
        return (
          <p className="video-download">
            <a
              className={buttonClass({ variant: 'primary', wrap: true })}
              href={address}
              download={name}
              rel="noreferrer"
            >
              {found.size === undefined
                ? m.video.download(name)
                : `${m.video.download(name)} (${formatByteSize(found.size, language)})`}
            </a>
            <span className="hint">{m.video.downloadHint}</span>
          </p>
        );
      }}
    </ReadPart>
  );
}

function Rename({ projectId, video, bound }: ActionProps) {
  const m = useMessages(videosMessages);
  const titleId = useId();
  // A new name is undone by another: nothing live changes and nothing is lost, so it is not asked twice.
  const write = useBoundMutation(bound, { values: (sent: NamedValues) => sent, confirm: false });
  if (!isBound(bound)) return <PartNote part={bound} />;
  return (
    <section className="panel videos-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.video.rename}</h2>
      <DescribedForm
        binding={bound}
        filled={projectValues(projectId, { id: String(video.id) })}
        write={write}
        initial={{ name: video.name ?? '' }}
        onlyChanged
        words={{
          fields: { name: m.video.name },
          none: '—',
          submit: m.video.save,
          submitting: m.video.saving,
          sent: m.video.saved,
          refused: m.video.renameRefused,
          nothingChanged: m.video.unchanged,
        }}
      />
    </section>
  );
}

function Remove({ projectId, video, bound }: ActionProps) {
  const m = useMessages(videosMessages);
  const navigate = useNavigate();
  const language = useLanguage();
  const name = videoName(video, m);
  const remove = useBoundMutation(bound, {
    values: () => projectValues(projectId, { id: String(video.id) }),
    confirm: true,
    once: true,
    onSuccess: () => void navigate(pageHref('videos', projectId), { state: { deleted: name } }),
  });
  if (!isBound(bound)) return <PartNote part={bound} />;
  return (
    <>
      <p>
        <Button variant="danger" onClick={() => remove.run()}>
          {m.video.remove}
        </Button>
      </p>
      <ConfirmWrite
        write={remove}
        title={m.video.removeTitle(name)}
        confirmLabel={m.video.removeConfirm}
        cancelLabel={m.video.cancel}
      >
        <p>
          {video.size === undefined
            ? m.video.removeBodyNoSize
            : m.video.removeBody(formatByteSize(video.size, language))}
        </p>
      </ConfirmWrite>
    </>
  );
}
