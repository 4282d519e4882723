// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DemoClient } from '../../../api/testing/demo-client.ts';
import { apiUrl, control } from '../../testing/session-harness.ts';
import { HttpError } from './errors.ts';
import { storageAddress, uploadFile } from './storage-upload.ts';

// A file sent to an upload session's address, against the contract API's storage over HTTP: the request carries no
// Authorization, a refusal is the storage's own words (never the address, a capability), and a cancel is a cancel.

const PAGE = 'https://dashboard.example';

describe('which addresses a file is sent to, or linked to', () => {
  it('takes https, and http only of this site or of the API on this machine; never a user name or another scheme', () => {
    const api = 'http://127.0.0.1:8787';
    expect(storageAddress('https://storage.example/upload/abc', PAGE, api)).toBe('https://storage.example/upload/abc');
    expect(storageAddress(`${PAGE}/x`, PAGE, api)).toBe(`${PAGE}/x`);
    expect(storageAddress('http://127.0.0.1:8787/__contract/storage/upload/abc', PAGE, api)).toBe(
      'http://127.0.0.1:8787/__contract/storage/upload/abc',
    );
    for (const refused of [
      'http://storage.example/upload/abc',
      'http://api.example/upload',
      'javascript:alert(1)',
      'data:text/html,hi',
      '/relative/upload',
      'https://user:secret@storage.example/upload',
    ])
      expect(storageAddress(refused, PAGE, refused.startsWith('http://api') ? 'http://api.example' : api)).toBe(
        undefined,
      );
  });
});

describe('a file sent to an upload address', () => {
  let demo: DemoClient;
  beforeEach(async () => {
    await control.reset();
    demo = await DemoClient.signIn(apiUrl);
    await control.clearLog();
  });

  const session = async (projectId: number) =>
    (await demo.get('/method/video/create', { project_id: projectId })).body as { url: string; space: number };
  const clip = (size: number) => new File([new Uint8Array(size).fill(7)], 'clip.mp4', { type: 'video/mp4' });

  it('goes as a form of one file, with nothing of the session, and is taken', async () => {
    const { url } = await session(42);
    const answer = await uploadFile(url, clip(50_000), { signal: new AbortController().signal });
    expect(answer).toMatchObject({ success: true, size: 50_000 });
    const sent = (await control.log()).filter((entry) => entry.path === new URL(url).pathname);
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', authorization: 'missing', status: 201 })]);
  });

  it('is refused in the storage’s words, the address kept out of them', async () => {
    const { url } = await session(42);
    const refusal = await uploadFile(url, clip(0), { signal: new AbortController().signal }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 400, code: 'empty_file' });
    expect((refusal as HttpError).serviceMessage).toBeTruthy();
    expect((refusal as HttpError).message).not.toContain(new URL(url).pathname.split('/').at(-1));
  });

  it('is not sent once cancelled', async () => {
    const { url } = await session(42);
    const cancel = new AbortController();
    cancel.abort();
    await expect(uploadFile(url, clip(1000), { signal: cancel.signal })).rejects.toThrow();
    expect((await control.log()).filter((entry) => entry.path === new URL(url).pathname)).toEqual([]);
  });
});
