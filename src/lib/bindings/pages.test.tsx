import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import { type Json, type ServiceDescription, readDescription } from '../service-description/description.ts';
import { apiUrl, control, freshSignedInClient } from '../../testing/session-harness.ts';
import { type Binding, bind, isBound } from './bind.ts';
import type { NamedValues } from './call.ts';
import { byItems, defineList, pagedListQuery, pagingOf, usePagedList, wholeListQuery } from './pages.ts';
import { group, json, object, serviceDescription, arrayOf } from '../../testing/description-builder.ts';

// Paged reads: against the contract API over HTTP where it pages (by offset), and against a service that answers
// what a test says for the idioms it does not speak (a cursor handed back, page numbers).

const fake = vi.hoisted(() => ({
  answer: undefined as ((values: NamedValues) => unknown) | undefined,
  asked: [] as NamedValues[],
}));

vi.mock('./call.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./call.ts')>();
  return {
    ...real,
    callBinding: (binding: Binding, values: NamedValues, options: Parameters<typeof real.callBinding>[2]) => {
      if (!fake.answer) return real.callBinding(binding, values, options);
      fake.asked.push(values);
      return Promise.resolve(fake.answer(values));
    },
  };
});

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

afterEach(() => {
  fake.answer = undefined;
  fake.asked = [];
});

const wrapper = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

const notifications = () => {
  const list = bind(description, 'NotifyHistory', 'Get list of my notifications', { read: true });
  if (!isBound(list)) throw new Error(list.reason);
  return list;
};

const ids = byItems((item) => String((item as { id: unknown }).id));

/** A list of IDs, defined as the app defines its lists (at module level in lib/operations), sending `values`. */
const idList = defineList<string, NamedValues>({ name: 'ids', values: (values) => values, items: ids });

/** A list operation described with the given query parameters and answer properties besides its items. */
function listOperation(parameters: readonly string[], answer: Readonly<Record<string, Json>> = {}): Binding {
  const document: Json = serviceDescription({
    info: { title: 'Lists', version: '1' },
    paths: group('Things', {
      'get /method/things': {
        summary: 'List things',
        // Optional, as paging parameters are: no `required` written.
        common: false,
        parameters: parameters.map((name) => ({ name, in: 'query', schema: { type: 'string' } })),
        responses: {
          200: {
            description: 'ok',
            content: json(
              object({
                results: arrayOf(object({ id: { type: 'string' } })),
                total: { type: 'integer' },
                ...answer,
              }),
            ),
          },
        },
      },
    }),
  });
  const bound = bind(readDescription(document), 'Things', 'List things', { read: true });
  if (!isBound(bound)) throw new Error(bound.reason);
  return bound;
}

describe('pagingOf', () => {
  it('reads how an operation pages from its description', () => {
    expect(pagingOf(notifications())).toMatchObject({ by: 'offset', size: { name: 'limit' } });
    expect(
      pagingOf(listOperation(['offset', 'limit', 'cursor_id'], { next_cursor_id: { type: 'string' } })),
    ).toMatchObject({ by: 'cursor', cursor: [{ parameter: 'cursor_id', answer: 'next_cursor_id' }] });
    expect(pagingOf(listOperation(['page', 'pageSize']))).toMatchObject({ by: 'page', size: { name: 'pageSize' } });
    expect(pagingOf(listOperation(['q']))).toMatchObject({ by: 'none', size: undefined });
  });
});

describe('usePagedList against the contract API', () => {
  it('reads a page at a time by offset, "Show more" from where the last ended, until the service says it is all', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePagedList(idList, notifications(), {}, { size: 5 }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    // The demo account's fourteen (docs/contract-api.md): three pages of five.
    expect(result.current.total).toBe(14);
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.items).toHaveLength(14));
    expect(result.current.hasNextPage).toBe(false);
    expect(new Set(result.current.items).size).toBe(14);
    const asked = (await control.requests('/method/notify_history/list')).map(({ query }) => [
      query.limit,
      query.offset,
    ]);
    expect(asked).toEqual([
      ['5', '0'],
      ['5', '5'],
      ['5', '10'],
    ]);
  });

  it('keys a paged read as the read it is, with the paging marked, and never runs one that is not bound', () => {
    const options = pagedListQuery(idList, notifications(), { project_id: '7' }, 'ru', { size: 5 });
    expect(options.queryKey).toEqual([
      'described',
      'NotifyHistory',
      notifications().operation.key,
      'ru',
      { project_id: '7', limit: '5', offset: '0', '(read)': 'ids', '(pages)': 'more' },
    ]);
    const unbound = pagedListQuery(idList, bind(description, 'NotifyHistory', 'No such list'), {}, 'en');
    expect(typeof unbound.queryFn).not.toBe('function');
  });

  it('reads a whole list page after page of the most the description allows', async () => {
    const all = await new QueryClient().fetchQuery(wholeListQuery(idList, notifications(), {}, 'en'));
    expect(all).toHaveLength(14);
  });

  it('keeps two definitions of one list apart by their names: neither is handed the other’s items', async () => {
    const client = new QueryClient();
    const marked = defineList<string, NamedValues>({
      name: 'marked',
      values: (values) => values,
      items: byItems((item) => `#${String((item as { id: unknown }).id)}`),
    });
    const [plain, own] = await Promise.all([
      client.fetchQuery(wholeListQuery(idList, notifications(), {}, 'en')),
      client.fetchQuery(wholeListQuery(marked, notifications(), {}, 'en')),
    ]);
    expect(own).toEqual(plain.map((id) => `#${id}`));
    expect(wholeListQuery(marked, notifications(), {}, 'en').queryKey.at(-1)).toEqual({
      '(read)': 'marked',
      '(pages)': 'all',
    });
  });
});

describe('paging idioms the contract API does not speak', () => {
  const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

  it('follows the cursor the answer hands back, and stops when it hands none (or the same) back', async () => {
    const cursor = listOperation(['cursor_id', 'limit'], { next_cursor_id: { type: 'string' } });
    fake.answer = (values) =>
      values.cursor_id === undefined
        ? { results: items(0, 2), next_cursor_id: 'b' }
        : values.cursor_id === 'b'
          ? { results: items(2, 2), next_cursor_id: 'c' }
          : { results: items(4, 1), next_cursor_id: 'c' };
    const all = await new QueryClient().fetchQuery(wholeListQuery(idList, cursor, {}, 'en'));
    expect(all).toEqual(['0', '1', '2', '3', '4']);
    expect(fake.asked.map((values) => values.cursor_id)).toEqual([undefined, 'b', 'c']);
  });

  it('asks page after page by number until a short page or the total', async () => {
    const numbered = listOperation(['page', 'pageSize']);
    fake.answer = (values) => {
      const page = Number(values.page ?? 1);
      return { results: items((page - 1) * 2, page < 3 ? 2 : 1), total: 5 };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => usePagedList(idList, numbered, {}, { size: 2 }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.items).toEqual(['0', '1']));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.hasNextPage).toBe(false);
    expect(fake.asked.map((values) => [values.page, values.pageSize])).toEqual([
      [undefined, '2'],
      ['2', '2'],
      ['3', '2'],
    ]);
  });

  it('reads an operation that takes no paging once', async () => {
    fake.answer = () => ({ results: items(0, 3), total: 10 });
    const all = await new QueryClient().fetchQuery(wholeListQuery(idList, listOperation(['q']), {}, 'en'));
    expect(all).toHaveLength(3);
    expect(fake.asked).toHaveLength(1);
  });
});
