import { describe, expect, it } from 'vitest';
import { groupLabel, navMessages } from './nav-messages.ts';

describe('a group’s name for people', () => {
  it('is the page’s own word for a group it knows, else the group as the description names it, whatever its name', () => {
    const words = navMessages.in('en');
    expect(groupLabel(words, 'PlanRestream')).not.toBe('PlanRestream');
    for (const group of ['__proto__', 'constructor', 'toString', 'Partner payouts'])
      expect(groupLabel(words, group)).toBe(group);
  });
});
