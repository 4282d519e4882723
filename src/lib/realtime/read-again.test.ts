import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readAgain } from './read-again.ts';

// A flood of publications against a slow service: no read is cancelled, at most one is on the way, and the last
// value published is what the cache ends with.

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => client.clear());

function slowService(ms: number) {
  let value = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let reads = 0;
  let aborted = 0;
  return {
    publish: () => (value += 1),
    read: async ({ signal }: { signal: AbortSignal }) => {
      reads += 1;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      signal.addEventListener('abort', () => (aborted += 1));
      // The value as it is when the service is asked.
      const answer = value;
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return answer;
    },
    get stats() {
      return { value, maxInFlight, reads, aborted };
    },
  };
}

describe('readAgain', () => {
  it('puts the last published value on screen under 100 publications in 10 s against a 400 ms service', async () => {
    const service = slowService(400);
    const key = ['live', 'flood'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: service.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => client.getQueryData(key)).toBe(0);
    for (let index = 0; index < 100; index += 1) {
      service.publish();
      void readAgain(client, key);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expect.poll(() => client.getQueryData(key), { timeout: 3000 }).toBe(100);
    // Counted while the page still shows it: leaving the page may abort a read, which is no cancellation by the next.
    const { maxInFlight, aborted, reads } = service.stats;
    unsubscribe();
    expect(maxInFlight).toBe(1);
    expect(aborted).toBe(0);
    // Reads follow each other, not publications: about one per 400 ms, not a hundred.
    expect(reads).toBeLessThan(40);
  }, 20_000);

  it('reads once more after a read that was already on the way when the value changed', async () => {
    const service = slowService(200);
    const key = ['live', 'joined'];
    const observer = new QueryObserver(client, { queryKey: key, queryFn: service.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => client.getQueryData(key)).toBe(0);
    // A poll starts, then the value changes while it is on the way.
    void client.refetchQueries({ queryKey: key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    service.publish();
    await readAgain(client, key);
    expect(client.getQueryData(key)).toBe(1);
    unsubscribe();
  });
});
