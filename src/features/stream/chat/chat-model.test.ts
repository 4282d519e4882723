import { describe, expect, it } from 'vitest';
import type { Page } from '../../../lib/bindings/pages.ts';
import type { ChatMessage, ChatRestream } from './chat-answers.ts';
import {
  type History,
  MAX_SHOWN,
  REAL_KIND_LIMITS,
  messagesInOrder,
  platformList,
  platformName,
  sendTargets,
  unreadRestreams,
  textProblem,
  withMessage,
  withoutMessage,
} from './chat-model.ts';

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
    const many = Array.from({ length: MAX_SHOWN + 20 }, (_, index) =>
      message(`m${index}`, new Date(Date.UTC(2026, 4, 1, 10, 0, index)).toISOString()),
    );
    const shown = messagesInOrder([page(many)]);
    expect(shown).toHaveLength(MAX_SHOWN);
    expect(shown[0]!.id).toBe('m20');
    expect(shown.at(-1)!.id).toBe(`m${MAX_SHOWN + 19}`);
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

describe('where a message goes', () => {
  const restreams: ChatRestream[] = [
    { restreamId: 1, platform: 'youtube', name: 'YouTube' },
    { restreamId: 2, platform: 'custom', name: 'Custom RTMP' },
    { restreamId: 3, platform: 'trovo', name: undefined },
    { restreamId: 4, platform: undefined, name: undefined },
  ];
  const platforms = new Map([
    ['youtube', { title: 'YouTube', read: true, write: true }],
    ['custom', { title: 'Custom RTMP', read: false, write: false }],
    ['trovo', { title: 'Trovo', read: undefined, write: undefined }],
  ]);

  it('goes to every restream whose platform is not said to be read-only: the service answers for the rest', () => {
    const { to, notTo } = sendTargets(restreams, platforms);
    expect(to.map((one) => one.restreamId)).toEqual([1, 3, 4]);
    expect(notTo.map((one) => one.restreamId)).toEqual([2]);
    // Without the platforms' list, every restream.
    expect(sendTargets(restreams, new Map()).to).toHaveLength(4);
  });

  it('says whose viewers’ messages never come: the platforms whose chat the service says it cannot read', () => {
    expect(unreadRestreams(restreams, platforms).map((one) => one.restreamId)).toEqual([2]);
    expect(platformList(['YouTube', 'Twitch', 'YouTube', 'VK'], 'en')).toBe('YouTube, Twitch and VK');
    expect(platformList(['YouTube', 'Twitch'], 'ru')).toBe('YouTube и Twitch');
  });

  it('names a platform as the service does: the restream’s name, the platforms’ title, else as sent', () => {
    expect(platformName({ restreamId: 1 }, restreams, platforms)).toBe('YouTube');
    expect(platformName({ restreamId: 3 }, restreams, platforms)).toBe('Trovo');
    expect(platformName({ platform: 'custom' }, [], platforms)).toBe('Custom RTMP');
    expect(platformName({ platform: 'kick' }, [], platforms)).toBe('kick');
    expect(platformName({ restreamId: 9 }, restreams, platforms)).toBeUndefined();
  });
});

describe('textProblem', () => {
  it('sends 1 to 300 characters (its ends trimmed, an emoji one), and says what is wrong with the rest', () => {
    expect(textProblem('Hi', REAL_KIND_LIMITS)).toBeUndefined();
    expect(textProblem('x'.repeat(300), REAL_KIND_LIMITS)).toBeUndefined();
    expect(textProblem(`  ${'x'.repeat(300)}\n`, REAL_KIND_LIMITS)).toBeUndefined();
    expect(textProblem('👋'.repeat(300), REAL_KIND_LIMITS)).toBeUndefined();
    expect(textProblem('x'.repeat(301), REAL_KIND_LIMITS)).toEqual({ kind: 'too-long', over: 1 });
    expect(textProblem('', REAL_KIND_LIMITS)).toEqual({ kind: 'empty' });
    expect(textProblem(' \n\t', REAL_KIND_LIMITS)).toEqual({ kind: 'empty' });
    expect(textProblem('abc', { min: 5, max: 10 })).toEqual({ kind: 'too-short', min: 5 });
  });
});
