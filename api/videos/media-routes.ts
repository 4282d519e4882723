// Media service files: the videos the stream guard shows when the stream pauses or loses its signal, in the newer
// description's paths and shapes (../shared/real-kind-newer.md §2.7). The service's own three are every project's and
// nobody's to change; a project's own are added (processing, then ready or failed), renamed, cancelled and deleted by
// a member whose level sets the stream up (api/project-access.ts), and "Set service video" puts one on the guard ("Get
// stream credentials" answers it). A video of another project answers 400 as an unknown one.
import { subjectOf } from '../accounts.ts';
import type { DemoOperation } from '../demo-paths.ts';
import { type DemoRequest, type DemoRoute, SUCCESS } from '../demo-route.ts';
import { type Language, asLanguage } from '../messages.ts';
import { isoSeconds } from '../seed.ts';
import { queryProject } from '../project-access.ts';
import { read, write } from '../studio/studio-routes.ts';
import { RequestError, bodyId, bodyOneOf, queryId } from '../validation.ts';
import { videoMessages } from './video-messages.ts';
import { nameIn } from './video-names.ts';
import type { MediaFile } from './video-seed.ts';
import { MAX_OWN_MEDIA, type VideoState, mediaChannel } from './video-state.ts';

export const GUARD_SLOTS = ['pause', 'lost'] as const;

const refused = (code: string, text: Record<Language, string>, field = 'media_id') =>
  new RequestError({ status: 400, code, field, text });

/** A service video the project may use: one of the service's own, or its own; otherwise unknown. */
function mediaOf(videos: VideoState, projectId: number, mediaId: number): MediaFile {
  const media = videos.mediaIn(projectId, mediaId);
  if (!media) throw refused('unknown_media', videoMessages.unknownMedia());
  return media;
}

/** One of the project's own: the service's own are neither renamed, cancelled nor deleted. */
function ownMedia(videos: VideoState, projectId: number, mediaId: number): MediaFile {
  const media = mediaOf(videos, projectId, mediaId);
  if (media.projectId === undefined) throw refused('not_editable', videoMessages.notEditable());
  return media;
}

/** A service video as the real kind's ListMediaServiceFilesItem: its links only once it is ready. */
export function mediaItem(videos: VideoState, media: MediaFile, origin: string, language: Language) {
  const ready = media.status === 'success';
  const link = (kind: 'preview' | 'clip') =>
    ready ? videos.links.address(origin, { kind, of: 'media', id: media.id }) : '';
  return {
    media_id: media.id,
    isEditable: media.projectId !== undefined,
    name: media.name,
    duration: media.duration,
    size: media.size,
    content_type: media.contentType,
    thumbnail: link('preview'),
    video: link('clip'),
    isDisabled: !ready,
    status: media.status,
    ...(media.error === undefined ? {} : { error: media.error[language] }),
    created_at: isoSeconds(media.createdAt),
    ...(media.status === 'processing' ? { event_channel: mediaChannel(media.id) } : {}),
  };
}

const languageOf = (request: DemoRequest) => asLanguage(request.query.get('language'));

/** The body's project, the account's own, and its service video named by `media_id`. */
function bodyMedia(body: Record<string, unknown>, request: DemoRequest, own: boolean) {
  const projectId = bodyId(body, 'project_id');
  const mediaId = bodyId(body, 'media_id');
  const { videos } = request.state;
  return { projectId, media: own ? ownMedia(videos, projectId, mediaId) : mediaOf(videos, projectId, mediaId) };
}

export const MEDIA_ROUTES: Partial<Record<DemoOperation, DemoRoute>> = {
  'media-service-files/add': {
    method: 'POST',
    signedIn: true,
    run: (request) => {
      const projectId = queryProject(request);
      const { videos } = request.state;
      if (videos.ownMediaCount(projectId) >= MAX_OWN_MEDIA) {
        throw refused('too_many_media', videoMessages.tooManyMedia(MAX_OWN_MEDIA), 'project_id');
      }
      videos.addMedia(projectId, languageOf(request));
      return SUCCESS;
    },
  },
  'media-service-files/list': read((request) => {
    const projectId = queryProject(request);
    const { videos } = request.state;
    const language = languageOf(request);
    return { results: videos.mediaOf(projectId).map((media) => mediaItem(videos, media, request.origin, language)) };
  }),
  'media-service-files/get': read((request) => {
    const { videos } = request.state;
    const media = mediaOf(videos, queryProject(request), queryId(request.query, 'media_id'));
    return mediaItem(videos, media, request.origin, languageOf(request));
  }),
  'media-service-files/session': read((request, account) => {
    const { videos } = request.state;
    const media = mediaOf(videos, queryProject(request), queryId(request.query, 'media_id'));
    const channel = mediaChannel(media.id);
    return { file_id: media.fileId, channel, token: videos.tokenFor(subjectOf(account), channel) };
  }),
  'media-service-files/set': write((body, request) => {
    const { projectId, media } = bodyMedia(body, request, false);
    const type = bodyOneOf(body, 'type', GUARD_SLOTS);
    if (media.status !== 'success') throw refused('not_choosable', videoMessages.notChoosable());
    request.state.videos.setGuard(projectId, type, media.id);
    return SUCCESS;
  }, 201),
  'media-service-files/update': write((body, request) => {
    const { media } = bodyMedia(body, request, true);
    request.state.videos.renameMedia(media, nameIn(body, 'name'));
    return SUCCESS;
  }, 201),
  'media-service-files/cancel': write((body, request) => {
    const { media } = bodyMedia(body, request, true);
    if (media.status !== 'processing') throw refused('not_processing', videoMessages.notProcessing());
    request.state.videos.cancelMedia(media);
    return SUCCESS;
  }, 201),
  'media-service-files/delete': write((body, request) => {
    const { projectId, media } = bodyMedia(body, request, true);
    if (request.state.videos.inUse(projectId, media.id)) throw refused('media_in_use', videoMessages.inUse());
    request.state.videos.deleteMedia(media);
    return SUCCESS;
  }, 201),
};
