import { describe, expect, it } from 'vitest';
import type { Page } from '../../../lib/bindings/pages.ts';
import type { ChatMessage } from '../../../lib/operations/chat/chat-answers.ts';
import {
  type History,
  MAX_KEPT,
  keptHistory,
  messagesInOrder,
  withChanges,
  withMessage,
  withoutMessage,
} from './chat-history.ts';

const message = (id: string, at: string | undefined, text = id): ChatMessage => ({
  id,
  text,
  author: undefined,
  at,
  outgoing: false,
  deliveries: [],
});
const page = (items: ChatMessage[]): Page<ChatMessage> => ({ items, total: undefined, next: undefined });
const history = (...pages: ChatMessage[][]): History => ({ pages: pages.map(page), pageParams: pages.map(() => ({})) });
const ids = (messages: readonly ChatMessage[]) => messages.map((one) => one.id);

describe('messagesInOrder', () => {
  it('is every message once, oldest first, whichever page it came in', () => {
    const pages = [
      page([message('c', '2026-05-01T10:03:00Z'), message('d', '2026-05-01T10:04:00Z')]),
      page([message('a', '2026-05-01T10:01:00Z'), message('b', '2026-05-01T10:02:00Z')]),
    ];
    expect(ids(messagesInOrder(pages))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the last word on a message, and a message with no time after the one before it', () => {
    const pages = [
      page([message('a', '2026-05-01T10:01:00Z'), message('x', undefined), message('b', '2026-05-01T10:00:30Z')]),
      page([message('a', '2026-05-01T10:01:00Z', 'edited')]),
    ];
    const shown = messagesInOrder(pages);
    expect(ids(shown)).toEqual(['b', 'a', 'x']);
    expect(shown[1]!.text).toBe('edited');
  });

  it('shows the newest ones of a chat longer than the panel keeps', () => {
    const many = Array.from({ length: MAX_KEPT + 20 }, (_, index) =>
      message(`m${index}`, new Date(Date.UTC(2026, 4, 1, 10, 0, index)).toISOString()),
    );
    const shown = messagesInOrder([page(many)]);
    expect(shown).toHaveLength(MAX_KEPT);
    expect(shown[0]!.id).toBe('m20');
    expect(shown.at(-1)!.id).toBe(`m${MAX_KEPT + 19}`);
  });
});

describe('withMessage and withoutMessage', () => {
  it('adds a pushed message with the first page’s, or puts it in its place when it is there', () => {
    const before = history([message('a', undefined)], [message('b', undefined)]);
    expect(withMessage(before, message('c', undefined))!.pages.map((one) => ids(one.items))).toEqual([
      ['a', 'c'],
      ['b'],
    ]);
    const replaced = withMessage(before, message('b', undefined, 'again'))!;
    expect(replaced.pages.map((one) => ids(one.items))).toEqual([['a'], ['b']]);
    expect(replaced.pages[1]!.items[0]!.text).toBe('again');
    // Nothing read yet: the history, when it comes, has it.
    expect(withMessage(undefined, message('c', undefined))).toBeUndefined();
  });

  it('takes a removed message out of whichever page holds it', () => {
    const before = history([message('a', undefined)], [message('b', undefined), message('c', undefined)]);
    expect(withoutMessage(before, 'b')!.pages.map((one) => ids(one.items))).toEqual([['a'], ['c']]);
  });
});

const at = (second: number) => new Date(Date.UTC(2026, 4, 1, 10, 0, second)).toISOString();

describe('withChanges', () => {
  it('takes a batch of publications as one change, in the order they came, each held message the same object', () => {
    const a = message('a', at(1));
    const b = message('b', at(2));
    const before = history([a, b]);
    const after = withChanges(before, [
      { kind: 'created', message: message('c', at(3)) },
      { kind: 'created', message: message('d', at(4)) },
      { kind: 'deleted', id: 'c' },
      { kind: 'created', message: message('b', at(2), 'edited') },
    ])!;
    expect(ids(after.pages[0]!.items)).toEqual(['a', 'b', 'd']);
    expect(after.pages[0]!.items[0]).toBe(a);
    expect(after.pages[0]!.items[1]!.text).toBe('edited');
    // What arrives past the most kept pushes the oldest out.
    const many = Array.from({ length: MAX_KEPT }, (_, index) => ({
      kind: 'created' as const,
      message: message(`n${index}`, at(10 + index)),
    }));
    const full = withChanges(before, many)!.pages[0]!.items;
    expect(full).toHaveLength(MAX_KEPT);
    expect(full[0]!.id).toBe('n0');
  });
});

describe('keptHistory', () => {
  const a = message('a', at(0));
  const b = message('b', at(1));
  const c = message('c', at(2));
  const d = message('d', at(3));

  it('takes a change the panel made as it is', () => {
    const held = history([a, b]);
    const changed = withMessage(held, c);
    expect(keptHistory(held, changed)).toBe(changed);
    expect(keptHistory(undefined, held)).toBe(held);
  });

  it('takes a read again for its window, keeps what is older, and keeps each unchanged message the same object', () => {
    // Pushed a to d; the read's window is c and d (and a new e), with b removed meanwhile elsewhere than here.
    const held = history([a, b, c, d]);
    const read = history([{ ...c }, { ...d, text: 'edited' }, message('e', at(5))]);
    const kept = keptHistory(held, read) as History;
    expect(ids(kept.pages[0]!.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(kept.pages[0]!.items[2]).toBe(c);
    expect(kept.pages[0]!.items[3]!.text).toBe('edited');
    // c, removed within the window's time, goes.
    const removed = keptHistory(held, history([{ ...b }, { ...d }])) as History;
    expect(ids(removed.pages[0]!.items)).toEqual(['a', 'b', 'd']);
    expect(removed.pages[0]!.items[1]).toBe(b);
    // A window with no time says nothing of what is older: the read alone.
    expect(ids((keptHistory(held, history([message('x', undefined)])) as History).pages[0]!.items)).toEqual(['x']);
  });

  it('keeps a page the read did not change (earlier messages read in) as it was', () => {
    const first = page([c, d]);
    const held: History = { pages: [first], pageParams: [{}] };
    const more: History = { pages: [first, page([{ ...a }, b])], pageParams: [{}, { offset: '2' }] };
    const kept = keptHistory(held, more) as History;
    expect(kept.pages[0]).toBe(first);
    expect(ids(kept.pages[1]!.items)).toEqual(['a', 'b']);
  });
});
