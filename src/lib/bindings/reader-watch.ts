import type { Query, QueryClient } from '@tanstack/react-query';

// The watch of a client's cache for a second, different reader under one key (reader-guard.ts says why). It is
// loaded apart from the first load: a read made before it came is found in the cache when it starts.

/**
 * One reading, whoever wrote it: the same reader, or the same source (an inline reader is a new function on each
 * render, with the same text). A built app's minified text may make two readers alike: that misses a case, never
 * reports one.
 */
const sameReading = (a: unknown, b: unknown) => a === b || String(a) === String(b);

/** The reader a query function parses through, as reader-guard.ts marked it (handed in: no import back). */
type ReaderOf = (queryFn: unknown) => { reader: unknown; operation: string } | undefined;

interface Watch {
  readerOf: ReaderOf;
  byHash: Map<string, unknown>;
  reported: Set<string>;
}

const watched = new WeakMap<QueryClient, Watch>();

function check({ readerOf, byHash, reported }: Watch, query: Query, queryFn: unknown) {
  const marked = readerOf(queryFn);
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
export function watchReaders(client: QueryClient, readerOf: ReaderOf): void {
  if (watched.has(client)) return;
  const watch: Watch = { readerOf, byHash: new Map(), reported: new Set() };
  watched.set(client, watch);
  const cache = client.getQueryCache();
  // What was read before the watch began: each query's last reader, and each of its observers'.
  for (const query of cache.getAll()) {
    check(watch, query, query.options.queryFn);
    for (const observer of query.observers) check(watch, query, observer.options.queryFn);
  }
  cache.subscribe((event) => {
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
