import { describe, expect, it } from 'vitest';
import { extent, inTimeOrder, numberTicks, thin, timeTicks } from './series-plot.ts';

const HOUR = 3_600_000;

describe('inTimeOrder', () => {
  it('sorts points by time and keeps the answer’s order among equal times', () => {
    expect(inTimeOrder([30, 10, 20, 10], [3, 1, 2, null])).toEqual([
      { t: 10, v: 1 },
      { t: 10, v: null },
      { t: 20, v: 2 },
      { t: 30, v: 3 },
    ]);
  });
});

describe('thin', () => {
  it('leaves short lines alone', () => {
    const points = [1, 2, 3].map((t) => ({ t, v: t }));
    expect(thin(points, 10)).toEqual(points);
  });

  it('keeps each bucket’s lowest and highest in time order, so a spike survives', () => {
    const points = Array.from({ length: 10_000 }, (_, t) => ({ t, v: t === 4321 ? 1000 : t === 8765 ? -1000 : 1 }));
    const thinned = thin(points, 500);
    expect(thinned.length).toBeLessThanOrEqual(1000);
    expect(thinned).toContainEqual({ t: 4321, v: 1000 });
    expect(thinned).toContainEqual({ t: 8765, v: -1000 });
    expect(thinned.map((point) => point.t)).toEqual([...thinned.map((point) => point.t)].sort((a, b) => a - b));
  });

  it('keeps gaps as breaks', () => {
    const points = Array.from({ length: 100 }, (_, t) => ({ t, v: t >= 40 && t < 60 ? null : t }));
    const thinned = thin(points, 10);
    expect(thinned.some((point) => point.v === null)).toBe(true);
    expect(thinned.filter((point) => point.v !== null).every((point) => point.t < 40 || point.t >= 60)).toBe(true);
  });
});

describe('extent', () => {
  it('skips gaps, and is undefined without values', () => {
    expect(extent([3, null, -2, 7])).toEqual({ min: -2, max: 7 });
    expect(extent([null])).toBeUndefined();
  });
});

describe('numberTicks', () => {
  it('gives round steps covering the range', () => {
    expect(numberTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(numberTicks(3, 17)).toEqual([0, 5, 10, 15, 20]);
    expect(numberTicks(-7, 42)).toEqual([-10, 0, 10, 20, 30, 40, 50]);
    expect(numberTicks(0.1, 0.3)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it('widens a flat line around its value', () => {
    const ticks = numberTicks(5, 5);
    expect(ticks[0]).toBeLessThan(5);
    expect(ticks.at(-1)).toBeGreaterThan(5);
    expect(numberTicks(0, 0).length).toBeGreaterThan(1);
  });
});

describe('timeTicks', () => {
  const start = Date.UTC(2026, 10, 23, 10, 7);

  it('puts ticks on round instants of the reader’s clock', () => {
    const { ticks, daily } = timeTicks(start, start + 5 * HOUR, 0);
    expect(daily).toBe(false);
    expect(ticks).toEqual([1, 2, 3, 4, 5].map((hour) => Date.UTC(2026, 10, 23, 10 + hour)));
    // Three hours east of UTC, whole hours are still whole hours; 5:30 east, they fall on the half hour in UTC.
    expect(timeTicks(start, start + 5 * HOUR, 180).ticks[0]).toBe(Date.UTC(2026, 10, 23, 11));
    expect(timeTicks(start, start + 5 * HOUR, 330).ticks[0]).toBe(Date.UTC(2026, 10, 23, 10, 30));
  });

  it('labels days when the step is a day or more, and always gives one tick', () => {
    expect(timeTicks(start, start + 10 * 24 * HOUR, 0).daily).toBe(true);
    expect(timeTicks(start, start, 0).ticks.length).toBeGreaterThan(0);
  });
});

describe('numberTicks on odd ranges', () => {
  it('ends on ranges too narrow or too wide for round steps', () => {
    expect(numberTicks(1, 1 + 1e-15).length).toBeGreaterThan(1);
    expect(numberTicks(1e-200, 2e-200).length).toBeGreaterThan(1);
    expect(numberTicks(-1e300, 1e300).length).toBeGreaterThan(1);
  });
});
