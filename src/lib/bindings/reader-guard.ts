import { type QueryClient, useQueryClient } from '@tanstack/react-query';

// The cache holds what a read made of an answer, under a key of the operation and the values it sends: two parts
// that make different things of one answer under one key would each be handed the other's. Every read the kit builds
// marks its query function with the reader it parses through; a client's cache is watched (reader-watch.ts), and a
// second, different reader under a key one already reads says so in the console (which fails an e2e test or a unit
// test that meets it). It reports and changes nothing: the developer gives one of the two a `reading` of its own.

/** What a read makes of an answer: the reader a wrapper (`byAnswer`, `byItems`) wraps, or the `parse` itself. */
interface Reader {
  reader: unknown;
  /** The operation, as `operationKeyOf` gives it: what the report names (never the values nor the answer). */
  operation: string;
}

/** Each wrapper the kit makes (a new function on each call) to the reader it wraps. */
const wrapped = new WeakMap<object, unknown>();

/** A wrapper of `reader` (as `byAnswer` returns it), known by the reader it wraps. */
export function wrapperOf<F extends object>(wrapper: F, reader: unknown): F {
  wrapped.set(wrapper, reader);
  return wrapper;
}

/** Each query function the kit builds to the reader it parses through. */
const readers = new WeakMap<object, Reader>();

/** A read's options, their query function marked with its `parse` and operation (skipToken passes unmarked). */
export function markReader<O extends { queryFn?: unknown }>(options: O, parse: object, operation: string): O {
  const { queryFn } = options;
  if (typeof queryFn === 'function') readers.set(queryFn, { reader: wrapped.get(parse) ?? parse, operation });
  return options;
}

/** The reader a read's query function parses through, where the kit built it. */
const readerOf = (queryFn: unknown) => (typeof queryFn === 'function' ? readers.get(queryFn) : undefined);

/** Clients watched. */
const guarded = new WeakSet<QueryClient>();

/** Watches a client's cache (reader-watch.ts, loaded apart: the first load does not carry it), once per client. */
export function startReaderGuard(client: QueryClient): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  void import('./reader-watch.ts').then(({ watchReaders }) => watchReaders(client, readerOf));
}

/**
 * In development and unit tests, watches the client a component's read is made in from its first read. A built app
 * has it watched once its first page has settled (app-shell.tsx), so the hook is nothing there: its first load does
 * not carry it.
 */
export const useReaderGuard: () => void = import.meta.env.DEV
  ? function useReaderGuard() {
      startReaderGuard(useQueryClient());
    }
  : () => {};
