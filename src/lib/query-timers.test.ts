import { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectReported } from '../testing/reported-errors.ts';
import './query-timers.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('the query client’s notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the batches scheduled before the next task in that one task, in order', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    notifyManager.schedule(() => ran.push('first'));
    notifyManager.schedule(() => ran.push('second'));
    notifyManager.batch(() => notifyManager.schedule(() => ran.push('third')));
    expect(ran).toEqual([]);
    expect(timers).toHaveBeenCalledTimes(1);
    timers.mockRestore();
    await nextTask();
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('leaves a batch scheduled while others run to the next task, and one that throws stops none', async () => {
    const ran: string[] = [];
    const reported = collectReported();
    notifyManager.schedule(() => {
      ran.push('first');
      notifyManager.schedule(() => ran.push('later'));
      throw new Error('a listener failed');
    });
    notifyManager.schedule(() => ran.push('second'));
    await nextTask();
    expect(ran).toEqual(['first', 'second']);
    expect(reported).toEqual([new Error('a listener failed')]);
    await nextTask();
    expect(ran).toEqual(['first', 'second', 'later']);
  });
});

describe('the query client’s notifications where the browser has a scheduler', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs the batches in the scheduler’s next task, and sets no timer', async () => {
    let startTask: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (startTask = resolve)) });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    notifyManager.schedule(() => ran.push('first'));
    notifyManager.schedule(() => ran.push('second'));
    await Promise.resolve();
    expect(ran).toEqual([]);
    startTask();
    await Promise.resolve();
    expect(ran).toEqual(['first', 'second']);
    expect(timers).not.toHaveBeenCalled();
  });
});

describe('a page reading through the query client', () => {
  afterEach(() => vi.useRealTimers());

  it('is told of each answer, and a query no one observes is dropped after its garbage-collection time', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000, retry: false } } });
    let reads = 0;
    const told: number[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['a read'],
      queryFn: () => ++reads,
      refetchInterval: 10_000,
    });
    const stop = observer.subscribe((result) => result.data !== undefined && told.push(result.data));
    await vi.advanceTimersByTimeAsync(25_000);
    expect([...new Set(told)]).toEqual([1, 2, 3]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.getQueryCache().find({ queryKey: ['a read'] })).toBeUndefined();
  });
});

describe('the query client’s timers', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('go on one browser timer: a cache of unused answers sets one, and each is still dropped in its time', () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (let page = 1; page <= 20; page++) client.setQueryData(['page', page], page);
    expect(timers).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    expect(client.getQueryCache().getAll()).toHaveLength(20);
    vi.advanceTimersByTime(1);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
