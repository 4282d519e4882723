import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../lib/operations/chat/chat-answers.ts';
import { MAX_SHOWN } from './chat-history.ts';
import { shownBlocks } from './chat-list.tsx';

// The log's blocks: a message that arrives joins the last block and one that goes takes a whole block with it, so
// every other block stays as it was (its key and its messages), whatever the IDs.

const message = (id: string): ChatMessage => ({
  id,
  text: id,
  author: undefined,
  at: undefined,
  outgoing: false,
  deliveries: [],
});

/** A chat of `count` messages from `from` on, each the same object for the same ID (as the history keeps them). */
const chat = (() => {
  const made = new Map<string, ChatMessage>();
  return (from: number, count: number, prefix = 'event-') =>
    Array.from({ length: count }, (_, index) => {
      const id = `${prefix}${from + index}`;
      if (!made.has(id)) made.set(id, message(id));
      return made.get(id)!;
    });
})();

const shownCount = (blocks: ReturnType<typeof shownBlocks>) =>
  blocks.reduce((count, block) => count + block.messages.length, 0);

describe('shownBlocks', () => {
  it('shows at most the newest 500 in whole blocks of about 25, the older ones far', () => {
    const blocks = shownBlocks(chat(0, 1000));
    const count = shownCount(blocks);
    expect(count).toBeLessThanOrEqual(MAX_SHOWN);
    expect(count).toBeGreaterThan(MAX_SHOWN - 100);
    expect(blocks.at(-1)!.messages.at(-1)!.id).toBe('event-999');
    const sizes = blocks.map((block) => block.messages.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(sizes.reduce((a, b) => a + b) / sizes.length).toBeGreaterThan(10);
    // The newest 25 and more are always laid out; the blocks before them are not.
    const near = blocks.filter((block) => !block.far);
    expect(shownCount(near)).toBeGreaterThanOrEqual(25);
    expect(blocks[0]!.far).toBe(true);
    expect(blocks.at(-1)!.far).toBe(false);
  });

  it('keeps every block but the last as it was while messages arrive and the oldest go', () => {
    const before = shownBlocks(chat(0, 800));
    const after = shownBlocks(chat(40, 800));
    const byKey = new Map(before.map((block) => [block.key, block]));
    const kept = after.filter((block) => byKey.has(block.key));
    expect(kept.length).toBeGreaterThan(after.length - 4);
    // Every block that was there before holds the same messages (blocks go whole); the last one then has grown.
    const last = before.at(-1)!;
    for (const block of kept) {
      const was = byKey.get(block.key)!;
      expect(block.messages.slice(0, was.messages.length)).toEqual(was.messages);
      if (was !== last) expect(block.messages).toHaveLength(was.messages.length);
    }
    expect(after.at(-1)!.messages.at(-1)!.id).toBe('event-839');
  });

  it('ends a block at most every 100 messages, whatever the service’s IDs', () => {
    // IDs whose hash may never end a block: each the same text with a growing run of one letter.
    const blocks = shownBlocks(Array.from({ length: 250 }, (_, index) => message('x'.repeat(index + 1))));
    expect(Math.max(...blocks.map((block) => block.messages.length))).toBeLessThanOrEqual(100);
    expect(shownCount(blocks)).toBe(250);
  });
});
