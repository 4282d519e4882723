import { describe, expect, it } from 'vitest';
import type { ChatRestream } from '../../../lib/operations/chat/chat-answers.ts';
import {
  REAL_KIND_LIMITS,
  platformList,
  platformName,
  sendTargets,
  unreadRestreams,
  textProblem,
} from './chat-model.ts';

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
