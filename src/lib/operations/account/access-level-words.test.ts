import { describe, expect, it } from 'vitest';
import { levelWords } from './access-level-messages.ts';
import { memberLevelName, shareLevelName } from './access-level-words.ts';
import { accessLevelsOf } from './access-levels.ts';

// Levels named by what the configuration says they allow, in every language, and the fallback without it.

const demo = accessLevelsOf({
  members: {
    0: ['view'],
    1: ['view', 'chat'],
    2: ['view', 'chat', 'stream', 'setup', 'money', 'team'],
    3: ['view', 'chat', 'stream', 'setup'],
  },
  destinations: { 0: ['view'], 1: ['view', 'stream'], 2: ['view', 'stream', 'settings', 'share'] },
});

describe('access levels in words', () => {
  it('names a member’s level by what it allows, with a line of what it does and does not', () => {
    const name = (level: number) => memberLevelName(demo.members, new Set(), level, levelWords.en);
    expect(name(2)?.name).toBe('Full access');
    expect(name(3)).toEqual({
      name: 'Runs the stream',
      line: 'Stream setup, going live, chat moderation; no team, plans and money',
    });
    expect(name(1)?.name).toBe('Moderates the chat');
    expect(name(0)).toEqual({ name: 'Views only', line: 'Sees it; changes nothing' });
    expect(name(2)?.line).toBe('Team, plans and money, stream setup, going live, chat moderation');
    expect(memberLevelName(demo.members, new Set(), 3, levelWords.ru)?.name).toBe('Ведёт трансляцию');
    expect(memberLevelName(demo.members, new Set(), 1, levelWords.cn)?.name).toBe('管理聊天');
  });

  it('names the same set the same whatever its number: the number means nothing by itself', () => {
    const swapped = accessLevelsOf({
      members: { 0: ['view', 'chat', 'stream', 'setup', 'money', 'team'], 5: ['view'] },
    });
    expect(memberLevelName(swapped.members, new Set(), 0, levelWords.en)?.name).toBe('Full access');
    expect(memberLevelName(swapped.members, new Set(), 5, levelWords.en)?.name).toBe('Views only');
  });

  it('names a destination share’s level', () => {
    const name = (level: number) => shareLevelName(demo.destinations, level, levelWords.en)?.name;
    expect([name(2), name(1), name(0)]).toEqual(['Manages it', 'Streams to it', 'Sees it only']);
    expect(shareLevelName(undefined, 1, levelWords.en)).toBeUndefined();
  });

  it('without the configuration: the owner’s level is full access, another limited, none known without an owner', () => {
    expect(memberLevelName(undefined, new Set([2]), 2, levelWords.en)?.name).toBe('Full access');
    expect(memberLevelName(undefined, new Set([2]), 1, levelWords.en)?.name).toBe('Limited access');
    expect(memberLevelName(undefined, new Set(), 1, levelWords.en)).toBeUndefined();
  });
});
