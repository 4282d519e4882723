// The demo's videos as they change: each project's service videos for the stream guard and the guard itself, its
// recordings and uploads, the storage they use, and the upload sessions under way. Processing (a service video added,
// a video uploaded) ends by itself after `processingMs`, or when the control surface says (`processingMs` null holds
// it), and every change of state is published on the video's channel: `$media_service_file:{media_id}` for a
// service video, `$video_progress:{project_id}` for a project's uploads and their processing.
import { randomBytes } from 'node:crypto';
import type { Language } from '../messages.ts';
import type { TariffBook } from '../plans/tariff-book.ts';
import type { RealtimeTokens } from '../studio/realtime-tokens.ts';
import { StorageLinks } from './storage-links.ts';
import { videoMessages } from './video-messages.ts';
import {
  BASE_STORAGE_GIB,
  DEFAULT_WAIT_SECONDS,
  GIB,
  type Guard,
  type MediaFile,
  type Video,
  type VideoStatus,
  seedRemovals,
  seedGuards,
  seedMedia,
  seedVideos,
} from './video-seed.ts';

/** What changed, for the realtime endpoint: the channels to publish on and what to say. */
export type VideoChange = { channels: string[]; data: { event: string; payload: Record<string, unknown> } };

/** How long processing takes in the demo unless the control surface says otherwise. */
export const DEFAULT_PROCESSING_MS = 4000;
export const MAX_OWN_MEDIA = 20;
export const MAX_VIDEOS = 200;
export const MAX_NAME = 100;
/**
 * A project's upload sessions kept at once; its oldest goes past this. Per project, so that opening sessions for one
 * project cannot take another's from under it.
 */
export const MAX_SESSIONS = 50;
export const UPLOAD_SESSION_MS = 60 * 60_000;
export const DOWNLOAD_LINK_MS = 60 * 60_000;
/** The most the demo's storage takes in one file, whatever the free space (it counts the bytes and keeps none). */
export const MAX_UPLOAD_BYTES = GIB;
/** An uploaded video's picture and the bitrate its length is reckoned from: the demo keeps no bytes to read them. */
const UPLOAD_PICTURE = { width: 1280, height: 720 };
const UPLOAD_BYTES_PER_SECOND = 625_000;
/** What a service video added is once processed (the real kind's add takes no file: the demo's stands in for one). */
const ADDED_MEDIA = { duration: 30, size: 12_582_912 };

export const mediaChannel = (mediaId: number) => `$media_service_file:${mediaId}`;
export const progressChannel = (projectId: number) => `$video_progress:${projectId}`;

/** The size in GB of the project's current storage plan, if it has one. */
export function currentStorageGb(book: TariffBook, projectId: number): number | undefined {
  const current = book.tariff(projectId).current as { size?: unknown } | null | undefined;
  return typeof current?.size === 'number' ? current.size : undefined;
}

export type UploadSession = {
  id: string;
  projectId: number;
  userId: number;
  /** The language of the request that opened it: the storage's refusals speak it. */
  language: Language;
  expiresAt: number;
  /** An upload to it has started (a second is refused while it runs), or it has taken its file. */
  claimed: boolean;
};

export class VideoState {
  readonly media = new Map<number, MediaFile>();
  readonly guards = new Map<number, Guard>();
  readonly videos = new Map<number, Video>();
  readonly links: StorageLinks;
  onChange: (change: VideoChange) => void = () => {};
  /** Null: processing waits for the control surface. */
  processingMs: number | null = DEFAULT_PROCESSING_MS;
  readonly #sessions = new Map<string, UploadSession>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  #removing = new Map<number, number>();
  #nextMedia = 100;
  #nextVideo = 7200;

  constructor(
    private readonly now: () => number,
    private readonly tokens: RealtimeTokens,
    /** The size of the project's current storage plan in GB, if it has one. */
    private readonly storagePlanGb: (projectId: number) => number | undefined,
  ) {
    this.links = new StorageLinks(now);
    this.reset();
  }

  reset(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.media.clear();
    this.guards.clear();
    this.videos.clear();
    this.#sessions.clear();
    this.processingMs = DEFAULT_PROCESSING_MS;
    const now = this.now();
    for (const media of seedMedia(now)) {
      this.media.set(media.id, media);
      if (media.status === 'processing') this.#schedule('media', media.id);
    }
    for (const [projectId, guard] of seedGuards()) this.guards.set(projectId, guard);
    for (const video of seedVideos(now)) this.videos.set(video.id, video);
    this.#removing = seedRemovals(now);
    this.#nextMedia = 100;
    this.#nextVideo = 7200;
  }

  /** A subscription token for a channel, for the account (`sub`) that may read it. */
  tokenFor(sub: string, channel: string): string {
    return this.tokens.subscription(sub, channel);
  }

