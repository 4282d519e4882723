import { useId } from 'react';
import { Link } from 'react-router';
import { ReadPart } from '../../components/read-part.tsx';
import { ShownCount, useShowMore } from '../../components/use-show-more.tsx';
import { pageHref } from '../../config/route-map.ts';
import type { Bound } from '../../lib/bindings/bind.ts';
import type { usePagedList } from '../../lib/bindings/pages.ts';
import { formatShortDate } from '../../lib/i18n/format.ts';
import { formatDuration } from '../../lib/i18n/format-duration.ts';
import { formatByteSize } from '../../lib/i18n/format-size.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { ownWord } from '../../lib/i18n/own-word.ts';
import { imageSource } from '../../lib/service-description/record-picture.ts';
import type { VideoItem } from '../../lib/operations/video/video-answers.ts';
import { type VideosMessages, videosMessages } from './videos-messages.ts';

type VideoPages = ReturnType<typeof usePagedList<VideoItem, number>>;

/** A video's name, or its number where the service gives none. */
export const videoName = (video: Pick<VideoItem, 'id' | 'name'>, m: VideosMessages) =>
  video.name ?? m.untitled(video.id);

/** A status in the page's words where it has them, else as the service words it. */
export const statusText = (status: string, m: VideosMessages) => ownWord(m.statuses, status) ?? status;

/**
 * The project's recordings and uploads in the service's order, a page at a time: each with its preview, its name (the
 * way to its own page), when it was added, how long it is and its size, and its state while it is not ready.
 */
export function VideoList({ projectId, bound, pages }: { projectId: number; bound: Bound; pages: VideoPages }) {
  const m = useMessages(videosMessages);
  const titleId = useId();
  const videos = pages.items;
  const { list, button: more } = useShowMore<HTMLUListElement>(pages, '.video-open', m.showMore);
  return (
    <section className="videos-list-part" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.list}</h2>
      <ReadPart bound={bound} query={pages}>
        {() =>
          videos.length === 0 ? (
            <div className="videos-empty">
              <p>{m.empty}</p>
              <p className="hint">
                {m.emptyHow} <Link to={pageHref('stream', projectId)}>{m.streamPage}</Link>
              </p>
            </div>
          ) : (
            <>
              <ul ref={list} className="videos-list">
                {videos.map((video) => (
                  <VideoRow key={video.id} video={video} href={pageHref('videos', projectId, String(video.id))} />
                ))}
              </ul>
              <ShownCount shown={videos.length} total={pages.total} words={m.shown} />
            </>
          )
        }
      </ReadPart>
      {more ? <div className="videos-more">{more}</div> : null}
    </section>
  );
}

function VideoRow({ video, href }: { video: VideoItem; href: string }) {
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const preview = imageSource(video.preview, location.origin);
  const facts = [
    video.createdAt === undefined ? undefined : formatShortDate(video.createdAt, language),
    video.duration === undefined || video.duration === 0
      ? undefined
      : formatDuration(video.duration * 1000, language, 'short'),
    video.size === undefined ? undefined : formatByteSize(video.size, language),
  ].filter((fact) => fact !== undefined);
  return (
    <li className="video-row">
      <span className="video-thumb">
        {preview ? <img src={preview} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span className="video-about">
        <Link className="video-open" to={href}>
          {videoName(video, m)}
        </Link>
        <span className="video-facts">{facts.join(' · ')}</span>
        {video.status !== undefined && video.status !== 'ready' ? (
          <span className={video.status === 'error' ? 'video-status videos-warn' : 'video-status'}>
            {statusText(video.status, m)}
          </span>
        ) : null}
      </span>
    </li>
  );
}
