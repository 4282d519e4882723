import { InvalidResponseError } from '../../api/errors.ts';
import { record } from '../../service-description/answer-fields.ts';

// What the Videos page reads of the service's answers, in the real kind's shapes (its newer description's Video
// group): a video, the project's storage, an upload session, a download address, and what the upload's channel
// publishes. A field that is missing or of another type is left unsaid ("—"); only what the page cannot work without
// (a video's ID, a session's address) makes the answer unreadable.

export interface VideoItem {
  id: number;
  name: string | undefined;
  /** Seconds. */
  duration: number | undefined;
  /** Bytes. */
  size: number | undefined;
  /** The preview's address as given: whether it is loaded is the view's to decide (only https: or this site's). */
  preview: string | undefined;
  /** As the service words it: the real kind gives no values. */
  status: string | undefined;
  width: number | undefined;
  height: number | undefined;
  /** When it was stored, as ISO text the browser reads. */
  createdAt: string | undefined;
  /** The download-link ID "Get video download link" takes (not the video's ID); none until it can be downloaded. */
  download: string | undefined;
}

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const instant = (value: unknown): string | undefined => {
  const given = text(value);
  return given !== undefined && !Number.isNaN(Date.parse(given)) ? given : undefined;
};

/** One video of the list, or "Get video by id"'s answer; one without an ID is unreadable. */
export function readVideo(item: unknown, where = '(body)'): VideoItem {
  const video = record(item);
  const id = whole(video?.id);
  if (!video || id === undefined) throw new InvalidResponseError(`${where}.id`, 'not a video ID');
  return {
    id,
    name: text(video.name),
    duration: amount(video.duration),
    size: amount(video.size),
    preview: text(video.previewPhotoSmall),
    status: text(video.status),
    width: whole(video.width),
    height: whole(video.height),
    createdAt: instant(video.created_at),
    download: text(video.download),
  };
}

/** Whether the service says the video is still being processed (the demo's word; a real one's may differ). */
export const isProcessing = (video: Pick<VideoItem, 'status'>) => video.status === 'processing';

/** The project's storage: what it may keep and what its videos take, in bytes, and when old videos go, if set. */
export interface StorageUse {
  limit: number;
  used: number;
  removingAt: string | undefined;
}

export function readStorage(body: unknown): StorageUse {
  const answer = record(body);
  const limit = amount(answer?.video_limit);
  const used = amount(answer?.video_current);
  if (limit === undefined) throw new InvalidResponseError('video_limit', 'not a size');
  if (used === undefined) throw new InvalidResponseError('video_current', 'not a size');
  return { limit, used, removingAt: instant(answer?.removing_at) };
}

/** What is left to fill, in bytes. */
export const freeOf = (storage: Pick<StorageUse, 'limit' | 'used'>) => Math.max(0, storage.limit - storage.used);

/** An upload session: where the file goes and where its progress is published, or why there is none. */
export type UploadSession =
  | { kind: 'open'; url: string; channel: string | undefined; token: string | undefined; space: number | undefined }
  | { kind: 'refused'; error: string | undefined; space: number | undefined };

/** "Create upload session"'s answer, a union tagged by `status` (`success` or `error`). */
export function readSession(body: unknown): UploadSession {
  const answer = record(body);
  const space = amount(answer?.space);
  if (answer?.status === 'error' || answer?.success === false)
    return { kind: 'refused', error: text(answer.error), space };
  const url = text(answer?.url);
  if (url === undefined) throw new InvalidResponseError('url', 'no upload address');
  return { kind: 'open', url, channel: text(answer?.channel), token: text(answer?.token), space };
}

/** A download's address, and the file's name and size where given. */
export interface DownloadLink {
  url: string;
  name: string | undefined;
  size: number | undefined;
}

export function readDownload(body: unknown): DownloadLink {
  const answer = record(body);
  const url = text(answer?.url);
  if (url === undefined) throw new InvalidResponseError('url', 'no address');
  return { url, name: text(answer?.name), size: amount(answer?.size) };
}

/** "Get upload progress channel for centrifuge": the project's channel of uploads and its token. */
export interface ProgressChannel {
  channel: string;
  token: string | undefined;
}

export function readProgressChannel(body: unknown): ProgressChannel {
  const answer = record(body);
  const channel = text(answer?.channel);
  if (channel === undefined) throw new InvalidResponseError('channel', 'no channel');
  return { channel, token: text(answer?.token) };
}

/** What an upload's channel said of it: how much has arrived, or that the storage refused it (with its code). */
export type UploadNews = { kind: 'progress'; loaded: number; total: number | undefined } | { kind: 'failed' };

/**
 * A publication of the upload channel as the contract API words it (`{event, payload}`: `upload_progress {loaded,
 * total}`, `upload_failed {reason}`); anything else says only that something changed (the list is read again).
 */
export function readUploadNews(data: unknown): UploadNews | undefined {
  const publication = record(data);
  const payload = record(publication?.payload);
  if (publication?.event === 'upload_failed') return { kind: 'failed' };
  if (publication?.event !== 'upload_progress') return undefined;
  const loaded = amount(payload?.loaded);
  if (loaded === undefined) return undefined;
  const total = amount(payload?.total);
  return { kind: 'progress', loaded, total: total !== undefined && total >= loaded ? total : undefined };
}