  // Service videos and the stream guard.

  /** The videos a project may show: the service's own, then its own, oldest first. */
  mediaOf(projectId: number): MediaFile[] {
    return [...this.media.values()]
      .filter((media) => media.projectId === undefined || media.projectId === projectId)
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  mediaIn(projectId: number, mediaId: number): MediaFile | undefined {
    const media = this.media.get(mediaId);
    return media && (media.projectId === undefined || media.projectId === projectId) ? media : undefined;
  }

  ownMediaCount(projectId: number): number {
    return [...this.media.values()].filter((media) => media.projectId === projectId).length;
  }

  addMedia(projectId: number, language: Language): MediaFile {
    const id = this.#nextMedia++;
    const media: MediaFile = {
      id,
      projectId,
      name: videoMessages.newMediaName()[language],
      duration: 0,
      size: 0,
      contentType: 'video/mp4',
      status: 'processing',
      error: undefined,
      createdAt: this.now(),
      fileId: `msf-${id}-${randomBytes(6).toString('hex')}`,
    };
    this.media.set(id, media);
    this.#mediaChanged(media);
    this.#schedule('media', id);
    return media;
  }

  renameMedia(media: MediaFile, name: string): void {
    media.name = name;
    this.#mediaChanged(media);
  }

  cancelMedia(media: MediaFile): void {
    this.#unschedule('media', media.id);
    media.status = 'cancel';
    this.#mediaChanged(media);
  }

  deleteMedia(media: MediaFile): void {
    this.#unschedule('media', media.id);
    this.media.delete(media.id);
    this.#publish([mediaChannel(media.id)], 'media_service_file_deleted', { media_id: media.id });
  }

  /** Ends a service video's processing: ready to be shown, or failed (why, in each language). */
  finishMedia(media: MediaFile, outcome: 'success' | 'error'): void {
    if (media.status !== 'processing') return;
    this.#unschedule('media', media.id);
    media.status = outcome;
    if (outcome === 'success') Object.assign(media, ADDED_MEDIA);
    else media.error = videoMessages.processingFailed();
    this.#mediaChanged(media);
  }

  guardOf(projectId: number): Guard {
    return this.guards.get(projectId) ?? { wait: DEFAULT_WAIT_SECONDS, pause: null, lost: null };
  }

  setGuard(projectId: number, type: 'pause' | 'lost', mediaId: number): void {
    this.guards.set(projectId, { ...this.guardOf(projectId), [type]: mediaId });
  }

  /** Whether the project's guard shows the video on pause or on a lost signal. */
  inUse(projectId: number, mediaId: number): boolean {
    const { pause, lost } = this.guardOf(projectId);
    return pause === mediaId || lost === mediaId;
  }

  // Recordings, uploads and their storage.

  /** The project's videos, newest first. */
  videosOf(projectId: number): Video[] {
    return [...this.videos.values()]
      .filter((video) => video.projectId === projectId)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }

  videoIn(projectId: number, id: number): Video | undefined {
    const video = this.videos.get(id);
    return video?.projectId === projectId ? video : undefined;
  }

  byDownload(projectId: number, download: string): Video | undefined {
    return this.videosOf(projectId).find((video) => video.download === download);
  }

  renameVideo(video: Video, name: string): void {
    video.name = name;
    this.#videoChanged(video);
  }

  deleteVideo(video: Video): void {
    this.#unschedule('video', video.id);
    this.videos.delete(video.id);
    this.#publish([progressChannel(video.projectId)], 'video_deleted', { id: video.id });
  }

  finishVideo(video: Video, outcome: 'ready' | 'error'): void {
    if (video.status !== 'processing') return;
    this.#unschedule('video', video.id);
    video.status = outcome;
    if (outcome === 'ready') {
      // An upload's length is reckoned from its size; a recording's was known when its stream ended.
      if (video.duration === 0) video.duration = Math.max(1, Math.round(video.size / UPLOAD_BYTES_PER_SECOND));
      video.download = `dl-${randomBytes(9).toString('base64url')}`;
    }
    this.#videoChanged(video);
  }

  /** A download address of a ready video, good for DOWNLOAD_LINK_MS. */
  downloadLink(origin: string, video: Video): string {
    return this.links.address(origin, {
      kind: 'download',
      of: 'video',
      id: video.id,
      exp: this.now() + DOWNLOAD_LINK_MS,
    });
  }

  limitOf(projectId: number): number {
    return (this.storagePlanGb(projectId) ?? BASE_STORAGE_GIB) * GIB;
  }

  usedOf(projectId: number): number {
    return this.videosOf(projectId).reduce((sum, video) => sum + video.size, 0);
  }

  freeOf(projectId: number): number {
    return Math.max(0, this.limitOf(projectId) - this.usedOf(projectId));
  }

  removingAt(projectId: number): number | undefined {
    return this.#removing.get(projectId);
  }

  /** A new upload session, or why none can be opened (the storage is full; the project has its most videos). */
  openUpload(
    projectId: number,
    userId: number,
    language: Language,
  ): UploadSession | { refused: Record<Language, string> } {
    if (this.videosOf(projectId).length >= MAX_VIDEOS) return { refused: videoMessages.tooManyVideos(MAX_VIDEOS) };
    if (this.freeOf(projectId) === 0) return { refused: videoMessages.noSpace() };
    const now = this.now();
    for (const [id, session] of this.#sessions) if (session.expiresAt <= now) this.#sessions.delete(id);
    const projects = [...this.#sessions.values()].filter((session) => session.projectId === projectId);
    for (const oldest of projects.slice(0, Math.max(0, projects.length - MAX_SESSIONS + 1)))
      this.#sessions.delete(oldest.id);
    const session: UploadSession = {
      id: randomBytes(18).toString('base64url'),
      projectId,
      userId,
      language,
      expiresAt: now + UPLOAD_SESSION_MS,
      claimed: false,
    };
    this.#sessions.set(session.id, session);
    return session;
  }

  /**
   * The upload session an upload starting now takes its file for: one still in time, and taken by this upload alone
   * (claimed as it starts, so that two sent at once do not both become videos). One that fails gives it back.
   */
  claimUpload(id: string): UploadSession | undefined {
    const session = this.#sessions.get(id);
    if (!session || session.claimed || session.expiresAt <= this.now()) return undefined;
    session.claimed = true;
    return session;
  }

  uploadProgress(session: UploadSession, loaded: number, total: number | null): void {
    this.#publish([progressChannel(session.projectId)], 'upload_progress', { loaded, total });
  }

  uploadFailed(session: UploadSession, reason: string): void {
    session.claimed = false;
    this.#publish([progressChannel(session.projectId)], 'upload_failed', { reason });
  }

  /** The file arrived whole: the session is spent, and the project has a new video, processing. */
  completeUpload(session: UploadSession, name: string, size: number): Video {
    const { projectId, userId } = session;
    return this.#newVideo({ projectId, userId, name, duration: 0, size, ...UPLOAD_PICTURE });
  }

  /** A recording of a stream that has just ended, processing (its length known; its download once ready). */
  addRecording(projectId: number, userId: number, name: string, duration: number, size: number): Video {
    return this.#newVideo({ projectId, userId, name, duration, size, width: 1920, height: 1080 });
  }

  #newVideo(fields: Omit<Video, 'id' | 'status' | 'createdAt' | 'download'>): Video {
    const video: Video = {
      ...fields,
      id: this.#nextVideo++,
      status: 'processing',
      createdAt: this.now(),
      download: undefined,
    };
    this.videos.set(video.id, video);
    this.#videoChanged(video);
    this.#schedule('video', video.id);
    return video;
  }

  /** The video the project's progress channel is about: the newest processing, else the newest; none without any. */
  progressVideo(projectId: number): Video | undefined {
    const videos = this.videosOf(projectId);
    return videos.find((video) => video.status === 'processing') ?? videos[0];
  }

  #schedule(kind: 'media' | 'video', id: number): void {
    if (this.processingMs === null) return;
    const timer = setTimeout(() => {
      this.#timers.delete(`${kind}:${id}`);
      if (kind === 'media') {
        const media = this.media.get(id);
        if (media) this.finishMedia(media, 'success');
      } else {
        const video = this.videos.get(id);
        if (video) this.finishVideo(video, 'ready');
      }
    }, this.processingMs);
    // A demo's processing must not keep a test process alive.
    timer.unref();
    this.#timers.set(`${kind}:${id}`, timer);
  }

  #unschedule(kind: 'media' | 'video', id: number): void {
    clearTimeout(this.#timers.get(`${kind}:${id}`));
    this.#timers.delete(`${kind}:${id}`);
  }

  /** Processing from now on takes `ms` (null: until the control surface ends it); what is processing now restarts. */
  setProcessing(ms: number | null): void {
    this.processingMs = ms;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    for (const media of this.media.values()) if (media.status === 'processing') this.#schedule('media', media.id);
    for (const video of this.videos.values()) if (video.status === 'processing') this.#schedule('video', video.id);
  }

  #mediaChanged(media: MediaFile): void {
    this.#publish([mediaChannel(media.id)], 'media_service_file_status', { media_id: media.id, status: media.status });
  }

  #videoChanged(video: Video): void {
    const payload: { id: number; status: VideoStatus } = { id: video.id, status: video.status };
    this.#publish([progressChannel(video.projectId)], 'video_status', payload);
  }

  #publish(channels: string[], event: string, payload: Record<string, unknown>): void {
    this.onChange({ channels, data: { event, payload } });
  }
}
