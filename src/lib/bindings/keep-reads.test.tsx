import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testQueryClient } from '../../testing/render-with-providers.tsx';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { InvalidResponseError } from '../api/errors.ts';
import { PROJECT_MARK, keptPages } from '../api/reads-ahead.ts';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import { type Json, type ServiceDescription, readDescription } from '../service-description/description.ts';
import { useTokenStore } from '../session/token-store.ts';
import { bindAll } from './bind.ts';
import { projectValues } from './call.ts';
import { defineRead, readQuery, useRead } from './read.ts';
import { keepFirstReads, sendReadsAhead } from './keep-reads.ts';
import type { PageManifest } from './manifest.ts';
import { parameter } from '../../testing/description-builder.ts';

// A page's first reads sent ahead of its view and kept for its next visit, against the contract API over HTTP: the
// manifest lists the view's own declared reads, so what is asked for ahead is the query the view makes.

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

const KEY_PATH = '/method/stream-keys';
const SERVERS_PATH = '/method/rtmp_server/list';
const PAGE = '/projects/42/stream';

const serversRead = defineRead({
  name: 'servers',
  values: (projectId: number) => projectValues(projectId),
  parse: (body) => body,
});
const keyRead = defineRead({
  name: 'key',
  values: (projectId: number) => projectValues(projectId),
  parse: (body) => (body as { key: string }).key,
});

type Role = 'key' | 'servers';
const page = (firstReads: PageManifest<Role>['firstReads']): PageManifest<Role> => ({
  group: 'Stream key',
  bindings: {
    key: { name: 'Get stream credentials', read: true },
    servers: { name: { group: 'RtmpServer', name: 'List rtmp servers' }, read: true },
  },
  firstReads,
});
const streamPage = page({ key: keyRead, servers: serversRead });

/** The contract API's description with one operation changed, as another deployment might describe it. */
function edited(path: string, edit: (item: Record<string, Json>) => void): ServiceDescription {
  const document = structuredClone(description.document);
  edit((document.paths as Record<string, Record<string, Json>>)[path]!);
  return readDescription(document);
}

const asked = async (path: string) => (await control.requests(path)).map((request) => request.query.project_id);

describe('a page’s first reads, sent ahead', () => {
  it('are the view’s own queries, asked for once per project, their addresses kept for any project', async () => {
    const client = testQueryClient();
    const bound = bindAll(description, streamPage.group, streamPage.bindings);
    sendReadsAhead(client, streamPage, bound, 42, 'en', PAGE);
    sendReadsAhead(client, streamPage, bound, 42, 'en', PAGE);
    await waitFor(() => expect(client.getQueryData(readQuery(keyRead, bound.key, 42, 'en').queryKey)).toBeTruthy());

    // The view's read takes the answer: nothing more is asked.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRead(keyRead, bound.key, 42), { wrapper });
    expect(result.current.data).toMatch(/\S/);
    await waitFor(async () => expect(await asked(SERVERS_PATH)).toEqual(['42']));
    expect(await asked(KEY_PATH)).toEqual(['42']);

    // Kept as addresses, the project's number a mark: no token, no answer (no key).
    const kept = keptPages()[`/projects/${PROJECT_MARK}/stream`]!;
    expect(kept.map(([path]) => path).sort()).toEqual([SERVERS_PATH, KEY_PATH]);
    for (const [, query] of kept) expect(query).toContainEqual(['project_id', PROJECT_MARK]);
    const stored = localStorage.getItem('relay.reads-ahead')!;
    expect(stored).not.toContain(result.current.data);
    expect(stored).not.toContain(useTokenStore.getState().session!.accessToken);

    // Another project is asked for on its own; an answer still fresh is not asked for again.
    sendReadsAhead(client, streamPage, bound, 7, 'en', '/projects/7/stream');
    await waitFor(async () => expect(await asked(KEY_PATH)).toEqual(['42', '7']));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    sendReadsAhead(client, streamPage, bindAll(description, streamPage.group, streamPage.bindings), 42, 'en', PAGE);
    // A read that is sent is under way as soon as it is asked for: nothing is.
    expect(client.isFetching()).toBe(0);
    expect(await asked(KEY_PATH)).toEqual(['42', '7']);
  });

  it('read the answer as the view does: one that does not fit is the view’s error', async () => {
    const refusing = defineRead({
      name: 'refusing',
      values: (projectId: number) => projectValues(projectId),
      parse: () => {
        throw new InvalidResponseError('key', 'not what the view reads');
      },
    });
    const client = testQueryClient();
    const refusingPage = page({ key: refusing });
    const bound = bindAll(description, refusingPage.group, refusingPage.bindings);
    sendReadsAhead(client, refusingPage, bound, 42, 'en', PAGE);
    const key = readQuery(refusing, bound.key, 42, 'en').queryKey;
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('error'));
    expect(client.getQueryState(key)?.error).toBeInstanceOf(InvalidResponseError);
  });

  it('ask for nothing through a role the description does not bind', async () => {
    const without = edited(SERVERS_PATH, (item) => delete item.get);
    const client = testQueryClient();
    sendReadsAhead(client, streamPage, bindAll(without, streamPage.group, streamPage.bindings), 42, 'en', PAGE);
    await waitFor(async () => expect(await asked(KEY_PATH)).toEqual(['42']));
    expect(await asked(SERVERS_PATH)).toEqual([]);
    expect(keptPages()[`/projects/${PROJECT_MARK}/stream`]!.map(([path]) => path)).toEqual([KEY_PATH]);
  });

  it('keep only a GET with nothing but its address: one that sends the project in a header is read, not kept', async () => {
    const inHeader = edited(KEY_PATH, (item) => {
      const get = item.get as { parameters: { in: string; name: string }[] };
      get.parameters = get.parameters.map((parameter) =>
        parameter.name === 'project_id' ? { ...parameter, in: 'header' } : parameter,
      );
    });
    const client = testQueryClient();
    sendReadsAhead(client, streamPage, bindAll(inHeader, streamPage.group, streamPage.bindings), 42, 'en', PAGE);
    await waitFor(async () => expect(await control.requests(KEY_PATH)).toHaveLength(1));
    await waitFor(async () => expect(await asked(SERVERS_PATH)).toEqual(['42']));
    expect(keptPages()[`/projects/${PROJECT_MARK}/stream`]!.map(([path]) => path)).toEqual([SERVERS_PATH]);
  });
});

