import { QueryClient, QueryObserver, notifyManager, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    const reported: unknown[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((report) => {
      try {
        report();
      } catch (error) {
        reported.push(error);
      }
    });
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

describe('the query client’s timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs each callback when it is due, in order, on one browser timer at a time', () => {
    const ran: string[] = [];
    const timers = vi.spyOn(globalThis, 'setTimeout');
    timeoutManager.setTimeout(() => ran.push('300'), 300);
    timeoutManager.setTimeout(() => ran.push('100'), 100);
    timeoutManager.setTimeout(() => ran.push('200'), 200);
    // The first waits 300 ms; the second is sooner and takes the browser's timer; the third waits on it.
    expect(timers).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['100']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['100', '200', '300']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs nothing that was cleared, even when a callback due at the same time clears it', () => {
    const ran: string[] = [];
    const later = timeoutManager.setTimeout(() => ran.push('cleared before'), 50);
    timeoutManager.clearTimeout(later);
    const set: { second?: ReturnType<typeof timeoutManager.setTimeout> } = {};
    timeoutManager.setTimeout(() => {
      ran.push('first');
      timeoutManager.clearTimeout(set.second);
    }, 100);
    set.second = timeoutManager.setTimeout(() => ran.push('cleared by the first'), 100);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['first']);
  });

  it('repeats an interval until it is cleared', () => {
    let runs = 0;
    const interval = timeoutManager.setInterval(() => runs++, 1000);
    vi.advanceTimersByTime(3500);
    expect(runs).toBe(3);
    timeoutManager.clearInterval(interval);
    vi.advanceTimersByTime(5000);
    expect(runs).toBe(3);
  });

  it('clears a browser timer set before it was installed with the browser', () => {
    const run = vi.fn();
    const browserTimer = setTimeout(run, 100);
    timeoutManager.clearTimeout(browserTimer as unknown as number);
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps a query while it is observed and drops it after its garbage-collection time', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000, retry: false } } });
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['a read'],
      queryFn: () => ++reads,
      refetchInterval: 10_000,
    });
    const stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(25_000);
    expect(reads).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(client.getQueryCache().find({ queryKey: ['a read'] })).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getQueryCache().find({ queryKey: ['a read'] })).toBeUndefined();
    expect(reads).toBe(3);
  });
});
