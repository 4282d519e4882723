// The description of the stream guard's service videos (api/videos/media-routes.ts) and of a project's recordings,
// uploads and storage (api/videos/video-routes.ts), at the newer description's paths and in its shapes
// (../shared/real-kind-newer.md §2.7 and §2.8; api/real-kind-newer.test.ts holds them to it).
import { GUARD_SLOTS } from '../videos/media-routes.ts';
import { MEDIA_STATUSES, VIDEO_STATUSES } from '../videos/video-seed.ts';
import { MAX_NAME, MAX_OWN_MEDIA, MAX_VIDEOS } from '../videos/video-state.ts';
import {
  PAGING_QUERY,
  PROJECT_QUERY,
  type Schema,
  described,
  idQuery,
  integer,
  number,
  object,
  operation,
  query,
  ref,
  string,
} from './parts.ts';

const OWN = 'The newer description’s (../shared/real-kind-newer.md): api/real-kind-newer.test.ts holds it to it.';
export const VIDEO_TAGS = [
  { name: 'Media service files', description: OWN },
  { name: 'Video', description: OWN },
];

const MEDIA_QUERY = idQuery('media_id', 'Service video ID (media_id of Get service video list)');
const VIDEO_QUERY = idQuery('id', 'Video ID (id of List videos)');
const MEDIA_ERRORS = '`invalid_content_type`, `invalid_json`, `unknown_project`, `owner_only`, `unknown_media`';
const VIDEO_ERRORS = '`unknown_project`, `owner_only`, `unknown_video`';

const boolean = (description: string): Schema => ({ type: 'boolean', description });
const name = (description: string): Schema => ({ type: 'string', minLength: 1, maxLength: MAX_NAME, description });
const nullableId = (description: string): Schema => ({ type: ['integer', 'null'], description });

const mediaWrite = (summary: string, operationId: string, description: string, body: string, errors = '') => ({
  post: operation({
    group: 'Media service files',
    summary,
    operationId,
    description,
    body,
    answer: ref('SuccessResponse'),
    answerDescription: 'Done.',
    created: true,
    errors: `${MEDIA_ERRORS}${errors}`,
  }),
});