describe('a page’s first reads, kept from the description alone', () => {
  const pathOf = (projectId: number) => `/projects/${projectId}/stream`;

  it('are kept for the page of any project, and nothing is sent', async () => {
    keepFirstReads(pathOf, streamPage, description, 'en');
    const kept = keptPages()[`/projects/${PROJECT_MARK}/stream`]!;
    expect(kept.map(([path]) => path).sort()).toEqual([SERVERS_PATH, KEY_PATH]);
    for (const [, query] of kept) expect(query).toContainEqual(['project_id', PROJECT_MARK]);
    expect(await control.log()).toEqual([]);
  });

  it('mark the project alone: a value of 1 that is not the project is kept as it is', () => {
    // A deployment whose servers' list also takes a page of a project's servers, named for the project.
    const paged = edited(SERVERS_PATH, (item) => {
      const get = item.get as { parameters?: Json[] };
      get.parameters = [...(get.parameters ?? []), parameter('project_page', { schema: { type: 'integer' } })];
    });
    const firstPage = defineRead({
      name: 'first page',
      values: (projectId: number) => projectValues(projectId, { project_page: '1' }),
      parse: (body) => body,
    });
    keepFirstReads(pathOf, page({ servers: firstPage }), paged, 'en');
    const [path, query] = keptPages()[`/projects/${PROJECT_MARK}/stream`]![0]!;
    expect(path).toBe(SERVERS_PATH);
    expect(query).toContainEqual(['project_id', PROJECT_MARK]);
    expect(query).toContainEqual(['project_page', '1']);
  });

  it('leave a page its own visit kept as it kept it, and keep nothing for a page that reads nothing ahead', () => {
    keepFirstReads(pathOf, page({ servers: serversRead }), description, 'en');
    keepFirstReads(pathOf, streamPage, description, 'en');
    expect(keptPages()[`/projects/${PROJECT_MARK}/stream`]!.map(([path]) => path)).toEqual([SERVERS_PATH]);
    keepFirstReads((id) => `/projects/${id}/billing`, page(undefined), description, 'en');
    expect(Object.keys(keptPages())).toEqual([`/projects/${PROJECT_MARK}/stream`]);
  });
});
