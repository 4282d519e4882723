import { hasPlan, type PlanRestream } from '../../lib/operations/plan-restream/plan-slot.ts';

export interface ProjectSummary {
  channels: number | undefined;
  bitrate: number | undefined;
  /** End of the current plan, when the service gave a readable one. */
  endsAt: string | undefined;
  hasCurrent: boolean;
  nextScheduled: boolean;
  /** Ends within 7 days (and has not ended yet) with no next plan: the admin should act. */
  endingSoonUnscheduled: boolean;
}

const WEEK = 7 * 86_400_000;

export function summarize(plan: PlanRestream, now: number): ProjectSummary {
  const current = hasPlan(plan.current) ? plan.current.values : undefined;
  const endsAt = current?.date_end;
  const nextScheduled = hasPlan(plan.next);
  // An unreadable next slot may well be a plan: only a null or absent one means nothing is scheduled.
  const nothingScheduled = plan.next.kind === 'null' || plan.next.kind === 'absent';
  const left = endsAt ? Date.parse(endsAt) - now : undefined;
  return {
    channels: current?.channel_max,
    bitrate: current?.bitrate_max,
    endsAt,
    hasCurrent: current !== undefined,
    nextScheduled,
    endingSoonUnscheduled: left !== undefined && left > 0 && left <= WEEK && nothingScheduled,
  };
}
