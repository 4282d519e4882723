import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractApiUrl } from '../../testing/contract-api.ts';
import { type RuntimeConfig, setRuntimeConfig } from '../../config/runtime-config.ts';
import { DescriptionError, isSessionOperation, operationsOfTag } from './description.ts';
import { readDescriptionAhead, serviceDescriptionQuery, serviceDescriptionUrl } from './description-query.ts';
import { operationDetails } from './operation-details.ts';
import * as bindingKeys from '../bindings/keys.ts';

const config = (serviceDescriptionUrl: string): RuntimeConfig => ({
  apiBaseUrl: '',
  apiVersion: '1',
  requestTimeoutMs: 15_000,
  units: {},
  serviceDescriptionUrl,
  realtimeUrl: '',
  ingestApp: '',
  demo: false,
});

describe('serviceDescriptionUrl', () => {
  it('runs where location is an http(s) page', () => {
    expect(location.href).toMatch(/^https?:\/\//);
  });

  it('is null when config.json names none', () => {
    expect(serviceDescriptionUrl(config(''))).toBeNull();
    expect(serviceDescriptionUrl(config('   \t'))).toBeNull();
  });

  it('resolves a relative path against the page', () => {
    expect(serviceDescriptionUrl(config('/__contract/openapi.json'))).toBe(
      new URL('/__contract/openapi.json', location.href).href,
    );
    expect(serviceDescriptionUrl(config(' openapi.json '))).toBe(new URL('openapi.json', location.href).href);
    expect(serviceDescriptionUrl(config('openapi.json'))!.startsWith(location.origin)).toBe(true);
  });

  it('keeps an absolute http(s) URL', () => {
    expect(serviceDescriptionUrl(config('https://api.example.com/docs/openapi.json'))).toBe(
      'https://api.example.com/docs/openapi.json',
    );
    expect(serviceDescriptionUrl(config('http://10.0.0.1:8080/openapi.json?x=1'))).toBe(
      'http://10.0.0.1:8080/openapi.json?x=1',
    );
    expect(serviceDescriptionUrl(config('//cdn.example/openapi.json'))).toBe(
      `${location.protocol}//cdn.example/openapi.json`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:application/json,{}',
    'file:///etc/passwd',
    'ftp://example.com/openapi.json',
    'blob:https://example.com/x',
  ])('refuses %s', (value) => {
    expect(serviceDescriptionUrl(config(value))).toBeNull();
  });

  it('is null for something that is no URL at all', () => {
    expect(serviceDescriptionUrl(config('http://'))).toBeNull();
    expect(serviceDescriptionUrl(config('https://exa mple.com/'))).toBeNull();
  });
});

describe('serviceDescriptionQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('is keyed by URL and never goes stale', () => {
    const options = serviceDescriptionQuery('https://x/openapi.json');
    expect(options.queryKey).toEqual(bindingKeys.description('https://x/openapi.json'));
    expect(options.staleTime).toBe(Infinity);
    expect(options.gcTime).toBe(Infinity);
  });

  it('reads and indexes the contract API’s own description', async () => {
    const url = `${contractApiUrl()}/__contract/openapi.json`;
    const description = await client().fetchQuery(serviceDescriptionQuery(url));
    expect(description.openapi).toMatch(/^3\.1\./);
    expect(operationsOfTag(description, 'auth').map((operation) => operation.path)).toEqual([
      '/method/auth/refresh-access',
      '/method/auth/me',
      '/method/auth/logout',
      '/method/auth/redirect-url',
      '/method/auth/connect',
      '/method/auth/callback/google',
      '/method/auth/callback/vk-id',
      '/method/auth/callback/vk',
      '/method/auth/auth-telegram',
      '/method/auth/app/exchange',
      '/method/auth/app/code',
      '/method/auth/disconnect',
    ]);
    expect(operationsOfTag(description, 'PlanRestream').map((operation) => operation.path)[0]).toBe(
      '/method/plan_restream',
    );
    const refresh = operationsOfTag(description, 'Auth')[0]!;
    expect(isSessionOperation(refresh)).toBe(true);
    const details = operationDetails(description.document, refresh);
    expect(details.body?.kind).toBe('json');
    expect(details.responses.map((response) => response.status)).toContain('200');
  });

  it('sends no Authorization header and lands a document that is not OpenAPI in the error state with its reason', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ swagger: '2.0', paths: {} }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await client()
      .fetchQuery(serviceDescriptionQuery('https://api.example/openapi.json'))
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(DescriptionError);
    expect((error as DescriptionError).problem).toEqual({ kind: 'swagger-2' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('https://api.example/openapi.json');
    expect(init?.method).toBe('GET');
    expect(Object.keys(init?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('authorization');
  });
});

describe('readDescriptionAhead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig({});
  });

  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('asks for nothing when config.json names no description', async () => {
    const fetchMock = vi.fn(fetch);
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({});
    expect(await readDescriptionAhead(client())).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the configured description into the cache the page then takes it from', async () => {
    const url = `${contractApiUrl()}/__contract/openapi.json`;
    setRuntimeConfig({ serviceDescriptionUrl: url });
    const queries = client();
    const description = await readDescriptionAhead(queries);
    expect(description?.openapi).toMatch(/^3\.1\./);
    expect(queries.getQueryData(serviceDescriptionQuery(url).queryKey)).toBe(description);
  });

  it('gives up on one that failed, and does not ask again: the reader does, with Try again', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({ serviceDescriptionUrl: 'https://api.example/openapi.json' });
    const queries = client();
    expect(await readDescriptionAhead(queries)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await readDescriptionAhead(queries)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
