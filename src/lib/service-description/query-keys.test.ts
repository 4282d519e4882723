import { describe, expect, it } from 'vitest';
import { describedKeys } from './query-keys.ts';

describe('describedKeys', () => {
  it('keys the description by URL and reads under their group', () => {
    expect(describedKeys.description('https://x/openapi.json')).toEqual([
      'service-description',
      'https://x/openapi.json',
    ]);
    expect(describedKeys.group('User')).toEqual(['described', 'User']);
    expect(describedKeys.read('User', 'getUser', 'en', '?a=1')).toEqual(['described', 'User', 'getUser', 'en', '?a=1']);
    // A read's key starts with its group's, so invalidating the group reaches it.
    expect(describedKeys.read('User', 'getUser', 'en', '').slice(0, 2)).toEqual(describedKeys.group('User'));
  });
});
