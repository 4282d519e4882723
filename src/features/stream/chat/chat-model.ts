// The chat as the panel shows it: the history's pages and what was pushed as one list in the order written (newest at
// the bottom), a platform by its name, where a message can go, and whether a message may be sent as typed.

import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../lib/bindings/pages.ts';
import { type Language, locales } from '../../../lib/i18n/languages.ts';
import type { ChatMessage, ChatPlatform, ChatRestream } from './chat-answers.ts';

/** The most messages the panel keeps on screen: a chat hours long does not grow the page without end. */
export const MAX_SHOWN = 500;

export type History = InfiniteData<Page<ChatMessage>>;

/**
 * Every message read or pushed, each once (the last word on it wins), oldest first. A message the service gives no
 * time keeps its place after the one before it; the rest go by their time, ties in the order they came.
 */
export function messagesInOrder(pages: readonly Page<ChatMessage>[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page.items) byId.set(message.id, message);
  let carried = Number.NEGATIVE_INFINITY;
  const timed = [...byId.values()].map((message, index) => {
    const time = message.at === undefined ? Number.NaN : Date.parse(message.at);
    if (!Number.isNaN(time)) carried = time;
    return { message, time: carried, index };
  });
  timed.sort((a, b) => a.time - b.time || a.index - b.index);
  return timed.slice(-MAX_SHOWN).map(({ message }) => message);
}

/** The history with a message pushed (or sent) in it: in its place if it is there, else with the first page's. */
export function withMessage(history: History | undefined, message: ChatMessage): History | undefined {
  if (!history || history.pages.length === 0) return history;
  const there = history.pages.some((page) => page.items.some((item) => item.id === message.id));
  const pages = history.pages.map((page, index) => {
    if (there) return { ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) };
    if (index > 0) return page;
    // Only the newest are kept of what arrives: the service's history says the rest.
    const items = [...page.items, message];
    return { ...page, items: items.slice(-MAX_SHOWN) };
  });
  return { ...history, pages };
}

/** The history without a message that was removed. */
export function withoutMessage(history: History | undefined, id: string): History | undefined {
  if (!history) return history;
  return {
    ...history,
    pages: history.pages.map((page) => ({ ...page, items: page.items.filter((m) => m.id !== id) })),
  };
}

export type Platforms = ReadonlyMap<string, ChatPlatform>;

/** A platform by the name the service gives it (the restream's, else the platforms' list's), else as sent. */
export function platformName(
  delivery: { restreamId?: number | undefined; platform?: string | undefined },
  restreams: readonly ChatRestream[],
  platforms: Platforms,
): string | undefined {
  const restream =
    delivery.restreamId === undefined ? undefined : restreams.find((one) => one.restreamId === delivery.restreamId);
  const platform = delivery.platform ?? restream?.platform;
  return restream?.name ?? (platform === undefined ? undefined : (platforms.get(platform)?.title ?? platform));
}

/** One per language: making a list format loads its locale's data, and the chat names its platforms on each draw. */
const listFormats = new Map<Language, Intl.ListFormat>();

/** Platforms named once each, as a list in the reader's language ("YouTube, Twitch and VK"). */
export function platformList(names: readonly string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(locales[language], { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format([...new Set(names)]);
}

/** The restreams whose platform's chat the service says it cannot read: none of their viewers' messages come. */
export function unreadRestreams(restreams: readonly ChatRestream[], platforms: Platforms): ChatRestream[] {
  return restreams.filter(
    (restream) => restream.platform !== undefined && platforms.get(restream.platform)?.read === false,
  );
}

/** The restreams a message goes to (every one whose platform's chat is not said to be read-only), and the others. */
export function sendTargets(restreams: readonly ChatRestream[], platforms: Platforms) {
  const writable = (restream: ChatRestream) =>
    restream.platform === undefined || platforms.get(restream.platform)?.write !== false;
  return { to: restreams.filter(writable), notTo: restreams.filter((restream) => !writable(restream)) };
}

/** How long a message may be: the described body's limits for `text`, else the real kind's (1 to 300). */
export interface TextLimits {
  min: number;
  max: number;
}

export const REAL_KIND_LIMITS: TextLimits = { min: 1, max: 300 };

/** Characters as the service counts them: an emoji is one. */
export const characters = (text: string) => [...text].length;

export type TextProblem = { kind: 'empty' } | { kind: 'too-short'; min: number } | { kind: 'too-long'; over: number };

/** Whether a message may be sent as typed (its ends trimmed): none is sent that the service would refuse for size. */
export function textProblem(text: string, limits: TextLimits): TextProblem | undefined {
  const count = characters(text.trim());
  if (count === 0) return { kind: 'empty' };
  if (count < limits.min) return { kind: 'too-short', min: limits.min };
  if (count > limits.max) return { kind: 'too-long', over: count - limits.max };
  return undefined;
}
