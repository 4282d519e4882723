// How often a read that push keeps up to date is repeated when nothing pushes — the kit's read tuning
// (`refetchInterval`) asks this: every few seconds while live, slowly while nothing is (to notice a stream starting),
// once a minute while subscribed to the service's updates where a part wants a safety read (a publication the
// connection lost is then late by a minute at most, not forever), and further apart after each failure in a row.
// TanStack Query asks this after every fetch; a hidden tab's timer fires but fetches nothing
// (`refetchIntervalInBackground: false`).

import type { Query } from '@tanstack/react-query';

export const LIVE_INTERVAL_MS = 5_000;
export const IDLE_INTERVAL_MS = 30_000;
export const MAX_INTERVAL_MS = 120_000;
/** While pushed: the safety read. */
export const PUSHED_INTERVAL_MS = 60_000;

export interface PollingInput {
  /** The project is live (as last read). */
  live: boolean;
  /** Subscribed to the service's updates: publications say when to read. */
  pushed: boolean;
  /** Failed fetches in a row (0 after a success). */
  failures: number;
}

/** Milliseconds until the next read, or false for none. */
export function pollInterval({ live, pushed, failures }: PollingInput): number | false {
  if (pushed) return PUSHED_INTERVAL_MS;
  const base = live ? LIVE_INTERVAL_MS : IDLE_INTERVAL_MS;
  return Math.min(base * 2 ** Math.min(failures, 10), MAX_INTERVAL_MS);
}

// TanStack resets its failure count when a fetch starts, so failures in a row are counted from the error count at
// the last success.
const errorsAtSuccess = new WeakMap<object, number>();

/** Failed fetches of the query since its last success. */
export function failuresInARow(query: Pick<Query, 'state'>): number {
  const { status, errorUpdateCount } = query.state;
  if (status !== 'error') {
    errorsAtSuccess.set(query, errorUpdateCount);
    return 0;
  }
  return errorUpdateCount - (errorsAtSuccess.get(query) ?? 0);
}

/** The reads that push keeps up to date now, by their query's hash, and how many parts keep each (use-push.ts). */
const pushedReads = new Map<string, number>();

/** Marks reads (by their queries' hashes) as kept up to date by push, until the returned function is called. */
export function keepPushed(hashes: readonly string[]): () => void {
  for (const hash of hashes) pushedReads.set(hash, (pushedReads.get(hash) ?? 0) + 1);
  return () => {
    for (const hash of hashes) {
      const left = (pushedReads.get(hash) ?? 1) - 1;
      if (left > 0) pushedReads.set(hash, left);
      else pushedReads.delete(hash);
    }
  };
}

/**
 * A read's `refetchInterval` under these rules, for the kit's read tuning: `live` says from its last answer whether
 * what it reads is live (read every few seconds) or waiting for a stream to start (slowly). A read push keeps up to
 * date gets only the safety read, unless its last read failed: no publication may come to try it again.
 */
export const polled =
  <T>(live: (data: T | undefined) => boolean) =>
  (query: Pick<Query<T>, 'state' | 'queryHash'>): number | false =>
    pollInterval({
      live: live(query.state.data),
      pushed: pushedReads.has(query.queryHash) && query.state.status !== 'error',
      failures: failuresInARow(query),
    });
