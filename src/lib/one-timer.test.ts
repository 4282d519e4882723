import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectReported } from '../testing/reported-errors.ts';
import { oneTimer } from './one-timer.ts';

describe('timers kept on one browser timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs each timeout at its time, in order of its time, from one browser timer while each is due after the last', () => {
    const timers = oneTimer();
    const browser = vi.spyOn(globalThis, 'setTimeout');
    const ran: number[] = [];
    for (const delay of [100, 200, 300, 300_000]) timers.setTimeout(() => ran.push(delay), delay);
    expect(browser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([100]);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual([100, 200, 300]);
    vi.advanceTimersByTime(300_000);
    expect(ran).toEqual([100, 200, 300, 300_000]);
  });

  it('sets the browser timer again for a timeout due before the one it waits for', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('later'), 1000);
    timers.setTimeout(() => ran.push('sooner'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['sooner']);
    vi.advanceTimersByTime(990);
    expect(ran).toEqual(['sooner', 'later']);
  });

  it('runs the timeouts due together in a late turn in order of their time, not of their setting', () => {
    let clock = 0;
    const timers = oneTimer(() => clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('at 30'), 30);
    timers.setTimeout(() => ran.push('at 20'), 20);
    clock = 100;
    vi.advanceTimersByTime(20);
    expect(ran).toEqual(['at 20', 'at 30']);
  });

  it('does not run a cleared timeout, and clearing one asks nothing of the browser', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('cleared'), 50);
    timers.setTimeout(() => ran.push('kept'), 50);
    const browserClear = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(first);
    expect(browserClear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['kept']);
  });

  it('does not run a timeout that one running before it in the same turn clears', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    let second = 0;
    timers.setTimeout(() => {
      ran.push('first');
      timers.clearTimeout(second);
    }, 20);
    second = timers.setTimeout(() => ran.push('second'), 20);
    vi.advanceTimersByTime(20);
    expect(ran).toEqual(['first']);
  });

  it('repeats an interval at its period until it is cleared, beside timeouts', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    const every = timers.setInterval(() => ran.push('tick'), 100);
    timers.setTimeout(() => ran.push('once'), 250);
    vi.advanceTimersByTime(300);
    expect(ran).toEqual(['tick', 'tick', 'once', 'tick']);
    timers.clearInterval(every);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['tick', 'tick', 'once', 'tick']);
  });

  it('leaves a timeout set by a running one to a later turn, even with no delay', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('set while running'), 0);
      ran.push('first ends');
    }, 5);
    vi.advanceTimersByTime(5);
    expect(ran).toEqual(['first', 'first ends']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['first', 'first ends', 'set while running']);
  });

  it('hands an id it did not give (a timer set before it) to the browser', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    const browsers = setTimeout(() => ran.push('browser’s'), 10) as unknown as number;
    timers.clearTimeout(browsers);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual([]);
  });

  it('runs the others when one throws, and reports the error as a timer’s would be', () => {
    const timers = oneTimer();
    const ran: string[] = [];
    const reported = collectReported();
    timers.setTimeout(() => {
      throw new Error('a callback failed');
    }, 10);
    timers.setTimeout(() => ran.push('after it'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['after it']);
    expect(reported).toEqual([new Error('a callback failed')]);
  });

  it('delays nothing when the clock is set back or stands still: the browser’s timer has waited', () => {
    let clock = 1_000_000;
    const timers = oneTimer(() => clock);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('first'), 100);
    timers.setTimeout(() => ran.push('second'), 200);
    clock -= 60_000;
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['first', 'second']);
  });
});
