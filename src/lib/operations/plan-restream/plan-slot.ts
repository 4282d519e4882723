import * as v from 'valibot';

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
    };

// Integers must be exact: a number past 2^53 has already lost digits in JSON.parse, so it is refused, not shown.
const integer = v.pipe(v.number(), v.safeInteger());
const isoUtc = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);

const fieldSchemas: { [K in SlotField]: [v.GenericSchema<unknown, SlotValues[K]>, FieldProblem] } = {
  id: [integer, 'not-integer'],
  channel_max: [integer, 'not-integer'],
  bitrate_max: [integer, 'not-integer'],
  support_custom_channel: [v.boolean(), 'not-boolean'],
  custom_video: [integer, 'not-integer'],
  date_end: [isoUtc, 'not-date'],
};

export function parseSlot(raw: unknown, present: boolean): ParsedSlot {
  if (!present || raw === undefined) return { kind: 'absent' };
  if (raw === null) return { kind: 'null' };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'invalid' };
  const record = raw as Record<string, unknown>;
  const values: Partial<SlotValues> = {};
  const problems: Partial<Record<SlotField, FieldProblem>> = {};
  for (const field of slotFields) {
    const [schema, problem] = fieldSchemas[field];
    if (record[field] === null || record[field] === undefined) continue;
    const result = v.safeParse(schema, record[field]);
    // JSON allows -0; it is the same number as 0 and must not be shown as "-0".
    if (result.success)
      (values as Record<SlotField, unknown>)[field] = Object.is(result.output, -0) ? 0 : result.output;
    else problems[field] = problem;
  }
  return { kind: 'plan', values, problems, period: record.period };
}

export type PlanRestream = Record<SlotName, ParsedSlot>;

/** The answer must be a JSON object; its three members are then judged one by one. */
export const PlanRestreamSchema = v.pipe(
  // Not v.looseObject: it lets arrays through, and `[]` must be an error, not three absent slots.
  v.custom<Record<string, unknown>>(
    (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
    'Expected a JSON object',
  ),
  v.transform((body: Record<string, unknown>): PlanRestream => ({
    before: parseSlot(body.before, 'before' in body),
    current: parseSlot(body.current, 'current' in body),
    next: parseSlot(body.next, 'next' in body),
  })),
);

// What this page keeps of an answer (three ParsedSlots), checked again when it comes back from the last visit's
// storage: written by an older version of the app or edited by hand, it is dropped rather than drawn.
const storedSlot = v.union([
  v.object({ kind: v.picklist(['absent', 'null', 'invalid']) }),
  v.object({
    kind: v.literal('plan'),
    values: v.object(
      Object.fromEntries(slotFields.map((field) => [field, v.optional(fieldSchemas[field][0])])) as {
        [K in SlotField]: v.OptionalSchema<v.GenericSchema<unknown, SlotValues[K]>, undefined>;
      },
    ),
    problems: v.record(v.picklist(slotFields), v.picklist(['not-integer', 'not-boolean', 'not-date'])),
  }),
]);
export const StoredPlanSchema: v.GenericSchema<unknown, PlanRestream> = v.object({
  before: storedSlot,
  current: storedSlot,
  next: storedSlot,
});

export function hasPlan(slot: ParsedSlot): slot is Extract<ParsedSlot, { kind: 'plan' }> {
  return slot.kind === 'plan';
}
