import { describe, expect, it } from 'vitest';
import { pushBounded, setBounded } from './bounded.ts';

describe('what the demo keeps, bounded', () => {
  it('a list keeps its latest items, in order', () => {
    const list: number[] = [];
    for (let item = 1; item <= 1_005; item += 1) pushBounded(list, item, 1_000);
    expect([list.length, list[0], list.at(-1)]).toEqual([1_000, 6, 1_005]);
  });

  it('a map keeps its newest entries; setting a kept key again keeps its place', () => {
    const map = new Map<string, number>();
    for (let index = 0; index < 7; index += 1) setBounded(map, `k${index}`, index, 5);
    expect([...map.keys()]).toEqual(['k2', 'k3', 'k4', 'k5', 'k6']);
    setBounded(map, 'k3', 33, 5);
    expect([...map.entries()]).toEqual([
      ['k2', 2],
      ['k3', 33],
      ['k4', 4],
      ['k5', 5],
      ['k6', 6],
    ]);
  });
});
