import { checkedBy, refused } from '../../api/schema.ts';

// Section 2.2 gives each slot's fields and types but leaves open whether a slot may be null or absent, and its table
// (unlike 2.1's) has no "Required" column. So each slot, and each field in it, is checked on its own: a field that
// is not sent (absent or null) is simply not shown; only a value of the wrong type is a problem, named, and it hides
// that field only, never the page.

export const slotNames = ['before', 'current', 'next'] as const;
export type SlotName = (typeof slotNames)[number];

export const slotFields = [
  'id',
  'channel_max',
  'bitrate_max',
  'support_custom_channel',
  'custom_video',
  'date_end',
] as const;
export type SlotField = (typeof slotFields)[number];

export interface SlotValues {
  id: number;
  channel_max: number;
  bitrate_max: number;
  support_custom_channel: boolean;
  custom_video: number;
  date_end: string;
}

export type FieldProblem = 'not-integer' | 'not-boolean' | 'not-date';

export type ParsedSlot =
  | { kind: 'absent' } // the member is not in the answer
  | { kind: 'null' } // the member is there, null
  | { kind: 'invalid' } // the member is neither an object nor null
  // A field in neither `values` nor `problems` was not sent.
  | {
      kind: 'plan';
      values: Partial<SlotValues>;
      problems: Partial<Record<SlotField, FieldProblem>>;
      /** The period the plan is paid for (`month`, `year`), where the item says it (§2.15): its price's period. */
      period?: unknown;
      /** Whether it renews when it ends, where the item says it (§2.15). */
      prolongation?: unknown;
    };

// Integers must be exact: a number past 2^53 has already lost digits in JSON.parse, so it is refused, not shown.
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;
const isIsoUtc = (value: unknown): value is string =>
  typeof value === 'string' && ISO_UTC.test(value) && !Number.isNaN(Date.parse(value));
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

// Plain checks, not a validation library's schemas: this read is the tariff page's, in the first load.
const fieldChecks: { [K in SlotField]: [(value: unknown) => value is SlotValues[K], FieldProblem] } = {
  id: [isInteger, 'not-integer'],
  channel_max: [isInteger, 'not-integer'],
  bitrate_max: [isInteger, 'not-integer'],
  support_custom_channel: [isBoolean, 'not-boolean'],
  custom_video: [isInteger, 'not-integer'],
  date_end: [isIsoUtc, 'not-date'],
};

export function parseSlot(raw: unknown, present: boolean): ParsedSlot {
  if (!present || raw === undefined) return { kind: 'absent' };
  if (raw === null) return { kind: 'null' };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'invalid' };
  const record = raw as Record<string, unknown>;
  const values: Partial<SlotValues> = {};
  const problems: Partial<Record<SlotField, FieldProblem>> = {};
  for (const field of slotFields) {
    const [check, problem] = fieldChecks[field];
    const value = record[field];
    if (value === null || value === undefined) continue;
    // JSON allows -0; it is the same number as 0 and must not be shown as "-0".
    if (check(value)) (values as Record<SlotField, unknown>)[field] = Object.is(value, -0) ? 0 : value;
    else problems[field] = problem;
  }
  return { kind: 'plan', values, problems, period: record.period, prolongation: record.prolongation };
}

export type PlanRestream = Record<SlotName, ParsedSlot>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer must be a JSON object (not an array: `[]` is an error, not three absent slots); its three members are then judged one by one. */
export function parsePlanRestream(body: unknown): PlanRestream | null {
  if (!isRecord(body)) return null;
  return {
    before: parseSlot(body.before, 'before' in body),
    current: parseSlot(body.current, 'current' in body),
    next: parseSlot(body.next, 'next' in body),
  };
}

export const PlanRestreamSchema = checkedBy((body) => {
  const plan = parsePlanRestream(body);
  return plan ? { value: plan } : refused('Expected a JSON object');
});

// What this page keeps of an answer (three ParsedSlots), checked again when it comes back from the last visit's
// storage: written by an older version of the app or edited by hand, it is dropped rather than drawn.
const PROBLEMS: readonly unknown[] = ['not-integer', 'not-boolean', 'not-date'] satisfies FieldProblem[];

/** A kept slot as this page draws it (what else it holds is left), or null when it is not one. */
function storedSlot(slot: unknown): ParsedSlot | null {
  if (!isRecord(slot)) return null;
  const { kind, values, problems } = slot;
  if (kind === 'absent' || kind === 'null' || kind === 'invalid') return { kind };
  if (kind !== 'plan' || !isRecord(values) || !isRecord(problems)) return null;
  const kept: Partial<SlotValues> = {};
  for (const field of slotFields) {
    const value = values[field];
    if (value === undefined) continue;
    if (!fieldChecks[field][0](value)) return null;
    (kept as Record<SlotField, unknown>)[field] = value;
  }
  const known = (field: string): field is SlotField => (slotFields as readonly string[]).includes(field);
  const named = Object.entries(problems);
  if (!named.every(([field, problem]) => known(field) && PROBLEMS.includes(problem))) return null;
  return { kind, values: kept, problems: Object.fromEntries(named) as Partial<Record<SlotField, FieldProblem>> };
}

/** A plan kept from the last visit, if it is still one this page draws. */
export function storedPlan(data: unknown): PlanRestream | null {
  if (!isRecord(data)) return null;
  const before = storedSlot(data.before);
  const current = storedSlot(data.current);
  const next = storedSlot(data.next);
  return before && current && next ? { before, current, next } : null;
}

export function hasPlan(slot: ParsedSlot): slot is Extract<ParsedSlot, { kind: 'plan' }> {
  return slot.kind === 'plan';
}
