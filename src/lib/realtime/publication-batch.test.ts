import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicationBatch } from './publication-batch.ts';

// Publications handed over in batches: in the next task after a quiet spell, then no sooner than `every` ms after the
// last batch, all that came meanwhile together.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function batches(every: number) {
  const drawn: string[][] = [];
  const batch = publicationBatch<string>((items) => drawn.push([...items]), { every, now: () => Date.now() });
  return { batch, drawn };
}

describe('publicationBatch', () => {
  it('hands over the first publication in the next task, and those that follow together, `every` ms apart', () => {
    const { batch, drawn } = batches(250);
    batch.add('a');
    expect(drawn).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(drawn).toEqual([['a']]);
    // Ten publications in the next 200 ms: one batch, a quarter of a second after the first.
    for (const item of 'bcdefghijk') {
      batch.add(item);
      vi.advanceTimersByTime(20);
    }
    expect(drawn).toEqual([['a']]);
    vi.advanceTimersByTime(50);
    expect(drawn).toEqual([['a'], [...'bcdefghijk']]);
    // After a quiet spell, in the next task again.
    vi.advanceTimersByTime(1000);
    batch.add('l');
    vi.advanceTimersByTime(0);
    expect(drawn.at(-1)).toEqual(['l']);
  });

  it('drops what it holds when cancelled, and goes on after', () => {
    const { batch, drawn } = batches(250);
    batch.add('a');
    batch.cancel();
    vi.advanceTimersByTime(1000);
    expect(drawn).toEqual([]);
    batch.add('b');
    vi.advanceTimersByTime(0);
    expect(drawn).toEqual([['b']]);
  });
});
