// A project's recordings, uploads and storage over HTTP, as a dashboard calls them: the list (newest first, paged)
// and one video, renaming and deleting, the storage used and allowed, a download address that serves a real file
// without any token in it, and an upload — the session, the file sent to its address with its progress published,
// the new video processing and then ready by push — with each refusal (over the free space, a spent address, another
// project's video), named by its field.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from './server.ts';
import { MAX_SESSIONS } from './videos/video-state.ts';
import { DemoClient, type DemoReply } from './testing/demo-client.ts';
import { videosBed } from './testing/videos-bed.ts';

const bed = videosBed();
const GIB = 1024 ** 3;
const FREE_ON_31 = 1.5 * 1024 ** 2;

type Video = Record<string, unknown> & { id: number; name: string; size: number; status: string; download?: string };
type Session = { status: string; url: string; token: string; channel: string; space: number; success: boolean };

const videos = async (projectId = 42, page: Record<string, number> = {}) =>
  (await bed.demo.get('/method/video/list', { project_id: projectId, ...page })).body as {
    results: Video[];
    total: number;
    offset: number;
    limit: number;
  };
const video = async (id: number, projectId = 42) =>
  (await bed.demo.get('/method/video/get', { project_id: projectId, id })).body as Video;
const limits = async (projectId = 42) =>
  (await bed.demo.get('/method/video/limits', { project_id: projectId })).body as Record<string, number | string>;
const openUpload = async (projectId = 42, language = 'en') =>
  (await bed.demo.get('/method/video/create', { project_id: projectId, language })).body as Session;
const refused = (reply: DemoReply) => [reply.status, reply.problem?.code, reply.problem?.field];

/** A multipart/form-data body of one file part, as a browser's FormData sends it (with its length known). */
function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----relay-test-boundary-7f3a';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video_file"; filename="${fileName}"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const send = (url: string, fileName: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const { body, contentType } = multipart(fileName, bytes);
  return fetch(url, { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body });
};

