// The chat's history as the panel keeps it in the query cache: the pages read and what was pushed (or sent) since, as
// one list in the order written (newest at the bottom), at most the newest 600. A message's cost is the message's,
// not the list's: a batch of publications is one change of the cache, a message already held stays the same object
// (so its row is not drawn again), and a read of the history again (the safety read, a resubscription) takes the
// window it answers for and keeps what is older than it.

import { type InfiniteData, replaceEqualDeep } from '@tanstack/react-query';
import type { Page } from '../../../lib/bindings/pages.ts';
import type { ChatMessage, ChatPublication } from '../../../lib/operations/chat/chat-answers.ts';

/** The most messages on screen: a chat hours long does not grow the page without end. */
export const MAX_SHOWN = 500;
/** The most messages a block of the log holds (chat-list.tsx). */
export const LONGEST_BLOCK = 100;
/** The most the panel keeps: what it shows and a block more, so the oldest shown go a whole block at a time. */
export const MAX_KEPT = MAX_SHOWN + LONGEST_BLOCK;

export type History = InfiniteData<Page<ChatMessage>>;

/** A message's time, parsed once: the list is ordered again with each batch. */
const times = new WeakMap<ChatMessage, number>();
function timeOf(message: ChatMessage): number {
  let time = times.get(message);
  if (time === undefined) {
    time = message.at === undefined ? Number.NaN : Date.parse(message.at);
    times.set(message, time);
  }
  return time;
}

/**
 * Every message read or pushed, each once (the last word on it wins), oldest first. A message the service gives no
 * time keeps its place after the one before it; the rest go by their time, ties in the order they came.
 */
export function messagesInOrder(pages: readonly Page<ChatMessage>[]): readonly ChatMessage[] {
  const [only] = pages;
  // One page in order, each message once (as the history mostly is): as it is.
  if (pages.length === 1 && only && inOrder(only.items)) return only.items.slice(-MAX_KEPT);
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page.items) byId.set(message.id, message);
  let carried = Number.NEGATIVE_INFINITY;
  const timed = [...byId.values()].map((message, index) => {
    const time = timeOf(message);
    if (!Number.isNaN(time)) carried = time;
    return { message, time: carried, index };
  });
  // Mostly in order already: the sort walks it once.
  timed.sort((a, b) => a.time - b.time || a.index - b.index);
  return timed.slice(-MAX_KEPT).map(({ message }) => message);
}

function inOrder(messages: readonly ChatMessage[]): boolean {
  const ids = new Set<string>();
  let carried = Number.NEGATIVE_INFINITY;
  for (const message of messages) {
    const time = timeOf(message);
    if (time < carried || ids.has(message.id)) return false;
    if (!Number.isNaN(time)) carried = time;
    ids.add(message.id);
  }
  return true;
}

/** The changes the panel made itself: they hold the same objects for what did not change, and are taken as made. */
const ownChanges = new WeakSet<object>();

/**
 * The history with a batch of publications in it, in the order they came: a message written (in its place if it is
 * there, else with the first page's, the newest kept) or removed (from whichever page holds it).
 */
export function withChanges(history: History | undefined, changes: readonly ChatPublication[]): History | undefined {
  if (!history) return history;
  const written = new Map<string, ChatMessage>();
  const removed = new Set<string>();
  for (const change of changes) {
    if (change.kind === 'created') {
      written.set(change.message.id, change.message);
      removed.delete(change.message.id);
    } else {
      removed.add(change.id);
      written.delete(change.id);
    }
  }
  const placed = new Set<string>();
  const pages = history.pages.map((page) => {
    if (!page.items.some((item) => written.has(item.id) || removed.has(item.id))) return page;
    const items = page.items.flatMap((item) => {
      if (removed.has(item.id)) return [];
      const message = written.get(item.id);
      if (!message) return [item];
      placed.add(item.id);
      return [message];
    });
    return { ...page, items };
  });
  const arrived = [...written.values()].filter((message) => !placed.has(message.id));
  const [first] = pages;
  // Only the newest are kept of what arrives: the service's history says the rest. Nothing read yet: the history,
  // when it comes, has them.
  if (first && arrived.length) pages[0] = { ...first, items: [...first.items, ...arrived].slice(-MAX_KEPT) };
  const changed = { ...history, pages };
  ownChanges.add(changed);
  return changed;
}

export const withMessage = (history: History | undefined, message: ChatMessage) =>
  withChanges(history, [{ kind: 'created', message }]);

export const withoutMessage = (history: History | undefined, id: string) =>
  withChanges(history, [{ kind: 'deleted', id }]);

const isHistory = (data: unknown): data is History =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<History>).pages);

/**
 * The history's structural sharing (the query's `structuralSharing`): what the cache holds next, from what it held
 * and what was set or read. A change the panel made is taken as it is. A read is the service's latest window: its
 * first page replaces what was held from the window's oldest message on, and what was held older than that stays
 * (a safety read once a minute does not take back the hundreds pushed since the last one; a message removed within
 * the window goes); a message unchanged is the object already held, whatever its place.
 */
export function keptHistory(held: unknown, next: unknown): unknown {
  if (ownChanges.has(next as object) || !isHistory(held) || !isHistory(next)) return next;
  const known = new Map<string, ChatMessage>();
  for (const page of held.pages) for (const message of page.items) known.set(message.id, message);
  const same = (message: ChatMessage) => {
    const before = known.get(message.id);
    return before !== undefined && replaceEqualDeep(before, message) === before ? before : message;
  };
  const pages = next.pages.map((page, index) => {
    if (page === held.pages[index]) return page;
    const items = page.items.map(same);
    return { ...page, items: index === 0 ? [...olderThan(held.pages[0]?.items ?? [], items), ...items] : items };
  });
  return { ...next, pages };
}

/** What was held before a read's window (older than its oldest timed message), to stay below it. */
function olderThan(held: readonly ChatMessage[], read: readonly ChatMessage[]): ChatMessage[] {
  const start = read.map(timeOf).find((time) => !Number.isNaN(time));
  if (start === undefined) return [];
  const ids = new Set(read.map((message) => message.id));
  const older = held.filter((message) => timeOf(message) < start && !ids.has(message.id));
  return older.slice(Math.max(0, older.length + read.length - MAX_KEPT));
}
