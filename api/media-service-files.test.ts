// The stream guard and its service videos over HTTP, as a dashboard calls them: the list (the service's three and a
// project's own), the guard in "Get stream credentials" and "Set service video", a video added, processing and made
// ready by push on the channel "Get session by media id" gives, renamed, cancelled and deleted — and each refusal,
// named by its field, in the request's language.
import { describe, expect, it } from 'vitest';
import type { DemoReply } from './testing/demo-client.ts';
import { videosBed } from './testing/videos-bed.ts';

const bed = videosBed();

type Item = Record<string, unknown> & { media_id: number; status: string; name: string };

const list = async (projectId = 42) =>
  (await bed.demo.get('/method/media-service-files/list', { project_id: projectId })).body.results as Item[];
const item = async (mediaId: number, language = 'en') =>
  (await bed.demo.get('/method/media-service-files/get', { project_id: 42, media_id: mediaId, language })).body as Item;
const guard = async (projectId = 42) => (await bed.demo.get('/method/stream-keys', { project_id: projectId })).body;
const write = (action: string, body: Record<string, unknown>, language = 'en') =>
  bed.demo.sendJson('POST', `/method/media-service-files/${action}`, { project_id: 42, ...body }, { language });
/** Adds a service video to 42 and answers it, as the list then has it (the newest of its own). */
async function added(): Promise<Item> {
  const reply = await bed.demo.send('POST', '/method/media-service-files/add', { project_id: 42 });
  expect([reply.status, reply.body]).toEqual([200, { success: true }]);
  return (await list()).at(-1)!;
}
const refused = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];

