import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../api/errors.ts';
import { freeOf, readSession, readStorage, readUploadNews, readVideo } from './video-answers.ts';

// The Videos page's reading of the real kind's answers: what it needs makes an answer unreadable when it is missing,
// anything else missing is left unsaid, and the upload session's union is read by its tag.

describe('the videos’ answers', () => {
  it('reads a video, leaving unsaid what is missing or of another type; one without an ID is unreadable', () => {
    expect(
      readVideo({
        id: 7001,
        name: ' Friday ',
        duration: 3600,
        size: 2_700_000_000,
        previewPhotoSmall: '',
        status: 'ready',
        width: 1920,
        height: 1080,
        created_at: '2026-11-26T21:11:00Z',
        download: 'dl-7001',
        albumId: 0,
      }),
    ).toEqual({
      id: 7001,
      name: 'Friday',
      duration: 3600,
      size: 2_700_000_000,
      preview: undefined,
      status: 'ready',
      width: 1920,
      height: 1080,
      createdAt: '2026-11-26T21:11:00Z',
      download: 'dl-7001',
    });
    expect(readVideo({ id: 5, size: '12', duration: -1, created_at: 'yesterday' })).toMatchObject({
      id: 5,
      name: undefined,
      size: undefined,
      duration: undefined,
      createdAt: undefined,
      download: undefined,
    });
    expect(() => readVideo({ name: 'no id' }, 'results[3]')).toThrow(InvalidResponseError);
  });

  it('reads the storage and what is free of it, never below nothing', () => {
    const storage = readStorage({ video_limit: 5 * 1024 ** 3, video_current: 5 * 1024 ** 3 - 1_572_864 });
    expect(storage.removingAt).toBeUndefined();
    expect(freeOf(storage)).toBe(1_572_864);
    expect(freeOf({ limit: 10, used: 12 })).toBe(0);
    expect(readStorage({ video_limit: 1, video_current: 0, removing_at: '2026-12-07T00:00:00Z' }).removingAt).toBe(
      '2026-12-07T00:00:00Z',
    );
    expect(() => readStorage({ video_current: 1 })).toThrow(InvalidResponseError);
  });

  it('reads the upload session by its tag: an address to send to, or why there is none', () => {
    expect(
      readSession({ status: 'success', url: 'https://s/u', token: 't', channel: '$c', space: 10, success: true }),
    ).toEqual({ kind: 'open', url: 'https://s/u', token: 't', channel: '$c', space: 10 });
    expect(readSession({ status: 'error', error: 'Storage full', space: 0, success: false })).toEqual({
      kind: 'refused',
      error: 'Storage full',
      space: 0,
    });
    expect(() => readSession({ status: 'success', space: 10 })).toThrow(InvalidResponseError);
  });

  it('reads an upload’s progress as the channel publishes it, and nothing else as progress', () => {
    expect(readUploadNews({ event: 'upload_progress', payload: { loaded: 40, total: 400 } })).toEqual({
      kind: 'progress',
      loaded: 40,
      total: 400,
    });
    expect(readUploadNews({ event: 'upload_progress', payload: { loaded: 40, total: 4 } })).toEqual({
      kind: 'progress',
      loaded: 40,
      total: undefined,
    });
    expect(readUploadNews({ event: 'upload_failed', payload: { reason: 'aborted' } })).toEqual({ kind: 'failed' });
    expect(readUploadNews({ event: 'video_status', payload: { id: 1, status: 'ready' } })).toBeUndefined();
    expect(readUploadNews({ type: 'stats' })).toBeUndefined();
  });
});
