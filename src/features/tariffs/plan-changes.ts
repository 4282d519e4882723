import type { SlotValues } from '../../lib/operations/plan-restream/plan-slot.ts';

export type Change = { field: 'channel_max' | 'bitrate_max'; direction: 'up' | 'down' | 'same'; delta: number };

/** What the next plan changes against the current one, for the limits both plans state. */
export function planChanges(current: Partial<SlotValues>, next: Partial<SlotValues>): Change[] {
  const changes: Change[] = [];
  for (const field of ['channel_max', 'bitrate_max'] as const) {
    const now = current[field];
    const then = next[field];
    if (now === undefined || then === undefined) continue;
    const delta = then - now;
    changes.push({ field, direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same', delta: Math.abs(delta) });
  }
  return changes;
}
