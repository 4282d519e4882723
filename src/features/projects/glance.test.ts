import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../lib/api/errors.ts';
import * as v from 'valibot';
import { PlanRestreamSchema } from '../../lib/operations/plan-restream/plan-slot.ts';
import {
  type GlanceFacts,
  type PlanState,
  attentionOf,
  byAttention,
  formatLiveFor,
  planState,
  liveAtAGlance,
} from './glance.ts';
import { readLiveStatus } from '../../lib/operations/broadcast/live-answers.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z');
const slot = (days: number) => ({
  id: 3,
  channel_max: 5,
  bitrate_max: 6000,
  support_custom_channel: true,
  custom_video: 2,
  date_end: at(days),
});
const plan = (current: unknown, next: unknown = null) =>
  planState(v.parse(PlanRestreamSchema, { before: null, current, next }), NOW);

/** A project's live status answer as the page reads it (asked for project 1), then at a glance. */
function readLiveState(body: unknown, asked: number | undefined = 1) {
  const status = readLiveStatus(body, undefined, asked);
  if (!status) throw new InvalidResponseError('(body)', 'not a live status');
  return liveAtAGlance(status);
}

describe('liveAtAGlance', () => {
  it('reads live and paused with when they started, and inactive as offline', () => {
    expect(readLiveState({ status: 'live', date_start: '2026-11-27T11:00:00Z', broadcast_id: 1 })).toEqual({
      kind: 'live',
      since: Date.parse('2026-11-27T11:00:00Z'),
    });
    expect(readLiveState({ status: 'paused', date_start: 'yesterday', broadcast_id: 1 })).toEqual({ kind: 'paused' });
    expect(readLiveState({ status: 'inactive' })).toEqual({ kind: 'offline' });
  });

  it('claims nothing of a status it does not know, of an answer that is not one, or of one no project’s', () => {
    for (const body of [{ status: 'LIVE' }, { status: 1 }, {}, null, 'live'])
      expect(() => readLiveState(body), JSON.stringify(body)).toThrow(InvalidResponseError);
    expect(() => readLiveState({ live_groups_count: 1 }, undefined)).toThrow(InvalidResponseError);
  });
});

describe('planState', () => {
  it('says when the current plan ends, whether within 7 days, and whether it has ended', () => {
    expect(plan(slot(12))).toEqual({ kind: 'ends', at: at(12), nextScheduled: false });
    expect(plan(slot(6), slot(36))).toEqual({ kind: 'ends-soon', at: at(6), nextScheduled: true });
    expect(plan(slot(7))).toMatchObject({ kind: 'ends-soon' });
    expect(plan(slot(7.01))).toMatchObject({ kind: 'ends' });
    expect(plan(slot(-4))).toEqual({ kind: 'ended', at: at(-4), nextScheduled: false });
  });

  it('tells no current plan from a current plan without a readable end', () => {
    expect(plan(null)).toEqual({ kind: 'none' });
    expect(plan({ id: 3, channel_max: 5, bitrate_max: 6000 })).toEqual({ kind: 'current' });
  });
});

describe('byAttention', () => {
  type Row = GlanceFacts & { id: number };
  const row = (id: number, live?: GlanceFacts['live'], state?: PlanState): Row => ({ id, live, plan: state });
  const ends = (days: number): PlanState => ({
    kind: days <= 0 ? 'ended' : days <= 7 ? 'ends-soon' : 'ends',
    at: at(days),
    nextScheduled: false,
  });

  it('puts live projects first, then ended and ending plans soonest first, then the rest in the service’s order', () => {
    const rows = [
      row(1, { kind: 'offline' }, ends(12)),
      row(2, undefined, undefined),
      row(3, { kind: 'offline' }, ends(6)),
      row(4, { kind: 'live', since: NOW - DAY }, ends(20)),
      row(5, { kind: 'offline' }, ends(-4)),
      row(6, { kind: 'paused' }, ends(6)),
      row(7, { kind: 'offline' }, { kind: 'none' }),
    ];
    expect(byAttention(rows).map(({ id }) => id)).toEqual([4, 6, 5, 3, 1, 2, 7]);
    expect(rows.map(attentionOf)).toEqual([2, 2, 1, 0, 1, 0, 2]);
  });

  it('keeps the service’s order while nothing is known', () => {
    const rows = [row(9), row(3), row(5)];
    expect(byAttention(rows).map(({ id }) => id)).toEqual([9, 3, 5]);
  });
});

describe('formatLiveFor', () => {
  it('says hours and minutes in the interface language', () => {
    expect(formatLiveFor(65 * 60_000 + 59_000, 'en')).toMatch(/^1 hr 5 min/);
    expect(formatLiveFor(12 * 60_000, 'en')).toMatch(/^12 min/);
    expect(formatLiveFor(-5_000, 'en')).toMatch(/^0 min/);
    expect(formatLiveFor(2 * 3_600_000, 'ru')).toMatch(/^2 ч 0 мин/);
  });
});
