import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readWindows } from './read-window.ts';

// A flood of publications reads once a window, a lone one at once, and what the last of a window asked is read.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readWindows', () => {
  it('reads a lone publication at once, and a flood once a window with the last one asked', () => {
    const windows = readWindows(5000);
    const reads: string[] = [];
    windows.ask('status', () => reads.push('first'));
    expect(reads).toEqual(['first']);
    // A publication every second for 12 s: read at 0, then at the end of each window in which more came.
    for (let second = 1; second <= 12; second += 1) {
      vi.advanceTimersByTime(1000);
      windows.ask('status', () => reads.push(`at ${second} s`));
    }
    expect(reads).toEqual(['first', 'at 4 s', 'at 9 s']);
    vi.advanceTimersByTime(3000);
    expect(reads).toEqual(['first', 'at 4 s', 'at 9 s', 'at 12 s']);
    // Quiet for a window after that read: the next publication reads at once again.
    vi.advanceTimersByTime(5000);
    windows.ask('status', () => reads.push('after quiet'));
    expect(reads.at(-1)).toBe('after quiet');
  });

  it('keeps a window for each read, and reads nothing once closed', () => {
    const windows = readWindows(5000);
    const reads: string[] = [];
    windows.ask('status', () => reads.push('status'));
    windows.ask('info', () => reads.push('info'));
    windows.ask('status', () => reads.push('status again'));
    expect(reads).toEqual(['status', 'info']);
    windows.close();
    vi.advanceTimersByTime(10_000);
    expect(reads).toEqual(['status', 'info']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
