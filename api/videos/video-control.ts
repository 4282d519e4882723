// The control surface's calls for videos (tests only): how long processing takes (null: until a test ends it), and
// ending one video's processing now — a service video ready (`success`) or failed (`error`), an upload `ready` or
// failed (`error`) — published on its channel as any change is. Reset puts them back as seeded (4 s).
import { type Route, controlError } from '../control-surface.ts';
import type { DemoState } from '../demo-state.ts';
import { isPlainObject, sendJson } from '../http-json.ts';

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export function videoControlRoutes(state: DemoState): Record<string, Route[]> {
  const { videos } = state;
  return {
    '/__control/videos': [
      {
        method: 'POST',
        run: (body, res) => {
          const ms = isPlainObject(body) ? body.processingMs : undefined;
          if (ms !== undefined && ms !== null && !(Number.isInteger(ms) && (ms as number) >= 0)) {
            const message = '"processingMs" must be a non-negative integer, or null (until ended by hand)';
            return controlError(res, 400, 'invalid_request', message, 'processingMs');
          }
          if (ms !== undefined) videos.setProcessing(ms as number | null);
          sendJson(res, 200, { processingMs: videos.processingMs });
        },
      },
      { method: 'GET', run: (_body, res) => sendJson(res, 200, { processingMs: videos.processingMs }) },
    ],
    '/__control/videos/finish': [
      {
        method: 'POST',
        run: (body, res) => {
          const fields = isPlainObject(body) ? body : {};
          const { mediaId, videoId, status } = fields;
          if (isId(mediaId) === isId(videoId)) {
            return controlError(res, 400, 'invalid_request', 'Name one of "mediaId" or "videoId"', 'mediaId');
          }
          const failed = status === 'error';
          if (status !== undefined && !failed && status !== (isId(mediaId) ? 'success' : 'ready')) {
            const allowed = isId(mediaId) ? 'success, error' : 'ready, error';
            return controlError(res, 400, 'invalid_request', `"status" must be one of: ${allowed}`, 'status');
          }
          const media = isId(mediaId) ? videos.media.get(mediaId) : undefined;
          const video = isId(videoId) ? videos.videos.get(videoId) : undefined;
          const found = media ?? video;
          if (!found)
            return controlError(res, 404, 'unknown_video', 'No such video', isId(mediaId) ? 'mediaId' : 'videoId');
          if (found.status !== 'processing') {
            return controlError(
              res,
              409,
              'not_processing',
              'The video is not processing',
              isId(mediaId) ? 'mediaId' : 'videoId',
            );
          }
          if (media) videos.finishMedia(media, failed ? 'error' : 'success');
          if (video) videos.finishVideo(video, failed ? 'error' : 'ready');
          sendJson(
            res,
            200,
            media ? { mediaId: media.id, status: media.status } : { videoId: video!.id, status: video!.status },
          );
        },
      },
    ],
  };
}
