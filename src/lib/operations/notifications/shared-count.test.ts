import { describe, expect, it } from 'vitest';
import {
  COUNT_INTERVAL_MS,
  expireSharedCount,
  freshCount,
  lastSharedCount,
  nextReadIn,
  shareCount,
  sharedUnreadCount,
} from './shared-count.ts';
import { memoryStorage } from '../../../testing/memory-storage.ts';

describe('the unread count shared by a sign-in’s tabs', () => {
  it('is fresh for an interval, for its own sign-in only', () => {
    const storage = memoryStorage();
    shareCount('s-1', 4, 1_000, storage);
    expect(freshCount('s-1', 1_000 + COUNT_INTERVAL_MS - 1, storage)).toBe(4);
    expect(freshCount('s-1', 1_000 + COUNT_INTERVAL_MS, storage)).toBeUndefined();
    expect(freshCount('s-2', 1_001, storage)).toBeUndefined();
    // Stale, it is still what a tab shows until its own read.
    expect(lastSharedCount('s-1', storage)).toBe(4);
    expect(lastSharedCount('s-2', storage)).toBeUndefined();
  });

  it('says when the next read is due; a clock a little behind another tab’s is no reason to read, one set back is', () => {
    const storage = memoryStorage();
    expect(nextReadIn('s-1', 0, storage)).toBe(0);
    shareCount('s-1', 1, 10_000, storage);
    expect(nextReadIn('s-1', 25_000, storage)).toBe(COUNT_INTERVAL_MS - 15_000);
    expect(nextReadIn('s-1', 9_900, storage)).toBe(COUNT_INTERVAL_MS);
    expect(freshCount('s-1', 9_900, storage)).toBe(1);
    expect(freshCount('s-1', 10_000 - 60_000, storage)).toBeUndefined();
  });

  it('is expired by a change the user made, and ignores what is not a count', () => {
    const storage = memoryStorage();
    shareCount('s-1', 2, 0, storage);
    expireSharedCount(storage);
    expect(lastSharedCount('s-1', storage)).toBeUndefined();
    storage.setItem('relay.notify-count', JSON.stringify({ signInId: 's-1', count: -3, at: 0 }));
    expect(lastSharedCount('s-1', storage)).toBeUndefined();
    storage.setItem('relay.notify-count', '{not json');
    expect(freshCount('s-1', 0, storage)).toBeUndefined();
  });

  it('keeps a read that started before a change from writing its older count over the newer one', async () => {
    // This tab's read is on its way with the count before the change…
    const answers: ((count: number) => void)[] = [];
    const reading = sharedUnreadCount('s-1', () => new Promise<number>((resolve) => answers.push(resolve)));
    expect(answers).toHaveLength(1);
    // …when another tab marks all as read, and reads the count after it.
    expireSharedCount();
    expect(await sharedUnreadCount('s-1', () => Promise.resolve(0))).toBe(0);
    answers[0]!(5);
    // The late answer is not shared: the newer count stands, and is what this tab shows too.
    expect(await reading).toBe(0);
    expect(lastSharedCount('s-1')).toBe(0);
    expect(answers).toHaveLength(1);
  });

  it('asks again when a change came during its read and no newer count is shared yet', async () => {
    let reads = 0;
    const count = await sharedUnreadCount('s-1', async () => {
      reads += 1;
      if (reads === 1) expireSharedCount();
      return reads === 1 ? 7 : 2;
    });
    expect([count, reads, lastSharedCount('s-1')]).toEqual([2, 2, 2]);
  });
});
