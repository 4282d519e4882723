import { type Query, type QueryClient, type QueryFunction, useQueryClient } from '@tanstack/react-query';

// The cache holds what a read made of an answer, under a key of the operation and the values it sends: two parts
// that make different things of one answer under one key would each be handed the other's. Every read the kit builds
// marks its query function with the reader it parses through; a client's cache is watched, and a second, different
// reader under a key one already reads says so in the console (which fails an e2e test or a unit test that meets
// it). It reports and changes nothing: the developer gives one of the two a `reading` of its own (read.ts).

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

/**
 * One reading, whoever wrote it: the same reader, or the same source (an inline reader is a new function on each
 * render, with the same text). A built app's minified text may make two readers alike: that misses a case, never
 * reports one.
 */
const sameReading = (a: unknown, b: unknown) => a === b || String(a) === String(b);

interface Watch {
  byHash: Map<string, unknown>;
  reported: Set<string>;
}

const watched = new WeakMap<QueryClient, Watch>();

function check({ byHash, reported }: Watch, query: Query, queryFn: QueryFunction | unknown) {
  const marked = typeof queryFn === 'function' ? readers.get(queryFn) : undefined;
  if (!marked) return;
  const hash = query.queryHash;
  if (!byHash.has(hash)) {
    byHash.set(hash, marked.reader);
    return;
  }
  if (sameReading(byHash.get(hash), marked.reader) || reported.has(hash)) return;
  reported.add(hash);
  console.error(
    `Two parts read ${marked.operation} with the same values but read its answer differently, so they share one ` +
      'cache entry and each may be handed what the other made of it. Give one of them a `reading` of its own ' +
      '(ReadOptions.reading, ReadAllOptions.reading), or let both share one reader.',
  );
}

/** Watches a client's cache for a second reader under one key (once per client; cheap: a lookup per render). */
export function guardReaders(client: QueryClient): void {
  if (watched.has(client)) return;
  const watch: Watch = { byHash: new Map(), reported: new Set() };
  watched.set(client, watch);
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    switch (event.type) {
      case 'added':
        return check(watch, query, query.options.queryFn);
      case 'observerAdded':
      case 'observerOptionsUpdated':
        return check(watch, query, event.observer.options.queryFn);
      case 'updated':
        // A read fetched without a component (fetchQuery, prefetchQuery) runs the query function it was handed.
        if (event.action.type === 'fetch') check(watch, query, query.options.queryFn);
        return;
      case 'removed':
        // A query gone from the cache takes its reader with it: a long session's map does not grow.
        watch.byHash.delete(query.queryHash);
        watch.reported.delete(query.queryHash);
        return;
    }
  });
}

/** `guardReaders` for the client a component's read is made in (the app's is watched from its start). */
export const useReaderGuard = () => guardReaders(useQueryClient());
