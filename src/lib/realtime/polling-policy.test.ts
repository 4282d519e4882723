import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  IDLE_INTERVAL_MS,
  LIVE_INTERVAL_MS,
  PUSHED_INTERVAL_MS,
  MAX_INTERVAL_MS,
  failuresInARow,
  pollInterval,
} from './polling-policy.ts';

describe('pollInterval', () => {
  it('reads every few seconds while live, slowly while nothing is', () => {
    expect(pollInterval({ live: true, pushed: false, failures: 0 })).toBe(LIVE_INTERVAL_MS);
    expect(pollInterval({ live: false, pushed: false, failures: 0 })).toBe(IDLE_INTERVAL_MS);
    expect(IDLE_INTERVAL_MS).toBeGreaterThan(LIVE_INTERVAL_MS);
  });

  it('reads once a minute while the service pushes its changes, for a publication the connection lost', () => {
    expect(pollInterval({ live: true, pushed: true, failures: 0 })).toBe(PUSHED_INTERVAL_MS);
    expect(pollInterval({ live: false, pushed: true, failures: 3 })).toBe(PUSHED_INTERVAL_MS);
  });

  it('backs off after each failure in a row, up to a ceiling', () => {
    const intervals = [0, 1, 2, 3, 10, 50].map((failures) => pollInterval({ live: true, pushed: false, failures }));
    expect(intervals.slice(0, 4)).toEqual([
      LIVE_INTERVAL_MS,
      2 * LIVE_INTERVAL_MS,
      4 * LIVE_INTERVAL_MS,
      8 * LIVE_INTERVAL_MS,
    ]);
    expect(intervals.slice(4)).toEqual([MAX_INTERVAL_MS, MAX_INTERVAL_MS]);
  });
});

describe('failuresInARow', () => {
  async function queryAfter(outcomes: readonly boolean[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['live-status'];
    let results = [...outcomes];
    const counts: number[] = [];
    for (let index = 0; index < outcomes.length; index += 1) {
      await client
        .fetchQuery({
          queryKey: key,
          staleTime: 0,
          queryFn: async () => {
            const ok = results[0];
            results = results.slice(1);
            if (!ok) throw new Error('refused');
            return 'ok';
          },
        })
        .catch(() => undefined);
      counts.push(failuresInARow(client.getQueryCache().find({ queryKey: key })!));
    }
    return counts;
  }

  it('counts failed fetches since the last success, across fetches', async () => {
    expect(await queryAfter([false, false, false])).toEqual([1, 2, 3]);
    expect(await queryAfter([true, false, false, true, false])).toEqual([0, 1, 2, 0, 1]);
  });
});
