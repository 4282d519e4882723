import { projectValues } from '../../bindings/call.ts';
import { defineRead } from '../../bindings/read.ts';
import { record, text } from '../../service-description/answer-fields.ts';
import type { Schema } from '../../service-description/schema.ts';
import { readToken } from '../../realtime/push-token.ts';
import { readServiceVideo, readServiceVideos } from './service-videos.ts';

// The service videos a project shows while its stream is paused or its signal lost (the stream guard's), by the newer
// description's Media service files group and summaries, each read defined once: the list, one video, and where one's
// processing is published.

const GROUP = 'Media service files';

/** "Get service video list": the project's service videos, one query for every part of the guard. */
export const serviceVideosRead = defineRead({
  name: 'service videos',
  binding: { name: { group: GROUP, name: 'Get service video list' }, read: true, fills: ['project_id'] },
  values: (projectId: number) => projectValues(projectId),
  parse: readServiceVideos,
});

/** A service video of a project. */
export interface MediaAsked {
  projectId: number;
  mediaId: string;
}

const mediaValues = ({ projectId, mediaId }: MediaAsked) => projectValues(projectId, { media_id: mediaId });

/** "Get service video": one video, read again when its processing ends. */
export const serviceVideoRead = defineRead({
  name: 'service video',
  binding: { name: { group: GROUP, name: 'Get service video' }, read: true, fills: ['project_id', 'media_id'] },
  values: mediaValues,
  parse: readServiceVideo,
});

/** A processing video's channel and its subscription token, as the session gives them. */
export interface ProcessingSession {
  channel: string | undefined;
  token: string | undefined;
}

function readSession(body: unknown, answer: Schema | undefined): ProcessingSession {
  return { channel: text(record(body)?.channel), token: readToken(body, answer) };
}

/** "Get session by media id": where a video's processing is published, with the token to follow it. */
export const processingSessionRead = defineRead({
  name: 'processing session',
  binding: { name: { group: GROUP, name: 'Get session by media id' }, read: true, fills: ['project_id', 'media_id'] },
  values: mediaValues,
  parse: (body, binding) => readSession(body, binding.answer),
});
