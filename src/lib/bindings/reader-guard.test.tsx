import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServiceDescription } from '../service-description/description-query.ts';
import type { Schema } from '../service-description/schema.ts';
import type { ServiceDescription } from '../service-description/description.ts';
import { apiUrl, freshSignedInClient } from '../../testing/session-harness.ts';
import { type Binding, bind, isBound } from './bind.ts';
import { defineRead, useDeclaredRead } from './declared-read.ts';
import { byItems, useBoundPages } from './pages.ts';
import { type ReadOptions, boundRead, byAnswer, useBoundRead } from './read.ts';

// Two parts of a page reading one operation with the same values in one client: the guard speaks when they read the
// answer differently (one cache entry would hand each the other's), and stays silent for one reading however written.

let description: ServiceDescription;

beforeAll(async () => {
  description = await fetchServiceDescription(`${apiUrl}/__contract/openapi.json`);
});

beforeEach(() => freshSignedInClient());

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

const plan = (): Binding => {
  const read = bind(description, 'PlanTranscoding', 'Get tariff for project');
  if (!isBound(read)) throw new Error(read.reason);
  return read;
};

/** A value a report must never carry (an ID, or a secret where a service takes one). */
const VALUES = { project_id: '8675309' };

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Reader({ parse, options }: { parse: (body: unknown, binding: Binding) => unknown; options?: ReadOptions }) {
  useBoundRead(plan(), VALUES, parse, options);
  return null;
}

function renderIn(queries: QueryClient, children: ReactNode) {
  const view = render(<QueryClientProvider client={queries}>{children}</QueryClientProvider>);
  return {
    ...view,
    again: (next: ReactNode) => view.rerender(<QueryClientProvider client={queries}>{next}</QueryClientProvider>),
  };
}

const readName = (body: unknown) => (body as { name?: unknown } | null)?.name;
const readKnown = (body: unknown) => body !== null && typeof body === 'object';
const readNamed = (body: unknown, answer: Schema | undefined) => [readName(body), answer?.types];

/** What the guard said: every console.error's text. */
const said = () => errors.mock.calls.map((call: unknown[]) => call.map(String).join(' '));

describe('the reader guard', () => {
  it('reports two different readers of one operation with the same values once, by the operation, not the values', async () => {
    const queries = client();
    const view = renderIn(
      queries,
      <>
        <Reader parse={readName} />
        <Reader parse={readKnown} />
      </>,
    );
    await waitFor(() => expect(said()).toHaveLength(1));
    // Drawn again (each render tells the cache its options): still one report for that key.
    view.again(
      <>
        <Reader parse={readName} />
        <Reader parse={readKnown} />
      </>,
    );
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(said()).toHaveLength(1);
    const [report] = said();
    expect(report).toContain(plan().operation.key);
    expect(report).toContain('`reading` of its own');
    expect(report).not.toContain(VALUES.project_id);
  });

  it('reports a read fetched without a component that reads what a part reads otherwise', async () => {
    const queries = client();
    renderIn(queries, <Reader parse={readName} />);
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    await queries.fetchQuery(boundRead(plan(), VALUES, 'en', readKnown)).catch(() => undefined);
    expect(said()).toHaveLength(1);
  });

  it('says nothing for one reader wrapped twice, one inline reader drawn again, or a declared read used twice', async () => {
    const queries = client();
    const declared = defineRead({ values: (id: number) => ({ project_id: String(id) }), parse: readName });
    function Declared() {
      useDeclaredRead(declared, plan(), 1234);
      return null;
    }
    const parts = () => (
      <>
        {/* A new wrapper of one module-level reader on each call, as a render makes it. */}
        <Reader parse={byAnswer(readNamed)} />
        <Reader parse={byAnswer(readNamed)} />
        <Declared />
        <Declared />
        {/* An inline reader: a new function on each render, the same reading. */}
        <Reader parse={(body) => readName(body)} options={{ reading: 'inline' }} />
      </>
    );
    const view = renderIn(queries, parts());
    view.again(parts());
    view.again(parts());
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(said()).toEqual([]);
    // The guard is watching this client: another reading of the same key beside them is reported.
    view.again(
      <>
        {parts()}
        <Reader parse={readKnown} />
      </>,
    );
    await waitFor(() => expect(said()).toHaveLength(1));
  });

  it('says nothing when one of two readers has a reading of its own', async () => {
    const queries = client();
    renderIn(
      queries,
      <>
        <Reader parse={readName} />
        <Reader parse={readKnown} options={{ reading: 'known' }} />
      </>,
    );
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(said()).toEqual([]);
    await queries.fetchQuery(boundRead(plan(), VALUES, 'en', readKnown, { reading: 'other' })).catch(() => undefined);
    await queries.fetchQuery(boundRead(plan(), VALUES, 'en', readName, { reading: 'other' })).catch(() => undefined);
    expect(said()).toHaveLength(1);
  });

  it('tells paged reads apart by the item reader they wrap', async () => {
    const list = bind(description, 'NotifyHistory', 'Get list of my notifications', { read: true });
    if (!isBound(list)) throw new Error(list.reason);
    const readId = (item: unknown) => (item as { id?: unknown }).id;
    const readTitle = (item: unknown) => (item as { title?: unknown }).title;
    function Pages({ read }: { read: (item: unknown) => unknown }) {
      useBoundPages(list, {}, byItems(read));
      return null;
    }
    const queries = client();
    const view = renderIn(
      queries,
      <>
        <Pages read={readId} />
        <Pages read={readId} />
      </>,
    );
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(said()).toEqual([]);
    view.again(
      <>
        <Pages read={readId} />
        <Pages read={readId} />
        <Pages read={readTitle} />
      </>,
    );
    await waitFor(() => expect(said()).toHaveLength(1));
    expect(said()[0]).toContain(list.operation.key);
  });

  it('forgets a key’s reader when its query leaves the cache', async () => {
    const queries = client();
    const view = renderIn(queries, <Reader parse={readName} />);
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    view.unmount();
    queries.removeQueries();
    const next = renderIn(queries, <Reader parse={readKnown} />);
    await waitFor(() => expect(queries.isFetching()).toBe(0));
    expect(said()).toEqual([]);
    next.again(
      <>
        <Reader parse={readKnown} />
        <Reader parse={readName} />
      </>,
    );
    await waitFor(() => expect(said()).toHaveLength(1));
  });
});
