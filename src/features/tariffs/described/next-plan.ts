import { formatDateTime } from '../../../lib/i18n/format.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import type { ManageMessages } from './manage-messages.ts';
import { type Period, isPeriod } from './periods.ts';

/** A slot's plan as the dialogs name it: its title (else its ID) and its dates, as the slot gives them. */
export interface SlotPlan {
  id: number | string | undefined;
  title: string | undefined;
  start: string | undefined;
  end: string | undefined;
  /** The period it is paid for, where the item gives one. */
  period: Period | undefined;
  /** Whether it renews when it ends, where the item says it as yes or no. */
  renews: boolean | undefined;
}

export function nextPlanText(plan: SlotPlan, m: ManageMessages, language: Language): string {
  const name = plan.title !== undefined ? `“${plan.title}”` : plan.id !== undefined ? m.planNamed(String(plan.id)) : '';
  const dates = [
    plan.start && m.from(formatDateTime(plan.start, language)),
    plan.end && m.until(formatDateTime(plan.end, language)),
  ].filter(Boolean);
  return dates.length ? `${name} (${dates.join(' ')})` : name;
}

/** A slot's values as a next plan: only what has the type a name or date needs. */
export function slotPlanOf(values: Readonly<Record<string, unknown>>): SlotPlan {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const id = values.id;
  return {
    id: (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id !== '') ? id : undefined,
    title: text(values.title) ?? text(values.name),
    start: text(values.date_start),
    end: text(values.date_end),
    period: isPeriod(values.period) ? values.period : undefined,
    renews: typeof values.prolongation === 'boolean' ? values.prolongation : undefined,
  };
}
