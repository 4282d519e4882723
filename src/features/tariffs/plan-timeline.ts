import { type PlanRestream, type SlotName, hasPlan, slotNames } from '../../lib/operations/plan-restream/plan-slot.ts';

export interface TimelineMark {
  kind: SlotName | 'today';
  /** ISO instant (for slots) or null for today. */
  iso: string | null;
  time: number;
  /** Position along the axis, 0–100 %. */
  position: number;
}

/**
 * Places each plan's end and "today" along one axis. Plan ends are spread evenly in time order (a plan ending in
 * 2099 would otherwise squeeze the rest into one pixel); today sits between its neighbours in proportion to time,
 * so the order is always true and the gaps are readable on a phone.
 */
export function timelineMarks(plan: PlanRestream, now: number): TimelineMark[] {
  const ends = slotNames
    .flatMap((name) => {
      const slot = plan[name];
      const iso = hasPlan(slot) ? slot.values.date_end : undefined;
      return iso ? [{ kind: name, iso, time: Date.parse(iso) }] : [];
    })
    .sort((a, b) => a.time - b.time);
  if (!ends.length) return [];

  const span = 80;
  const at = (index: number) => (ends.length === 1 ? 50 : 10 + (index * span) / (ends.length - 1));
  const marks: TimelineMark[] = ends.map((end, index) => ({ ...end, position: at(index) }));

  let todayPosition: number;
  const after = ends.findIndex((end) => end.time > now);
  if (after === -1) todayPosition = Math.min(at(ends.length - 1) + 8, 97);
  else if (after === 0) todayPosition = Math.max(at(0) - 8, 3);
  else {
    const left = ends[after - 1]!;
    const right = ends[after]!;
    const share = (now - left.time) / (right.time - left.time);
    todayPosition = at(after - 1) + share * (at(after) - at(after - 1));
  }
  marks.push({ kind: 'today', iso: null, time: now, position: todayPosition });
  return marks.sort((a, b) => a.time - b.time);
}