export const VIDEO_PATHS: Record<string, Record<string, unknown>> = {
  '/method/media-service-files/add': {
    post: operation({
      group: 'Media service files',
      summary: 'Create service video',
      operationId: 'createServiceVideo',
      description: `Adds a video of the project’s own for the stream guard: it is processing (Get session by media id gives its channel), then ready or failed. The real kind’s takes no file; this demo’s stands for one sent. At most ${MAX_OWN_MEDIA} of a project’s own.`,
      parameters: [PROJECT_QUERY],
      answer: ref('SuccessResponse'),
      answerDescription: 'The video was added.',
      errors: '`unknown_project`, `owner_only`, `too_many_media`',
    }),
  },
  '/method/media-service-files/list': {
    get: operation({
      group: 'Media service files',
      summary: 'Get service video list',
      operationId: 'listServiceVideos',
      description:
        'The videos the project may show when its stream pauses or loses its signal: the service’s own (not editable), then its own, oldest first.',
      parameters: [PROJECT_QUERY],
      answer: ref('ListMediaServiceFilesResponse'),
      answerDescription: 'The service videos.',
      errors: '`unknown_project`',
    }),
  },
  '/method/media-service-files/get': {
    get: operation({
      group: 'Media service files',
      summary: 'Get service video',
      operationId: 'getServiceVideo',
      description: 'One service video of the project.',
      parameters: [PROJECT_QUERY, MEDIA_QUERY],
      answer: ref('ListMediaServiceFilesItem'),
      answerDescription: 'The service video.',
      errors: '`unknown_project`, `unknown_media`',
    }),
  },
  '/method/media-service-files/session': {
    get: operation({
      group: 'Media service files',
      summary: 'Get session by media id',
      operationId: 'getServiceVideoSession',
      description:
        'Where a service video’s processing is published: its realtime channel and a subscription token for it (each change of its state is `{event: "media_service_file_status", payload: {media_id, status}}`).',
      parameters: [PROJECT_QUERY, MEDIA_QUERY],
      answer: ref('SessionMediaServiceFileResponse'),
      answerDescription: 'The channel and its token.',
      errors: '`unknown_project`, `unknown_media`',
    }),
  },
  '/method/media-service-files/set': mediaWrite(
    'Set service video',
    'setServiceVideo',
    'Shows the video when the project’s stream pauses (`type` pause) or loses its signal (lost): Get stream credentials answers it. Only a video that has finished processing.',
    'SetMediaServiceFileRequest',
    ', `not_choosable`',
  ),
  '/method/media-service-files/update': mediaWrite(
    'Update service video',
    'renameServiceVideo',
    'Renames one of the project’s own videos.',
    'UpdateMediaServiceFileRequest',
    ', `not_editable`',
  ),
  '/method/media-service-files/cancel': mediaWrite(
    'Cancel service video',
    'cancelServiceVideo',
    'Stops the processing of one of the project’s own videos: it stays, cancelled, and cannot be chosen.',
    'CancelMediaServiceFileRequest',
    ', `not_editable`, `not_processing`',
  ),
  '/method/media-service-files/delete': mediaWrite(
    'Delete service video',
    'deleteServiceVideo',
    'Deletes one of the project’s own videos; not one its stream guard shows (choose another first).',
    'DeleteMediaServiceFileRequest',
    ', `not_editable`, `media_in_use`',
  ),
  '/method/video/create': {
    get: operation({
      group: 'Video',
      summary: 'Create upload session',
      operationId: 'createUploadSession',
      description: `Opens an upload (a GET that does, as the real kind’s): \`url\` takes the file (POST multipart/form-data, one file part, within an hour, once), \`space\` is the project’s free storage in bytes, and the progress is published on \`channel\` (\`upload_progress\` {loaded, total}, then \`video_status\` {id, status} as the new video is processing and then ready). \`status\` error, with why, where the storage is full or the project has ${MAX_VIDEOS} videos.`,
      parameters: [PROJECT_QUERY],
      answer: ref('VideoSiteCreateV1200Response'),
      answerDescription: 'The upload session, or why there is none.',
      errors: '`unknown_project`, `owner_only`',
    }),
  },
  '/method/video/list': {
    get: operation({
      group: 'Video',
      summary: 'List videos',
      operationId: 'listVideos',
      description: 'The project’s recordings and uploads, newest first.',
      parameters: [PROJECT_QUERY, ...PAGING_QUERY],
      answer: ref('ListVideoResponse'),
      answerDescription: 'A page of videos.',
      errors: '`unknown_project`',
    }),
  },
  '/method/video/get': {
    get: operation({
      group: 'Video',
      summary: 'Get video by id',
      operationId: 'getVideo',
      description: 'One video of the project.',
      parameters: [PROJECT_QUERY, VIDEO_QUERY],
      answer: ref('VideoItemResponse'),
      answerDescription: 'The video.',
      errors: '`unknown_project`, `unknown_video`',
    }),
  },
  '/method/video/update': {
    post: operation({
      group: 'Video',
      summary: 'Update video',
      operationId: 'renameVideo',
      description: 'Renames a video of the project.',
      body: 'UpdateVideoRequest',
      answer: ref('SuccessResponse'),
      answerDescription: 'Renamed.',
      created: true,
      errors: `\`invalid_content_type\`, \`invalid_json\`, ${VIDEO_ERRORS}`,
    }),
  },
  '/method/video/delete': {
    post: operation({
      group: 'Video',
      summary: 'Delete video',
      operationId: 'deleteVideo',
      description: 'Deletes a video of the project, freeing its storage. Query parameters only, as the real kind’s.',
      parameters: [PROJECT_QUERY, VIDEO_QUERY],
      answer: ref('SuccessResponse'),
      answerDescription: 'Deleted.',
      created: true,
      errors: VIDEO_ERRORS,
    }),
  },
  '/method/video/download': {
    get: operation({
      group: 'Video',
      summary: 'Get video download link',
      operationId: 'getVideoDownload',
      description:
        'An address to download a video from, by its download-link id (`download` of List videos, not its id): a link of its own, good for an hour, carrying nothing of the session.',
      parameters: [
        PROJECT_QUERY,
        query('id', { type: 'string', minLength: 1 }, 'Download-link id (download of List videos)'),
      ],
      answer: ref('VideoDownloadResponse'),
      answerDescription: 'The address, the file’s name and its size.',
      errors: '`unknown_project`, `unknown_download`',
    }),
  },
  '/method/video/limits': {
    get: operation({
      group: 'Video',
      summary: 'Get video limits',
      operationId: 'getVideoLimits',
      description:
        'The project’s storage: how much it may keep and how much its videos take, in bytes, and when old videos are removed where that is set.',
      parameters: [PROJECT_QUERY],
      answer: ref('VideoLimitsResponse'),
      answerDescription: 'The storage.',
      errors: '`unknown_project`',
    }),
  },
  '/method/video/progress-channel': {
    get: operation({
      group: 'Video',
      summary: 'Get upload progress channel for centrifuge',
      operationId: 'getUploadProgressChannel',
      description:
        'The project’s channel of uploads and their processing, with a subscription token, and the video it is about: the newest still processing, else the newest (0 when the project has none).',
      parameters: [PROJECT_QUERY],
      answer: ref('VideoProgressChannelResponse'),
      answerDescription: 'The channel and its token.',
      errors: '`unknown_project`',
    }),
  },
};

const mediaRequest = (more: Record<string, Schema> = {}) =>
  object({ project_id: integer('Project ID'), media_id: integer('Service video ID'), ...more });

