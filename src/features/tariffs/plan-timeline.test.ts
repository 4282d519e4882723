import { describe, expect, it } from 'vitest';
import { type PlanRestream, parseSlot } from '../../lib/operations/plan-restream/plan-slot.ts';
import { timelineMarks } from './plan-timeline.ts';

const DAY = 86_400_000;
const TODAY = Date.parse('2026-06-15T00:00:00Z');
const NOW = TODAY + 12 * 3_600_000;
const iso = (days: number) => new Date(TODAY + days * DAY).toISOString().replace('.000Z', 'Z');
const base = { id: 1, channel_max: 1, bitrate_max: 1, support_custom_channel: false, custom_video: 0 };

/** Builds a plan from raw member values (undefined = absent) through the real parser. */
function planOf(members: { before?: unknown; current?: unknown; next?: unknown }): PlanRestream {
  return {
    before: parseSlot(members.before, 'before' in members),
    current: parseSlot(members.current, 'current' in members),
    next: parseSlot(members.next, 'next' in members),
  };
}
const ends = (days: number) => ({ ...base, date_end: iso(days) });
const order = (plan: PlanRestream, now = NOW) => timelineMarks(plan, now).map((mark) => mark.kind);
const positions = (plan: PlanRestream, now = NOW) =>
  Object.fromEntries(timelineMarks(plan, now).map((mark) => [mark.kind, mark.position]));

describe('timelineMarks', () => {
  it('puts today between the current plan’s start and end for project 42’s shape', () => {
    const plan = planOf({ before: ends(-30), current: ends(12), next: ends(42) });
    expect(order(plan)).toEqual(['before', 'today', 'current', 'next']);
    const at = positions(plan);
    // Plan ends evenly spaced across the axis…
    expect(at.before).toBe(10);
    expect(at.current).toBe(50);
    expect(at.next).toBe(90);
    // …and today in proportion between its neighbours: 30.5 of the 42 days from the previous end.
    expect(at.today).toBeCloseTo(10 + (30.5 / 42) * 40, 6);
    const marks = timelineMarks(plan, NOW);
    expect(marks.find((mark) => mark.kind === 'today')).toMatchObject({ iso: null, time: NOW });
    expect(marks.find((mark) => mark.kind === 'current')).toMatchObject({ iso: iso(12), time: TODAY + 12 * DAY });
  });

  it('keeps positions strictly increasing in time order', () => {
    for (const plan of [
      planOf({ before: ends(-30), current: ends(12), next: ends(42) }),
      planOf({ before: ends(-33), current: ends(-3), next: null }),
      planOf({ current: ends(25) }),
      planOf({ before: ends(-10), current: ends(20), next: { ...base, date_end: '2099-12-31T23:59:59Z' } }),
    ]) {
      const marks = timelineMarks(plan, NOW);
      for (let index = 1; index < marks.length; index++) {
        expect(marks[index]!.time).toBeGreaterThan(marks[index - 1]!.time);
        expect(marks[index]!.position).toBeGreaterThan(marks[index - 1]!.position);
      }
      for (const mark of marks) {
        expect(mark.position).toBeGreaterThanOrEqual(0);
        expect(mark.position).toBeLessThanOrEqual(100);
      }
    }
  });

  it('does not squash near dates when one plan ends in 2099', () => {
    const plan = planOf({ before: ends(-30), current: ends(12), next: { ...base, date_end: '2099-12-31T23:59:59Z' } });
    const at = positions(plan);
    expect([at.before, at.current, at.next]).toEqual([10, 50, 90]);
    // Today still sits between the previous and current ends, well clear of both.
    expect(at.today).toBeGreaterThan(at.before! + 20);
    expect(at.today).toBeLessThan(at.current!);
  });

  it('centres a single plan end and puts today before it (seed projects 9 and 12)', () => {
    expect(positions(planOf({ current: ends(25) }))).toEqual({ today: 42, current: 50 });
    expect(order(planOf({ before: null, current: { ...base, date_end: '2099-12-31T23:59:59Z' } }))).toEqual([
      'today',
      'current',
    ]);
  });

  it('puts today after every end once all plans have ended (seed project 11)', () => {
    const plan = planOf({ before: ends(-33), current: ends(-3), next: null });
    expect(order(plan)).toEqual(['before', 'current', 'today']);
    expect(positions(plan)).toEqual({ before: 10, current: 90, today: 97 });
  });

  it('leaves out slots without a readable end and returns nothing when no slot has one', () => {
    expect(timelineMarks(planOf({}), NOW)).toEqual([]);
    expect(timelineMarks(planOf({ before: null, current: 'x', next: null }), NOW)).toEqual([]);
    expect(timelineMarks(planOf({ current: { ...base, date_end: '2026-13-45T00:00:00Z' } }), NOW)).toEqual([]);
    expect(order(planOf({ before: null, current: { ...base, date_end: 'soon' }, next: ends(45) }))).toEqual([
      'today',
      'next',
    ]);
  });

  it('sorts by time even when the service sends the slots out of order', () => {
    expect(order(planOf({ before: ends(40), current: ends(-5), next: ends(10) }))).toEqual([
      'current',
      'today',
      'next',
      'before',
    ]);
  });
});
