import { beforeAll, describe, expect, it } from 'vitest';
import { contractApiUrl } from '../../../testing/contract-api.ts';
import { Control } from '../../../../api/testing/control-client.ts';
import { validate } from '../../api/schema.ts';
import {
  type ParsedSlot,
  type PlanRestream,
  PlanRestreamSchema,
  hasPlan,
  parsePlanRestream,
  parseSlot,
  storedPlan,
} from './plan-slot.ts';

// The seed shapes are read over HTTP from the contract API the global setup started (app tests never import
// api/ code), so what is parsed here is exactly the JSON a browser would get.
const baseUrl = contractApiUrl();
const DAY = 86_400_000;

const bodies = new Map<number, unknown>();

async function fetchPlan(access: string, projectId: number): Promise<unknown> {
  const response = await fetch(`${baseUrl}/method/plan_restream?v=1&language=en&project_id=${projectId}`, {
    headers: { Authorization: `oauth ${access}` },
  });
  expect(response.status, `plan_restream for ${projectId}`).toBe(200);
  return JSON.parse(await response.text());
}

beforeAll(async () => {
  // The worker's contract API is shared by the files it runs: another may have bought or removed a plan of these.
  const control = new Control(baseUrl);
  await control.reset();
  // Each project's plan is read by its member: the demo account's 42 and 7, the edge-case account's 8 to 15.
  const accessOf = async (account?: 'edges') => {
    const refresh = await control.mintRefreshToken(account);
    const response = await fetch(`${baseUrl}/method/auth/refresh-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ v: '1', language: 'en', app: 'site', refresh, fingerprint: 't' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const [demo, edges] = [await accessOf(), await accessOf('edges')];
  for (const id of [42, 7]) bodies.set(id, await fetchPlan(demo, id));
  for (const id of [8, 9, 10, 11, 12, 13, 14, 15]) bodies.set(id, await fetchPlan(edges, id));
});

function parsed(projectId: number): PlanRestream {
  return parsePlanRestream(bodies.get(projectId))!;
}

function kinds(plan: PlanRestream) {
  return { before: plan.before.kind, current: plan.current.kind, next: plan.next.kind };
}

function plan(slot: ParsedSlot) {
  if (!hasPlan(slot)) throw new Error(`expected a plan, got ${slot.kind}`);
  return slot;
}

/** Seed dates are whole UTC days relative to the server's start; today's midnight, or yesterday's right after midnight. */
function daysFromToday(iso: string | undefined): number {
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const days = (Date.parse(iso!) - today) / DAY;
  expect(Number.isInteger(days)).toBe(true);
  return days;
}

describe('PlanRestreamSchema on every seed project', () => {
  it('42: three plans with their exact values', () => {
    const p = parsed(42);
    expect(kinds(p)).toEqual({ before: 'plan', current: 'plan', next: 'plan' });
    const current = plan(p.current);
    expect(current.problems).toEqual({});
    expect(current.values).toEqual({
      id: 3,
      channel_max: 5,
      bitrate_max: 6000,
      support_custom_channel: true,
      custom_video: 2,
      date_end: current.values.date_end,
    });
    expect([12, 13]).toContain(daysFromToday(current.values.date_end));
    const next = plan(p.next);
    expect(next.values).toMatchObject({
      id: 4,
      channel_max: 10,
      bitrate_max: 12000,
      support_custom_channel: true,
      custom_video: 5,
    });
    const before = plan(p.before);
    expect(before.values).toMatchObject({
      id: 2,
      channel_max: 3,
      bitrate_max: 4000,
      support_custom_channel: false,
      custom_video: 1,
    });
    // The three ends are 30 days apart either side of the current one, whatever day the server started.
    const end = (slot: ParsedSlot) => Date.parse(plan(slot).values.date_end!);
    expect(end(p.next) - end(p.current)).toBe(30 * DAY);
    expect(end(p.current) - end(p.before)).toBe(42 * DAY);
  });

  it('7: before is null, next is the smaller plan', () => {
    const p = parsed(7);
    expect(kinds(p)).toEqual({ before: 'null', current: 'plan', next: 'plan' });
    expect(plan(p.next).values).toMatchObject({ channel_max: 3, bitrate_max: 4000 });
    expect(plan(p.current).values).toMatchObject({ channel_max: 5, bitrate_max: 6000 });
  });

  it('8: next is absent (no key), not null', () => {
    const body = bodies.get(8) as Record<string, unknown>;
    expect('next' in body).toBe(false);
    const p = parsed(8);
    expect(kinds(p)).toEqual({ before: 'plan', current: 'plan', next: 'absent' });
    expect([5, 6]).toContain(daysFromToday(plan(p.current).values.date_end));
  });

  it('9: only the current slot', () => {
    expect(kinds(parsed(9))).toEqual({ before: 'absent', current: 'plan', next: 'absent' });
  });

  it('10: zero limits stay 0 (not missing, not false)', () => {
    const p = parsed(10);
    expect(kinds(p)).toEqual({ before: 'null', current: 'plan', next: 'null' });
    const current = plan(p.current);
    expect(current.problems).toEqual({});
    expect(current.values.id).toBe(1);
    expect(current.values.channel_max).toBe(0);
    expect(current.values.bitrate_max).toBe(0);
    expect(current.values.custom_video).toBe(0);
    expect(current.values.support_custom_channel).toBe(false);
  });

  it('11: the current plan ended days ago and is still a plan', () => {
    const p = parsed(11);
    expect(kinds(p)).toEqual({ before: 'plan', current: 'plan', next: 'null' });
    expect([-3, -2]).toContain(daysFromToday(plan(p.current).values.date_end));
  });

  it('12: a plan ending in 2099 keeps its date exactly', () => {
    const p = parsed(12);
    expect(kinds(p)).toEqual({ before: 'null', current: 'plan', next: 'absent' });
    expect(plan(p.current).values).toEqual({
      id: 5,
      channel_max: 20,
      bitrate_max: 20000,
      support_custom_channel: true,
      custom_video: 10,
      date_end: '2099-12-31T23:59:59Z',
    });
  });

  it('13: the largest integers come through exactly in all three slots', () => {
    const p = parsed(13);
    expect(kinds(p)).toEqual({ before: 'plan', current: 'plan', next: 'plan' });
    for (const [slot, id] of [
      [p.before, 6],
      [p.current, 7],
      [p.next, 8],
    ] as const) {
      const { values, problems } = plan(slot);
      expect(problems).toEqual({});
      expect(values.id).toBe(id);
      expect(values.channel_max).toBe(2147483647);
      expect(values.bitrate_max).toBe(Number.MAX_SAFE_INTEGER);
      expect(values.bitrate_max).toBe(9007199254740991);
      expect(values.custom_video).toBe(1000000);
    }
  });

  it('14: the malformed field is named, the field not sent is not a problem, and the others are kept', () => {
    const p = parsed(14);
    expect(kinds(p)).toEqual({ before: 'null', current: 'plan', next: 'plan' });
    const current = plan(p.current);
    expect(current.problems).toEqual({ bitrate_max: 'not-integer' });
    expect(current.values.bitrate_max).toBeUndefined();
    expect(current.values.custom_video).toBeUndefined();
    expect(current.values).toMatchObject({ id: 3, channel_max: 5, support_custom_channel: true });
    expect([15, 16]).toContain(daysFromToday(current.values.date_end));
    expect(plan(p.next).problems).toEqual({});
  });

  it('15: slots with only four fields are plans without problems', () => {
    const p = parsed(15);
    expect(kinds(p)).toEqual({ before: 'plan', current: 'plan', next: 'plan' });
    for (const slot of [p.before, p.current, p.next]) {
      const { values, problems } = plan(slot);
      expect(problems).toEqual({});
      expect(Object.keys(values).sort()).toEqual(['bitrate_max', 'channel_max', 'date_end', 'id']);
    }
    expect(plan(p.current).values).toMatchObject({ id: 3, channel_max: 5, bitrate_max: 6000 });
  });
});

describe('parseSlot on shapes the seed does not serve', () => {
  const good = {
    id: 1,
    channel_max: 2,
    bitrate_max: 3,
    support_custom_channel: false,
    custom_video: 0,
    date_end: '2026-12-04T00:00:00Z',
  };

  it('a slot that is a string, number, boolean or array is invalid', () => {
    expect(parseSlot('plan', true)).toEqual({ kind: 'invalid' });
    expect(parseSlot(5, true)).toEqual({ kind: 'invalid' });
    expect(parseSlot(true, true)).toEqual({ kind: 'invalid' });
    expect(parseSlot([good], true)).toEqual({ kind: 'invalid' });
  });

  it('tells absent, undefined and null apart', () => {
    expect(parseSlot(good, false)).toEqual({ kind: 'absent' });
    expect(parseSlot(undefined, true)).toEqual({ kind: 'absent' });
    expect(parseSlot(null, true)).toEqual({ kind: 'null' });
  });

  it('accepts a complete slot with no problems', () => {
    expect(parseSlot(good, true)).toEqual({ kind: 'plan', values: good, problems: {} });
  });

  it('accepts a slot with fields left out, or even none, as a plan with no problems', () => {
    expect(parseSlot({ id: 1, date_end: good.date_end }, true)).toEqual({
      kind: 'plan',
      values: { id: 1, date_end: good.date_end },
      problems: {},
    });
    expect(parseSlot({}, true)).toEqual({ kind: 'plan', values: {}, problems: {} });
  });

  it('refuses integers that JSON.parse can no longer hold exactly, and fractions', () => {
    // 2^53 + 1 parses to 2^53: the digits are already lost, so the value must not be shown.
    const huge = JSON.parse('{"bitrate_max": 9007199254740993, "channel_max": 2.5}') as Record<string, unknown>;
    const slot = parseSlot({ ...good, ...huge }, true);
    expect(slot.kind).toBe('plan');
    const { values, problems } = plan(slot);
    expect(problems).toEqual({ bitrate_max: 'not-integer', channel_max: 'not-integer' });
    expect(values.bitrate_max).toBeUndefined();
    expect(values.channel_max).toBeUndefined();
    expect(values.id).toBe(1);
  });

  it('accepts exactly 2^53 − 1 and refuses 2^53', () => {
    expect(plan(parseSlot({ ...good, bitrate_max: 2 ** 53 - 1 }, true)).values.bitrate_max).toBe(9007199254740991);
    expect(plan(parseSlot({ ...good, bitrate_max: 2 ** 53 }, true)).problems).toEqual({ bitrate_max: 'not-integer' });
  });

  it('refuses dates without Z, impossible dates and date-only text', () => {
    for (const date_end of [
      '2026-12-04T00:00:00',
      '2026-13-45T00:00:00Z',
      '2026-12-04',
      '2026-12-04T00:00:00+03:00',
      'soon',
      '',
    ]) {
      const { problems, values } = plan(parseSlot({ ...good, date_end }, true));
      expect(problems, date_end).toEqual({ date_end: 'not-date' });
      expect(values.date_end).toBeUndefined();
    }
    expect(plan(parseSlot({ ...good, date_end: 1_780_000_000_000 }, true)).problems).toEqual({ date_end: 'not-date' });
  });

  it('accepts UTC dates with or without seconds and fractions', () => {
    for (const date_end of ['2026-12-04T00:00Z', '2026-12-04T00:00:00.5Z', '2026-12-04T00:00:00.123456789Z']) {
      expect(plan(parseSlot({ ...good, date_end }, true)).problems, date_end).toEqual({});
    }
  });

  it('names a wrong boolean; a null field is not sent, not a problem', () => {
    const slot = plan(parseSlot({ ...good, support_custom_channel: 'true', id: null }, true));
    expect(slot.problems).toEqual({ support_custom_channel: 'not-boolean' });
    expect(slot.values).toEqual({ channel_max: 2, bitrate_max: 3, custom_video: 0, date_end: good.date_end });
  });
});

describe('PlanRestreamSchema on answers that are not objects', () => {
  it('fails on a top-level string, number, boolean or null', async () => {
    for (const body of ['plan', '{"current":null}', 42, true, null]) {
      expect((await validate(PlanRestreamSchema, body)).issues, JSON.stringify(body)).toEqual([
        { message: 'Expected a JSON object' },
      ]);
    }
  });

  // v.looseObject alone accepts arrays; `[]` read as three absent slots would claim "No current plan".
  it('fails on a top-level array', async () => {
    for (const body of [[], [{ current: null }]]) {
      expect((await validate(PlanRestreamSchema, body)).issues, JSON.stringify(body)).toHaveLength(1);
    }
  });

  it('reads an empty object as three absent slots', async () => {
    expect(await validate(PlanRestreamSchema, {})).toEqual({
      value: { before: { kind: 'absent' }, current: { kind: 'absent' }, next: { kind: 'absent' } },
    });
  });

  it('ignores members it does not know', () => {
    expect(kinds(parsePlanRestream({ current: null, extra: 1 })!)).toEqual({
      before: 'absent',
      current: 'null',
      next: 'absent',
    });
  });
});

describe('storedPlan (a plan kept from the last visit)', () => {
  const kept: PlanRestream = {
    before: { kind: 'null' },
    current: {
      kind: 'plan',
      values: { id: 7, channel_max: 4, support_custom_channel: true, date_end: '2026-12-04T00:00:00Z' },
      problems: { bitrate_max: 'not-integer' },
    },
    next: { kind: 'absent' },
  };
  const withCurrent = (current: unknown) => ({ ...kept, current });

  it('takes back a plan as this page kept it, and only what it kept', () => {
    expect(storedPlan(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    const extra = { ...kept, extra: 1, current: { ...kept.current, note: '<b>', values: { id: 7, other: 'x' } } };
    expect(storedPlan(extra)).toEqual(withCurrent({ ...kept.current, values: { id: 7 } }));
  });

  it('drops a plan with a value of the wrong kind, a problem it does not know, or a slot it cannot draw', () => {
    const current = kept.current as Extract<ParsedSlot, { kind: 'plan' }>;
    for (const bad of [
      withCurrent({ ...current, values: { channel_max: '4' } }),
      withCurrent({ ...current, values: { channel_max: 2 ** 53 } }),
      withCurrent({ ...current, values: { date_end: '4 December' } }),
      withCurrent({ ...current, values: { support_custom_channel: 1 } }),
      withCurrent({ ...current, values: { id: null } }),
      withCurrent({ ...current, problems: { price: 'not-integer' } }),
      withCurrent({ ...current, problems: { id: 'wrong' } }),
      withCurrent({ ...current, problems: [] }),
      withCurrent({ kind: 'plan', values: {} }),
      withCurrent({ kind: 'gone' }),
      withCurrent([]),
      { before: kept.before, current: kept.current },
      [kept.before, kept.current, kept.next],
      null,
    ])
      expect(storedPlan(bad), JSON.stringify(bad)).toBeNull();
  });
});
