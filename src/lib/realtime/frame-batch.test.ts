import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAME_MS, frameBatch } from './frame-batch.ts';

// Publications drawn in batches: at the next frame after a quiet spell, then no sooner than `every` ms after the last
// batch, and within a second of that in a tab that draws no frames.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function batches(every: number) {
  const drawn: string[][] = [];
  const batch = frameBatch<string>((items) => drawn.push([...items]), { every, now: () => Date.now() });
  return { batch, drawn };
}

describe('frameBatch', () => {
  it('draws the first publication at the next frame, and those that follow together, `every` ms apart', () => {
    const { batch, drawn } = batches(250);
    batch.add('a');
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(drawn).toEqual([['a']]);
    // Ten publications in the next 200 ms: one batch, a quarter of a second after the first.
    for (const item of 'bcdefghijk') {
      batch.add(item);
      vi.advanceTimersByTime(20);
    }
    expect(drawn).toEqual([['a']]);
    vi.advanceTimersByTime(70);
    expect(drawn).toEqual([['a'], [...'bcdefghijk']]);
    // After a quiet spell, at the next frame again.
    vi.advanceTimersByTime(1000);
    batch.add('l');
    vi.advanceTimersByTime(20);
    expect(drawn.at(-1)).toEqual(['l']);
  });

  it('draws within a second when no frame comes (a hidden tab), and drops what it holds when cancelled', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const { batch, drawn } = batches(250);
    batch.add('a');
    batch.add('b');
    vi.advanceTimersByTime(NO_FRAME_MS - 1);
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual([['a', 'b']]);
    batch.add('c');
    batch.cancel();
    vi.advanceTimersByTime(10 * NO_FRAME_MS);
    expect(drawn).toEqual([['a', 'b']]);
  });
});
