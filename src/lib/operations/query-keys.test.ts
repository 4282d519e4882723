import { describe, expect, it } from 'vitest';
import { isRestreamPlanKey, queryKeys } from './query-keys.ts';

describe('queryKeys', () => {
  it('builds each key on its root, so invalidating the root reaches it', () => {
    const key = queryKeys.tariffs.restream(42, 'en');
    expect(key.slice(0, queryKeys.tariffs.all.length)).toEqual([...queryKeys.tariffs.all]);
  });

  it('recognises a restream plan key read back from storage, and nothing shaped otherwise', () => {
    expect(isRestreamPlanKey(JSON.parse(JSON.stringify(queryKeys.tariffs.restream(7, 'ru'))))).toBe(true);
    for (const key of [
      [...queryKeys.tariffs.all],
      ['tariff', 'restream', '7', 'ru'],
      ['tariff', 'restream', 7],
      ['tariff', 'storage', 7, 'ru'],
      ['tariff', 'restream', 7, 'ru', 'x'],
      'tariff',
      null,
    ]) {
      expect(isRestreamPlanKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});
