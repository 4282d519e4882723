import { useLocation } from 'react-router';
import { readQuery, useRead } from '../../lib/bindings/read.ts';
import type { BoundRoles } from '../../lib/bindings/manifest.ts';
import { useLanguage, useMessages } from '../../lib/i18n/message-table.ts';
import { videosMessages } from './videos-messages.ts';
import { polled } from '../../lib/realtime/polling-policy.ts';
import { useUpload } from './model/use-upload.ts';
import { type VideoItem, freeOf, isProcessing } from '../../lib/operations/video/video-answers.ts';
import { storageRead, videoList } from '../../lib/operations/video/video-reads.ts';
import { StorageBar } from './storage-bar.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { VideoList } from './video-list.tsx';
import type { VideosContext, VideosRole } from './videos-props.ts';
import { usePagedList } from '../../lib/bindings/pages.ts';

/** Videos a page: a phone's screenful or two; Show more reads the next from where these end. */
export const PAGE_SIZE = 12;

type Pages = { pages: readonly { items: readonly VideoItem[] }[] };

const anyProcessing = (pages: Pages | undefined) => pages?.pages.some((page) => page.items.some(isProcessing)) ?? false;

// Something processing is read again as a live thing is: every few seconds, once a minute while pushed.
const whileProcessing = polled(() => true);

/**
 * The project's videos at the group's path: the storage they use with the way to more, an upload where the deployment
 * describes one and the account may change the project, and the recordings and uploads, a page at a time. A video
 * still processing is followed on the project's channel where something pushes, else read again every few seconds
 * until it is done.
 */
export function VideoLibrary({ videos, bound }: { videos: VideosContext; bound: BoundRoles<VideosRole> }) {
  const { projectId, editable } = videos;
  const m = useMessages(videosMessages);
  const language = useLanguage();
  const { state } = useLocation() as { state: unknown };
  const deleted = typeof state === 'object' && state !== null ? (state as { deleted?: unknown }).deleted : undefined;
  const storage = useRead(storageRead, bound.storage, projectId);
  const pages = usePagedList(videoList, bound.list, projectId, {
    size: PAGE_SIZE,
    refetchInterval: (query) => (anyProcessing(query.state.data as Pages | undefined) ? whileProcessing(query) : false),
  });
  const processing = pages.items.some(isProcessing);
  const storageKey = readQuery(storageRead, bound.storage, projectId, language).queryKey;
  const reads = [pages.queryKey, storageKey];
  const upload = useUpload({
    projectId,
    upload: bound.upload,
    connectionToken: bound.connectionToken,
    progressChannel: bound.progressChannel,
    free: storage.data ? freeOf(storage.data) : undefined,
    processing,
    reads,
  });
  return (
    <>
      {typeof deleted === 'string' ? (
        <p className="videos-said" role="status">
          {m.video.removed(deleted)}
        </p>
      ) : null}
      <StorageBar projectId={projectId} bound={bound.storage} storage={storage} />
      {editable ? <UploadPanel projectId={projectId} upload={upload} bound={bound.upload} /> : null}
      <VideoList projectId={projectId} bound={bound.list} pages={pages} />
    </>
  );
}
