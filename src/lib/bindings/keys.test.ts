import { describe, expect, it } from 'vitest';
import * as bindingKeys from './keys.ts';

describe('bindingKeys', () => {
  it('builds every key on its root, and every read on its group and operation', () => {
    expect(bindingKeys.description('https://x/openapi.json')).toEqual([
      'described',
      '(the description)',
      'https://x/openapi.json',
    ]);
    expect(bindingKeys.description(null).slice(0, 1)).toEqual([...bindingKeys.all]);
    expect(bindingKeys.group('User')).toEqual(['described', 'User']);
    expect(bindingKeys.operation('User', 'getUser')).toEqual(['described', 'User', 'getUser']);
    expect(bindingKeys.read('User', 'getUser', 'en', { a: '1' })).toEqual([
      'described',
      'User',
      'getUser',
      'en',
      { a: '1' },
    ]);
    expect(bindingKeys.read('User', 'getUser', 'en', {}).slice(0, 2)).toEqual([...bindingKeys.group('User')]);
  });
});
