// A project's current plan of a kind as "Get project full info" gives it (`plan2user`): the real kind's record of the
// plan bought for the project — PlanRestream2UserItemResponse, PlanTranscoding2UserItemResponse,
// PlanStorage2UserItemResponse, PlanWebinar2UserItemResponse — with data of our own: its number, when it started (its
// period before its end, a month where its slot names none) and the identifiers of its period and of its payment.
// Whether it renews is the slot's `prolongation` as a number, 1 or 0, as this record types it.
import { createHash } from 'node:crypto';
import { addMonths, periodOfSlot } from './tariff-book.ts';
import { PERIODS, PERIOD_MONTHS, type Slot, type TariffKind, catalogPlan } from './tariff-kinds.ts';

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
  // Restream's and storage's records name their plan and its payment; a webinar plan's its limits instead.
  const named = kind.key === 'restream' || kind.key === 'storage';
  const sold = kind.key === 'webinar' ? catalogPlan(kind, planId)?.fields : undefined;
  return {
    [`plan_${kind.key}2user_id`]: projectId * 100 + planId,
    ...(named ? { [kind.idField]: planId } : {}),
    ...(kind.quantity ? { [kind.quantity.name]: kind.unitsOf(slot) } : {}),
    date_start: start,
    date_end: end,
    date_create: start,
    // A slot of the edge-case account may name no period.
    period: PERIODS.find((period) => period === slot.period) ?? null,
    period_uuid: uuidOf(`period:${key}`),
    status: 'active',
    prolongation: slot.prolongation === true ? 1 : 0,
    ...(named ? { money_flow_uuid: uuidOf(`money_flow:${key}`) } : {}),
    ...(sold ? { participants: sold.participants, resolution: sold.resolution } : {}),
  };
}
