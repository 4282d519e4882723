// Videos: a project's recordings and uploads, the storage they use, their download addresses and the upload session,
// in the newer description's paths and shapes (../shared/real-kind-newer.md §2.8). Members read them; a member whose
// level sets the stream up renames, deletes and uploads (api/project-access.ts). "Create upload session" is a GET that
// opens a session (as the real kind's is): the storage address takes the file (api/videos/storage.ts). A video of
// another project answers 400 as an unknown one.
import { subjectOf } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRoute, SUCCESS } from '../demo-route.ts';
import { asLanguage } from '../messages.ts';
import { isoSeconds } from '../seed.ts';
import { queryProject } from '../project-access.ts';
import { read, write } from '../studio/studio-routes.ts';
import { RequestError, bodyId, paging, queryId, queryString } from '../validation.ts';
import { STORAGE_PATH } from './storage-links.ts';
import { videoMessages } from './video-messages.ts';
import { nameIn } from './video-names.ts';
import type { Video } from './video-seed.ts';
import { type VideoState, progressChannel } from './video-state.ts';

const unknownVideo = () =>
  new RequestError({ status: 400, code: 'unknown_video', field: 'id', text: videoMessages.unknownVideo() });

function videoOf(videos: VideoState, projectId: number, id: number): Video {
  const video = videos.videoIn(projectId, id);
  if (!video) throw unknownVideo();
  return video;
}

/**
 * A video as the real kind's VideoItemResponse. It has no album (`albumId` 0) and no player (`playlist` empty: the
 * sheet does not say what either holds); its preview and its download-link id come once it is ready.
 */
export function videoItem(videos: VideoState, video: Video, origin: string) {
  const ready = video.status === 'ready';
  return {
    albumId: 0,
    duration: video.duration,
    id: video.id,
    name: video.name,
    previewPhotoSmall: ready ? videos.links.address(origin, { kind: 'preview', of: 'video', id: video.id }) : '',
    size: video.size,
    playlist: '',
    status: video.status,
    width: video.width,
    height: video.height,
    created_at: isoSeconds(video.createdAt),
    user_id: video.userId,
    ...(video.download === undefined ? {} : { download: video.download }),
  };
}

export const VIDEO_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'video/create': read((request, account) => {
    const projectId = queryProject(request);
    const { videos } = request.state;
    const language = asLanguage(request.query.get('language'));
    const session = videos.openUpload(projectId, account.userId, language);
    const space = videos.freeOf(projectId);
    if ('refused' in session) return { status: 'error', error: session.refused[language], space, success: false };
    const channel = progressChannel(projectId);
    return {
      status: 'success',
      url: `${request.origin}${STORAGE_PATH}upload/${session.id}`,
      token: videos.tokenFor(subjectOf(account), channel),
      channel,
      space,
      success: true,
    };
  }),
  'video/list': read((request) => {
    const projectId = queryProject(request);
    const { limit, offset } = paging(request.query);
    const { videos } = request.state;
    const all = videos.videosOf(projectId);
    return {
      results: all.slice(offset, offset + limit).map((video) => videoItem(videos, video, request.origin)),
      total: all.length,
      offset,
      limit,
    };
  }),
  'video/get': read((request) => {
    const { videos } = request.state;
    const video = videoOf(videos, queryProject(request), queryId(request.query, 'id'));
    return videoItem(videos, video, request.origin);
  }),
  'video/update': write((body, request) => {
    const { videos } = request.state;
    const video = videoOf(videos, bodyId(body, 'project_id'), bodyId(body, 'id'));
    videos.renameVideo(video, nameIn(body, 'name'));
    return SUCCESS;
  }, 201),
  'video/delete': {
    method: 'POST',
    signedIn: true,
    status: 201,
    run: (request) => {
      const { videos } = request.state;
      videos.deleteVideo(videoOf(videos, queryProject(request), queryId(request.query, 'id')));
      return SUCCESS;
    },
  },
  'video/download': read((request) => {
    const projectId = queryProject(request);
    const { videos } = request.state;
    const video = videos.byDownload(projectId, queryString(request.query, 'id'));
    if (!video) {
      throw new RequestError({
        status: 400,
        code: 'unknown_download',
        field: 'id',
        text: videoMessages.unknownDownload(),
      });
    }
    return { url: videos.downloadLink(request.origin, video), name: `${video.name}.mp4`, size: video.size };
  }),
  'video/limits': read((request) => {
    const projectId = queryProject(request);
    const { videos } = request.state;
    const removing = videos.removingAt(projectId);
    return {
      video_limit: videos.limitOf(projectId),
      video_current: videos.usedOf(projectId),
      ...(removing === undefined ? {} : { removing_at: isoSeconds(removing) }),
    };
  }),
  'video/progress-channel': read((request, account) => {
    const projectId = queryProject(request);
    const { videos } = request.state;
    const channel = progressChannel(projectId);
    return {
      id: videos.progressVideo(projectId)?.id ?? 0,
      token: videos.tokenFor(subjectOf(account), channel),
      channel,
    };
  }),
};