export const VIDEO_SCHEMAS: Record<string, Schema> = {
  ListMediaServiceFilesResponse: object({
    results: { type: 'array', items: ref('ListMediaServiceFilesItem'), description: 'Array of items' },
  }),
  ListMediaServiceFilesItem: object(
    {
      media_id: integer('Service video ID'),
      isEditable: boolean('Whether it is the project’s own: renamed, cancelled and deleted by its owner'),
      name: string('Name'),
      duration: number('Duration, seconds (0 until processed)'),
      size: number('Size, bytes (0 until processed)'),
      content_type: string('Content type of the file'),
      thumbnail: string('Preview picture URL (empty until processed)'),
      video: string('URL of the video to play (empty until processed)'),
      isDisabled: boolean('Whether it cannot be chosen: only a processed one can'),
      status: {
        type: 'string',
        enum: [...MEDIA_STATUSES],
        description: 'Processing, done (success), cancelled or failed',
      },
      error: string('Why processing failed, in the request’s language'),
      created_at: { type: 'string', format: 'date-time', description: 'When it was added' },
      event_channel: string('Realtime channel of its processing, while it is processing'),
    },
    ['error', 'event_channel'],
  ),
  SessionMediaServiceFileResponse: object({
    file_id: string('The storage’s name of its file'),
    channel: string('Realtime channel of its processing'),
    token: string('Subscription token for the channel'),
  }),
  SetMediaServiceFileRequest: mediaRequest({
    type: { type: 'string', enum: [...GUARD_SLOTS], description: 'Shown on pause, or when the signal is lost' },
  }),
  UpdateMediaServiceFileRequest: mediaRequest({ name: name('New name') }),
  CancelMediaServiceFileRequest: mediaRequest(),
  DeleteMediaServiceFileRequest: mediaRequest(),
  VideoSiteCreateV1200Response: {
    oneOf: [ref('VideoCreateSuccessResponse'), ref('VideoCreateErrorResponse')],
    description: 'By `status`: the session, or why there is none',
  },
  VideoCreateSuccessResponse: object({
    status: { type: 'string', enum: ['success'], description: 'success' },
    url: string('Where to send the file (POST multipart/form-data)'),
    token: string('Subscription token for the channel'),
    channel: string('Realtime channel of the upload’s progress'),
    space: number('Free storage of the project, bytes'),
    success: boolean('true'),
  }),
  VideoCreateErrorResponse: object({
    status: { type: 'string', enum: ['error'], description: 'error' },
    error: string('Why no upload can start, in the request’s language'),
    space: number('Free storage of the project, bytes'),
    success: boolean('false'),
  }),
  ListVideoResponse: object({
    results: { type: 'array', items: ref('VideoItemResponse'), description: 'The videos of this page' },
    total: number('How many videos the project has'),
    offset: number('How many items were skipped'),
    limit: number('How many items a page has'),
  }),
  VideoItemResponse: object(
    {
      albumId: integer('Album ID (0: none)'),
      duration: number('Duration, seconds'),
      id: integer('Video ID'),
      name: string('Name'),
      previewPhotoSmall: string('Preview picture URL (empty until processed)'),
      size: number('Size, bytes'),
      playlist: string('Playlist address (empty: none)'),
      status: described(
        { type: 'string' },
        `State: ${VIDEO_STATUSES.join(', ')} (the real kind gives no values; these are the demo’s)`,
      ),
      width: integer('Picture width, pixels'),
      height: integer('Picture height, pixels'),
      created_at: { type: 'string', format: 'date-time', description: 'When it was stored' },
      user_id: integer('Who recorded or uploaded it'),
      download: string('Download-link id, for Get video download link (once it is ready)'),
    },
    ['download'],
  ),
  UpdateVideoRequest: object({ project_id: integer('Project ID'), id: integer('Video ID'), name: name('New name') }),
  VideoDownloadResponse: object({
    url: string('Address of the file, good for an hour'),
    name: string('File name'),
    size: number('Size, bytes'),
  }),
  VideoLimitsResponse: object(
    {
      video_limit: number('Storage the project may use, bytes'),
      video_current: number('Storage its videos use, bytes'),
      removing_at: { type: 'string', format: 'date-time', description: 'When old videos are removed' },
    },
    ['removing_at'],
  ),
  VideoProgressChannelResponse: object({
    id: integer('Video the channel is about (0: none)'),
    token: string('Subscription token for the channel'),
    channel: string('Realtime channel of the project’s uploads'),
  }),
};

/** The stream guard's part of "Get stream credentials" (api/openapi/studio.ts's StreamCredentials). */
export const GUARD_FIELDS: Record<string, Schema> = {
  pause_media_service_file_id: nullableId('Service video shown while the stream is paused (null: none)'),
  lost_media_service_file_id: nullableId('Service video shown while the signal is lost (null: none)'),
};
