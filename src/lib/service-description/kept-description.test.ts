import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { serviceDescriptionQuery } from './description-query.ts';
import { digestOf, keepDescription, readKeptDescription } from './kept-description.ts';
import { group, serviceDescription } from '../../testing/description-builder.ts';

/** Cache Storage as the browser's behaves for what the app does with it (jsdom has none). */
class MemoryCache {
  readonly entries = new Map<string, { body: string; headers: [string, string][] }>();
  async match(key: string) {
    const entry = this.entries.get(key);
    return entry && new Response(entry.body, { headers: entry.headers });
  }
  async put(key: string, response: Response) {
    this.entries.set(key, { body: await response.text(), headers: [...response.headers] });
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

const doc = (title: string) =>
  JSON.stringify(
    serviceDescription({
      info: { title, version: '1' },
      paths: group('Stream key', { 'get /method/stream-keys': { summary: 'Get stream credentials', common: false } }),
    }),
  );

const URL_A = `${location.origin}/openapi.json`;
const API_A = 'https://api.one.example';
const API_B = 'https://api.two.example';

let cache: MemoryCache;

beforeEach(() => {
  cache = new MemoryCache();
  vi.stubGlobal('caches', { open: async () => cache });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig({});
});

describe('the kept description', () => {
  it('is read back as it was kept, with its validators, for the same API and address only', async () => {
    expect(await readKeptDescription(URL_A, API_A)).toBeUndefined();
    await keepDescription(URL_A, API_A, doc('One'), { etag: 'W/"1"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' });
    const kept = await readKeptDescription(URL_A, API_A);
    expect(kept?.description.title).toBe('One');
    expect(kept?.description.operations.map((operation) => operation.name)).toEqual(['Get stream credentials']);
    expect(kept?.etag).toBe('W/"1"');
    expect(kept?.lastModified).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(kept?.digest).toBe(await digestOf(doc('One')));
    // Another deployment's API, or another address, never binds it.
    expect(await readKeptDescription(URL_A, API_B)).toBeUndefined();
    expect(await readKeptDescription(`${location.origin}/other.json`, API_A)).toBeUndefined();
  });

  it('is checked as the bytes it was kept as: a text beyond ASCII reads back whole', async () => {
    const text = doc('Ключ потока · 推流密钥 · 🎥');
    await keepDescription(URL_A, API_A, text, {});
    const kept = await readKeptDescription(URL_A, API_A);
    expect(kept?.description.title).toBe('Ключ потока · 推流密钥 · 🎥');
    expect(kept?.digest).toBe(await digestOf(text));
    expect(await digestOf(new TextEncoder().encode(text))).toBe(kept?.digest);
  });

  it('is dropped, never used, when its text is not what was kept or is no description', async () => {
    await keepDescription(URL_A, API_A, doc('One'), {});
    const [key, entry] = [...cache.entries][0]!;
    cache.entries.set(key, { ...entry, body: doc('Tampered') });
    expect(await readKeptDescription(URL_A, API_A)).toBeUndefined();
    expect(cache.entries.size).toBe(0);

    await keepDescription(URL_A, API_A, JSON.stringify({ swagger: '2.0', paths: {} }), {});
    expect(await readKeptDescription(URL_A, API_A)).toBeUndefined();
    expect(cache.entries.size).toBe(0);

    await keepDescription(URL_A, API_A, '{"openapi": "3.0', {});
    expect(await readKeptDescription(URL_A, API_A)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
  });

  it('is not there without Cache Storage (an insecure origin): the description is read from the service', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await keepDescription(URL_A, API_A, doc('One'), {})).toBeUndefined();
    expect(await readKeptDescription(URL_A, API_A)).toBeUndefined();
  });
});

describe('serviceDescriptionQuery with a kept description', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: API_A });
    // The check waits for an idle moment: here, at once.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run));
  });

  it('keeps what it read without the request’s headers, binds it at once next time, then asks whether it changed', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (headers.get('if-none-match') === 'W/"1"') return new Response(null, { status: 304 });
      return new Response(doc('One'), { status: 200, headers: { 'Content-Type': 'application/json', ETag: 'W/"1"' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect((await client().fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('One');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(cache.entries.size).toBe(1));
    const [, entry] = [...cache.entries][0]!;
    expect(entry.body).toBe(doc('One'));
    expect(entry.headers.map(([name]) => name).sort()).toEqual(['content-type', 'x-relay-digest', 'x-relay-etag']);

    // The next visit: bound from what was kept, before the service is asked.
    const next = client();
    expect((await next.fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('One');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [, init] = fetchMock.mock.calls[1]!;
    expect(new Headers(init?.headers).get('if-none-match')).toBe('W/"1"');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('does not bind a description kept for another API: the service’s is read', async () => {
    await keepDescription(URL_A, API_B, doc('Theirs'), {});
    const fetchMock = vi.fn(
      async () => new Response(doc('Ours'), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await client().fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('Ours');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('replaces the kept description on the page and in the store when the service’s changed', async () => {
    await keepDescription(URL_A, API_A, doc('One'), { etag: 'W/"1"' });
    const fetchMock = vi.fn(
      async () => new Response(doc('Two'), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queries = client();
    expect((await queries.fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('One');
    await vi.waitFor(() => expect(queries.getQueryData(serviceDescriptionQuery(URL_A).queryKey)?.title).toBe('Two'));
    expect((await readKeptDescription(URL_A, API_A))?.description.title).toBe('Two');
  });

  it('forgets the kept description and reads again when the service’s no longer reads, so the page says why', async () => {
    await keepDescription(URL_A, API_A, doc('One'), {});
    const fetchMock = vi.fn(
      async () => new Response('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queries = client();
    expect((await queries.fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('One');
    await vi.waitFor(() =>
      expect(queries.getQueryState(serviceDescriptionQuery(URL_A).queryKey)?.status).toBe('error'),
    );
    expect(cache.entries.size).toBe(0);
  });

  it('keeps what it has when the check fails', async () => {
    await keepDescription(URL_A, API_A, doc('One'), {});
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const queries = client();
    expect((await queries.fetchQuery(serviceDescriptionQuery(URL_A))).title).toBe('One');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((await readKeptDescription(URL_A, API_A))?.description.title).toBe('One');
    expect(queries.getQueryState(serviceDescriptionQuery(URL_A).queryKey)?.status).toBe('success');
  });
});