describe('the service videos and the stream guard', () => {
  it('project 42 has the service’s three and one of its own, each with its picture and clip; 7 has one processing', async () => {
    const items = await list();
    expect(items.map(({ media_id, name, isEditable, status }) => [media_id, name, isEditable, status])).toEqual([
      [1, 'Be right back', false, 'success'],
      [2, 'Technical difficulties', false, 'success'],
      [3, 'Starting soon', false, 'success'],
      [11, 'Intermission — coffee break', true, 'success'],
    ]);
    for (const each of items) {
      expect(each).toMatchObject({ isDisabled: false, content_type: 'video/mp4' });
      expect(each.duration).toBeGreaterThan(0);
      expect(each.size).toBeGreaterThan(0);
      expect(each).not.toHaveProperty('event_channel');
    }
    // The links are the storage's own, signed: a picture and a playable MP4, without a token.
    const picture = await fetch(items[0]!.thumbnail as string);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await picture.text()).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
    const clip = await fetch(items[3]!.video as string);
    expect([clip.status, clip.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(
      Buffer.from(await clip.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
    expect(`${items[0]!.thumbnail} ${items[3]!.video}`).not.toContain(bed.demo.tokens.accessToken);

    const speedrun = await list(7);
    expect(speedrun.map(({ media_id, status, isDisabled }) => [media_id, status, isDisabled])).toEqual([
      [1, 'success', false],
      [2, 'success', false],
      [3, 'success', false],
      [12, 'processing', true],
    ]);
    expect(speedrun[3]).toMatchObject({ thumbnail: '', video: '', event_channel: '$media_service_file:12' });
  });

  it('"Get stream credentials" holds the guard: 42 waits 60 s and shows a stock video on pause; Set changes either', async () => {
    expect(await guard()).toMatchObject({ wait: 60, pause_media_service_file_id: 1, lost_media_service_file_id: null });
    expect(await guard(7)).toMatchObject({
      wait: 30,
      pause_media_service_file_id: null,
      lost_media_service_file_id: null,
    });

    expect((await write('set', { media_id: 11, type: 'lost' })).status).toBe(201);
    expect((await write('set', { media_id: 3, type: 'pause' })).status).toBe(201);
    expect(await guard()).toMatchObject({ pause_media_service_file_id: 3, lost_media_service_file_id: 11 });
    // Another project's guard is its own.
    expect(await guard(7)).toMatchObject({ pause_media_service_file_id: null, lost_media_service_file_id: null });

    expect(refused(await write('set', { media_id: 11, type: 'intro' }))).toEqual([400, 'invalid_request', 'type']);
    // Speedrun practice's own video is not 42's.
    expect(refused(await write('set', { media_id: 12, type: 'pause' }))).toEqual([400, 'unknown_media', 'media_id']);
    const processing = await added();
    const notReady = await write('set', { media_id: processing.media_id, type: 'pause' }, 'ru');
    expect(refused(notReady)).toEqual([400, 'not_choosable', 'media_id']);
    expect(notReady.problem?.message).toMatch(/^Это видео нельзя выбрать/);
    // A guest of project 16 may not change it; the second account's project is unknown to the demo account.
    const guest = await bed.demo.sendJson('POST', '/method/media-service-files/set', {
      project_id: 16,
      media_id: 1,
      type: 'pause',
    });
    expect(refused(guest)).toEqual([400, 'owner_only', 'project_id']);
    const others = await bed.demo.sendJson('POST', '/method/media-service-files/set', {
      project_id: 21,
      media_id: 1,
      type: 'pause',
    });
    expect(refused(others)).toEqual([400, 'unknown_project', 'project_id']);
    expect(await guard()).toMatchObject({ pause_media_service_file_id: 3, lost_media_service_file_id: 11 });
  });

  it('a video added is processing, then ready by push on its session’s channel, with nothing read meanwhile', async () => {
    const processing = await added();
    expect(processing).toMatchObject({ name: 'New video', status: 'processing', isDisabled: true, isEditable: true });
    const session = (
      await bed.demo.get('/method/media-service-files/session', { project_id: 42, media_id: processing.media_id })
    ).body as { file_id: string; channel: string; token: string };
    expect(session.channel).toBe(processing.event_channel);
    expect(session.file_id).toMatch(/^msf-/);
    const listener = await bed.listen(42, session.channel, session.token);
    await bed.control.clearLog();

    await bed.control.finishVideo({ mediaId: processing.media_id });
    await expect
      .poll(() => listener.received)
      .toEqual([{ event: 'media_service_file_status', payload: { media_id: processing.media_id, status: 'success' } }]);
    expect(await bed.control.log()).toEqual([]);

    const ready = await item(processing.media_id);
    expect(ready).toMatchObject({ status: 'success', isDisabled: false });
    expect(ready.thumbnail).toMatch(/^http:\/\/.*\/__contract\/storage\/preview\//);
    expect(ready).not.toHaveProperty('event_channel');
    expect((await write('set', { media_id: processing.media_id, type: 'pause' })).status).toBe(201);
  });

  it('processing that fails says why in the request’s language; with a delay set, processing ends by itself', async () => {
    const failing = await added();
    await bed.control.finishVideo({ mediaId: failing.media_id }, 'error');
    expect(await item(failing.media_id, 'ru')).toMatchObject({
      status: 'error',
      isDisabled: true,
      error: 'Видео не удалось обработать: его формат не поддерживается',
    });
    // Only what is processing can end.
    await expect(bed.control.finishVideo({ mediaId: failing.media_id })).rejects.toThrow(/answered 409/);

    await bed.control.videos({ processingMs: 0 });
    const quick = await added();
    await expect.poll(async () => (await item(quick.media_id)).status).toBe('success');
  });

  it('one’s own is renamed (bounded, not blank, no control characters), the service’s own is not', async () => {
    expect((await write('update', { media_id: 11, name: '  Back in five  ' })).status).toBe(201);
    expect((await item(11)).name).toBe('Back in five');
    // A hundred characters, each an emoji of two UTF-16 units: counted as characters.
    expect((await write('update', { media_id: 11, name: '🎬'.repeat(100) })).status).toBe(201);
    expect(refused(await write('update', { media_id: 11, name: 'x'.repeat(101) }))).toEqual([
      400,
      'invalid_request',
      'name',
    ]);
    expect(refused(await write('update', { media_id: 11, name: '   ' }))).toEqual([400, 'invalid_request', 'name']);
    expect(refused(await write('update', { media_id: 11, name: 'a\u0000b' }))).toEqual([
      400,
      'invalid_request',
      'name',
    ]);
    expect(refused(await write('update', { media_id: 11, name: 5 }))).toEqual([400, 'invalid_request', 'name']);
    expect(refused(await write('update', { media_id: 11 }))).toEqual([400, 'invalid_request', 'name']);
    expect(refused(await write('update', { media_id: 2, name: 'Mine now' }))).toEqual([
      400,
      'not_editable',
      'media_id',
    ]);
    expect((await item(11)).name).toBe('🎬'.repeat(100));
    expect((await item(2)).name).toBe('Technical difficulties');
  });

  it('a processing one is cancelled (kept, not choosable); one the guard shows is not deleted; others are', async () => {
    const processing = await added();
    expect((await write('cancel', { media_id: processing.media_id })).status).toBe(201);
    expect(await item(processing.media_id)).toMatchObject({ status: 'cancel', isDisabled: true });
    expect(refused(await write('cancel', { media_id: processing.media_id }))).toEqual([
      400,
      'not_processing',
      'media_id',
    ]);
    expect(refused(await write('cancel', { media_id: 1 }))).toEqual([400, 'not_editable', 'media_id']);

    expect((await write('set', { media_id: 11, type: 'lost' })).status).toBe(201);
    expect(refused(await write('delete', { media_id: 11 }))).toEqual([400, 'media_in_use', 'media_id']);
    expect(refused(await write('delete', { media_id: 1 }))).toEqual([400, 'not_editable', 'media_id']);
    expect((await write('set', { media_id: 2, type: 'lost' })).status).toBe(201);
    expect((await write('delete', { media_id: 11 })).status).toBe(201);
    expect((await write('delete', { media_id: processing.media_id })).status).toBe(201);
    expect((await list()).map((each) => each.media_id)).toEqual([1, 2, 3]);
    const gone = await bed.demo.get('/method/media-service-files/get', { project_id: 42, media_id: 11 });
    expect(refused(gone)).toEqual([400, 'unknown_media', 'media_id']);
  });

  it('a project keeps at most twenty of its own; the add takes its project in the query, as the real kind’s', async () => {
    for (let count = 1; count < 20; count += 1) await added();
    const over = await bed.demo.send('POST', '/method/media-service-files/add', { project_id: 42 });
    expect(refused(over)).toEqual([400, 'too_many_media', 'project_id']);
    expect((await list()).filter((each) => each.isEditable)).toHaveLength(20);
    const missing = await bed.demo.send('POST', '/method/media-service-files/add', {});
    expect(refused(missing)).toEqual([400, 'invalid_request', 'project_id']);
  });
});
