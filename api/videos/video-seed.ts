// The demo's videos as seeded: the service's three stock videos for the stream guard (every project may choose them),
// project 42's own one, Speedrun practice's (7) one still processing; the guard of 42 (waits 60 s, shows a stock
// video on pause); project 42's eight recordings (its past streams', when recording was on) and Cooking with Anna's
// (31) two, which leave it 1.5 MiB of its 5 GiB, so a storage bar near full and an upload refused show.
import type { Language } from '../messages.ts';
import { LIVE_PROJECT_ID } from '../studio/studio-seed.ts';
import { PAST_STREAMS } from '../studio/broadcast-history.ts';

export type MediaStatus = 'processing' | 'success' | 'cancel' | 'error';
export const MEDIA_STATUSES: readonly MediaStatus[] = ['processing', 'success', 'cancel', 'error'];

/** A video shown when the stream pauses or loses its signal (the real kind's service video). */
export type MediaFile = {
  id: number;
  /** Undefined for one of the service's own, which every project may choose and none may change. */
  projectId: number | undefined;
  name: string;
  /** Seconds. */
  duration: number;
  /** Bytes. */
  size: number;
  contentType: string;
  status: MediaStatus;
  /** Why processing failed, in each language. */
  error: Record<Language, string> | undefined;
  createdAt: number;
  /** The storage's name for its file (the session's `file_id`). */
  fileId: string;
};

/** The demo's reading of a video's `status`, which the real kind gives as text with no values. */
export type VideoStatus = 'processing' | 'ready' | 'error';
export const VIDEO_STATUSES: readonly VideoStatus[] = ['processing', 'ready', 'error'];

/** A recording or an upload of a project (the real kind's VideoItemResponse). */
export type Video = {
  id: number;
  projectId: number;
  userId: number;
  name: string;
  /** Seconds; 0 until processed. */
  duration: number;
  /** Bytes. */
  size: number;
  width: number;
  height: number;
  status: VideoStatus;
  createdAt: number;
  /** The download-link id "Get video download link" takes; none until the video is ready. */
  download: string | undefined;
};

/** The stream guard of a project: how long it holds the platforms, and the videos shown on pause and lost signal. */
export type Guard = { wait: number; pause: number | null; lost: number | null };

export const DEFAULT_WAIT_SECONDS = 30;
export const GIB = 1024 ** 3;
const MIB = 1024 ** 2;
/** The storage of a project without a storage plan, in GiB. */
export const BASE_STORAGE_GIB = 5;
/** The project whose storage is all but full (1.5 MiB free). */
export const NEAR_FULL_PROJECT_ID = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const OWNER_ID = 1;

const stock = (id: number, name: string, duration: number, size: number): MediaFile => ({
  id,
  projectId: undefined,
  name,
  duration,
  size,
  contentType: 'video/mp4',
  status: 'success',
  error: undefined,
  createdAt: 0,
  fileId: `stock-${id}`,
});

export function seedMedia(now: number): MediaFile[] {
  const yearAgo = now - 365 * DAY_MS;
  return [
    { ...stock(1, 'Be right back', 15, 6_291_456), createdAt: yearAgo },
    { ...stock(2, 'Technical difficulties', 20, 8_388_608), createdAt: yearAgo },
    { ...stock(3, 'Starting soon', 30, 12_582_912), createdAt: yearAgo },
    {
      ...stock(11, 'Intermission — coffee break', 45, 18_874_368),
      projectId: LIVE_PROJECT_ID,
      createdAt: now - 20 * DAY_MS,
      fileId: 'msf-11-intermission',
    },
    {
      ...stock(12, 'Speedrun intro (new cut)', 0, 0),
      projectId: 7,
      status: 'processing',
      createdAt: now - 60_000,
      fileId: 'msf-12-intro',
    },
  ];
}

export const seedGuards = (): Map<number, Guard> => new Map([[LIVE_PROJECT_ID, { wait: 60, pause: 1, lost: null }]]);

/** Project 42's past streams that were recorded (the two without a recording are 8994 and 8992), with a title each. */
const RECORDED: Record<number, string> = {
  9000: 'Friday night speedruns',
  8999: 'Q&A with chat',
  8998: 'Boss rush practice',
  8997: 'Community game night',
  8996: 'Patch notes review',
  8995: 'Season finale — 150 minutes of boss fights, viewer challenges and a surprise guest 🎮',
  8993: 'Viewer challenges',
  8991: 'Marathon warm-up',
};

/** Bytes of a recording at the incoming bitrate (6000 kbps), with a little of its own so no two sizes are equal. */
const recordedBytes = (seconds: number, id: number) => seconds * 750_000 + id * 4_099;

export function seedVideos(now: number): Video[] {
  const recordings = PAST_STREAMS.filter((stream) => stream.broadcastId in RECORDED).map((stream, index): Video => {
    const id = 7001 + index;
    const duration = stream.minutes * 60;
    return {
      id,
      projectId: LIVE_PROJECT_ID,
      userId: OWNER_ID,
      name: RECORDED[stream.broadcastId]!,
      duration,
      size: recordedBytes(duration, id),
      width: index % 3 === 2 ? 1280 : 1920,
      height: index % 3 === 2 ? 720 : 1080,
      status: 'ready',
      // A recording is stored when its stream ends.
      createdAt: now - stream.startedAgoMs + duration * 1000,
      download: `dl-${id}`,
    };
  });
  const cooking = (id: number, name: string, daysAgo: number, duration: number, size: number): Video => ({
    id,
    projectId: NEAR_FULL_PROJECT_ID,
    userId: OWNER_ID,
    name,
    duration,
    size,
    width: 1920,
    height: 1080,
    status: 'ready',
    createdAt: now - daysAgo * DAY_MS,
    download: `dl-${id}`,
  });
  return [
    ...recordings,
    cooking(7101, 'Sourdough from scratch', 12, 7_740, 3 * GIB),
    cooking(7102, 'Ramen night', 5, 5_160, 2 * GIB - 1.5 * MIB),
  ];
}

/** When the near-full project's old videos are removed (`removing_at`), in days from now. */
export const REMOVING_IN_DAYS = 9;
export const seedRemovals = (now: number): Map<number, number> =>
  new Map([[NEAR_FULL_PROJECT_ID, now + REMOVING_IN_DAYS * DAY_MS]]);
