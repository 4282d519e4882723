import { describe, expect, it } from 'vitest';
import { type PlanRestream, parseSlot } from '../../lib/operations/plan-restream/plan-slot.ts';
import { summarize } from './project-summary.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const slotEnding = (ms: number) => ({
  id: 2,
  channel_max: 3,
  bitrate_max: 4000,
  support_custom_channel: false,
  custom_video: 1,
  date_end: iso(ms),
});

function planOf(members: { before?: unknown; current?: unknown; next?: unknown }): PlanRestream {
  return {
    before: parseSlot(members.before, 'before' in members),
    current: parseSlot(members.current, 'current' in members),
    next: parseSlot(members.next, 'next' in members),
  };
}

describe('summarize', () => {
  it('flags a plan ending within 7 days with nothing scheduled (seed project 8, next absent)', () => {
    const summary = summarize(planOf({ before: slotEnding(-25 * DAY), current: slotEnding(5 * DAY) }), NOW);
    expect(summary).toEqual({
      channels: 3,
      bitrate: 4000,
      endsAt: iso(5 * DAY),
      hasCurrent: true,
      nextScheduled: false,
      endingSoonUnscheduled: true,
    });
  });

  it('flags the same when next is null rather than absent', () => {
    expect(summarize(planOf({ current: slotEnding(2 * DAY), next: null }), NOW).endingSoonUnscheduled).toBe(true);
  });

  it('does not flag when a next plan is scheduled', () => {
    const summary = summarize(planOf({ current: slotEnding(5 * DAY), next: slotEnding(35 * DAY) }), NOW);
    expect(summary.nextScheduled).toBe(true);
    expect(summary.endingSoonUnscheduled).toBe(false);
  });

  it('does not flag project 42 (ends in 12 days, next scheduled) nor a plan ending in 8 days', () => {
    expect(
      summarize(planOf({ current: slotEnding(12 * DAY), next: slotEnding(42 * DAY) }), NOW).endingSoonUnscheduled,
    ).toBe(false);
    expect(summarize(planOf({ current: slotEnding(8 * DAY) }), NOW).endingSoonUnscheduled).toBe(false);
  });

  it('counts exactly 7 days as within the week, and one second more as outside', () => {
    expect(summarize(planOf({ current: slotEnding(7 * DAY) }), NOW).endingSoonUnscheduled).toBe(true);
    expect(summarize(planOf({ current: slotEnding(7 * DAY + 1000) }), NOW).endingSoonUnscheduled).toBe(false);
  });

  it('does not flag a plan that has already ended (seed project 11): it says "Ended" instead', () => {
    const summary = summarize(
      planOf({ before: slotEnding(-33 * DAY), current: slotEnding(-3 * DAY), next: null }),
      NOW,
    );
    expect(summary.endingSoonUnscheduled).toBe(false);
    expect(summary.hasCurrent).toBe(true);
    expect(summary.endsAt).toBe(iso(-3 * DAY));
  });

  it('does not flag, and has no end, without a current plan', () => {
    expect(summarize(planOf({ current: null }), NOW)).toEqual({
      channels: undefined,
      bitrate: undefined,
      endsAt: undefined,
      hasCurrent: false,
      nextScheduled: false,
      endingSoonUnscheduled: false,
    });
    expect(summarize(planOf({}), NOW).hasCurrent).toBe(false);
  });

  it('keeps what it can of a malformed current plan (seed project 14)', () => {
    const { custom_video: _dropped, ...rest } = slotEnding(15 * DAY);
    const summary = summarize(planOf({ current: { ...rest, bitrate_max: '6000' } }), NOW);
    expect(summary).toMatchObject({ channels: 3, bitrate: undefined, endsAt: iso(15 * DAY), hasCurrent: true });
  });

  it('does not flag a current plan whose end cannot be read', () => {
    const summary = summarize(planOf({ current: { ...slotEnding(DAY), date_end: 'tomorrow' } }), NOW);
    expect(summary.endsAt).toBeUndefined();
    expect(summary.endingSoonUnscheduled).toBe(false);
  });

  it('keeps zero limits as 0 (seed project 10)', () => {
    const summary = summarize(planOf({ current: { ...slotEnding(30 * DAY), channel_max: 0, bitrate_max: 0 } }), NOW);
    expect(summary.channels).toBe(0);
    expect(summary.bitrate).toBe(0);
  });
});