describe('the project’s videos', () => {
  it('project 42 has eight recordings, newest first and paged, each with its size, picture and download id', async () => {
    const all = await videos(42, { limit: 100 });
    expect([all.total, all.results.length]).toEqual([8, 8]);
    const dates = all.results.map((each) => Date.parse(each.created_at as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.results.map((each) => each.name)).toContain('Q&A with chat');
    for (const each of all.results) {
      expect(each).toMatchObject({ status: 'ready', albumId: 0, playlist: '', user_id: 1 });
      expect(each.size).toBeGreaterThan(GIB);
      expect(each.duration).toBeGreaterThan(0);
      expect([each.width, each.height]).toContainEqual(expect.any(Number));
      expect(each.download).toMatch(/^dl-/);
      expect(each.previewPhotoSmall).toMatch(/\/__contract\/storage\/preview\//);
    }
    const page = await videos(42, { limit: 3, offset: 6 });
    expect(page).toMatchObject({ total: 8, limit: 3, offset: 6 });
    expect(page.results.map((each) => each.id)).toEqual(all.results.slice(6).map((each) => each.id));
    expect(await video(all.results[0]!.id)).toEqual(all.results[0]);
    // Another account's project has none of them; it is not the demo account's to read.
    expect(refused(await bed.demo.get('/method/video/list', { project_id: 21 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    expect(refused(await bed.demo.get('/method/video/list', { project_id: 42, limit: 101 }))).toEqual([
      400,
      'invalid_request',
      'limit',
    ]);
  });

  it('the storage: 42 uses a little of its 500 GB plan; 31 is all but full, and its old videos go on a date', async () => {
    const all = await videos(42, { limit: 100 });
    expect(await limits(42)).toEqual({
      video_limit: 500 * GIB,
      video_current: all.results.reduce((sum, each) => sum + each.size, 0),
    });
    const cooking = await limits(31);
    expect(cooking).toMatchObject({ video_limit: 5 * GIB, video_current: 5 * GIB - FREE_ON_31 });
    expect(Date.parse(cooking.removing_at as string)).toBeGreaterThan(Date.now());
    expect((await videos(31)).total).toBe(2);
    // A project with no storage plan and no videos.
    expect(await limits(7)).toEqual({ video_limit: 5 * GIB, video_current: 0 });
  });

  it('a video is renamed and deleted by the owner (the delete in the query alone), freeing its storage', async () => {
    const [first, second] = (await videos()).results;
    const update = (body: Record<string, unknown>) =>
      bed.demo.sendJson('POST', '/method/video/update', { project_id: 42, ...body });
    expect((await update({ id: first!.id, name: ' Best of the marathon ' })).status).toBe(201);
    expect((await video(first!.id)).name).toBe('Best of the marathon');
    expect(refused(await update({ id: first!.id, name: 'x'.repeat(101) }))).toEqual([400, 'invalid_request', 'name']);
    expect(refused(await update({ id: first!.id, name: '' }))).toEqual([400, 'invalid_request', 'name']);
    // Cooking with Anna's video is not 42's.
    expect(refused(await update({ id: 7101, name: 'Mine' }))).toEqual([400, 'unknown_video', 'id']);

    const before = (await limits()).video_current as number;
    const removal = await bed.demo.send('POST', '/method/video/delete', { project_id: 42, id: second!.id });
    expect([removal.status, removal.body]).toEqual([201, { success: true }]);
    expect((await videos()).total).toBe(7);
    expect((await limits()).video_current).toBe(before - second!.size);
    expect(refused(await bed.demo.get('/method/video/get', { project_id: 42, id: second!.id }))).toEqual([
      400,
      'unknown_video',
      'id',
    ]);
    expect(refused(await bed.demo.send('POST', '/method/video/delete', { project_id: 42, id: second!.id }))).toEqual([
      400,
      'unknown_video',
      'id',
    ]);
    // A guest of project 16 changes nothing there.
    expect(refused(await bed.demo.send('POST', '/method/video/delete', { project_id: 16, id: 1 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
  });

  it('the download address, by the download-link id, serves a real file with its name, and carries no token', async () => {
    const [first] = (await videos()).results;
    const reply = await bed.demo.get('/method/video/download', { project_id: 42, id: first!.download! });
    const link = reply.body as { url: string; name: string; size: number };
    expect(link).toEqual({ url: expect.any(String), name: `${first!.name}.mp4`, size: first!.size });
    expect(link.url).not.toContain(bed.demo.tokens.accessToken);
    expect(link.url).not.toContain(bed.demo.tokens.refreshToken);
    expect(new URL(link.url).search).toBe('');

    // Opened as a plain link: no Authorization, from any page; the storage's requests are in the log, as the API's.
    await bed.control.clearLog();
    const file = await fetch(link.url, { headers: { Origin: 'https://dashboard.example' } });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${first!.name}.mp4"; filename*=UTF-8''${encodeURIComponent(`${first!.name}.mp4`)}`,
    );
    expect(file.headers.get('access-control-allow-origin')).toBe('https://dashboard.example');
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThan(20_000);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(await bed.control.log()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: new URL(link.url).pathname,
        authorization: 'missing',
        status: 200,
      }),
    ]);

    // A link is for its own file only: altered, it serves nothing.
    const altered = `${link.url.slice(0, -1)}${link.url.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetch(altered)).status).toBe(404);
    // The video's id is not its download-link id.
    expect(refused(await bed.demo.get('/method/video/download', { project_id: 42, id: String(first!.id) }))).toEqual([
      400,
      'unknown_download',
      'id',
    ]);
    // Deleted, its link serves nothing either.
    await bed.demo.send('POST', '/method/video/delete', { project_id: 42, id: first!.id });
    expect((await fetch(link.url)).status).toBe(404);
  });

  it('a download address expires after an hour', async () => {
    let clock = Date.now();
    const timed = await startServer({ port: 0, now: () => clock });
    try {
      const client = await DemoClient.signIn(timed.url);
      const link = (await client.get('/method/video/download', { project_id: 42, id: 'dl-7001' })).body.url as string;
      clock += 59 * 60_000;
      expect((await fetch(link)).status).toBe(200);
      clock += 2 * 60_000;
      expect((await fetch(link)).status).toBe(404);
    } finally {
      await timed.close();
    }
  });
});

describe('a recording', () => {
  it('is left by a stream that ends while its project records, processing and then ready', async () => {
    expect((await bed.demo.post('/method/stream-keys/record', { project_id: 42, record: true })).status).toBe(201);
    const ended = await bed.control.endStream();
    const [recording] = (await videos()).results;
    expect((await videos()).total).toBe(9);
    expect(recording).toMatchObject({ status: 'processing', width: 1920, height: 1080, user_id: 1 });
    expect(recording!.name).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(recording!.duration).toBeGreaterThanOrEqual(20 * 60);
    expect(recording!.size).toBe((recording!.duration as number) * 750_000);
    await bed.control.finishVideo({ videoId: recording!.id });
    expect(await video(recording!.id)).toMatchObject({ status: 'ready', download: expect.stringMatching(/^dl-/) });

    // Not recording: a stream that ends leaves none.
    await bed.control.startStream();
    expect((await bed.demo.post('/method/stream-keys/record', { project_id: 42, record: false })).status).toBe(201);
    await bed.control.endStream();
    expect((await videos()).total).toBe(9);
    expect(ended.projectId).toBe(42);
  });
});

describe('an upload', () => {
  it('is sent to the session’s address, its progress published, and the new video appears processing, then ready', async () => {
    const used = (await limits()).video_current as number;
    const session = await openUpload();
    expect(session).toEqual({
      status: 'success',
      url: expect.stringMatching(/\/__contract\/storage\/upload\/[\w-]+$/),
      token: expect.any(String),
      channel: '$video_progress:42',
      space: 500 * GIB - used,
      success: true,
    });
    const listener = await bed.listen(42, session.channel, session.token);

    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const sent = await send(session.url, 'Stream highlights.final.mp4', bytes, { Origin: 'https://dashboard.example' });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('access-control-allow-origin')).toBe('https://dashboard.example');
    const { id } = (await sent.json()) as { id: number };

    const events = () => listener.received as { event: string; payload: Record<string, number | null | string> }[];
    await expect.poll(() => events().some((each) => each.event === 'video_status')).toBe(true);
    const progress = events()
      .filter((each) => each.event === 'upload_progress')
      .map((each) => each.payload);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.map((each) => each.loaded)).toEqual(
      [...progress.map((each) => each.loaded)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(progress.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length });
    expect(progress[0]!.total).toBe(bytes.length);
    expect(events().at(-1)).toEqual({ event: 'video_status', payload: { id, status: 'processing' } });

    const listed = (await videos()).results[0]!;
    expect(listed).toMatchObject({ id, name: 'Stream highlights.final', size: bytes.length, status: 'processing' });
    expect(listed).not.toHaveProperty('download');
    expect((await limits()).video_current).toBe(used + bytes.length);
    expect((await bed.demo.get('/method/video/progress-channel', { project_id: 42 })).body).toMatchObject({
      id,
      channel: '$video_progress:42',
    });

    await bed.control.finishVideo({ videoId: id });
    await expect.poll(() => events().at(-1)).toEqual({ event: 'video_status', payload: { id, status: 'ready' } });
    const ready = await video(id);
    expect(ready).toMatchObject({ status: 'ready', download: expect.stringMatching(/^dl-/) });
    expect(ready.duration).toBeGreaterThan(0);

    // The address takes one file.
    expect((await send(session.url, 'again.mp4', Buffer.from('x'))).status).toBe(410);
  });

  it('is one file an address takes: a second sent while the first arrives is refused, and only one video is added', async () => {
    const session = await openUpload();
    const listener = await bed.listen(42, session.channel, session.token);
    const before = (await videos()).total;
    const { body, contentType } = multipart('first.mp4', Buffer.alloc(2 * 1024 * 1024, 1));
    const half = Math.floor(body.length / 2);
    const first = new Promise<number>((resolve, reject) => {
      const request = httpRequest(session.url, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(body.subarray(0, half));
      // Under way (its progress published), the same address is sent another file; then the first ends.
      void expect
        .poll(() => listener.received.some((each) => (each as { event: string }).event === 'upload_progress'))
        .toBe(true)
        .then(async () => {
          const second = await send(session.url, 'second.mp4', Buffer.from('second'));
          expect(second.status).toBe(410);
          expect(((await second.json()) as { error: { name: string } }).error.name).toBe('upload_gone');
          request.end(body.subarray(half));
        })
        .catch(reject);
    });
    expect(await first).toBe(201);
    const after = await videos();
    expect(after.total).toBe(before + 1);
    expect(after.results.map((each) => each.name)).not.toContain('second');
  });

  it('keeps a project’s sessions from another’s: opening many for one takes only that one’s oldest', async () => {
    const other = await openUpload(42);
    const sessions: Session[] = [];
    for (let index = 0; index <= MAX_SESSIONS; index += 1) sessions.push(await openUpload(31));
    expect((await send(sessions[0]!.url, 'oldest.mp4', Buffer.from('x'))).status).toBe(410);
    expect((await send(sessions[1]!.url, 'next.mp4', Buffer.from('x'))).status).toBe(201);
    expect((await send(other.url, 'other.mp4', Buffer.from('x'))).status).toBe(201);
  });

  it('is refused over the free space: at once by its length, or as it arrives, and the space then answers no session', async () => {
    const session = await openUpload(31, 'ru');
    expect(session).toMatchObject({ status: 'success', space: FREE_ON_31 });
    const listener = await bed.listen(31, session.channel, session.token);

    // Refused by its length alone: the answer comes before any of the body is sent.
    const early = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { contentType } = multipart('big.mp4', Buffer.alloc(0));
      const request = httpRequest(session.url, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Content-Length': String(4 * 1024 * 1024) },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(early.status).toBe(413);
    expect(JSON.parse(early.body).error).toMatchObject({
      name: 'over_space',
      msg: 'Файл больше, чем свободное место в хранилище проекта',
    });

    // One byte over, found as the file arrives.
    const over = await send(session.url, 'one byte too many.mp4', Buffer.alloc(FREE_ON_31 + 1));
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: { name: string } }).error.name).toBe('over_space');
    await expect
      .poll(() => listener.received)
      .toContainEqual({ event: 'upload_failed', payload: { reason: 'over_space' } });
    expect((await videos(31)).total).toBe(2);

    // The session was not spent: exactly the free space fits, and then none is left.
    expect((await send(session.url, 'just fits.mp4', Buffer.alloc(FREE_ON_31))).status).toBe(201);
    expect(await limits(31)).toMatchObject({ video_limit: 5 * GIB, video_current: 5 * GIB });
    expect(await openUpload(31)).toEqual({
      status: 'error',
      error: 'The project’s storage is full: delete videos or get more storage to upload',
      space: 0,
      success: false,
    });
  });

  it('takes a browser’s FormData and its file’s name; refuses what is not one file, and answers any page’s preflight', async () => {
    const session = await openUpload();
    const form = new FormData();
    form.append('title', 'ignored field');
    form.append('file', new Blob([Buffer.alloc(2048, 1)], { type: 'video/mp4' }), 'Ёлка 🎄 — repeat.mov');
    const sent = await fetch(session.url, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    expect((await videos()).results[0]).toMatchObject({ name: 'Ёлка 🎄 — repeat', size: 2048, status: 'processing' });

    const preflight = await fetch((await openUpload()).url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://dashboard.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://dashboard.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const raw = await fetch((await openUpload()).url, {
      method: 'POST',
      headers: { 'Content-Type': 'video/mp4' },
      body: 'x',
    });
    expect([raw.status, ((await raw.json()) as { error: { name: string } }).error.name]).toEqual([
      415,
      'not_multipart',
    ]);
    const fields = new FormData();
    fields.append('title', 'no file here');
    const noFile = await fetch((await openUpload()).url, { method: 'POST', body: fields });
    expect([noFile.status, ((await noFile.json()) as { error: { name: string } }).error.name]).toEqual([
      400,
      'no_file',
    ]);
    const empty = await send((await openUpload()).url, 'empty.mp4', Buffer.alloc(0));
    expect([empty.status, ((await empty.json()) as { error: { name: string } }).error.name]).toEqual([
      400,
      'empty_file',
    ]);
    const unknown = await send(`${bed.server.url}/__contract/storage/upload/not-a-session`, 'a.mp4', Buffer.from('a'));
    expect(unknown.status).toBe(410);
    expect((await videos()).total).toBe(9);
  });

  it('is opened by the owner only, and for the account’s own projects', async () => {
    expect(refused(await bed.demo.get('/method/video/create', { project_id: 16 }))).toEqual([
      400,
      'owner_only',
      'project_id',
    ]);
    expect(refused(await bed.demo.get('/method/video/create', { project_id: 21 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
    const second = await DemoClient.signIn(bed.server.url, 'second');
    expect((await second.get('/method/video/create', { project_id: 21 })).body).toMatchObject({ status: 'success' });
    expect(refused(await second.get('/method/video/list', { project_id: 42 }))).toEqual([
      400,
      'unknown_project',
      'project_id',
    ]);
  });
});
