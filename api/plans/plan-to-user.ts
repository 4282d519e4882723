// A project's current plan of a kind as "Get project full info" gives it (`plan2user`): the real kind's record of the
// plan bought for the project — PlanRestream2UserItemResponse, PlanTranscoding2UserItemResponse,
// PlanStorage2UserItemResponse — with data of our own: its number, when it started (its period before its end, a
// month where its slot names none, as the demo renews it) and the identifiers of its period and of its payment.
import { createHash } from 'node:crypto';
import { addMonths, periodOfSlot } from './tariff-book.ts';
import { PERIODS, PERIOD_MONTHS, type Slot, type TariffKind } from './tariff-kinds.ts';

/** A UUID-shaped identifier that is the same for the same words (a period's, a payment's). */
function uuidOf(words: string): string {
  const hex = createHash('sha256').update(words).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function planToUser(kind: TariffKind, projectId: number, slot: Slot): Record<string, unknown> {
  const planId = typeof slot.id === 'number' ? slot.id : 0;
  const end = typeof slot.date_end === 'string' && !Number.isNaN(Date.parse(slot.date_end)) ? slot.date_end : null;
  const start = end === null ? null : addMonths(end, -PERIOD_MONTHS[periodOfSlot(slot)]);
  const key = `${kind.key}:${projectId}:${planId}:${end ?? ''}`;
  return {
    [`plan_${kind.key}2user_id`]: projectId * 100 + planId,
    ...(kind.key === 'transcoding' ? {} : { [kind.idField]: planId }),
    ...(kind.quantity ? { [kind.quantity.name]: kind.unitsOf(slot) } : {}),
    date_start: start,
    date_end: end,
    date_create: start,
    // Only storage's slot names its period.
    period: PERIODS.find((period) => period === slot.period) ?? null,
    period_uuid: uuidOf(`period:${key}`),
    status: 'active',
    prolongation: 0,
    ...(kind.key === 'transcoding' ? {} : { money_flow_uuid: uuidOf(`money_flow:${key}`) }),
  };
}
